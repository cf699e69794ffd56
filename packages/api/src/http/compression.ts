import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the JSON answers of the api routes registered in the same scope (a marketplace page
 * of NFTs is ~20 KB of JSON, ~3 KB with brotli). Media and the web app's files are not in this
 * scope: pictures are compressed formats, and the build precompresses its text files.
 */
export function registerCompression(scope: FastifyInstance): void {
  scope.register(compress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // In one call up to 256 KB (lists are 5–60 KB): on 2 cores the plugin's default (8 KB) sent
    // every list page through a zlib stream, whose stream machinery cost as much CPU as brotli.
    syncThreshold: 256 * 1024,
  });
}
