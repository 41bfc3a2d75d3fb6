import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as `cause` of its own "Failed query" error. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a terminated backend (57P01)', withCode('57P01')],
    ['a connection exception (08006)', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a statement cancelled by statement_timeout (57014)',
      withCode('57014', 'canceling statement due to statement timeout'),
    ],
    ['an answer lost on the way (the driver’s query timeout)', new Error('Query read timeout')],
  ])('%s, also behind Drizzle’s wrapper', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
