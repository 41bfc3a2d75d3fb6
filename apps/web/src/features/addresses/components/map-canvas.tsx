import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapLatitudeLimit, mapZoomRange, normalisePoint } from '../utils/map-constants';
import type { Point } from '../utils/map-constants';

export type MapCanvasProps = {
  /** A new object recentres the map; the same object leaves the view where the person put it. */
  centre: Point;
  zoom: number;
  marker: Point | null;
  onPick: (point: Point) => void;
  /** Leaflet URL template on our origin, or null for a map without a background. */
  tileUrl: string | null;
  attribution: string;
  label: string;
  onReady: () => void;
};

// A pin drawn with SVG, so no marker image has to be found by Leaflet's CSS-path guessing.
const pinIcon = L.divIcon({
  className: 'railbite-map-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 1C8 1 2 7 2 15c0 10 14 24 14 24s14-14 14-24C30 7 24 1 16 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>',
  iconSize: [32, 40],
  iconAnchor: [16, 40],
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/**
 * The Leaflet map. This module (and Leaflet with its CSS) is loaded only by map pages, through
 * lazy-map-canvas. Tiles come from our server's proxy; when they fail (offline) the map still takes
 * clicks, and a note says the background is missing.
 */
export function MapCanvas({
  centre,
  zoom,
  marker,
  onPick,
  tileUrl,
  attribution,
  label,
  onReady,
}: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  // Created once per mount; centre and zoom at creation are the starting view.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: [centre.latitude, centre.longitude],
      zoom,
      minZoom: mapZoomRange.min,
      maxZoom: mapZoomRange.max,
      maxBounds: [
        [-mapLatitudeLimit, -540],
        [mapLatitudeLimit, 540],
      ],
      maxBoundsViscosity: 1,
      attributionControl: true,
    });
    map.attributionControl.setPrefix('Leaflet');
    if (tileUrl) {
      L.tileLayer(tileUrl, {
        attribution: escapeHtml(attribution),
        minZoom: mapZoomRange.min,
        maxZoom: mapZoomRange.max,
        maxNativeZoom: 19,
      })
        .on('tileerror', () => {
          setTilesFailed(true);
        })
        .on('tileload', () => {
          setTilesFailed(false);
        })
        .addTo(map);
    }
    map.on('click', (event: L.LeafletMouseEvent) => {
      onPickRef.current(normalisePoint({ latitude: event.latlng.lat, longitude: event.latlng.lng }));
    });
    mapRef.current = map;
    // The map may be created inside a dialog that is still being laid out; follow the container's size.
    const resize = new ResizeObserver(() => {
      map.invalidateSize();
    });
    resize.observe(container);
    onReady();
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The view props are read once here; later changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  useEffect(() => {
    mapRef.current?.setView([centre.latitude, centre.longitude], zoom);
  }, [centre, zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!marker) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const latLng: L.LatLngExpression = [marker.latitude, marker.longitude];
    if (markerRef.current) markerRef.current.setLatLng(latLng);
    else
      markerRef.current = L.marker(latLng, { icon: pinIcon, keyboard: false, interactive: false }).addTo(map);
  }, [marker]);

  return (
    <div className="relative isolate h-full w-full">
      <div
        ref={containerRef}
        role="application"
        aria-label={label}
        data-testid="map-canvas"
        className="h-full w-full bg-stone-200"
      />
      {(tilesFailed || !tileUrl) && (
        <p
          role="status"
          className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] mx-auto max-w-sm rounded-lg bg-white/95 px-3 py-2 text-center text-xs text-stone-700 shadow"
        >
          {tileUrl ? 'Map images could not be loaded.' : 'Map images are turned off.'} You can still tap the
          map to choose a point.
        </p>
      )}
    </div>
  );
}
