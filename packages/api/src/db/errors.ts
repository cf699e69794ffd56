/**
 * The constraint or index a PostgreSQL unique_violation (23505) names, from either driver
 * (node-postgres and PGlite both carry `code` and `constraint`; Drizzle wraps them in `cause`),
 * or null when the error is no unique violation.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A unique_violation, of the named constraint or index when `constraint` is given: how a service
 * tells the loser of a once-only race (docs/once-only-rules.md) from a real failure.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = uniqueViolation(error);
  return found !== null && (constraint === undefined || found === constraint);
}
