import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCollectionFormSchema } from '../validation/collection.ts';
import { makePriceSchema } from '../validation/price.ts';
import { errorEnvelope, makeErrorEnvelope, toFieldErrors } from './error-envelope.ts';
import { clampPage, deepestPage, makePageQuery, pageCount, paged, pageOffset, pageQuery } from './page.ts';

describe('pageQuery', () => {
  it('defaults to page 1 and limit 8', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 8 });
  });

  it('reads numbers given as text', () => {
    expect(pageQuery.parse({ page: '3', limit: '12' })).toEqual({ page: 3, limit: 12 });
  });

  it.each([
    [{ page: 0 }],
    [{ page: -1 }],
    [{ page: 1.5 }],
    [{ limit: 0 }],
    [{ limit: 101 }],
    [{ page: 'x' }],
  ])('rejects %j', (input) => {
    expect(pageQuery.safeParse(input).success).toBe(false);
  });

  it('accepts the limits 1 and 100', () => {
    expect(pageQuery.parse({ limit: 1 }).limit).toBe(1);
    expect(pageQuery.parse({ limit: 100 }).limit).toBe(100);
  });

  it('takes a list-specific default limit', () => {
    expect(makePageQuery(30).parse({})).toEqual({ page: 1, limit: 30 });
  });

  it('offset, count and clamping', () => {
    expect(pageOffset({ page: 3, limit: 8 })).toBe(16);
    expect(pageCount(17, 8)).toBe(3);
    expect(pageCount(0, 8)).toBe(0);
    expect(clampPage(3, 17, 8)).toBe(3);
    expect(clampPage(4, 17, 8)).toBe(1);
    expect(clampPage(1, 0, 8)).toBe(1);
    expect(clampPage(0, 50, 8)).toBe(1);
  });

  it('offers no page the api refuses (deeper than MAX_PAGE_OFFSET rows)', () => {
    expect(deepestPage(8)).toBe(1_251);
    expect(pageCount(1_000_000, 8)).toBe(1_251);
    expect(pageCount(1_000_000, 100)).toBe(101);
    expect(pageCount(10_008, 8)).toBe(1_251);
    expect(pageCount(10_000, 8)).toBe(1_250);
    expect(clampPage(1_251, 1_000_000, 8)).toBe(1_251);
    expect(clampPage(1_252, 1_000_000, 8)).toBe(1);
  });
});

describe('paged', () => {
  const schema = paged(z.object({ id: z.string() }));
  it('validates results, total, page and limit', () => {
    const page = { results: [{ id: 'a' }], total: 1, page: 1, limit: 8 };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, results: [{ id: 1 }] }).success).toBe(false);
    expect(schema.safeParse({ ...page, total: -1 }).success).toBe(false);
    expect(schema.safeParse({ results: [] }).success).toBe(false);
  });
});

describe('errorEnvelope', () => {
  it('carries a catalogue key and its English text', () => {
    const envelope = makeErrorEnvelope(400, 'INVALID_TITLE');
    expect(envelope).toEqual({ statusCode: 400, code: 'INVALID_TITLE', message: 'Title is required.' });
    expect(errorEnvelope.parse(envelope)).toEqual(envelope);
  });

  it('rejects unknown codes and non-error statuses', () => {
    expect(errorEnvelope.safeParse({ statusCode: 400, code: 'NOPE', message: 'x' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ statusCode: 200, code: 'INVALID_TITLE', message: 'x' }).success).toBe(
      false,
    );
  });

  it('turns a zod failure into field errors with the rule keys', () => {
    const result = makeCollectionFormSchema().safeParse({ collectionName: '', cover: 'u', avatar: 'u' });
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'collectionName', message: 'Collection name is required' },
    ]);
    const price = makePriceSchema('USDT').safeParse('x');
    expect(toFieldErrors(price.error!)).toEqual([
      { path: '', code: 'INVALID_PRICE', message: 'Price is required and must be a number.' },
    ]);
    const envelope = {
      ...makeErrorEnvelope(400, 'VALIDATION_FAILED'),
      fieldErrors: toFieldErrors(price.error!),
    };
    expect(errorEnvelope.parse(envelope)).toEqual(envelope);
  });
});
