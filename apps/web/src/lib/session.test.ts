import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAuthToken,
  getSession,
  saveCredential,
  saveUser,
  sessionKey,
  untouchedSinceLogin,
} from './session';

const user = { name: 'Asha', email: 'asha@railbite.in', mobile: '9876543210', roleType: 'customer' as const };

const token = 'k'.repeat(43);

afterEach(() => {
  localStorage.clear();
  document.cookie = 'railbite_session=; Path=/; Max-Age=0';
  vi.restoreAllMocks();
});

describe('session', () => {
  it('knows whether the person has tapped or typed since logging in here', () => {
    clearSession();
    expect(untouchedSinceLogin()).toBe(false);
    saveCredential({ token: 't1', roleType: 'customer' });
    expect(untouchedSinceLogin()).toBe(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(untouchedSinceLogin()).toBe(false);
    // A new login starts again; a key press counts too.
    saveCredential({ token: 't2', roleType: 'customer' });
    expect(untouchedSinceLogin()).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(untouchedSinceLogin()).toBe(false);
  });

  it('is logged out with nothing stored', () => {
    expect(getSession()).toEqual({ status: 'logged-out' });
    expect(getAuthToken()).toBeUndefined();
  });

  it('is logged in once a credential with a token is stored, under the spec keys', () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    saveUser(user);
    expect(JSON.parse(localStorage.getItem('user_cred')!)).toEqual({ token: 'tok', roleType: 'customer' });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(getSession()).toEqual({
      status: 'logged-in',
      key: sessionKey('tok'),
      roleType: 'customer',
      user,
    });
    expect(getAuthToken()).toBe('tok');
  });

  it('takes the role from the server’s answer about the login: an approved applicant is a partner', () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    saveUser({ ...user, roleType: 'partner' });
    expect(JSON.parse(localStorage.getItem('user_cred')!)).toEqual({ token: 'tok', roleType: 'partner' });
    expect(getSession()).toMatchObject({ status: 'logged-in', key: sessionKey('tok'), roleType: 'partner' });
    // And back: a role the server no longer gives is not kept either.
    saveUser(user);
    expect(getSession()).toMatchObject({ roleType: 'customer' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['no token', JSON.stringify({ roleType: 'customer' })],
    ['an empty token', JSON.stringify({ token: '', roleType: 'customer' })],
    ['an unknown role', JSON.stringify({ token: 't', roleType: 'wizard' })],
  ])('treats a credential with %s as unreadable and logs it', (_label, raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('user_cred', raw);
    expect(getSession()).toEqual({ status: 'unreadable' });
    expect(getAuthToken()).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error parsing user credentials');
  });

  it('stores only the spec user fields, even from a full profile, so the stored user still parses', () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    saveUser({ ...user, gender: 'female', dateOfBirth: '1990-04-01' } as typeof user);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(getSession()).toMatchObject({ status: 'logged-in', user });
  });

  it.each([
    ['not JSON', '{oops'],
    ['no email', JSON.stringify({ name: 'Asha', mobile: '9876543210', roleType: 'customer' })],
    ['a numeric mobile', JSON.stringify({ ...user, mobile: 9876543210 })],
    ['an unknown role', JSON.stringify({ ...user, roleType: 'wizard' })],
  ])('stays logged in without a user when the stored user has %s', (_label, raw) => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    localStorage.setItem('user', raw);
    expect(getSession()).toEqual({
      status: 'logged-in',
      key: sessionKey('tok'),
      roleType: 'customer',
      user: null,
    });
  });

  it('returns the same snapshot object until storage changes', () => {
    saveCredential({ token: 'a', roleType: 'customer' });
    const first = getSession();
    expect(getSession()).toBe(first);
    saveCredential({ token: 'b', roleType: 'customer' });
    expect(getSession()).not.toBe(first);
  });

  it('clearing forgets the credential, the user, the addresses, the chosen address and the cart', () => {
    saveCredential({ token: 'tok', roleType: 'customer' });
    saveUser(user);
    localStorage.setItem('userAddresses', '[]');
    localStorage.setItem('latestAddress', '{}');
    localStorage.setItem('cartItems', '[]');
    localStorage.setItem('currentRestaurantId', '4');
    localStorage.setItem('cartCount', '2');
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(getSession()).toEqual({ status: 'logged-out' });
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });

  it('names each login by a short key that is not the token', () => {
    expect(sessionKey(token)).toMatch(/^[0-9a-f]{8}$/);
    expect(sessionKey(token)).toBe(sessionKey(token));
    expect(sessionKey(token)).not.toBe(sessionKey('j'.repeat(43)));
  });

  it('mirrors nothing when the credential could not be stored', () => {
    // A storage that refuses every write, as a full quota or blocked storage does.
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(refusing);
    saveCredential({ token, roleType: 'customer' });
    expect(getSession()).toEqual({ status: 'logged-out' });
    expect(document.cookie).not.toContain(token);
  });

  it('mirrors the stored token into the page-session cookie, and removes it with the session', () => {
    saveCredential({ token, roleType: 'customer' });
    expect(document.cookie).toContain(`railbite_session=${token}`);
    clearSession();
    // (The test DOM keeps an expired cookie's name; browsers drop it, as the e2e suite checks.)
    expect(document.cookie).not.toContain(token);
  });
});
