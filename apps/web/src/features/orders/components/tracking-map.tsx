import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { TrackingMapController, TrackingMapPlaces } from './leaflet-tracking-map';

/** SPEC.md §9: the tracking map is 400px high. */
const mapHeightClass = 'h-[400px]';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The map, with Leaflet (and its CSS) loaded only when this component mounts, so no other page pays for
 * it. The vehicle (null: none) glides between positions unless the visitor asked for reduced motion;
 * then it jumps.
 */
export function TrackingMap({ places, progress }: { places: TrackingMapPlaces; progress: number | null }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<TrackingMapController | null>(null);
  const progressRef = useRef(progress);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { restaurant, destination } = places;
  const { latitude: rLat, longitude: rLng, name: rName } = restaurant;
  const { latitude: dLat, longitude: dLng } = destination;

  useEffect(() => {
    let cancelled = false;
    import('./leaflet-tracking-map')
      .then(({ createTrackingMap }) => {
        if (cancelled || !containerRef.current) return;
        controllerRef.current = createTrackingMap(
          containerRef.current,
          {
            restaurant: { latitude: rLat, longitude: rLng, name: rName },
            destination: { latitude: dLat, longitude: dLng },
          },
          progressRef.current,
        );
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Could not load the map', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [rLat, rLng, rName, dLat, dLng]);

  useEffect(() => {
    progressRef.current = progress;
    controllerRef.current?.moveVehicle(progress, !prefersReducedMotion());
  }, [progress]);

  return (
    <div
      className={`relative isolate overflow-hidden rounded-2xl border border-stone-200 bg-stone-200 ${mapHeightClass}`}
    >
      <div ref={containerRef} className="h-full w-full" data-testid="tracking-map" />
      {state === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-stone-700">
          <Spinner className="size-6 text-brand-700" />
          Loading map…
        </div>
      )}
      {state === 'failed' && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center px-6 text-center text-stone-700"
        >
          The map could not be loaded. The delivery timeline below still shows where your order is.
        </p>
      )}
    </div>
  );
}
