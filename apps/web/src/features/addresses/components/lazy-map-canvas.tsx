import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useMapConfig } from '../api/get-map-config';
import type { MapCanvasProps } from './map-canvas';

/** SPEC.md §4 maps loader states (there is no key to be refused, so no "auth failure" state). */
export type MapsLoaderStatus = 'loading' | 'loaded' | 'failed';

// Leaflet and its CSS are in this chunk only: pages without a map never download them.
const MapCanvas = lazy(() => import('./map-canvas').then((module) => ({ default: module.MapCanvas })));

class MapErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Map failed to load', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? <MapMessage failed /> : this.props.children;
  }
}

function MapMessage({ failed = false }: { failed?: boolean }) {
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className="flex h-full w-full flex-col items-center justify-center gap-2 bg-stone-100 p-4 text-center text-sm text-stone-700"
    >
      {failed ? (
        <>
          <MapPinOff className="size-6 text-stone-500" aria-hidden />
          <span>Map failed to load. You can still search for a place or use your current location.</span>
        </>
      ) : (
        <>
          <Spinner className="size-5" />
          <span>Loading map…</span>
        </>
      )}
    </div>
  );
}

type LazyMapCanvasProps = Omit<MapCanvasProps, 'tileUrl' | 'attribution' | 'onReady'> & {
  onStatusChange: (status: MapsLoaderStatus) => void;
};

/** The map with its loading and failure states; the page around it works whatever happens here. */
export function LazyMapCanvas({ onStatusChange, ...props }: LazyMapCanvasProps) {
  const config = useMapConfig();
  if (config.isPending) return <MapMessage />;
  // Without the configuration the map still works, only without tiles.
  const tiles = config.data ?? { tileUrl: null, attribution: '' };
  return (
    <MapErrorBoundary
      onError={() => {
        onStatusChange('failed');
      }}
    >
      <Suspense fallback={<MapMessage />}>
        <MapCanvas
          {...props}
          tileUrl={tiles.tileUrl}
          attribution={tiles.attribution}
          onReady={() => {
            onStatusChange('loaded');
          }}
        />
      </Suspense>
    </MapErrorBoundary>
  );
}
