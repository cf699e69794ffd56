import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli for the api's answers, here and in the response cache's kept answers (the same bytes
 * either way). Quality 1 takes a quarter of the CPU of the plugin's default 4 (a marketplace page
 * of 9 KB: 30 against 120–170 µs, ~15 % of the api's CPU per request) for ~20 % more bytes (1.5
 * against 1.2 KB).
 */
export const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 1,
  },
};

/**
 * Compresses the JSON answers of the api routes registered in the same scope (a marketplace page
 * of NFTs is ~10 KB of JSON, ~1.5 KB with brotli). Media and the web app's files are not in this
 * scope: pictures are compressed formats, and the build precompresses its text files.
 */
export function registerCompression(scope: FastifyInstance): void {
  scope.register(compress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // In one call up to 256 KB (lists are 5–60 KB): on 2 cores the plugin's default (8 KB) sent
    // every list page through a zlib stream, whose stream machinery cost as much CPU as brotli.
    syncThreshold: 256 * 1024,
    brotliOptions: BROTLI_OPTIONS,
  });
}
