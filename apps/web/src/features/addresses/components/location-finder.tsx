import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Crosshair, MapPin, Save, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { reverseGeocode } from '../api/reverse-geocode';
import { getCurrentPoint, GeolocationFailure } from '../utils/geolocation';
import {
  finderDefaultCentre,
  finderDefaultZoom,
  finderFallbackText,
  formatPoint,
} from '../utils/map-constants';
import type { Point } from '../utils/map-constants';
import { LazyMapCanvas } from './lazy-map-canvas';
import { PlaceSuggestionsInput } from './place-suggestions-input';

/** SPEC.md §3 "Saved address on /map": in memory only. */
type FinderSavedAddress = {
  id: number;
  address: string;
  coordinates: { lat: number; lng: number };
  timestamp: string;
};

/** The name of a point from our geocoder, or the fallback text when it knows nothing or fails (logged). */
async function describePoint(point: Point, fallback: string): Promise<string> {
  try {
    return (await reverseGeocode(point))?.formattedAddress ?? fallback;
  } catch (error) {
    console.error('Reverse geocoding failed', error);
    return fallback;
  }
}

/** /map: Address & Location Finder (SPEC.md §2, §4). */
export function LocationFinder() {
  const [point, setPoint] = useState<Point | null>(null);
  const [centre, setCentre] = useState<Point>(finderDefaultCentre);
  const [text, setText] = useState('');
  const [locating, setLocating] = useState(false);
  const [saved, setSaved] = useState<FinderSavedAddress[]>([]);
  const lookup = useRef(0);

  const showPoint = async (next: Point, fallback: string, recentre: boolean) => {
    const request = ++lookup.current;
    setPoint(next);
    if (recentre) setCentre(next);
    const name = await describePoint(next, fallback);
    if (request === lookup.current) setText(name);
  };

  const locate = async (announceErrors: boolean) => {
    setLocating(true);
    try {
      const here = await getCurrentPoint();
      await showPoint(here, 'Current Location', true);
    } catch (error) {
      if (announceErrors)
        toast.error(
          error instanceof Error ? error.message : 'An unknown error occurred while getting location.',
        );
      // SPEC.md §4: without a location (denied, or no geolocation) the finder shows Delhi.
      if (
        !announceErrors ||
        (error instanceof GeolocationFailure && error.reason !== 2 && error.reason !== 3)
      ) {
        lookup.current += 1;
        setPoint(finderDefaultCentre);
        setCentre(finderDefaultCentre);
        setText(finderFallbackText);
      }
    } finally {
      setLocating(false);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void locate(false);
    // Once, on first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const canSave = point !== null && text.trim().length > 0;
  const save = () => {
    if (!point || !text.trim()) return;
    const isSame = (entry: FinderSavedAddress) =>
      entry.address === text.trim() &&
      entry.coordinates.lat === point.latitude &&
      entry.coordinates.lng === point.longitude;
    // The same place saved again is the same entry, not a second copy of it.
    if (saved.some(isSame)) {
      toast.success('This place is already saved');
      return;
    }
    const now = new Date();
    setSaved((list) => [
      ...list,
      // Ids come from the time (SPEC.md §3); two saves in one millisecond still get different ones.
      {
        id: Math.max(now.getTime(), (list.at(-1)?.id ?? 0) + 1),
        address: text.trim(),
        coordinates: { lat: point.latitude, lng: point.longitude },
        timestamp: now.toISOString(),
      },
    ]);
    toast.success('Address saved');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <PlaceSuggestionsInput
              value={text}
              onChange={(typed) => {
                // What the person types wins over a lookup still on its way for an earlier point.
                lookup.current += 1;
                setText(typed);
              }}
              onChoose={(place) => {
                lookup.current += 1;
                const next = { latitude: place.latitude, longitude: place.longitude };
                setPoint(next);
                setCentre(next);
                setText(place.formattedAddress);
              }}
            />
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void locate(true)} disabled={locating}>
              <Crosshair className="size-4" aria-hidden />
              {locating ? 'Getting Location...' : 'Use Current Location'}
            </Button>
            <Button onClick={save} disabled={!canSave}>
              <Save className="size-4" aria-hidden />
              Save Address
            </Button>
          </div>
        </div>
        <div className="h-[55dvh] min-h-80 overflow-hidden rounded-2xl border border-stone-200">
          <LazyMapCanvas
            centre={centre}
            zoom={finderDefaultZoom}
            marker={point}
            onPick={(next) => {
              void showPoint(next, `Custom location (${formatPoint(next)})`, false);
            }}
            label="Map: tap to choose a location"
            onStatusChange={() => undefined}
          />
        </div>
      </div>
      <aside className="space-y-4">
        <section
          aria-labelledby="finder-selected"
          className="rounded-2xl border border-stone-200 bg-white p-4"
        >
          <h2 id="finder-selected" className="font-bold">
            Selected Location
          </h2>
          {point ? (
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-stone-500">Latitude</dt>
                <dd className="font-mono" data-testid="finder-latitude">
                  {point.latitude.toFixed(6)}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-stone-500">Longitude</dt>
                <dd className="font-mono" data-testid="finder-longitude">
                  {point.longitude.toFixed(6)}
                </dd>
              </div>
              {text && (
                <div>
                  <dt className="sr-only">Address</dt>
                  <dd className="pt-1 break-words text-stone-800">{text}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-stone-600">Tap the map or search for an address.</p>
          )}
        </section>
        <section aria-labelledby="finder-saved" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h2 id="finder-saved" className="font-bold">
            Saved Addresses
          </h2>
          {saved.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">
              Nothing saved yet. Saved places stay until you leave the page.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100">
              {saved.map((entry) => (
                <li key={entry.id} className="flex items-start gap-2 py-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words">{entry.address}</p>
                    <p className="font-mono text-xs text-stone-500">
                      {formatPoint({ latitude: entry.coordinates.lat, longitude: entry.coordinates.lng })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    aria-label={`Load ${entry.address}`}
                    onClick={() => {
                      lookup.current += 1;
                      const next = { latitude: entry.coordinates.lat, longitude: entry.coordinates.lng };
                      setPoint(next);
                      setCentre(next);
                      setText(entry.address);
                    }}
                  >
                    <Upload className="size-4" aria-hidden />
                    Load
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-700"
                    aria-label={`Delete ${entry.address}`}
                    onClick={() => {
                      setSaved((list) => list.filter((candidate) => candidate.id !== entry.id));
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>
    </div>
  );
}
