import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI_OPTIONS } from '../compression.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a kept answer, as finished bytes. */
export type Variant = {
  body: Buffer;
  headers: Record<string, string>;
  /** The headers the early answer writes: the fresh answer's, with this variant's content-length. */
  written: Record<string, string | number>;
};

/** Like @fastify/compress (registered on the same scope): its threshold and brotli options. */
const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^text\/|[+/]json(?:;|$)/;
/** Distinct Accept-Encoding texts remembered; browsers send a handful. */
const MAX_NEGOTIATED = 200;

/**
 * Which of br, gzip or identity an Accept-Encoding asks for, as @fastify/compress negotiates
 * (highest q wins, br before gzip on a tie, `*` and `x-gzip` mean gzip, q=0 refuses).
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    let name = token.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') quality = Number(value);
    }
    if (!(quality > 0)) continue;
    if (quality > bestQuality || (quality === bestQuality && name === 'br')) {
      best = name;
      bestQuality = quality;
    }
  }
  return best;
}

/** `negotiateEncoding`, remembered per Accept-Encoding text (a hit should not parse it again). */
export function encodingNegotiator(): (header: string | undefined) => Encoding {
  const negotiated = new Map<string, Encoding>();
  return (header) => {
    if (!header) return 'identity';
    let encoding = negotiated.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
      negotiated.set(header, encoding);
    }
    return encoding;
  };
}

const variant = (body: Buffer, headers: Record<string, string>): Variant => ({
  body,
  headers,
  written: { ...headers, 'content-length': body.length },
});

/**
 * An answer in every encoding a request may ask for, compressed once: small or binary answers are
 * sent as they are (one variant for all three).
 */
export function variantsOf(payload: Buffer, headers: Record<string, string>): Record<Encoding, Variant> {
  const identity = variant(payload, headers);
  if (payload.length < COMPRESS_THRESHOLD || !COMPRESSIBLE.test(headers['content-type'] ?? '')) {
    return { identity, br: identity, gzip: identity };
  }
  const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  const compressed = (body: Buffer, encoding: Encoding) =>
    variant(body, { ...headers, vary, 'content-encoding': encoding });
  return {
    identity,
    br: compressed(brotliCompressSync(payload, BROTLI_OPTIONS), 'br'),
    gzip: compressed(gzipSync(payload), 'gzip'),
  };
}
