import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECOMMEND_DESIGN_TOTAL } from '@vrmarket/domain';
import { jpegWithExif, mp4, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { media, recommendDesignRequests, users } from '../../db/schema/index.ts';

type File = { field: string; name: string; content: Buffer };
const FORM = {
  email: 'ann@example.com',
  phoneNumber: '0123456789',
  category: 'vrHomes',
  description: 'A red roof',
};

describe('recommend design requests', () => {
  let test: TestApp;
  let dataDir: string;
  const token: Record<string, string> = {};
  let png: Buffer;
  let jpeg: Buffer;

  const auth = (who?: string) => (who ? { authorization: `Bearer ${token[who]}` } : {});
  const send = (who: string | undefined, fields: Record<string, string> = FORM, files: File[] = []) => {
    const body = multipart(files, fields);
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/recommend-design',
      payload: body.payload,
      headers: { ...body.headers, ...auth(who) },
    });
  };
  const get = (url: string, who?: string) =>
    test.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(who) });
  const requestsOf = async (username: string) => {
    const [user] = await test.components.db.select().from(users).where(eq(users.username, username));
    return test.components.db
      .select()
      .from(recommendDesignRequests)
      .where(eq(recommendDesignRequests.userId, user!.id));
  };

  beforeAll(async () => {
    // A media folder of its own, so the files are new to the storage (and a refusal removes them).
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-recommend-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    for (const [name, n] of [
      ['ann', 1],
      ['bob', 2],
      ['cat', 3],
      ['admin', 4],
    ] as const) {
      const user = await make.user(name, n);
      token[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.username, 'admin'));
    png = await pngWithMetadata();
    jpeg = await jpegWithExif();
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses visitors on every call, and the list to anybody but an admin', async () => {
    expect((await get('/recommend-design/availability')).statusCode).toBe(401);
    expect((await send(undefined)).statusCode).toBe(401);
    expect((await get('/recommend-design/requests')).statusCode).toBe(401);
    expect((await get('/recommend-design/requests', 'ann')).statusCode).toBe(403);
    expect((await get('/recommend-design/requests', 'admin')).statusCode).toBe(200);
  });

  it("answers the form's texts for missing or invalid fields and stores nothing", async () => {
    const missing = await send('bob', { description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.map((e: { message: string }) => e.message)).toEqual([
      'Email is required',
      'Phone number is required',
      'Category is required',
    ]);
    const invalid = await send('bob', { ...FORM, email: 'bob@', phoneNumber: '12345' });
    expect(invalid.json().fieldErrors.map((e: { message: string }) => e.message)).toEqual([
      'Your email is invalid.',
      'Your phone number is invalid.',
    ]);
    const long = await send('bob', { ...FORM, description: 'x'.repeat(1001) });
    expect(long.json().fieldErrors).toEqual([
      expect.objectContaining({ path: 'description', message: 'Maximum  length is 1000 characters' }),
    ]);
    expect(await requestsOf('bob')).toHaveLength(0);
  });

  it('refuses duplicate files, a sixth file and a file that is not a png or jpeg, storing none of them', async () => {
    const before = (await test.components.db.select().from(media)).length;
    const duplicate = await send('bob', FORM, [
      { field: 'file1', name: 'a.png', content: png },
      { field: 'file2', name: 'a.png', content: png },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors[0].message).toBe('Duplicate files!');

    const six = Array.from({ length: 6 }, (_, i) => ({
      field: `file${i + 1}`,
      name: `${i}.png`,
      content: png,
    }));
    const tooMany = await send('bob', FORM, six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can only upload a maximum of 5 files');

    for (const content of [mp4(), Buffer.from('plain text, not a picture')]) {
      const refused = await send('bob', FORM, [
        { field: 'file1', name: 'ok.png', content: png },
        { field: 'file2', name: 'clip.png', content },
      ]);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(
        'File format not supported! (Supported file formats: .png, .jpg, .jpeg)',
      );
    }

    expect(await test.components.db.select().from(media)).toHaveLength(before);
    expect(await requestsOf('bob')).toHaveLength(0);
  });

  it('counts down per user: each request lowers the available count until the limit refuses more', async () => {
    expect((await get('/recommend-design/availability', 'ann')).json()).toEqual({
      available: RECOMMEND_DESIGN_TOTAL,
      total: RECOMMEND_DESIGN_TOTAL,
    });
    const first = await send('ann', FORM, [
      { field: 'file1', name: 'front.png', content: png },
      { field: 'file2', name: 'side.jpg', content: jpeg },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      available: RECOMMEND_DESIGN_TOTAL - 1,
      total: RECOMMEND_DESIGN_TOTAL,
    });
    for (let left = RECOMMEND_DESIGN_TOTAL - 2; left >= 0; left--) {
      expect((await send('ann')).json()).toMatchObject({ available: left });
    }
    expect((await get('/recommend-design/availability', 'ann')).json().available).toBe(0);
    const over = await send('ann');
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Your recommend design NFTs total has reached limit!');
    expect(await requestsOf('ann')).toHaveLength(RECOMMEND_DESIGN_TOTAL);
    // Another user's count is their own.
    expect((await get('/recommend-design/availability', 'cat')).json().available).toBe(
      RECOMMEND_DESIGN_TOTAL,
    );
  });

  it('shows the admin every request with its sender and its stored attachments', async () => {
    const page = (await get('/recommend-design/requests?page=1&limit=10', 'admin')).json();
    expect(page.total).toBe(RECOMMEND_DESIGN_TOTAL);
    const withFiles = page.results.at(-1);
    expect(withFiles).toMatchObject({ ...FORM, username: 'ann' });
    expect(withFiles.attachments.map((a: { name: string }) => a.name)).toEqual(['front.png', 'side.jpg']);
    expect(withFiles.attachments[0].size).toBe(png.length);
    for (const attachment of withFiles.attachments) {
      const served = await test.app.inject({ method: 'GET', url: attachment.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
  });

  it('takes the attachments under the names its OpenAPI document lists, and no other', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const form =
      document.paths['/api/v1/recommend-design'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['email', 'phoneNumber', 'category']);
    expect(form.properties.files.items).toEqual({ type: 'string', format: 'binary' });
    expect(form.properties.file5).toMatchObject({ type: 'string', format: 'binary' });

    const other = await send('cat', FORM, [{ field: 'picture', name: 'front.png', content: png }]);
    expect(other.statusCode).toBe(400);
    expect(await requestsOf('cat')).toHaveLength(0);
    const listed = await send('cat', FORM, [
      { field: 'files', name: 'front.png', content: png },
      { field: 'files', name: 'side.jpg', content: jpeg },
      { field: 'file5', name: 'back.png', content: png },
    ]);
    expect(listed.statusCode).toBe(201);
    const [sent] = await requestsOf('cat');
    expect(sent?.attachments.map((attachment) => attachment.name)).toEqual([
      'front.png',
      'side.jpg',
      'back.png',
    ]);
  });
});
