import multipart from '@fastify/multipart';
import { UPLOAD } from '@vrmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { MODEL_TIME_LIMIT_MS, MODEL_WAIT_LIMIT_MS } from './model-process.ts';

/**
 * Time an upload request may take, receiving included (the server-wide request limit, app.ts):
 * 50 MB at 0.5 MB/s is 100 s; ADR 0035.
 */
export const UPLOAD_REQUEST_TIMEOUT_MS = 120_000;
/**
 * Silence allowed on an upload's socket: a model waits up to 60 s for a worker of the pool, then is
 * processed for up to 90 s before the answer.
 */
const UPLOAD_SOCKET_TIMEOUT_MS = MODEL_WAIT_LIMIT_MS + MODEL_TIME_LIMIT_MS + 15_000;

/**
 * Multipart parsing for the scope of upload routes only: one file of at most 50 MB (the parser
 * stops reading it there), a few small text fields.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 100, fieldSize: 64 * 1024, parts: 101 },
    // The pipeline checks the size itself and answers the spec's 'File too large!'.
    throwFileSizeLimit: false,
  });
  // The api's 30 s socket timeout would cut the connection while a big model is processed.
  scope.addHook('onRequest', async (request) => {
    // (Injected test requests have a socket without timeouts.)
    request.raw.socket?.setTimeout?.(UPLOAD_SOCKET_TIMEOUT_MS);
  });
}

/** The request's file part named `field`; EMPTY_FILE when there is none. */
export async function filePart(request: FastifyRequest, field: string) {
  if (!request.isMultipart()) throw new HttpError(400, 'EMPTY_FILE');
  const part = await request.file();
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new HttpError(400, 'EMPTY_FILE');
  }
  return part;
}
