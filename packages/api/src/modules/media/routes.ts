import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { ByteRange } from '../../storage/index.ts';
import type { MediaService } from './service.ts';
import { VARIANT_WIDTHS } from './variants.ts';

/** Content-addressed: the bytes under a key never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Types a browser shows without running anything: served inline. Anything else (SVG, HTML …) is a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|webp|gif|avif)|video\/[\w.+-]+|model\/gltf[\w.+-]*)$/;

/**
 * Media may come from users, so it is never a document of the app's origin: no scripts, no
 * frames, no sniffing into another type, and scriptable types only as attachments.
 */
export function mediaSafetyHeaders(mime: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ...(INLINE_TYPES.test(mime) ? {} : { 'content-disposition': 'attachment' }),
  };
}

/** One `bytes=start-end` range (the form video players send); undefined when absent or unusable. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `GET /api/media/:key`: uploaded and generated files, streamed with their recorded type. */
export function mediaRoutes({ media }: { media: MediaService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:key',
      {
        schema: {
          tags: ['media'],
          summary: 'A stored media file by its content-addressed key (<sha256>.<ext>)',
          description:
            'With `w` (160, 320 or 640) a picture comes as a WebP at most that wide, made on the first ' +
            'request and stored; other files (video, 3D, SVG) come as uploaded.',
          params: z.object({ key: z.string() }),
          querystring: z.object({
            w: z.enum(VARIANT_WIDTHS, { error: `w must be one of ${VARIANT_WIDTHS.join(', ')}` }).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const { w } = request.query;
        const file = await (w ? media.findResized(key, w) : media.find(key));
        if (!file) throw new HttpError(404, 'NOT_FOUND');
        const etag = `"${file.hash}"`;
        reply
          .header('content-type', file.mime)
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .header('accept-ranges', 'bytes')
          .headers(mediaSafetyHeaders(file.mime));
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();

        const { size } = file.object;
        const range = parseRange(request.headers.range, size);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${size}`).send();
        }
        if (range) {
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1)
            .send(file.object.open(range));
        }
        return reply.header('content-length', size).send(file.object.open());
      },
    );
  };
}
