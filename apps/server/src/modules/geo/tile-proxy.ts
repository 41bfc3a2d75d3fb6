import { createUpstreamBreaker } from './upstream-breaker.ts';

export type Tile = { body: Buffer; contentType: string };
export type TileResult =
  { kind: 'tile'; tile: Tile } | { kind: 'missing' } | { kind: 'unavailable'; retryAfterMs: number };

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
/** A tile that failed (or does not exist) is not asked for again for this long; other tiles are. */
export const tileFailureMemoryMs = 30_000;
/** The whole upstream is skipped this long once it looks down, then one request probes it. */
export const tileServerPauseMs = 15_000;
/** Failed tiles in a row (each a different tile) that make the tile server look down. */
export const tileFailuresToPause = 5;

type Remembered = { kind: 'tile'; tile: Tile } | { kind: 'missing' | 'unavailable'; until: number };

class BadTileAnswer extends Error {}

/**
 * Map tiles through our own origin: the CSP keeps images to 'self' (ARCHITECTURE.md: all images come
 * from our server), the tile server never sees our users' addresses, and tiles are cached here. When
 * the upstream is unreachable (offline, tests) the map still works, just without a background.
 * Failures are remembered per tile, so one broken tile never blanks the others; only an upstream that
 * looks down (unreachable, or failing tile after tile) is skipped as a whole, briefly (ADR 007).
 */
export function createTileProxy(options: TileProxyOptions) {
  const { url, timeoutMs, userAgent, now = Date.now, fetch: fetchImpl = fetch, cacheSize = 1000 } = options;
  const cache = new Map<string, Remembered>();
  const breaker = createUpstreamBreaker({
    now,
    failuresToOpen: tileFailuresToPause,
    openMs: tileServerPauseMs,
  });

  function remember(key: string, entry: Remembered) {
    cache.delete(key);
    cache.set(key, entry);
    // Map keeps insertion order: the first key is the least recently used.
    const oldest = cache.keys().next();
    if (cache.size > cacheSize && !oldest.done) cache.delete(oldest.value);
  }

  function recalled(key: string): TileResult | undefined {
    const entry = cache.get(key);
    if (!entry) return undefined;
    if (entry.kind === 'tile') {
      remember(key, entry);
      return entry;
    }
    const left = entry.until - now();
    if (left <= 0) {
      cache.delete(key);
      return undefined;
    }
    return entry.kind === 'missing' ? { kind: 'missing' } : { kind: 'unavailable', retryAfterMs: left };
  }

  async function fetchTile(upstream: string): Promise<Tile | 'missing'> {
    const response = await fetchImpl(upstream, {
      headers: { 'user-agent': userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return 'missing';
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !imageTypes.test(contentType))
      throw new BadTileAnswer(`tile server answered ${String(response.status)}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxTileBytes) throw new BadTileAnswer('tile too large');
    return { body, contentType };
  }

  return {
    async get(z: number, x: number, y: number): Promise<TileResult> {
      const key = `${String(z)}/${String(x)}/${String(y)}`;
      const known = recalled(key);
      if (known) return known;
      if (!breaker.allows()) return { kind: 'unavailable', retryAfterMs: breaker.retryAfterMs() };
      const upstream = url
        .replace('{s}', 'a')
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      try {
        const tile = await fetchTile(upstream);
        breaker.succeeded();
        if (tile === 'missing') {
          remember(key, { kind: 'missing', until: now() + tileFailureMemoryMs });
          return { kind: 'missing' };
        }
        remember(key, { kind: 'tile', tile });
        return { kind: 'tile', tile };
      } catch (error) {
        // A refused connection or unknown host is the whole server; a timeout may be one slow tile.
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        breaker.failed(error instanceof BadTileAnswer || timedOut ? 'bad answer' : 'unreachable');
        remember(key, { kind: 'unavailable', until: now() + tileFailureMemoryMs });
        return { kind: 'unavailable', retryAfterMs: tileFailureMemoryMs };
      }
    },
  };
}

export type TileProxy = ReturnType<typeof createTileProxy>;
