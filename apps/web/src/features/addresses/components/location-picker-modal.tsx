import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Crosshair, MapPin, Search, X } from 'lucide-react';
import type { Place } from '@railbite/contract/geo';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { searchPlaces } from '../api/search-places';
import { getCurrentPoint } from '../utils/geolocation';
import { formatPoint, pickerDefaultCentre, pickerDefaultZoom } from '../utils/map-constants';
import type { Point } from '../utils/map-constants';
import { LazyMapCanvas } from './lazy-map-canvas';
import type { MapsLoaderStatus } from './lazy-map-canvas';
import { usePointDetails } from './use-point-details';

/** SPEC.md §3 Picker result. */
export type PickerResult = {
  latitude: number;
  longitude: number;
  placeId: string;
  address: Omit<Place, 'latitude' | 'longitude' | 'name'>;
};

type LocationPickerModalProps = {
  open: boolean;
  onClose: () => void;
  /** The form's current point, if it has one: the map opens there instead of asking the browser. */
  initialPoint: Point | null;
  onSelect: (result: PickerResult) => void;
};

export function LocationPickerModal({ open, onClose, ...props }: LocationPickerModalProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="map-sheet">
      <PickerContent titleId={titleId} onClose={onClose} {...props} />
    </ModalDialog>
  );
}

function PickerContent({
  titleId,
  onClose,
  initialPoint,
  onSelect,
}: Omit<LocationPickerModalProps, 'open'> & { titleId: string }) {
  const [mapStatus, setMapStatus] = useState<MapsLoaderStatus>('loading');
  const [centre, setCentre] = useState<Point>(initialPoint ?? pickerDefaultCentre);
  const [searchText, setSearchText] = useState('');
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const { point, details, resolving, choosePoint, choosePlace } = usePointDetails();

  const pickPoint = async (next: Point) => {
    const { place } = await choosePoint(next);
    if (!place) toast.error('Unable to get address details');
  };

  const locateMe = async () => {
    setLocating(true);
    try {
      const here = await getCurrentPoint();
      setCentre(here);
      await pickPoint(here);
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : 'An unknown error occurred while getting location.',
      );
    } finally {
      setLocating(false);
    }
  };

  // SPEC.md §4: once the map is ready and the form had no location, ask where the person is.
  const askedForLocation = useRef(false);
  const onMapStatus = (status: MapsLoaderStatus) => {
    setMapStatus(status);
    if (status !== 'loaded' || askedForLocation.current) return;
    askedForLocation.current = true;
    if (initialPoint) void choosePoint(initialPoint);
    else void locateMe();
  };

  const search = async () => {
    const text = searchText.trim();
    if (!text) return;
    if (mapStatus !== 'loaded') {
      toast.error('Maps API not loaded yet');
      return;
    }
    setSearching(true);
    try {
      const [place] = await searchPlaces(text);
      if (!place) {
        toast.error('Location not found');
        return;
      }
      choosePlace(place);
      setCentre({ latitude: place.latitude, longitude: place.longitude });
    } catch (error) {
      console.error('Place search failed', error);
      toast.error('Search failed. Please try again.');
    } finally {
      setSearching(false);
    }
  };

  const select = () => {
    if (!point || !details) return;
    const { latitude: _lat, longitude: _lng, name: _name, ...address } = details;
    onSelect({ latitude: point.latitude, longitude: point.longitude, placeId: details.placeId, address });
    onClose();
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          Select Location on Map
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-stone-600 hover:bg-stone-100"
          aria-label="Close map"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <form
        role="search"
        className="flex flex-wrap gap-2 border-b border-stone-200 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="flex min-w-0 flex-1 basis-full items-center sm:basis-auto gap-2 rounded-lg border border-stone-300 px-3 focus-within:ring-2 focus-within:ring-brand-600">
          <Search className="size-4 shrink-0 text-stone-500" aria-hidden />
          <span className="sr-only">Search for a place</span>
          <input
            type="search"
            value={searchText}
            maxLength={100}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
            placeholder="Search area, station or city"
            className="w-full min-w-0 bg-transparent py-2 text-base outline-none"
          />
        </label>
        {/* A search shows its place on the map, so it waits (busy, not refused) until the map is ready. */}
        <Button
          type="submit"
          variant="secondary"
          pending={searching || mapStatus === 'loading'}
          pendingLabel={searching ? 'Searching…' : 'Loading map…'}
        >
          Search
        </Button>
        <Button
          variant="secondary"
          onClick={() => void locateMe()}
          pending={locating}
          pendingLabel="Locating…"
        >
          <Crosshair className="size-4" aria-hidden />
          Current
        </Button>
      </form>
      <div className="min-h-64 flex-1">
        <LazyMapCanvas
          centre={centre}
          zoom={pickerDefaultZoom}
          marker={point}
          onPick={(next) => void pickPoint(next)}
          label="Map: tap to choose the delivery point"
          onStatusChange={onMapStatus}
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-stone-200 px-4 py-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 text-sm" aria-live="polite">
          {point ? (
            <>
              <p className="flex items-start gap-1.5 font-medium text-stone-900">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                <span data-testid="picker-address">
                  {resolving
                    ? 'Finding the address…'
                    : (details?.formattedAddress ?? 'No address details here')}
                </span>
              </p>
              <p className="mt-0.5 pl-5.5 text-xs text-stone-500">{formatPoint(point)}</p>
            </>
          ) : (
            <p className="text-stone-600">Tap the map, search, or use your current location.</p>
          )}
        </div>
        {point && details && !resolving && <Button onClick={select}>Select Location</Button>}
      </div>
    </div>
  );
}
