import { describe, expect, it } from 'vitest';
import { isKnownPlace, midpoint, pointAlong, trackingView } from './map-geometry';

const restaurant = { latitude: 28.6, longitude: 77.2 };
const home = { latitude: 28.7, longitude: 77.4 };

describe('map geometry', () => {
  it('centres midway between restaurant and destination', () => {
    const centre = midpoint(restaurant, home);
    expect(centre.latitude).toBeCloseTo(28.65, 10);
    expect(centre.longitude).toBeCloseTo(77.3, 10);
  });

  it('places the vehicle along the route by progress, clamped to the ends', () => {
    expect(pointAlong(restaurant, home, 0)).toEqual(restaurant);
    expect(pointAlong(restaurant, home, 1)).toEqual(home);
    expect(pointAlong(restaurant, home, 1.5)).toEqual(home);
    expect(pointAlong(restaurant, home, -1)).toEqual(restaurant);
    expect(pointAlong(restaurant, home, 0.25).longitude).toBeCloseTo(77.25, 10);
  });

  it('treats 0, 0 as an unknown position', () => {
    expect(isKnownPlace({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isKnownPlace(restaurant)).toBe(true);
  });
});

describe('trackingView (issue 20: both markers in sight)', () => {
  const options = { zoom: 14, minZoom: 3 };
  // Connaught Place to Paharganj, about 1.3 km: close enough for zoom 14 on a phone.
  const kitchen = { latitude: 28.6315, longitude: 77.2167 };
  const near = { latitude: 28.643, longitude: 77.2194 };
  const phone = { width: 358, height: 400 };
  const desktop = { width: 800, height: 400 };

  it('keeps the spec’s zoom 14, centred midway, when both markers fit', () => {
    expect(trackingView(kitchen, near, phone, options)).toEqual({
      centre: midpoint(kitchen, near),
      zoom: 14,
    });
  });

  it('zooms out just enough when they do not: one step more shows both, the spec’s zoom does not', () => {
    // About 6.5 km east: 780 px apart at zoom 14, more than a phone's map (or a desktop's) is wide.
    const east = { latitude: 28.6315, longitude: 77.2834 };
    const view = trackingView(kitchen, east, phone, options);
    expect(view.zoom).toBe(12);
    expect(view.centre).toEqual(midpoint(kitchen, east));
    // A desktop's wider map shows them one step closer.
    expect(trackingView(kitchen, east, desktop, options).zoom).toBe(13);
  });

  it('fits the height too: a place due north needs the room above and below', () => {
    const north = { latitude: 28.6615, longitude: 77.2167 };
    // 3.3 km: about 400 px at 14, in a 400 px high map less the pins' room.
    expect(trackingView(kitchen, north, desktop, options).zoom).toBe(13);
  });

  it('never goes out past the smallest zoom, and keeps 14 for one place or an unlaid map', () => {
    const mumbai = { latitude: 18.94, longitude: 72.835 };
    expect(trackingView(kitchen, mumbai, { width: 120, height: 120 }, options).zoom).toBe(3);
    expect(trackingView(kitchen, kitchen, phone, options).zoom).toBe(14);
    expect(trackingView(kitchen, mumbai, { width: 0, height: 0 }, options).zoom).toBe(14);
  });
});
