import { describe, expect, it } from 'vitest';
import { encodingNegotiator, negotiateEncoding, variantsOf } from './negotiation.ts';

describe('negotiateEncoding', () => {
  it('picks what @fastify/compress would: highest q, br on a tie, * and x-gzip as gzip', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
  });
});

describe('variantsOf', () => {
  const json = { 'content-type': 'application/json; charset=utf-8', vary: 'Origin' };

  it('compresses a JSON answer once per encoding, and says so in its headers', () => {
    const variants = variantsOf(Buffer.from(JSON.stringify({ items: 'x'.repeat(2000) })), json);
    expect(variants.br.headers['content-encoding']).toBe('br');
    expect(variants.gzip.headers['content-encoding']).toBe('gzip');
    expect(variants.gzip.headers.vary).toBe('Origin, accept-encoding');
    expect(variants.identity.headers['content-encoding']).toBeUndefined();
    expect(variants.br.written['content-length']).toBe(variants.br.body.length);
  });

  it('sends a small answer as it is, whatever the encoding asked', () => {
    const variants = variantsOf(Buffer.from('{"items":[]}'), json);
    expect(variants.br).toBe(variants.identity);
    expect(variants.gzip).toBe(variants.identity);
  });
});

describe('encodingNegotiator', () => {
  it('answers as negotiateEncoding', () => {
    const encodingOf = encodingNegotiator();
    for (const header of [undefined, 'gzip, br', 'gzip, br', 'br;q=0, gzip', 'deflate']) {
      expect(encodingOf(header)).toBe(negotiateEncoding(header));
    }
  });
});
