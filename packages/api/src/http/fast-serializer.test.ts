import { traitCounts } from '@vrmarket/domain';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileProjection, fastSerializerCompiler, type JsonSchema } from './fast-serializer.ts';

const item = z.object({
  id: z.string(),
  count: z.number().int(),
  ratio: z.number(),
  flag: z.boolean(),
  note: z.string().nullable(),
  optional: z.string().optional(),
  tags: z.array(z.string()),
  at: z.iso.datetime(),
  inner: z.object({ name: z.string() }).nullable(),
  kind: z.literal('nft'),
  anything: z.unknown(),
});
const page = z.object({ results: z.array(item), total: z.number().int() });

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
const serialize = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema } as never) as (data: unknown) => string;
const reference = (schema: z.ZodType) => fastJson(toJsonSchema(schema) as Parameters<typeof fastJson>[0]);

const answer = {
  total: 2,
  extra: 'dropped',
  results: [
    {
      kind: 'nft',
      id: 'a "quoted" \\ line\nbreak \u0001 and a longer text past forty-two characters, é 🦊',
      count: 3,
      ratio: 0.5,
      flag: true,
      note: null,
      tags: ['x', 'y'],
      at: '2026-12-02T20:00:00.000Z',
      inner: { name: 'n' },
      anything: { a: [1, null] },
      secret: 'never written',
    },
    {
      id: 'b',
      count: 4.7,
      ratio: Number.POSITIVE_INFINITY,
      flag: 0,
      note: 'text',
      optional: 'here',
      tags: [],
      at: new Date('2026-01-02T03:04:05.006Z'),
      inner: null,
      kind: 'other',
      anything: 'plain',
    },
  ],
};

describe('fastSerializerCompiler', () => {
  it('writes the bytes fast-json-stringify writes: only the schema keys, in its order', () => {
    const json = serialize(page)(answer);
    expect(json).toBe(reference(page)(answer));
    expect(json).not.toContain('secret');
    expect(Object.keys(JSON.parse(json).results[0])).toEqual(
      Object.keys(item.shape).filter((k) => k !== 'optional'),
    );
  });

  it('refuses an answer without a required key, as fast-json-stringify does', () => {
    const { total: _total, ...withoutTotal } = answer;
    expect(() => serialize(page)(withoutTotal)).toThrow('"total" is required!');
  });

  it('leaves a schema with unions to fast-json-stringify', () => {
    const union = z.object({ value: z.union([z.string(), z.number()]) });
    expect(compileProjection(toJsonSchema(union))).toBeUndefined();
    expect(serialize(union)({ value: 5 })).toBe('{"value":5}');
  });

  it('writes trait counts as the zod serializer wrote them', () => {
    const zodSerializer = serializerCompiler({
      schema: traitCounts,
      method: 'GET',
      url: '/v1/traits',
    } as never) as (data: unknown) => string;
    const counts = {
      traits: [
        { type: 'Color', values: [{ value: 'Red "dark"', count: 12, selling: 3, extra: 1 }] },
        { type: 'Rarity', values: [{ value: 'Légendaire 🦊', count: 1, selling: 0 }], note: 'dropped' },
      ],
    };
    expect(serialize(traitCounts)(counts)).toBe(zodSerializer(counts));
  });
});
