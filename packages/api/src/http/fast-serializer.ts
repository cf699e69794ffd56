import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { type ZodType, z } from 'zod';

/**
 * A route's JSON answer written by a serializer compiled once from its zod response schema, for
 * the hot list routes: the zod serializer parses every answer before stringifying it, which cost a
 * tenth of the api's CPU on a list page. Like zod it writes only the schema's keys; unlike zod it
 * does not check the values, so use it where the service's types already are the schema's (the
 * NFT serializer).
 *
 * The schema's JSON Schema becomes a projection (the schema's keys in fast-json-stringify's
 * order, each value converted as it converts it) handed to the native JSON.stringify: the same bytes
 * as fast-json-stringify, at a third of its CPU on a page of NFTs (its string concatenation and the
 * flattening of the result cost more than the native writer). A schema the projection does not
 * cover (unions, patterns) keeps fast-json-stringify.
 *
 *   app.get('/v1/nft', { serializerCompiler: fastSerializerCompiler, schema: { response: { 200: nftPage } } }, …)
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  // Fastify hands over one response schema: a zod type (the route's `response[status]`).
  const jsonSchema = z.toJSONSchema(schema as ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  const project = compileProjection(jsonSchema);
  if (project) return (data) => JSON.stringify(project(data));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

/** The JSON Schema keywords z.toJSONSchema writes for the shapes the projection covers. */
export type JsonSchema = {
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
};

type Project = (value: unknown) => unknown;

/** Keywords that only describe or constrain values: fast-json-stringify does not act on them. */
const DESCRIPTIVE = new Set([
  '$schema',
  '$ref',
  'definitions',
  'type',
  'format',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'description',
  'title',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'id',
  'const',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contentEncoding',
  'contentMediaType',
]);

/** fast-json-stringify writes a date as its local calendar date or time, or a string unescaped, for these. */
const UNCOVERED_FORMATS = new Set(['date', 'time', 'unsafe']);

class Uncovered extends Error {}

/**
 * The projection of `root`, or undefined when some part of it is not covered (then the caller
 * keeps fast-json-stringify for the whole schema). JSON.stringify of the projection writes what
 * fast-json-stringify writes for the same value.
 */
export function compileProjection(root: JsonSchema): Project | undefined {
  const byRef = new Map<string, Project>();

  const resolve = (ref: string): JsonSchema => {
    const match = /^#\/definitions\/(.+)$/.exec(ref);
    const target = match ? root.definitions?.[match[1]!] : ref === '#' ? root : undefined;
    if (!target) throw new Uncovered(ref);
    return target;
  };

  const compile = (schema: JsonSchema): Project => {
    for (const keyword of Object.keys(schema)) if (!DESCRIPTIVE.has(keyword)) throw new Uncovered(keyword);
    if (schema.$ref !== undefined) {
      const ref = schema.$ref;
      const known = byRef.get(ref);
      if (known) return known;
      // Set before compiling the target, so a schema that refers to itself ends.
      let compiled: Project | undefined;
      const late: Project = (value) => compiled!(value);
      byRef.set(ref, late);
      compiled = compile(resolve(ref));
      return late;
    }
    if (schema.anyOf) return nullableOf(schema.anyOf);
    if (typeof schema.format === 'string' && UNCOVERED_FORMATS.has(schema.format))
      throw new Uncovered('format');
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    const nullable = types.includes('null');
    // A constant is written as declared, whatever the value.
    if ('const' in schema) {
      const constant = schema.const;
      return nullable ? (value) => (value === null ? null : constant) : () => constant;
    }
    // Any value: written as JSON.stringify writes it.
    if (types.length === 0) return (value) => value;
    const others = types.filter((type) => type !== 'null');
    if (others.length === 0) return () => null;
    if (others.length !== 1) throw new Uncovered(`type ${types.join(',')}`);
    const one = ofType(others[0]!, schema);
    return nullable ? (value) => (value === null ? null : one(value)) : one;
  };

  /** `anyOf: [X, { type: 'null' }]`, as zod writes a nullable object or array. */
  const nullableOf = (choices: JsonSchema[]): Project => {
    const isNull = (choice: JsonSchema) => choice.type === 'null' && Object.keys(choice).length === 1;
    const others = choices.filter((choice) => !isNull(choice));
    if (choices.length !== 2 || others.length !== 1) throw new Uncovered('anyOf');
    const one = compile(others[0]!);
    return (value) => (value === null ? null : one(value));
  };

  const ofType = (type: string, schema: JsonSchema): Project => {
    switch (type) {
      case 'string':
        return asString;
      case 'integer':
        return asInteger;
      case 'number':
        return asNumber;
      case 'boolean':
        return asBoolean;
      case 'array':
        return arrayOf(schema);
      case 'object':
        return objectOf(schema);
      default:
        throw new Uncovered(`type ${type}`);
    }
  };

  const arrayOf = (schema: JsonSchema): Project => {
    if (Array.isArray(schema.items)) throw new Uncovered('tuple');
    const item = schema.items === undefined ? (value: unknown) => value : compile(schema.items);
    return (value) => {
      if (value === null) return [];
      if (!Array.isArray(value))
        throw new TypeError('The value of an array does not match schema definition.');
      const out = new Array(value.length);
      for (let i = 0; i < value.length; i++) out[i] = item(value[i]);
      return out;
    };
  };

  const objectOf = (schema: JsonSchema): Project => {
    const properties = Object.entries(schema.properties ?? {});
    const extra = schema.additionalProperties;
    if (properties.length === 0 && typeof extra === 'object') {
      // A record: every key, each value by the one schema.
      const each = compile(extra);
      return (input) => {
        const value = withToJson(input);
        if (value === null) return {};
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(value as object)) {
          const field = (value as Record<string, unknown>)[key];
          if (field !== undefined) out[key] = each(field);
        }
        return out;
      };
    }
    if (extra === true || typeof extra === 'object') throw new Uncovered('additionalProperties');
    const required = new Set(schema.required ?? []);
    const fields = properties.map(([key, field]) => ({
      key,
      project: compile(field),
      required: required.has(key),
    }));
    // fast-json-stringify writes the required keys first, each group in the schema's order.
    return objectLiteral([
      ...fields.filter((field) => field.required),
      ...fields.filter((field) => !field.required),
    ]);
  };

  try {
    return compile(root);
  } catch (error) {
    if (error instanceof Uncovered) return undefined;
    throw error;
  }
}

