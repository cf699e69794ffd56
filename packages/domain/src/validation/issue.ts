import type { z } from 'zod';
import { english, type MessageKey, type MessageValues, type Translate } from '../messages.ts';

/** A failed rule: the catalogue key and the values its text interpolates. */
export interface Problem {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * Adds a custom issue whose message is the translated text and whose params carry the catalogue
 * key, so the api can answer `{ code: key }` and the web can show `message` as is.
 */
export function addProblem(ctx: z.RefinementCtx, problem: Problem, t: Translate = english): void {
  ctx.addIssue({
    code: 'custom',
    message: t(problem.key, problem.values),
    params: { key: problem.key },
  });
}

/** The catalogue key of a zod issue raised by these schemas, if it carries one. */
export function problemKeyOf(
  issue: { params?: Record<string, unknown> } | z.core.$ZodIssue,
): MessageKey | undefined {
  const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
  const key = params?.key;
  return typeof key === 'string' ? (key as MessageKey) : undefined;
}
