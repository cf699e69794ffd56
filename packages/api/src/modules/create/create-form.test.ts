import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pngWithMetadata } from '@vrmarket/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { media } from '../../db/schema/index.ts';

/** The multipart create form (the spec's `moralisData[…]` keys) when it is refused. */
describe('POST /api/v1/mp/add-nft as a multipart form, refused', () => {
  let test: TestApp;
  let dataDir: string;
  let token = '';

  const storedObjects = () => readdir(path.join(dataDir, 'media')).catch(() => [] as string[]);
  const mediaRows = () => test.components.db.select().from(media);
  const sendForm = async (fields: Record<string, string>, picture?: Buffer) => {
    const files = picture ? [{ field: 'nftData[file_upload]', name: 'pic.png', content: picture }] : [];
    const body = multipart(files, fields);
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const validForm = { 'moralisData[category][categoryId]': '56', 'nftData[title]': 'From a form' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-create-form-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([{ id: 56, name: 'vrAssets' }]);
    await make.openForCreating({ open: [56], normal: [56] });
    const alice = await make.user('alice', 1);
    token = (await test.components.tokens.issue({ id: alice.id, username: 'alice' })).accessToken;
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the wrong fields as the JSON body does', async () => {
    const form = await sendForm({ 'nftData[title]': 'No category' });
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      headers: { authorization: `Bearer ${token}` },
      payload: { nftData: { title: 'No category' } },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe('VALIDATION_FAILED');
    expect(form.json().fieldErrors).toEqual([
      { path: 'moralisData', message: 'Invalid input: expected object, received undefined' },
    ]);
    expect(form.json()).toEqual(json.json());
  });

  it('removes the file it stored when the fields are malformed', async () => {
    const response = await sendForm({ 'nftData[title]': 'No category' }, await pngWithMetadata(31, 17));
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await storedObjects()).toEqual([]);
    expect(await mediaRows()).toEqual([]);
  });

  it('removes the file it stored when a rule refuses the form', async () => {
    const response = await sendForm(
      { ...validForm, 'nftData[properties][0][label]': 'Size', 'nftData[properties][0][value]': '' },
      await pngWithMetadata(29, 19),
    );
    expect(response.json().code).toBe('PROPERTIES_INVALID');
    expect(await storedObjects()).toEqual([]);
    expect(await mediaRows()).toEqual([]);
  });

  it('keeps a file that was stored before the refused form brought it again', async () => {
    const picture = await pngWithMetadata(27, 23);
    const created = await sendForm(validForm, picture);
    expect(created.json()).toMatchObject({ status_code: 200 });
    const before = await storedObjects();
    expect(before).toHaveLength(1);
    const refused = await sendForm(
      { ...validForm, 'nftData[properties][0][label]': '', 'nftData[properties][0][value]': 'L' },
      picture,
    );
    expect(refused.json().code).toBe('PROPERTIES_INVALID');
    expect(await storedObjects()).toEqual(before);
    expect(await mediaRows()).toHaveLength(1);
  });
});
