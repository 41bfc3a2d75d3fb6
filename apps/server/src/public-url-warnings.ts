import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Config } from './config.ts';

/** A name or address that only ever reaches this machine. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

const allInterfaces = new Set(['0.0.0.0', '::']);

/** This machine's IPv4 addresses on its networks (what a phone on the same Wi-Fi would type). */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

/** Where other devices could reach this server, as PUBLIC_URL candidates. */
function reachableAt(host: string, port: number, addresses: string[]): string[] {
  const hosts = allInterfaces.has(host) ? addresses : [isIP(host) === 6 ? `[${host}]` : host];
  return hosts.map((name) => `http://${name}:${String(port)}`);
}

/**
 * Start-up warnings for a PUBLIC_URL that looks wrong for where the server listens (README
 * "Configuration", ADR 023). Pages are served on PUBLIC_URL's host only and payments return there, so:
 *
 * - PUBLIC_URL on a loopback host (the default, `localhost`) while HOST accepts other devices' connections
 *   (anything but a loopback address, the default 0.0.0.0 included): those devices are sent to an address
 *   that is their own, not this machine.
 * - PUBLIC_URL on a loopback host with another port than PORT: pages are sent where this server does not
 *   listen (a proxy on this machine may forward it; then the warning can be ignored).
 *
 * A PUBLIC_URL on any other host is taken as it is: a proxy or DNS may well lead there.
 */
export function publicUrlWarnings(
  { publicUrl, host, port }: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  addresses: string[] = networkAddresses(),
): string[] {
  const url = new URL(publicUrl);
  if (!isLoopback(url.hostname)) return [];
  const warnings: string[] = [];
  if (!isLoopback(host)) {
    const candidates = reachableAt(host, port, addresses);
    const suggestion = candidates.length ? ` (this machine: ${candidates.join(', ')})` : '';
    warnings.push(
      `PUBLIC_URL is ${publicUrl}, which names this machine only to itself, but HOST=${host} also accepts ` +
        `other devices: pages they open are redirected to ${publicUrl} and payments return there, which on ` +
        `another device is that device. Set PUBLIC_URL to the address they use${suggestion}.`,
    );
  }
  const publicPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (publicPort !== port)
    warnings.push(
      `PUBLIC_URL is ${publicUrl}, on port ${String(publicPort)} of this machine, but the server listens on ` +
        `PORT=${String(port)}: pages are redirected and payments return to a port it does not answer on ` +
        `(unless a proxy on this machine forwards it).`,
    );
  return warnings;
}
