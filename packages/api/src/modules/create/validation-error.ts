import type { z } from 'zod';

/**
 * A refused multipart form as the error handler sees a refused JSON body (http/errors.ts): the
 * zod issues in the shape the zod type provider gives Fastify, so both answer VALIDATION_FAILED
 * with the same per-field list.
 */
export function bodyValidationError(error: z.ZodError): Error {
  const items = error.issues.map(({ path, code, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
  }));
  return Object.assign(new Error(items[0]?.message ?? 'Invalid body'), {
    statusCode: 400,
    validation: items,
    validationContext: 'body',
  });
}
