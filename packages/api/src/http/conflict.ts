import type { MessageKey } from '@vrmarket/domain';
import { uniqueViolation } from '../db/errors.ts';
import { HttpError } from './errors.ts';

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
