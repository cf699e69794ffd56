import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Key sets of one route's query strings whose validators are kept; others are checked in full. */
export const MAX_QUERY_KEY_SETS = 64;

type Validate = ReturnType<FastifySchemaCompiler<z.ZodType>>;

/**
 * The api's validator compiler: fastify-type-provider-zod's, except that a query string is checked
 * by its schema narrowed to the keys it holds. A list's query schema has some thirty optional
 * fields (filters, page, sort) and a request sets two or three; zod runs every field of an object
 * for every request, so the absent ones cost most of the check (~3 % of the api's CPU on a list
 * page). A field left out is one whose absent value parses to nothing (an optional field without a
 * default): zod leaves such a key out of its answer, so the narrowed schema gives the same answer,
 * the same errors (present fields, defaults and the object's own refinements and transforms are
 * all kept) and the same key order. Made once per set of keys a route sees (at most
 * MAX_QUERY_KEY_SETS; past that, the whole schema).
 */
export const queryValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const whole = validatorCompiler(route);
  const narrowing = route.httpPart === 'querystring' ? narrowingOf(route.schema) : undefined;
  if (!narrowing) return whole;
  const byKeys = new Map<string, Validate>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return whole(data);
    let keys = '';
    for (const key in data) if (narrowing.optional.has(key)) keys += `${key}\n`;
    let validate = byKeys.get(keys);
    if (!validate) {
      if (byKeys.size >= MAX_QUERY_KEY_SETS) return whole(data);
      const narrowed = narrowing.schema(new Set(keys.split('\n')));
      validate = validatorCompiler({ ...route, schema: narrowed });
      byKeys.set(keys, validate);
    }
    return validate(data);
  };
};

type Narrowing = {
  /** The fields that may be left out when absent. */
  optional: Set<string>;
  /** The schema with only the other fields and those of `present`. */
  schema(present: Set<string>): z.ZodType;
};

/**
 * How to narrow a query schema: an object (keys not declared are dropped, zod's default) or an
 * object piped into a transform (`.refine(…).transform(…)`); anything else is not narrowed.
 */
export function narrowingOf(schema: unknown): Narrowing | undefined {
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject) {
    const pipe = schema;
    const inner = narrowingOf(pipe.in);
    return (
      inner && {
        optional: inner.optional,
        schema: (present) => pipe.clone({ ...pipe._zod.def, in: inner.schema(present) }),
      }
    );
  }
  if (!(schema instanceof z.ZodObject) || schema._zod.def.catchall !== undefined) return undefined;
  const object = schema;
  const shape: Record<string, z.ZodType> = object.shape;
  const optional = new Set(Object.keys(shape).filter((key) => parsesToNothing(shape[key]!)));
  if (optional.size === 0) return undefined;
  return {
    optional,
    schema: (present) => {
      const narrowed: Record<string, z.ZodType> = {};
      for (const key of Object.keys(shape))
        if (!optional.has(key) || present.has(key)) narrowed[key] = shape[key]!;
      return object.clone({ ...object._zod.def, shape: narrowed });
    },
  };
}

/** Whether a field's absent value parses, always, to undefined (no default, no error). */
function parsesToNothing(field: z.ZodType): boolean {
  try {
    const first = field.safeParse(undefined);
    return first.success && first.data === undefined;
  } catch {
    // An async refinement: kept.
    return false;
  }
}
