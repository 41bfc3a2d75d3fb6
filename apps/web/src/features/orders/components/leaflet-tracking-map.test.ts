import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrackingMap, trackingMapOptions } from './leaflet-tracking-map';
import type { TrackingMapController } from './leaflet-tracking-map';

const places = {
  restaurant: { latitude: 18.52, longitude: 73.85, name: 'Spice <b>Route</b>' },
  destination: { latitude: 18.54, longitude: 73.89 },
};

let controller: TrackingMapController | undefined;
afterEach(() => {
  controller?.destroy();
  controller = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(progress: number | null = 0) {
  const container = document.createElement('div');
  container.style.width = '400px';
  container.style.height = '400px';
  document.body.append(container);
  controller = createTrackingMap(container, places, progress);
  return { container, controller };
}

describe('createTrackingMap (SPEC.md §2 Track order, §9 Tracking)', () => {
  it('centres midway between restaurant and destination at zoom 14', () => {
    const { controller: map } = mount();
    expect(map.map.getZoom()).toBe(14);
    expect(map.map.getCenter().lat).toBeCloseTo(18.53, 6);
    expect(map.map.getCenter().lng).toBeCloseTo(73.87, 6);
  });

  it('draws restaurant, destination and vehicle markers without any image file', () => {
    const { container } = mount();
    const markers = container.querySelectorAll('.leaflet-marker-icon');
    expect(markers).toHaveLength(3);
    expect([...markers].map((marker) => marker.getAttribute('title'))).toEqual([
      'Restaurant: Spice <b>Route</b>',
      'Your delivery address',
      'Delivery Vehicle (estimated position)',
    ]);
    for (const marker of markers) expect(marker.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.leaflet-marker-icon img')).toBeNull();
  });

  it('draws the route dashed, 4 wide at 0.7 opacity', () => {
    expect(trackingMapOptions.route).toMatchObject({ weight: 4, opacity: 0.7 });
    const { container } = mount();
    const route = container.querySelector('path.leaflet-interactive, .leaflet-overlay-pane path');
    expect(route?.getAttribute('stroke-width')).toBe('4');
    expect(route?.getAttribute('stroke-opacity')).toBe('0.7');
    expect(route?.getAttribute('stroke-dasharray')).toBe('10 10');
  });

  it("pops up 'Delivery Vehicle' / 'On the way to you!' on the vehicle, labelled as an estimate", () => {
    const { controller: map } = mount();
    const content = map.vehicle.getPopup()?.getContent() as HTMLElement;
    expect(content.querySelector('strong')?.textContent).toBe('Delivery Vehicle');
    expect(content.textContent).toContain('On the way to you!');
    expect(content.textContent).toContain('(estimated position)');
  });

  it('draws no vehicle while the order is not on the road, and puts it on the route when it is', () => {
    const { container, controller: map } = mount(null);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
    map.moveVehicle(0.5, true);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3);
    expect(map.vehicle.getLatLng().lat).toBeCloseTo(18.53, 6);
    map.moveVehicle(null, true);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
  });

  it('puts the vehicle along the route by progress and jumps when asked not to glide', () => {
    const { controller: map } = mount(0.5);
    expect(map.vehicle.getLatLng().lat).toBeCloseTo(18.53, 6);
    map.moveVehicle(1, false);
    expect(map.vehicle.getLatLng().lat).toBeCloseTo(18.54, 6);
    expect(map.vehicle.getLatLng().lng).toBeCloseTo(73.89, 6);
  });

  it('glides over several frames otherwise', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { controller: map } = mount(0);
    const start = performance.now();
    map.moveVehicle(1, true);
    frames.shift()!(start + trackingMapOptions.glideMs / 2);
    expect(map.vehicle.getLatLng().lat).toBeGreaterThan(18.52);
    expect(map.vehicle.getLatLng().lat).toBeLessThan(18.54);
    frames.shift()!(start + trackingMapOptions.glideMs * 2);
    expect(map.vehicle.getLatLng().lat).toBeCloseTo(18.54, 6);
  });
});
