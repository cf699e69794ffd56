import {
  type ErrorEnvelope,
  english,
  errorEnvelope,
  type FieldError,
  MAX_PAGE_OFFSET,
  type MessageKey,
  type MessageValues,
  problemKeyOf,
} from '@vrmarket/domain';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { type ChainRefusal, ChainRefusedError } from '../chain/errors.ts';

export type { ErrorEnvelope };

/** The domain's envelope, named for the OpenAPI document. */
export const errorEnvelopeSchema = errorEnvelope.meta({ id: 'ErrorEnvelope' });

/**
 * Thrown by services and routes for an expected failure the client should see as is. The code is a
 * key of the domain's message catalogue, so the web can show the translated text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    values?: MessageValues,
  ) {
    super(english(code, values));
    this.name = 'HttpError';
  }
}

export const envelope = (statusCode: number, code: MessageKey, message = english(code)): ErrorEnvelope => ({
  statusCode,
  code,
  message,
});

export const notFoundEnvelope: ErrorEnvelope = envelope(404, 'NOT_FOUND');

const CODE_BY_STATUS: Record<number, MessageKey> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  415: 'FILE_FORMAT_NOT_SUPPORTED',
  429: 'RATE_LIMITED',
};

const PART_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

const fieldOf = (item: FastifySchemaValidationError) =>
  item.instancePath.replace(/^\//, '').replaceAll('/', '.');

function fieldErrorsOf(items: FastifySchemaValidationError[]): FieldError[] {
  return items.map((item) => {
    // The zod type provider moves the issue's own params (where domain rules put their key) under params.params.
    const code = problemKeyOf({ params: item.params.params as Record<string, unknown> | undefined });
    return { path: fieldOf(item), message: item.message ?? 'is invalid', ...(code ? { code } : {}) };
  });
}

/** "Invalid query parameter limit: Too big: expected number to be <=100" — names the field. */
function validationMessage(error: FastifyError, first: FieldError | undefined): string {
  const part = error.validationContext ?? 'request';
  const detail = first?.message ?? 'is invalid';
  if (!first?.path) return `Invalid ${part === 'querystring' ? 'query' : part}: ${detail}`;
  return `Invalid ${PART_LABEL[part] ?? part} ${first.path}: ${detail}`;
}

/** PostgreSQL's answers while it cannot serve: class 08 (connection exception), 57P01–57P03 (shutting down, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
/** A server the api needs refused or dropped the connection. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** pg's own words for a connection lost (mid-query or before it), or none free within connectionTimeoutMillis. */
const DROPPED =
  /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/;
/** What a client may wait before trying again after a 503 (a PostgreSQL restart takes a few seconds). */
export const RETRY_AFTER_S = 2;

/**
 * True when the error (or one it wraps: Drizzle puts the driver's error in `cause`) says that a
 * server the api needs, PostgreSQL above all, is down or restarting: a passing outage, not a bug.
 */
export function isUnavailable(error: unknown): boolean {
  let link = error;
  for (let depth = 0; depth < 5 && link && typeof link === 'object'; depth++) {
    const { code, message, cause } = link as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE.has(code))) return true;
    if (typeof message === 'string' && DROPPED.test(message)) return true;
    link = cause;
  }
  return false;
}

/** The status of each refusal of the chain layer: no service to sign with, a bad request, a failed send. */
const STATUS_BY_REFUSAL: Record<ChainRefusal, number> = { unavailable: 503, invalid: 400, failed: 502 };

/** Maps every thrown error to the envelope; 5xx details go to the log only. */
export function toErrorEnvelope(error: FastifyError | HttpError | Error): ErrorEnvelope {
  if (error instanceof HttpError) return envelope(error.statusCode, error.code, error.message);
  if (error instanceof ChainRefusedError)
    return envelope(STATUS_BY_REFUSAL[error.refusal], error.code, error.message);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fieldErrors = fieldErrorsOf(fastifyError.validation);
    return {
      ...envelope(400, 'VALIDATION_FAILED', validationMessage(fastifyError, fieldErrors[0])),
      fieldErrors,
    };
  }
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = CODE_BY_STATUS[statusCode];
    // Fastify's own 400s (malformed JSON, missing body …) explain themselves.
    return code ? envelope(statusCode, code) : envelope(statusCode, 'VALIDATION_FAILED', error.message);
  }
  // An outage (PostgreSQL restarting) is a 503 that says when to retry, not a 500.
  return envelope(isUnavailable(error) ? 503 : 500, 'SOMETHING_WRONG_TRY_LATER');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorEnvelope(error);
    if (body.statusCode === 503) {
      // One line per request, without the stack: every request fails alike while it lasts.
      const cause = (error as { cause?: { message?: string } }).cause;
      request.log.warn({ err: cause?.message ?? error.message }, 'a server the api needs is unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
    } else if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, message: body.message }, 'request rejected');
    }
    return reply.status(body.statusCode).send(body);
  });
}

/**
 * Declares the envelope as the 4xx/5xx answer of every /api route (OpenAPI and serialization).
 * Add before the swagger plugin, whose own onRoute hook must see the completed schema.
 */
export function documentErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema, ...response },
    };
  });
}

/**
 * Refuses a page whose OFFSET would pass MAX_PAGE_OFFSET, on every list (any route whose parsed
 * query has a numeric `page` with `limit` or `per_page`), with the validation envelope naming `page`.
 */
export function registerPageDepthLimit(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and needs no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const page = query?.page;
    const size = query?.limit ?? query?.per_page;
    if (typeof page !== 'number' || typeof size !== 'number' || (page - 1) * size <= MAX_PAGE_OFFSET) {
      done();
      return;
    }
    const message = `must start at most ${MAX_PAGE_OFFSET} rows in (page × limit); narrow the filters instead`;
    done(
      Object.assign(new Error(message), {
        statusCode: 400,
        validationContext: 'querystring',
        validation: [{ instancePath: '/page', schemaPath: '', keyword: 'maximum', params: {}, message }],
      }),
    );
  });
}
