import multipart from '@fastify/multipart';
import { UPLOAD } from '@vrmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';

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
}

/** The request's file part named `field`; EMPTY_FILE when there is none. */
export async function filePart(request: FastifyRequest, field = 'file') {
  if (!request.isMultipart()) throw new HttpError(400, 'EMPTY_FILE');
  const part = await request.file();
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new HttpError(400, 'EMPTY_FILE');
  }
  return part;
}
