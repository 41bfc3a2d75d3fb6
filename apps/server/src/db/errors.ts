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
