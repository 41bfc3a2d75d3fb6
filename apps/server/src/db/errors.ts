/**
 * Drizzle wraps driver errors (node-postgres and PGlite both carry SQLSTATE in `code`); this finds
 * the unique constraint a failed insert ran into, if that is why it failed.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return undefined;
}

/**
 * SQLSTATE classes and socket errors that mean "the database cannot answer right now", as opposed to
 * a query being wrong: connection exceptions (08), operator intervention such as a statement cancelled
 * by `statement_timeout` (57014), a terminated backend or a server shutting down (57P01–57P03), and the
 * network errors of a refused or dropped TCP connection.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres reports a dropped or timed-out connection, or a lost answer, by message only. */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
];

/** Whether a failure means the database is unreachable (→ 503), looking through Drizzle's wrapping. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (unavailableMessages.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
