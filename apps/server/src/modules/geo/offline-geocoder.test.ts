import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder, normaliseText } from './offline-geocoder.ts';
import { distanceKm } from './geo-distance.ts';

const geocoder = createOfflineGeocoder();

describe('distanceKm', () => {
  it('measures New Delhi to Mumbai Central as about 1,150 km', () => {
    const km = distanceKm({ latitude: 28.643, longitude: 77.2194 }, { latitude: 18.969, longitude: 72.8205 });
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1200);
  });
});

describe('normaliseText', () => {
  it('folds case, accents and punctuation', () => {
    expect(normaliseText('  Bengalūru,  KSR ')).toBe('bengaluru ksr');
  });
});

describe('offline geocoder search', () => {
  it('puts the city first, then its stations, from the bundled station data', async () => {
    const results = await geocoder.search('mumbai', 8);
    expect(results[0]).toMatchObject({
      name: 'Mumbai',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
    });
    expect(results.slice(1).map((r) => r.placeId)).toContain('station:MMCT');
  });

  it('finds a station by its code and gives its neighbourhood as the area', async () => {
    const [first] = await geocoder.search('NDLS', 8);
    expect(first).toMatchObject({
      placeId: 'station:NDLS',
      area: 'Paharganj',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: null,
    });
    expect(first?.formattedAddress).toBe('New Delhi railway station, Paharganj, New Delhi, Delhi, India');
  });

  it('finds neighbourhoods next to stations', async () => {
    const [first] = await geocoder.search('pahar', 8);
    expect(first).toMatchObject({ name: 'Paharganj', area: 'Paharganj', city: 'New Delhi' });
  });

  it('caps the results and finds nothing for nonsense or blank text', async () => {
    expect(await geocoder.search('a', 3)).toHaveLength(3);
    expect(await geocoder.search('zzqqxx', 8)).toEqual([]);
    expect(await geocoder.search(' ,, ', 8)).toEqual([]);
  });
});

describe('offline geocoder reverse lookup (nearest place)', () => {
  it('names the station and neighbourhood right next to a station', async () => {
    const place = await geocoder.reverse(28.6425, 77.22);
    expect(place).toMatchObject({
      placeId: 'station:NDLS',
      area: 'Paharganj',
      city: 'New Delhi',
      latitude: 28.6425,
      longitude: 77.22,
    });
    expect(place?.formattedAddress).toMatch(/^Near New Delhi railway station/);
  });

  it('gives only the city and state within 30 km', async () => {
    // The picker's default centre (SPEC.md §9), in north-west Delhi.
    const place = await geocoder.reverse(28.7041, 77.1025);
    expect(place).toMatchObject({
      area: null,
      city: 'Delhi',
      state: 'Delhi',
      formattedAddress: 'Delhi, Delhi, India',
    });
  });

  it('claims no city or state further out, and nothing at all far from any station', async () => {
    const rural = await geocoder.reverse(27.2, 78.9);
    expect(rural).toMatchObject({ city: null, state: null });
    expect(rural?.formattedAddress).toMatch(/^About \d+ km from /);
    expect(await geocoder.reverse(-33.86, 151.2)).toBeNull();
  });
});
