import { z } from 'zod';
import { english, type MessageKey, type MessageValues, messageKeys } from '../messages.ts';
import { problemKeyOf } from '../validation/issue.ts';

export const fieldError = z.object({
  path: z.string(),
  /** The catalogue key of the rule, when the schema names one. */
  code: z.enum(messageKeys as [MessageKey, ...MessageKey[]]).optional(),
  message: z.string(),
});
export type FieldError = z.output<typeof fieldError>;

/** The api's error answer. `code` is a message-catalogue key; `message` is its English text. */
export const errorEnvelope = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: z.enum(messageKeys as [MessageKey, ...MessageKey[]]),
  message: z.string(),
  /** Per-field problems of a failed validation (statusCode 400, code VALIDATION_FAILED). */
  fieldErrors: z.array(fieldError).optional(),
});
export type ErrorEnvelope = z.output<typeof errorEnvelope>;

export function makeErrorEnvelope(
  statusCode: number,
  code: MessageKey,
  values?: MessageValues,
): ErrorEnvelope {
  return { statusCode, code, message: english(code, values) };
}

/** Field errors of a zod failure, keeping the catalogue key each rule of this package attaches. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const code = problemKeyOf(issue);
    return { path: issue.path.map(String).join('.'), message: issue.message, ...(code ? { code } : {}) };
  });
}
