import type { MessageKey } from '@vrmarket/domain';
import { HttpError } from './errors.ts';

/**
 * The constraint a PostgreSQL unique_violation (23505) names, from either driver (node-postgres
 * and PGlite both carry `code` and `constraint`; Drizzle wraps them in `cause`), or null when the
 * error is no unique violation.
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
 * A rule held by a unique index answers its own 409 (DESIGN.md "Rules that must hold once"):
 * `statement.catch(conflictOn({ index_name: 'CODE' }))` turns the index's refusal into
 * `HttpError(409, 'CODE')` (the transaction around it rolls back) and rethrows anything else.
 */
export const conflictOn =
  (answers: Record<string, MessageKey>) =>
  (error: unknown): never => {
    const code = answers[uniqueViolation(error) ?? ''];
    throw code ? new HttpError(409, code) : error;
  };
