import { z } from 'zod';

/** A file field of a multipart form; `many` lets the field repeat up to that many times. */
export interface FileField {
  required?: boolean;
  many?: number;
  description?: string;
}

/**
 * A multipart/form-data body: what its handler reads, and what the OpenAPI document says it takes
 * (docs.ts). Declared once per route as `schema.multipart`; the handler reads the form by it.
 */
export interface MultipartForm {
  /** The text fields by name; the handler checks them with this schema. */
  fields?: z.ZodObject;
  /** Text fields taken by a naming rule rather than by name (the rule, for the document). */
  namedByRule?: string;
  files: Readonly<Record<string, FileField>>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart/form-data body the route also takes, for the OpenAPI document (docs.ts). */
    multipart?: MultipartForm;
  }
}

export const isFileField = (form: MultipartForm, name: string): boolean => Object.hasOwn(form.files, name);

export const isTextField = (form: MultipartForm, name: string): boolean =>
  form.fields !== undefined && Object.hasOwn(form.fields.shape, name);

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const BINARY = { type: 'string', format: 'binary' } as const;

/** The form as an OpenAPI 3.0 schema: the text fields' JSON schema, each file a binary string. */
export function formJsonSchema(form: MultipartForm): JsonSchema {
  const { $schema: _, ...text } = form.fields
    ? (z.toJSONSchema(form.fields, {
        target: 'openapi-3.0',
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema)
    : { type: 'object' };
  const properties: Record<string, unknown> = { ...text.properties };
  const required = [...(text.required ?? [])];
  for (const [name, file] of Object.entries(form.files)) {
    const described = file.description ? { description: file.description } : {};
    properties[name] = file.many
      ? { type: 'array', items: BINARY, maxItems: file.many, ...described }
      : { ...BINARY, ...described };
    if (file.required) required.push(name);
  }
  return {
    ...text,
    type: 'object',
    properties,
    ...(required.length > 0 && { required }),
    // Further fields as a description: OpenAPI 3.0 has no patternProperties, and a string index
    // type would clash with the named file fields in the web's generated types.
    ...(form.namedByRule && { description: `Further text fields: ${form.namedByRule}.` }),
  };
}
