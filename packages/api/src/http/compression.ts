import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the JSON answers of the api routes registered in the same scope (a marketplace page
 * of NFTs is ~20 KB of JSON, ~3 KB with brotli). Media and the web app's files are not in this
 * scope: pictures are compressed formats, and the build precompresses its text files.
 */
export function registerCompression(scope: FastifyInstance): void {
  scope.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
}
