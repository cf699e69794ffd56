import { favouritesQuery, nftListQuery, trendingListQuery } from '@vrmarket/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_QUERY_KEY_SETS, narrowingOf, queryValidatorCompiler } from './query-validator.ts';

const route = (schema: z.ZodType, httpPart = 'querystring') =>
  ({ schema, method: 'GET', url: '/api/v1/x', httpPart }) as Parameters<FastifySchemaCompiler<z.ZodType>>[0];

/** Whatever the query, the narrowed check answers what the whole schema answers, byte for byte. */
const queries: Record<string, unknown>[] = [
  {},
  { categoryIds: '50', isSelling: 'true', sorting: '0' },
  { page: '3', limit: '20', category: ['1', '2,3'], search: '  golden lamp ' },
  { isAddToCollection: 'true' },
  { isAddToCollection: 'true', ownerAddress: `0x${'A'.repeat(40)}` },
  { page: '0' },
  { page: 'x', unknown: '1' },
  { trait: ['Rarity:Rare', 'Color:Red'], onAuction: '1' },
  { sorting: '5', limit: '1000', currency: 'eth' },
  { unknown: 'x', styles: 'nope' },
  { isSelling: ['true', 'false'], categoryIds: '' },
];

describe('queryValidatorCompiler', () => {
  it.each([
    ['nftListQuery', nftListQuery],
    ['trendingListQuery', trendingListQuery],
    ['favouritesQuery', favouritesQuery],
  ])('answers as the whole %s does, values, errors and key order', (_name, schema) => {
    const narrowed = queryValidatorCompiler(route(schema));
    const whole = validatorCompiler(route(schema));
    for (const query of queries) {
      // Twice: the first builds the narrowed schema for the key set, the second reuses it.
      for (let i = 0; i < 2; i++)
        expect(JSON.stringify(narrowed({ ...query }))).toBe(JSON.stringify(whole({ ...query })));
    }
  });

  it('leaves out only the fields whose absent value parses to nothing', () => {
    const schema = z.object({
      page: z.string().default('1'),
      sort: z.string().optional(),
      required: z.string(),
      fallback: z.preprocess((value) => value ?? 'x', z.string().optional()),
    });
    expect([...(narrowingOf(schema)?.optional ?? [])]).toEqual(['sort']);
  });

  it('does not narrow other parts of a request, nor strict objects', () => {
    expect(narrowingOf(z.object({ a: z.string().optional() }).strict())).toBeUndefined();
    const body = queryValidatorCompiler(route(z.object({ a: z.string().optional() }), 'body'));
    expect(body({ b: 1 })).toEqual({ value: {} });
  });

  it('checks past MAX_QUERY_KEY_SETS key sets by the whole schema, with the same answers', () => {
    const shape = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`k${i}`, z.string().optional()] as const),
    );
    const validate = queryValidatorCompiler(route(z.object(shape)));
    for (let set = 0; set < MAX_QUERY_KEY_SETS + 10; set++) {
      const query = Object.fromEntries(
        Object.keys(shape)
          .filter((_, i) => (set >> i) & 1)
          .map((key) => [key, key]),
      );
      expect(validate(query)).toEqual({ value: query });
    }
  });
});
