import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../lib/errors.ts';

/**
 * Deeper than any input of the API needs (its bodies nest three or four levels). Parsing deep JSON is
 * harmless, but everything that walks it afterwards (validation, logging, this guard) must not have to
 * care how deep it goes.
 */
export const maxNestingDepth = 32;

type Problem = { kind: 'nul' | 'depth'; path: string };

/**
 * The first NUL-bearing string (in document order) or container nested past `maxNestingDepth`, with
 * its dotted path. Iterative: a body of a few thousand levels must not overflow the call stack.
 */
function firstProblem(root: unknown): Problem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    // Raw uploads (a Buffer) are bytes, not JSON: their content is checked by their own route.
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth === maxNestingDepth) return { kind: 'depth', path };
    // Reversed onto the stack so that children come off it in document order.
    const children = Object.entries(value).reverse();
    for (const [key, child] of children) {
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
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
 * - JSON nested more than `maxNestingDepth` levels is a 400 (it used to overflow the stack here: 500).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const repeated = Object.keys(query).find((name) => Array.isArray(query[name]));
    if (repeated !== undefined) {
      throw new InvalidInputError(repeated, `${repeated} must be given only once`);
    }
    for (const part of [query, request.params, request.body]) {
      const problem = firstProblem(part);
      if (problem?.kind === 'depth') {
        throw new InvalidInputError('body', `body is nested more than ${maxNestingDepth} levels deep`);
      }
      if (problem) {
        const name = problem.path || 'body';
        throw new InvalidInputError(name, `${name} must not contain NUL characters`);
      }
    }
  });
}
