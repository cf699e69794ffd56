import openapiTS, { astToString, type OpenAPITSOptions } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** The web's typed api client is generated from this document (ADR 0011). */
const WEB_API_TYPES = '../../../web/src/api/schema.gen.ts';
const BANNER = "// Generated from the api's OpenAPI document by `npm run api:types`. Do not edit.\n";
const BLOB = ts.factory.createTypeReferenceNode('Blob');
/** A multipart file field (`format: binary`) is a Blob (a File) to the web, not a string. */
const binaryAsBlob: OpenAPITSOptions['transform'] = (schema) =>
  schema.format === 'binary' ? BLOB : undefined;

/** Where `node` holds a union of a single branch: what is left of a union that lost the others. */
function loneBranches(node: unknown, at: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const here = ['anyOf', 'oneOf'].some((key) => (node as Record<string, unknown[]>)[key]?.length === 1);
  return [
    ...(here ? [at] : []),
    ...Object.entries(node).flatMap(([key, child]) => loneBranches(child, `${at}/${key}`)),
  ];
}

describe('the web’s api types', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('are those the api’s OpenAPI document generates (npm run api:types writes them)', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const types =
      BANNER + astToString(await openapiTS(document, { defaultNonNullable: false, transform: binaryAsBlob }));
    await expect(types).toMatchFileSnapshot(WEB_API_TYPES);
  });

  it('keep every branch of a union the api takes (a number or its digits stays both)', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const inputs = Object.entries(document.components.schemas).filter(([name]) => name.endsWith('Input'));
    expect([
      ...loneBranches(document.paths, '#/paths'),
      ...inputs.flatMap(([name, schema]) => loneBranches(schema, `#/components/schemas/${name}`)),
    ]).toEqual([]);
  });
});
