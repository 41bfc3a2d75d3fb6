import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { guardRedirect } from './route-guard';

const loggedIn: Session = {
  status: 'logged-in',
  key: 'k',
  roleType: 'customer',
  user: null,
};
const loggedOut: Session = { status: 'logged-out' };
const unreadable: Session = { status: 'unreadable' };
const unknown: Session = { status: 'unknown' };

describe('guardRedirect', () => {
  it.each([
    '/foods/item-view-cart',
    '/user/address',
    '/user/address/add',
    '/user/address/edit/12',
    '/user/address/',
    '/user/order-history',
    '/order-status/ORDabcdefgh1234',
    '/order-status/failed',
    '/track-order',
    '/partner',
    '/partner/',
    '/partner/restaurant',
  ])('sends a logged-out visitor on %s to /login, and an unreadable credential to /', (path) => {
    expect(guardRedirect(path, loggedOut)).toBe('/login');
    expect(guardRedirect(path, unreadable)).toBe('/');
    expect(guardRedirect(path, loggedIn)).toBeNull();
    // A server-rendered page being hydrated: the browser's session decides a moment later.
    expect(guardRedirect(path, unknown)).toBeNull();
  });

  it.each([
    '/',
    '/home',
    '/cuisines',
    '/foods/item-card/3',
    '/user/address/edit',
    '/user/addressbook',
    '/privacy-policy',
    '/partners',
    '/partnerx',
  ])('lets anyone see the public path %s', (path) => {
    expect(guardRedirect(path, loggedOut)).toBeNull();
    expect(guardRedirect(path, unreadable)).toBeNull();
    expect(guardRedirect(path, loggedIn)).toBeNull();
  });

  it('sends a logged-in visitor away from /login, /signup and /forgot-password', () => {
    expect(guardRedirect('/login', loggedIn)).toBe('/');
    expect(guardRedirect('/signup', loggedIn)).toBe('/');
    expect(guardRedirect('/forgot-password', loggedIn)).toBe('/');
    expect(guardRedirect('/forgot-password', loggedOut)).toBeNull();
    expect(guardRedirect('/login', loggedOut)).toBeNull();
    expect(guardRedirect('/login', unreadable)).toBeNull();
  });
});

describe('guardRedirect after login', () => {
  it('takes a logged-in visitor off /login back to where login was asked for', () => {
    const state = { from: '/user/order-history', reason: 'protected' };
    expect(guardRedirect('/login', loggedIn, state)).toBe('/user/order-history');
    expect(guardRedirect('/login', loggedOut, state)).toBeNull();
  });

  it('goes home when the way back is missing or not a path of this app', () => {
    expect(guardRedirect('/login', loggedIn)).toBe('/');
    expect(guardRedirect('/login', loggedIn, { from: '//evil.example', reason: 'protected' })).toBe('/');
  });
});
