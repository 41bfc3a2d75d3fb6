import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { missingRole } from './console-roles';

const customer: Session = { status: 'logged-in', key: 'k', roleType: 'customer', user: null };
const partner: Session = { ...customer, roleType: 'partner' };
const admin: Session = { ...customer, roleType: 'admin' };

describe('missingRole (the consoles, ARCHITECTURE.md "Roles")', () => {
  it.each(['/partner', '/partner/', '/partner/restaurant'])('keeps %s for partners', (path) => {
    expect(missingRole(path, partner)).toBeNull();
    expect(missingRole(path, customer)).toBe('partner');
    expect(missingRole(path, admin)).toBe('partner');
  });

  it.each(['/admin', '/admin/'])('keeps %s for admins', (path) => {
    expect(missingRole(path, admin)).toBeNull();
    expect(missingRole(path, customer)).toBe('admin');
    expect(missingRole(path, partner)).toBe('admin');
  });

  it('leaves logged-out visitors to the login redirect, and every other page to everyone', () => {
    expect(missingRole('/partner', { status: 'logged-out' })).toBeNull();
    expect(missingRole('/partner', { status: 'unknown' })).toBeNull();
    for (const path of ['/', '/partners', '/restaurent-name', '/user/order-history']) {
      expect(missingRole(path, customer)).toBeNull();
      expect(missingRole(path, partner)).toBeNull();
    }
  });
});
