import { useId, useRef, useState } from 'react';
import { Crosshair, MapPin, Search, X } from 'lucide-react';
import type { Place } from '@railbite/contract/geo';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { chooseVisitorPlace, useVisitorPlace } from '@/lib/visitor-place';
import type { VisitorPlace } from '@/lib/visitor-place';
import { reverseGeocode } from '../api/reverse-geocode';
import { suggestionMinLength, usePlaceSuggestions } from '../api/search-places';
import { getCurrentPoint } from '../utils/geolocation';
import type { Point } from '../utils/map-constants';

/**
 * The current position's name for the header: the city our geocoder places it in ("Pune"; the
 * nearest station's name would read as if the food went there), else its own description ("About
 * 40 km from Pune"), else "Current location". The point itself is the browser's.
 */
export function currentPlaceName(place: Pick<Place, 'name' | 'city'> | null): string {
  return place?.city?.trim() || place?.name.trim() || 'Current location';
}

async function namePoint(point: Point): Promise<VisitorPlace> {
  const place = await reverseGeocode(point).catch((error: unknown) => {
    console.error('Reverse geocoding failed', error);
    return null;
  });
  return { name: currentPlaceName(place), ...point };
}

/**
 * Where a visitor wants food delivered (ADR 025): a city, area or station from our geocoder, or the
 * browser's current position. Loaded on first opening (ADR 012); choosing closes it.
 */
export function PlaceChooserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="top-sheet">
      {open && <PlaceChooser titleId={titleId} onClose={onClose} />}
    </ModalDialog>
  );
}

function PlaceChooser({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const current = useVisitorPlace();
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, 300).trim();
  const suggestions = usePlaceSuggestions(term);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const attempt = useRef(0);

  const choose = (place: VisitorPlace) => {
    chooseVisitorPlace(place);
    onClose();
  };

  const locate = async () => {
    const request = ++attempt.current;
    setLocating(true);
    setLocateError(null);
    try {
      const named = await namePoint(await getCurrentPoint());
      if (request === attempt.current) choose(named);
    } catch (error) {
      if (request === attempt.current)
        setLocateError(
          `${error instanceof Error ? error.message : 'We could not find your location.'} Search for your city instead.`,
        );
    } finally {
      if (request === attempt.current) setLocating(false);
    }
  };

  const searching = term.length >= suggestionMinLength;
  const places = searching ? (suggestions.data ?? []) : [];
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          Where should we deliver?
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-stone-600 hover:bg-stone-100"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto p-4">
        {current && (
          <p className="text-sm text-stone-600">
            Now showing restaurants that deliver to <strong className="text-stone-900">{current.name}</strong>
            .
          </p>
        )}
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
            Search for your city, area or station
          </label>
          <div className="flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 focus-within:ring-2 focus-within:ring-brand-600">
            <Search className="size-5 shrink-0 text-stone-500" aria-hidden />
            <input
              id={inputId}
              type="search"
              autoFocus
              autoComplete="off"
              maxLength={100}
              value={text}
              aria-describedby={statusId}
              placeholder="e.g. Pune, Koramangala, Howrah"
              onChange={(event) => {
                setText(event.target.value);
              }}
              className="w-full bg-transparent py-2.5 text-base outline-none"
            />
          </div>
        </div>
        <Button
          variant="secondary"
          className="w-full"
          pending={locating}
          pendingLabel="Finding your location…"
          onClick={() => void locate()}
        >
          <Crosshair className="size-4" aria-hidden />
          Use my current location
        </Button>
        {locateError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {locateError}
          </p>
        )}
        <div id={statusId} role="status" className="text-sm text-stone-600">
          {searching && suggestions.isFetching && !suggestions.data && (
            <span className="inline-flex items-center gap-2">
              <Spinner /> Searching places…
            </span>
          )}
          {searching && suggestions.isError && 'Place search failed. Please try again.'}
          {searching && suggestions.isSuccess && places.length === 0 && `No places match “${term}”.`}
          {!searching && text.trim() !== '' && `Type at least ${String(suggestionMinLength)} letters.`}
        </div>
        {places.length > 0 && (
          <ul aria-label="Places" className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {places.map((place) => (
              <li key={place.placeId}>
                <button
                  type="button"
                  onClick={() => {
                    choose({ name: place.name, latitude: place.latitude, longitude: place.longitude });
                  }}
                  className="flex w-full items-start gap-3 px-3 py-2.5 text-left hover:bg-brand-50"
                >
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">{place.name}</span>
                    <span className="block truncate text-xs text-stone-600">{place.formattedAddress}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
