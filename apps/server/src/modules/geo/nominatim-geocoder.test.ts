import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder, toPlace } from './nominatim-geocoder.ts';

// A local stand-in for a Nominatim server, answering the way the real one does.
const seen: { url: string; userAgent: string | undefined }[] = [];
let nextAnswer: { status: number; body: unknown } = { status: 200, body: [] };
const server = createServer((request, response) => {
  seen.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
  response.writeHead(nextAnswer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(nextAnswer.body));
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

const connaughtPlace = {
  place_id: 123,
  osm_type: 'way',
  osm_id: 456,
  lat: '28.6315',
  lon: '77.2167',
  name: 'Connaught Place',
  display_name: 'Connaught Place, Chanakya Puri Tehsil, New Delhi, Delhi, 110001, India',
  address: {
    suburb: 'Connaught Place',
    city: 'New Delhi',
    state: 'Delhi',
    postcode: '110 001',
    country: 'India',
  },
};

const geocoder = () => createNominatimGeocoder({ url: baseUrl, timeoutMs: 2000, userAgent: 'RailBite/test' });

describe('Nominatim geocoder', () => {
  it('searches in India only, identifies itself and maps the picker fields', async () => {
    nextAnswer = { status: 200, body: [connaughtPlace] };
    const results = await geocoder().search('connaught place', 8);
    const request = new URL(seen.at(-1)!.url, baseUrl);
    expect(request.pathname).toBe('/search');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      q: 'connaught place',
      countrycodes: 'in',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '8',
    });
    expect(seen.at(-1)!.userAgent).toBe('RailBite/test');
    expect(results).toEqual([
      {
        placeId: 'osm:way:456',
        name: 'Connaught Place',
        formattedAddress: connaughtPlace.display_name,
        latitude: 28.6315,
        longitude: 77.2167,
        area: 'Connaught Place',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        country: 'India',
      },
    ]);
  });

  it('reverse-geocodes, keeping the chosen point, and answers null where Nominatim finds nothing', async () => {
    nextAnswer = { status: 200, body: connaughtPlace };
    const place = await geocoder().reverse(28.63, 77.21);
    expect(new URL(seen.at(-1)!.url, baseUrl).searchParams.get('lat')).toBe('28.63');
    expect(place).toMatchObject({
      placeId: 'osm:way:456',
      latitude: 28.63,
      longitude: 77.21,
      pincode: '110001',
    });

    nextAnswer = { status: 200, body: { error: 'Unable to geocode' } };
    expect(await geocoder().reverse(10, 60)).toBeNull();
  });

  it('drops postcodes that are not Indian pincodes and falls back to the town', () => {
    const place = toPlace({
      lat: 1,
      lon: 2,
      display_name: 'Somewhere, Goa',
      address: { town: 'Madgaon', postcode: '4036' },
    });
    expect(place).toMatchObject({ name: 'Somewhere', city: 'Madgaon', pincode: null, area: null });
  });

  it.each([
    ['a 5xx answer', { status: 502, body: {} }],
    ['a body that is not a list of places', { status: 200, body: { nope: true } }],
  ])('is unavailable on %s', async (_label, answer) => {
    nextAnswer = answer;
    await expect(geocoder().search('delhi', 8)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('is unavailable when the server cannot be reached', async () => {
    const unreachable = createNominatimGeocoder({
      url: 'http://127.0.0.1:9',
      timeoutMs: 500,
      userAgent: 'x',
    });
    await expect(unreachable.reverse(28, 77)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
