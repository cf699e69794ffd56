type DatabaseError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error behind `error` (Drizzle wraps the driver's in `cause`), from either driver. */
function databaseError(error: unknown, code: string): DatabaseError | undefined {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const candidate = current as DatabaseError;
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * A unique_violation (23505), of the named constraint or index when `constraint` is given: how a
 * service tells the loser of a once-only race (docs/once-only-rules.md) from a real failure.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error, '23505');
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}