/**
 * An object's projection as one object literal (its keys in the order given), made once per
 * schema: V8 builds a literal's shape once, where adding keys one by one cost as much as the
 * stringifying. An absent optional key is `undefined` in it, which JSON.stringify leaves out.
 */
function objectLiteral(fields: { key: string; project: Project; required: boolean }[]): Project {
  const entries = fields.map(({ key, required }, i) => {
    const read = `value[${JSON.stringify(key)}]`;
    const absent = required ? `missing(${JSON.stringify(key)})` : 'undefined';
    return `${JSON.stringify(key)}: ${read} === undefined ? ${absent} : project[${i}](${read})`;
  });
  const body = `return (input) => {
    const value = withToJson(input);
    if (value === null) return {};
    return { ${entries.join(', ')} };
  };`;
  // Generated from the schema's own keys (quoted by JSON.stringify), as fast-json-stringify does.
  const make = new Function('project', 'withToJson', 'missing', body);
  return make(
    fields.map((field) => field.project),
    withToJson,
    (key: string) => {
      throw new Error(`"${key}" is required!`);
    },
  ) as Project;
}

/** An object with toJSON (a Date where an object is declared) is written as toJSON's result. */
const withToJson = (value: unknown): unknown =>
  value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON(): unknown }).toJSON()
    : value;

// The conversions of fast-json-stringify's serializer (lib/serializer.js) for a value of another type.

const asString = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof RegExp) return value.source;
  return String(value);
};

/** JSON.rawJSON (V8 11.4; not in the ES2023 lib the types are checked against): digits written as they are. */
const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

const asInteger = (value: unknown): unknown => {
  if (Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return rawJson(value.toString());
  const integer = Math.trunc(value as number);
  if (!Number.isFinite(integer)) throw new Error(`The value "${value}" cannot be converted to an integer.`);
  // -0 and friends: as fast-json-stringify writes them ('' + integer).
  return integer === 0 ? 0 : integer;
};

const asNumber = (value: unknown): number | null => {
  const number = Number(value);
  if (Number.isNaN(number)) throw new Error(`The value "${value}" cannot be converted to a number.`);
  return Number.isFinite(number) ? number : null;
};

const asBoolean = (value: unknown): boolean => !!value;
