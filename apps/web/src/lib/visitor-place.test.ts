import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asVisitorPlace,
  chooseVisitorPlace,
  getVisitorPlace,
  parseVisitorPlaceCookie,
  syncVisitorPlaceCookie,
} from './visitor-place';
import { storageKeys } from './storage';

const pune = { name: 'Pune', latitude: 18.5204, longitude: 73.8567 };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The place cookie's value as the server's cookie parser hands it over: URI-decoded. */
function serverSide(cookie: string): string | undefined {
  const [name, value = ''] = (cookie.split(';')[0] ?? '').split('=');
  return name === 'railbite_place' ? decodeURIComponent(value) : undefined;
}

/** Every cookie the code writes while `act` runs. */
function cookiesWritten(act: () => void, protocol: 'http:' | 'https:' = 'http:'): string[] {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol } as Location);
  const write = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
  act();
  const written = write.mock.calls.map(([value]) => value);
  vi.restoreAllMocks();
  return written;
}

describe('asVisitorPlace', () => {
  it('keeps a name and a point, trimmed and rounded to about a metre', () => {
    expect(asVisitorPlace({ name: '  Pune ', latitude: 18.520431, longitude: 73.856744 })).toEqual({
      name: 'Pune',
      latitude: 18.52043,
      longitude: 73.85674,
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'Pune'],
    ['a blank name', { ...pune, name: '  ' }],
    ['a name too long to show', { ...pune, name: 'x'.repeat(81) }],
    ['a latitude past the pole', { ...pune, latitude: 90.01 }],
    ['a longitude off the map', { ...pune, longitude: -180.5 }],
    ['a coordinate that is text', { ...pune, latitude: '18.5' }],
    ['a coordinate that is not finite', { ...pune, longitude: Number.NaN }],
  ])('refuses %s', (_case, value) => {
    expect(asVisitorPlace(value)).toBeNull();
  });
});

describe('the stored place', () => {
  it('is remembered, read back and mirrored into the cookie, which the server reads back the same', () => {
    const written = cookiesWritten(() => {
      chooseVisitorPlace(pune);
    });
    expect(getVisitorPlace()).toEqual(pune);
    expect(JSON.parse(localStorage.getItem(storageKeys.deliveryPlace) ?? 'null')).toEqual(pune);
    expect(written).toHaveLength(1);
    const [cookie = ''] = written;
    expect(cookie).toMatch(/; Max-Age=15552000; Path=\/; SameSite=Lax$/);
    // What the server's cookie parser hands the page renderer.
    expect(parseVisitorPlaceCookie(serverSide(cookie))).toEqual(pune);
  });

  it('is Secure on https', () => {
    const [cookie] = cookiesWritten(() => {
      chooseVisitorPlace(pune);
    }, 'https:');
    expect(cookie).toMatch(/; Secure$/);
  });

  it('encodes a name that could otherwise end the cookie or add attributes', () => {
    const [cookie = ''] = cookiesWritten(() => {
      chooseVisitorPlace({ ...pune, name: 'A; Path=/x, B' });
    });
    expect(cookie.split(';')[0]).not.toMatch(/[ ;,]/);
    expect(parseVisitorPlaceCookie(serverSide(cookie))?.name).toBe('A; Path=/x, B');
  });

  it('refuses an unusable place and leaves the last one', () => {
    chooseVisitorPlace(pune);
    expect(() => chooseVisitorPlace({ ...pune, latitude: 123 })).toThrow();
    expect(getVisitorPlace()).toEqual(pune);
  });

  it('reads nothing from corrupt or tampered storage', () => {
    localStorage.setItem(storageKeys.deliveryPlace, '{not json');
    expect(getVisitorPlace()).toBeNull();
    localStorage.setItem(storageKeys.deliveryPlace, JSON.stringify({ ...pune, latitude: 'north' }));
    expect(getVisitorPlace()).toBeNull();
  });

  it('puts the cookie back at start-up from storage, or removes one storage does not hold', () => {
    localStorage.setItem(storageKeys.deliveryPlace, JSON.stringify(pune));
    expect(cookiesWritten(syncVisitorPlaceCookie)[0]).toMatch(/^railbite_place=%7B/);
    localStorage.clear();
    expect(cookiesWritten(syncVisitorPlaceCookie)).toEqual([
      'railbite_place=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });
});

describe('parseVisitorPlaceCookie', () => {
  it.each([undefined, '', 'Pune', '{"name":"Pune"}', `{"name":"${'x'.repeat(500)}"}`])(
    'ignores %j',
    (text) => {
      expect(parseVisitorPlaceCookie(text)).toBeNull();
    },
  );
});
