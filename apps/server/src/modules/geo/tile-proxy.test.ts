import { describe, expect, it, vi } from 'vitest';
import {
  createTileProxy,
  tileFailureMemoryMs,
  tileFailuresToPause,
  tileServerPauseMs,
} from './tile-proxy.ts';

const png = new Uint8Array([137, 80, 78, 71]);

const upstream = { url: 'https://t/{z}/{x}/{y}', timeoutMs: 1000, userAgent: 'x' };

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
    expect(await html.get(1, 0, 0)).toEqual({ kind: 'unavailable', retryAfterMs: tileFailureMemoryMs });
  });

  it('remembers a missing tile for a while instead of asking again', async () => {
    let now = 1_000_000;
    const fetchImpl = fakeFetch(() => new Response('no', { status: 404 }));
    const proxy = createTileProxy({ ...upstream, fetch: fetchImpl, now: () => now });
    expect(await proxy.get(1, 0, 0)).toEqual({ kind: 'missing' });
    expect(await proxy.get(1, 0, 0)).toEqual({ kind: 'missing' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += tileFailureMemoryMs;
    await proxy.get(1, 0, 0);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('tile proxy failures', () => {
  it('one bad tile is remembered for itself only: every other tile is still fetched', async () => {
    let now = 1_000_000;
    const fetchImpl = vi.fn<typeof fetch>(async (input) =>
      (input as string).endsWith('/5/10/10')
        ? new Response('render error', { status: 500 })
        : new Response(png, { headers: { 'content-type': 'image/png' } }),
    );
    const proxy = createTileProxy({ ...upstream, fetch: fetchImpl, now: () => now });
    expect(await proxy.get(5, 10, 10)).toEqual({ kind: 'unavailable', retryAfterMs: tileFailureMemoryMs });
    for (let y = 0; y < 20; y += 1) expect((await proxy.get(5, 11, y)).kind).toBe('tile');
    // The bad tile itself is not asked for again until its memory runs out.
    now += tileFailureMemoryMs - 1000;
    expect(await proxy.get(5, 10, 10)).toEqual({ kind: 'unavailable', retryAfterMs: 1000 });
    expect(fetchImpl).toHaveBeenCalledTimes(21);
    now += 1000;
    await proxy.get(5, 10, 10);
    expect(fetchImpl).toHaveBeenCalledTimes(22);
  });

  it('a server that refuses connections is skipped at once for every tile, then probed once', async () => {
    let now = 1_000_000;
    let online = false;
    const fetchImpl = fakeFetch(() => {
      if (!online) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      return new Response(png, { headers: { 'content-type': 'image/png' } });
    });
    const proxy = createTileProxy({ ...upstream, fetch: fetchImpl, now: () => now });
    expect((await proxy.get(2, 1, 1)).kind).toBe('unavailable');
    online = true;
    expect(await proxy.get(2, 1, 2)).toEqual({ kind: 'unavailable', retryAfterMs: tileServerPauseMs });
    expect(await proxy.get(2, 1, 3)).toMatchObject({ kind: 'unavailable' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    now += tileServerPauseMs;
    // Half-open: one tile probes the server; the tiles asked meanwhile do not pile onto it.
    const probe = proxy.get(2, 1, 2);
    expect((await proxy.get(2, 1, 3)).kind).toBe('unavailable');
    expect((await probe).kind).toBe('tile');
    expect((await proxy.get(2, 1, 3)).kind).toBe('tile');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('a failed probe pauses the server again', async () => {
    let now = 1_000_000;
    const fetchImpl = fakeFetch(() => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const proxy = createTileProxy({ ...upstream, fetch: fetchImpl, now: () => now });
    await proxy.get(2, 1, 1);
    now += tileServerPauseMs;
    await proxy.get(2, 1, 2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(await proxy.get(2, 1, 3)).toEqual({ kind: 'unavailable', retryAfterMs: tileServerPauseMs });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it(`pauses a server that fails ${String(tileFailuresToPause)} different tiles in a row, not fewer`, async () => {
    let failing = true;
    const fetchImpl = fakeFetch(() =>
      failing
        ? new Response('overloaded', { status: 503 })
        : new Response(png, { headers: { 'content-type': 'image/png' } }),
    );
    const proxy = createTileProxy({ ...upstream, fetch: fetchImpl, now: () => 1_000_000 });
    for (let x = 0; x < tileFailuresToPause - 1; x += 1) await proxy.get(6, x, 0);
    failing = false;
    expect((await proxy.get(6, 50, 0)).kind).toBe('tile');
    failing = true;
    for (let x = 0; x < tileFailuresToPause; x += 1) await proxy.get(6, x, 1);
    expect(fetchImpl).toHaveBeenCalledTimes(2 * tileFailuresToPause);
    failing = false;
    expect(await proxy.get(6, 60, 0)).toEqual({ kind: 'unavailable', retryAfterMs: tileServerPauseMs });
    expect(fetchImpl).toHaveBeenCalledTimes(2 * tileFailuresToPause);
  });
});
