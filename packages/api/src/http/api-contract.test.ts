import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** The web's typed api client is generated from this document (ADR 0011). */
const WEB_API_TYPES = '../../../web/src/api/schema.gen.ts';
const BANNER = "// Generated from the api's OpenAPI document by `npm run api:types`. Do not edit.\n";

describe('the web’s api types', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('are those the api’s OpenAPI document generates (npm run api:types writes them)', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const types = BANNER + astToString(await openapiTS(document, { defaultNonNullable: false }));
    await expect(types).toMatchFileSnapshot(WEB_API_TYPES);
  });
});
