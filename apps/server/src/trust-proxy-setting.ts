import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For (client address) and X-Forwarded-Proto (https) we believe: nobody, or only
 * connections from the listed proxies; handed to Fastify's `trustProxy` (proxy-addr).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const proxyAddressNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyAddressNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : 0;
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const listProxies =
  'list the addresses or CIDR ranges of the proxies in front of the server (such as 10.0.0.5 or 10.0.0.0/8, comma-separated)';

/*
 * Only a list of proxies is accepted. `true` trusts every hop, so any client picks its own address by
 * sending X-Forwarded-For and slips past every per-IP limit. A hop count can't tell our proxy from a
 * client that reaches the server directly, which is why Fastify 5 treats a number as "trust nobody"
 * (every client would then share the proxy's address and its limits). Both are refused at start-up
 * rather than quietly mapped to something else: a wrong guess about the set-up fails silently.
 */
export const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  let message = `must be false or ${listProxies}`;
  if (text === 'true') {
    message = `must not be true: that trusts every X-Forwarded-For hop, so any client could choose its own address and slip past the per-IP limits; ${listProxies}`;
  } else if (/^\d+$/.test(text)) {
    message = `must not be a hop count: it can't tell our proxy from a client that reaches the server directly; ${listProxies}`;
  }
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
});
