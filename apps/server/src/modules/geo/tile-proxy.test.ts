import { describe, expect, it, vi } from 'vitest';
import { createTileProxy, tileRetryAfterMs } from './tile-proxy.ts';

const png = new Uint8Array([137, 80, 78, 71]);

function fakeFetch(answer: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => answer());
}

describe('tile proxy', () => {
  it('fetches the tile from the template with our user agent, then serves it from the cache', async () => {
    const fetchImpl = fakeFetch(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
    const proxy = createTileProxy({
      url: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      timeoutMs: 1000,
      userAgent: 'RailBite/test',
      fetch: fetchImpl,
    });
    const first = await proxy.get(16, 46874, 27066);
    expect(first).toMatchObject({ kind: 'tile', tile: { contentType: 'image/png' } });
    expect(fetchImpl).toHaveBeenCalledWith('https://a.tiles.example/16/46874/27066.png', expect.anything());
    expect(fetchImpl.mock.calls[0]![1]!.headers).toEqual({ 'user-agent': 'RailBite/test' });
    await proxy.get(16, 46874, 27066);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used tile beyond its size', async () => {
    const fetchImpl = fakeFetch(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
    const proxy = createTileProxy({
      url: 'https://t/{z}/{x}/{y}',
      timeoutMs: 1000,
      userAgent: 'x',
      fetch: fetchImpl,
      cacheSize: 2,
    });
    await proxy.get(1, 0, 0);
    await proxy.get(1, 0, 1);
    await proxy.get(1, 0, 0);
    await proxy.get(1, 1, 1); // evicts 1/0/1
    await proxy.get(1, 0, 0);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await proxy.get(1, 0, 1);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('passes a 404 on, and refuses answers that are not images', async () => {
    const proxy404 = createTileProxy({
      url: 'https://t/{z}/{x}/{y}',
      timeoutMs: 1000,
      userAgent: 'x',
      fetch: fakeFetch(() => new Response('no', { status: 404 })),
    });
    expect(await proxy404.get(1, 0, 0)).toEqual({ kind: 'missing' });
    const html = createTileProxy({
      url: 'https://t/{z}/{x}/{y}',
      timeoutMs: 1000,
      userAgent: 'x',
      fetch: fakeFetch(() => new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    });
    expect(await html.get(1, 0, 0)).toEqual({ kind: 'unavailable' });
  });

  it('after a failure answers "unavailable" at once until the retry time has passed', async () => {
    let now = 1_000_000;
    let online = false;
    const fetchImpl = fakeFetch(() => {
      if (!online) throw new TypeError('fetch failed');
      return new Response(png, { headers: { 'content-type': 'image/png' } });
    });
    const proxy = createTileProxy({
      url: 'https://t/{z}/{x}/{y}',
      timeoutMs: 1000,
      userAgent: 'x',
      fetch: fetchImpl,
      now: () => now,
    });
    expect(await proxy.get(2, 1, 1)).toEqual({ kind: 'unavailable' });
    online = true;
    expect(await proxy.get(2, 1, 2)).toEqual({ kind: 'unavailable' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += tileRetryAfterMs;
    expect((await proxy.get(2, 1, 2)).kind).toBe('tile');
  });
});
