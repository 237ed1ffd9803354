/**
 * True when a database write failed on a unique constraint (SQLSTATE 23505). Drizzle wraps the
 * driver's error (node-postgres or PGlite) in its own, so the code may sit on the error or its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  const cause = e?.cause?.code;
  return typeof cause === 'string' && /^[0-9A-Z]{5}$/.test(cause) ? cause : undefined;
}
