import { describe, expect, it } from 'vitest';
import { readLoginReturn } from './login-return';

describe('readLoginReturn', () => {
  it('reads where login was asked for and why', () => {
    expect(readLoginReturn({ from: '/user/order-history?page=2', reason: 'protected' })).toEqual({
      from: '/user/order-history?page=2',
      reason: 'protected',
    });
    expect(readLoginReturn({ from: '/foods/item-card/4', reason: 'add-to-cart' })?.reason).toBe(
      'add-to-cart',
    );
  });

  it.each([
    ['another site', { from: '//evil.example/login', reason: 'protected' }],
    ['another site, backslash form', { from: '/\\evil.example', reason: 'protected' }],
    ['an absolute URL', { from: 'https://evil.example/', reason: 'protected' }],
    ['a script URL', { from: 'javascript:alert(1)', reason: 'protected' }],
    ['an unknown reason', { from: '/account-setting', reason: 'because' }],
    ['no state', null],
    ['a string state', '/account-setting'],
  ])('ignores %s', (_case, state) => {
    expect(readLoginReturn(state)).toBeUndefined();
  });
});
