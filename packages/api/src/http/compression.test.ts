import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { categories } from '../db/schema/index.ts';

describe('compressed api answers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await test.components.db.insert(categories).values(
      Array.from({ length: 30 }, (_, index) => ({
        id: 100 + index,
        name: `vrCategory${index}`,
        title: `Category number ${index} of the marketplace`,
      })),
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('sends a JSON answer brotli-compressed to a browser that accepts it, the same JSON as uncompressed', async () => {
    const url = '/api/v1/categories';
    const plain = await test.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await test.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(compressed.rawPayload);
    expect(body.length).toBeGreaterThan(compressed.rawPayload.length * 3);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
  });
});
