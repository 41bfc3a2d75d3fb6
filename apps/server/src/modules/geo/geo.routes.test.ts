import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

// A local tile server: the tests never depend on reaching the real one.
const tileServer = createServer((request, response) => {
  if (request.url === '/3/4/5.png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.from([137, 80, 78, 71]));
  } else {
    response.writeHead(404).end();
  }
});

let t: TestApp;
let tileUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileUrl = `http://127.0.0.1:${String((tileServer.address() as AddressInfo).port)}/{z}/{x}/{y}.png`;
  t = await createTestApp({ mapTiles: { url: tileUrl, attribution: '© Test tiles', timeoutMs: 1000 } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => {
    tileServer.close(() => {
      resolve();
    });
  });
});

const get = (url: string, remoteAddress = '10.1.1.1') => t.app.inject({ method: 'GET', url, remoteAddress });
const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { details: { fields: unknown[] } } }).error.details.fields;

describe('GET /api/geo/search', () => {
  it('answers places from the offline geocoder without a login', async () => {
    const response = await get('/api/geo/search?q=Howrah');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { placeId: string; city: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.data[0]).toMatchObject({ placeId: 'station:HWH', city: 'Kolkata' });
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await get('/api/geo/search?q=qqqzzz')).json()).toEqual({ success: true, data: [] });
  });

  it.each([
    ['', 'q is required'],
    ['?q=', 'q is required'],
    ['?q=%20%20', 'q is required'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?q=delhi&region=in', 'Unknown field: region'],
  ])('rejects %s with 400 naming the field', async (query, message) => {
    const response = await get(`/api/geo/search${query}`);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContainEqual({ field: expect.any(String) as string, message });
  });
});

describe('GET /api/geo/reverse', () => {
  it('names the nearest place and keeps the point asked about', async () => {
    const response = await get('/api/geo/reverse?lat=22.5839&lng=88.3425');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { placeId: 'station:HWH', city: 'Kolkata', latitude: 22.5839, longitude: 88.3425 },
    });
  });

  it('answers null far from every known place', async () => {
    expect((await get('/api/geo/reverse?lat=-33.86&lng=151.2')).json()).toEqual({
      success: true,
      data: null,
    });
  });

  it.each([
    ['?lng=77', 'lat', 'lat is required'],
    ['?lat=28', 'lng', 'lng is required'],
    ['?lat=abc&lng=77', 'lat', 'lat must be a number'],
    ['?lat=28&lng=1e3', 'lng', 'lng must be a number'],
    ['?lat=&lng=77', 'lat', 'lat is required'],
    ['?lat=91&lng=77', 'lat', 'lat must be between -90 and 90'],
    ['?lat=28&lng=-180.5', 'lng', 'lng must be between -180 and 180'],
  ])('rejects %s with 400 on %s', async (query, field, message) => {
    const response = await get(`/api/geo/reverse${query}`);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContainEqual({ field, message });
  });
});

describe('maps configuration and tiles', () => {
  it('tells the web the tile template on our own origin and the attribution', async () => {
    expect((await get('/api/geo/map-config')).json()).toEqual({
      success: true,
      data: { tileUrl: '/api/geo/tiles/{z}/{x}/{y}.png', attribution: '© Test tiles' },
    });
  });

  it('serves tiles from the configured tile server, cacheable', async () => {
    const response = await get('/api/geo/tiles/3/4/5.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload).toEqual(Buffer.from([137, 80, 78, 71]));
  });

  it.each([
    '/api/geo/tiles/3/8/1.png',
    '/api/geo/tiles/21/0/0.png',
    '/api/geo/tiles/3/4/5.jpg',
    '/api/geo/tiles/a/4/5.png',
  ])('rejects the impossible tile %s', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it('passes on a missing tile as 404', async () => {
    expect((await get('/api/geo/tiles/3/4/6.png')).statusCode).toBe(404);
  });
});

describe('without a tile server or with too many requests', () => {
  it('says there are no tiles when MAP_TILE_URL=none, and answers 404 for them', async () => {
    const noTiles = await createTestApp({ mapTiles: { url: null, attribution: '© x', timeoutMs: 1000 } });
    try {
      expect((await noTiles.app.inject({ url: '/api/geo/map-config' })).json()).toMatchObject({
        data: { tileUrl: null },
      });
      expect((await noTiles.app.inject({ url: '/api/geo/tiles/3/4/5.png' })).statusCode).toBe(404);
    } finally {
      await noTiles.close();
    }
  });

  it('answers 503 while the tile server is unreachable', async () => {
    const offline = await createTestApp({
      mapTiles: { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© x', timeoutMs: 500 },
    });
    try {
      const response = await offline.app.inject({ url: '/api/geo/tiles/3/4/5.png' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toMatchObject({ error: { message: 'Map tiles are unavailable right now.' } });
    } finally {
      await offline.close();
    }
  });

  it('limits place lookups per client IP with a 429 and Retry-After', async () => {
    const limited = await createTestApp({
      geoRateLimit: {
        perIp: { points: 2, durationSeconds: 60 },
        tilesPerIp: { points: 1, durationSeconds: 60 },
      },
    });
    try {
      const lookup = (ip: string) =>
        limited.app.inject({ url: '/api/geo/search?q=delhi', remoteAddress: ip });
      expect((await lookup('10.5.5.5')).statusCode).toBe(200);
      expect((await lookup('10.5.5.5')).statusCode).toBe(200);
      const third = await lookup('10.5.5.5');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await lookup('10.5.5.6')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
