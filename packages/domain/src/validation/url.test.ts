import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUrl, makeUrlSchema } from './url.ts';

describe('isValidUrl', () => {
  it.each([
    '',
    '   ',
    'https://example.com',
    'http://example.com',
    'example.com',
    'www.example.co.uk',
    'https://sub.domain-name.example.com/path/to/page.html',
    'https://example.com:8080/path?x=1&y=two#section',
    'http://192.168.1.10',
    'http://192.168.1.10:3000/api',
    'http://localhost:5173/detail/1',
    'https://example.com/?q=a+b',
    'https://example.com/#top',
    'HTTPS://EXAMPLE.COM',
  ])('%j is valid', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    'not a url',
    'ftp://example.com',
    'https://',
    'https://example',
    'http://999.1.1.1',
    'javascript:alert(1)',
    'https://exa mple.com',
    'https://-example.com',
    'example.c',
  ])('%j is invalid', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('answers quickly on long hostile input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const started = performance.now();
        isValidUrl(`https://${'a-'.repeat(500)}${text}`);
        expect(performance.now() - started).toBeLessThan(100);
      }),
      { numRuns: 50 },
    );
  });
});

describe('makeUrlSchema', () => {
  it('accepts empty and valid links, rejects others with the spec message', () => {
    const schema = makeUrlSchema();
    expect(schema.parse('')).toBe('');
    expect(schema.parse(' https://a.io ')).toBe('https://a.io');
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('Resource URL must be a valid URL.');
  });

  it('limits the length to 50 characters', () => {
    const schema = makeUrlSchema();
    const url = `https://example.com/${'a'.repeat(30)}`;
    expect(url.length).toBe(50);
    expect(schema.safeParse(url).success).toBe(true);
    expect(schema.safeParse(`${url}b`).error?.issues[0]?.message).toBe('Maximum  length is 50 characters');
  });
});
