export type Tile = { body: Buffer; contentType: string };
export type TileResult = { kind: 'tile'; tile: Tile } | { kind: 'missing' } | { kind: 'unavailable' };

export type TileProxyOptions = {
  /** Upstream template with {z}, {x}, {y} (and optionally {s}, which becomes "a"). */
  url: string;
  timeoutMs: number;
  userAgent: string;
  now?: () => number;
  fetch?: typeof fetch;
  cacheSize?: number;
};

const maxTileBytes = 512 * 1024;
const imageTypes = /^image\/(png|jpeg|webp)$/;
/** After the upstream fails, answer "unavailable" at once for a while instead of waiting on it per tile. */
export const tileRetryAfterMs = 30_000;

/**
 * Map tiles through our own origin: the CSP keeps images to 'self' (ARCHITECTURE.md: all images come
 * from our server), the tile server never sees our users' addresses, and tiles are cached here. When
 * the upstream is unreachable (offline, tests) the map still works, just without a background.
 */
export function createTileProxy(options: TileProxyOptions) {
  const { url, timeoutMs, userAgent, now = Date.now, fetch: fetchImpl = fetch, cacheSize = 1000 } = options;
  const cache = new Map<string, Tile>();
  let unavailableUntil = 0;

  function remember(key: string, tile: Tile) {
    cache.delete(key);
    cache.set(key, tile);
    // Map keeps insertion order: the first key is the least recently used.
    const oldest = cache.keys().next();
    if (cache.size > cacheSize && !oldest.done) cache.delete(oldest.value);
  }

  return {
    async get(z: number, x: number, y: number): Promise<TileResult> {
      const key = `${String(z)}/${String(x)}/${String(y)}`;
      const cached = cache.get(key);
      if (cached) {
        remember(key, cached);
        return { kind: 'tile', tile: cached };
      }
      if (now() < unavailableUntil) return { kind: 'unavailable' };
      const upstream = url
        .replace('{s}', 'a')
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      try {
        const response = await fetchImpl(upstream, {
          headers: { 'user-agent': userAgent },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) return { kind: 'missing' };
        const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
        if (!response.ok || !imageTypes.test(contentType))
          throw new Error(`tile server answered ${String(response.status)}`);
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length > maxTileBytes) throw new Error('tile too large');
        const tile = { body, contentType };
        remember(key, tile);
        return { kind: 'tile', tile };
      } catch {
        unavailableUntil = now() + tileRetryAfterMs;
        return { kind: 'unavailable' };
      }
    },
  };
}

export type TileProxy = ReturnType<typeof createTileProxy>;
