import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './tracking-map.css';
import { mapTileAttribution, mapTileUrl } from '@/config/map';
import { pointAlong, trackingView } from '../utils/map-geometry';
import type { LatLng } from '../utils/map-geometry';
import { destinationMarkerSvg, restaurantMarkerSvg, vehicleMarkerSvg } from './map-marker-icons';

/** SPEC.md §2 Track order and §9 Tracking. */
export const trackingMapOptions = {
  zoom: 14,
  minZoom: 3,
  route: { weight: 4, opacity: 0.7, dashArray: '10 10', color: '#c2410c' },
  /** A vehicle step takes this long to glide. */
  glideMs: 900,
} as const;

export type TrackingMapPlaces = { restaurant: LatLng & { name: string }; destination: LatLng };

export type TrackingMapController = {
  map: L.Map;
  vehicle: L.Marker;
  /**
   * Moves the vehicle to `progress` along the route, gliding, or jumping when `glide` is false; null
   * takes it off the map (the order is not on the road).
   */
  moveVehicle: (progress: number | null, glide: boolean) => void;
  destroy: () => void;
};

const toLatLng = (place: LatLng): L.LatLngTuple => [place.latitude, place.longitude];

function pinIcon(html: string) {
  return L.divIcon({
    html,
    className: 'tracking-marker',
    iconSize: [40, 48],
    iconAnchor: [20, 46],
    popupAnchor: [0, -42],
  });
}

/** Popup content built as DOM text, so server-provided names are never parsed as HTML. */
function popupContent(title: string, text: string): HTMLElement {
  const box = document.createElement('div');
  const strong = document.createElement('strong');
  strong.textContent = title;
  const line = document.createElement('div');
  line.textContent = text;
  box.append(strong, line);
  return box;
}

/**
 * The tracking map: centred midway between restaurant and destination at zoom 14 (further out when
 * both markers would not show there), both markers, the dashed route and the vehicle. Tiles are
 * decoration: when none load (offline), everything else still draws, on Leaflet's grey background.
 */
export function createTrackingMap(
  container: HTMLElement,
  { restaurant, destination }: TrackingMapPlaces,
  progress: number | null,
): TrackingMapController {
  container.classList.add('tracking-map');
  // Both markers in sight: the spec's zoom 14 when they fit, else out just enough (issue 20).
  const view = trackingView(
    restaurant,
    destination,
    { width: container.clientWidth, height: container.clientHeight },
    { zoom: trackingMapOptions.zoom, minZoom: trackingMapOptions.minZoom },
  );
  const map = L.map(container, {
    center: toLatLng(view.centre),
    zoom: view.zoom,
    minZoom: trackingMapOptions.minZoom,
    maxZoom: 19,
    // The page scrolls past the map; the wheel should not zoom it by surprise.
    scrollWheelZoom: false,
  });
  L.tileLayer(mapTileUrl, { attribution: mapTileAttribution, maxZoom: 19 }).addTo(map);

  L.polyline([toLatLng(restaurant), toLatLng(destination)], {
    color: trackingMapOptions.route.color,
    weight: trackingMapOptions.route.weight,
    opacity: trackingMapOptions.route.opacity,
    dashArray: trackingMapOptions.route.dashArray,
    interactive: false,
  }).addTo(map);

  L.marker(toLatLng(restaurant), {
    icon: pinIcon(restaurantMarkerSvg),
    title: `Restaurant: ${restaurant.name}`,
  })
    .bindPopup(popupContent(restaurant.name, 'Your order is picked up here'))
    .addTo(map);
  L.marker(toLatLng(destination), { icon: pinIcon(destinationMarkerSvg), title: 'Your delivery address' })
    .bindPopup(popupContent('Delivery address', 'Your order comes here'))
    .addTo(map);

  const vehicle = L.marker(toLatLng(pointAlong(restaurant, destination, progress ?? 0)), {
    icon: L.divIcon({
      html: vehicleMarkerSvg,
      className: 'tracking-marker',
      iconSize: [44, 44],
      iconAnchor: [22, 22],
      popupAnchor: [0, -20],
    }),
    title: 'Delivery Vehicle (estimated position)',
    zIndexOffset: 1000,
  }).bindPopup(popupContent('Delivery Vehicle', 'On the way to you! (estimated position)'));
  if (progress !== null) vehicle.addTo(map);

  let frame = 0;
  const moveVehicle = (nextProgress: number | null, glide: boolean) => {
    cancelAnimationFrame(frame);
    if (nextProgress === null) {
      vehicle.remove();
      return;
    }
    const to = pointAlong(restaurant, destination, nextProgress);
    const from = vehicle.getLatLng();
    if (!map.hasLayer(vehicle)) {
      vehicle.setLatLng(toLatLng(to)).addTo(map);
      return;
    }
    if (!glide) {
      vehicle.setLatLng(toLatLng(to));
      return;
    }
    const startedAt = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - startedAt) / trackingMapOptions.glideMs);
      vehicle.setLatLng([from.lat + (to.latitude - from.lat) * t, from.lng + (to.longitude - from.lng) * t]);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };

  return {
    map,
    vehicle,
    moveVehicle,
    destroy: () => {
      cancelAnimationFrame(frame);
      map.remove();
    },
  };
}
