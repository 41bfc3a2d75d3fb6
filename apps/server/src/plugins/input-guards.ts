import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../lib/errors.ts';

/** The dotted path of the first string holding U+0000, or undefined. */
function pathOfNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNulCharacter(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Two rules every route shares, checked before any schema runs:
 *
 * - No query parameter of the API takes a list, so `?page=1&page=2` is a 400 naming the parameter. The
 *   query parser turns repeats into arrays, which schemas report with misleading messages ("page must
 *   be a number") and which code reading the raw query would mis-handle.
 * - PostgreSQL text cannot hold U+0000: a NUL anywhere in the input would reach the database as an
 *   error (500). It is refused as a 400 naming the field instead.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const repeated = Object.keys(query).find((name) => Array.isArray(query[name]));
    if (repeated !== undefined) {
      throw new InvalidInputError(repeated, `${repeated} must be given only once`);
    }
    for (const part of [query, request.params, request.body]) {
      const field = pathOfNulCharacter(part, '');
      if (field !== undefined) {
        const name = field || 'body';
        throw new InvalidInputError(name, `${name} must not contain NUL characters`);
      }
    }
  });
}
