import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { renderImage } from './image-art.ts';
import { imageRoutes } from './images.routes.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(imageRoutes);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /images/:kind/:file', () => {
  it.each(['cuisines', 'dishes', 'restaurants'] as const)(
    'draws a %s picture as cacheable SVG',
    async (kind) => {
      const response = await get(`/images/${kind}/masala-dosa.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toBe(renderImage(kind, 'masala-dosa'));
    },
  );

  it('answers the same URL with the same body and ETag, and another URL with another', async () => {
    const [first, second, other] = await Promise.all([
      get('/images/dishes/chicken-biryani.svg'),
      get('/images/dishes/chicken-biryani.svg'),
      get('/images/dishes/veg-biryani.svg'),
    ]);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 with no body when If-None-Match names the ETag', async () => {
    const url = '/images/restaurants/punjab-da-dhaba-ndls-3.svg';
    const { headers } = await get(url);
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(url, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/images/cuisines/pizza.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.etag).toBe((await get('/images/cuisines/pizza.svg')).headers.etag);
    expect(response.body).toBe('');
  });

  it.each([
    '/images/dishes/../etc/passwd',
    '/images/dishes/..%2Fetc%2Fpasswd',
    '/images/dishes/..%2F..%2Fsecret.svg',
    '/images/dishes/Pizza.svg',
    '/images/dishes/pizza.png',
    '/images/dishes/pizza',
    '/images/dishes/pizza--hut.svg',
    '/images/dishes/.svg',
    `/images/dishes/${'a'.repeat(81)}.svg`,
    '/images/users/pizza.svg',
    '/images/Dishes/pizza.svg',
  ])('answers 400 with the error envelope for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(response.headers.etag).toBeUndefined();
  });

  it('accepts the longest allowed slug', async () => {
    expect((await get(`/images/dishes/${'a'.repeat(80)}.svg`)).statusCode).toBe(200);
  });
});
