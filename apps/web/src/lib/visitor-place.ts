import { useSyncExternalStore } from 'react';
import { deliveryPlaceCookie, deliveryPlaceCookieDays } from '@railbite/contract/delivery-rules';
import { useRenderedView } from './hydration';
import { readRaw, readStored, storageKeys, writeStored } from './storage';

/**
 * A visitor's chosen delivery place (ADR 025): a name to show ("Pune") and the point the lists are
 * filtered for. Kept in localStorage (`deliveryPlace`) and mirrored into a cookie, so the server
 * renders the same filtered lists the browser then hydrates.
 */
export type VisitorPlace = { name: string; latitude: number; longitude: number };

export const visitorPlaceLimits = { nameMaxLength: 80 } as const;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** About a metre: enough for a delivery point, and a short, stable query string and cache key. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Checked by hand rather than with zod: the header reads it on every page (ADR 012). The same check
 * guards what this browser stored and what a page request's cookie says (the server renders from it).
 */
export function asVisitorPlace(value: unknown): VisitorPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, latitude, longitude } = value as Record<string, unknown>;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > visitorPlaceLimits.nameMaxLength) return null;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return { name: trimmed, latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** The cookie's value for a place: URI-encoded JSON (the cookie parser decodes it). */
export function visitorPlaceCookieValue(place: VisitorPlace): string {
  return encodeURIComponent(JSON.stringify(place));
}

/** A page request's place cookie, already URI-decoded by the server's cookie parser; null when unusable. */
export function parseVisitorPlaceCookie(text: string | undefined): VisitorPlace | null {
  if (!text || text.length > 400) return null;
  try {
    return asVisitorPlace(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) the cookie copy of the place. Not `HttpOnly`: the browser owns it. */
export function mirrorVisitorPlaceCookie(place: VisitorPlace | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/; SameSite=Lax${secure}`;
  const maxAge = deliveryPlaceCookieDays * 24 * 60 * 60;
  document.cookie = place
    ? `${deliveryPlaceCookie}=${visitorPlaceCookieValue(place)}; Max-Age=${String(maxAge)}${attributes}`
    : `${deliveryPlaceCookie}=; Max-Age=0${attributes}`;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: VisitorPlace | null } | undefined;

export function getVisitorPlace(): VisitorPlace | null {
  const raw = readRaw(storageKeys.deliveryPlace);
  if (cache?.raw !== raw) {
    const stored = readStored(storageKeys.deliveryPlace);
    cache = { raw, value: 'value' in stored ? asVisitorPlace(stored.value) : null };
  }
  return cache.value;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A place chosen in another tab moves this one too (and its cookie is already shared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.deliveryPlace) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noPlace = () => null;

/** The visitor's place; while a server-rendered page hydrates, the one it was rendered for. */
export function useVisitorPlace(): VisitorPlace | null {
  const stored = useSyncExternalStore(subscribe, getVisitorPlace, noPlace);
  const rendered = useRenderedView();
  return rendered ? rendered.visitorPlace : stored;
}

/** Remembers a chosen place (validated: a bad one is refused) and mirrors it into the cookie. */
export function chooseVisitorPlace(place: VisitorPlace): VisitorPlace {
  const valid = asVisitorPlace(place);
  if (!valid) throw new Error('Not a usable delivery place');
  writeStored(storageKeys.deliveryPlace, valid);
  mirrorVisitorPlaceCookie(valid);
  notify();
  return valid;
}

/** At start-up: the cookie follows the stored place (an expired cookie, or one from another tab's change). */
export function syncVisitorPlaceCookie(): void {
  mirrorVisitorPlaceCookie(getVisitorPlace());
}
