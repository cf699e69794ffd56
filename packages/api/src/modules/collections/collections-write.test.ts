import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis.ts';
import { collections, media, nfts, users } from '../../db/schema/index.ts';
import { PROJECTION_WRITES_PER_MINUTE } from '../../http/security.ts';

const CONTRACT = wallet(999);
const redis = await redisReachable();

describe('creating and changing collections', () => {
  let test: TestApp;
  let dataDir: string;
  const token: Record<string, string> = {};
  const image: Record<'png' | 'jpeg' | 'video', string> = { png: '', jpeg: '', video: '' };
  const tokenIds: Record<string, string> = {};

  const call = (method: 'POST' | 'PUT', url: string, payload: object, who?: string) =>
    test.app.inject({
      method,
      url: `/api/v1/collections${url}`,
      payload,
      headers: who ? { authorization: `Bearer ${token[who]}` } : {},
    });
  const form = (values: Record<string, string> = {}) => ({
    collectionName: 'Neon Homes',
    description: 'Homes that glow',
    cover: image.png,
    avatar: image.jpeg,
    ...values,
  });
  const collectionOf = async (tokenId: string) =>
    (await test.components.db.select().from(nfts).where(eq(nfts.tokenId, tokenId)))[0]?.collectionId;
  const ref = (tokenId: string) => ({ tokenId, contractAddress: CONTRACT.toUpperCase().replace('0X', '0x') });

  async function upload(content: Buffer, mime: string, ext: string) {
    const hash = createHash('sha256').update(content).digest('hex');
    const key = `${hash}.${ext}`;
    await test.components.storage.write(key, content);
    await test.components.db.insert(media).values({ hash, mime, size: content.length, path: key });
    return `/api/media/${key}`;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-collections-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    for (const [name, n] of [
      ['carol', 3],
      ['dave', 4],
      ['erin', undefined],
    ] as const) {
      const user = await make.user(name, n);
      token[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    for (const [name, owner] of [
      ['first', 3],
      ['second', 3],
      ['selling', 3],
      ['daves', 4],
    ] as const) {
      const nft = await make.nft({
        ownerAddress: wallet(owner),
        seller: name === 'selling' ? wallet(owner) : null,
      });
      tokenIds[name] = nft.tokenId!;
    }
    image.png = await upload(Buffer.from('png bytes'), 'image/png', 'png');
    image.jpeg = await upload(Buffer.from('jpeg bytes'), 'image/jpeg', 'jpg');
    image.video = await upload(Buffer.from('video bytes'), 'video/mp4', 'mp4');
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let id: number;

  it('creates a collection for its creator with the uploaded images', async () => {
    const response = await call('POST', '', form(), 'carol');
    expect(response.statusCode).toBe(201);
    id = response.json().id;
    expect(response.json()).toMatchObject({
      collectionName: 'Neon Homes',
      description: 'Homes that glow',
      cover: image.png,
      avatar: image.jpeg,
      creator: 'carol Fullname',
      creatorAddress: wallet(3),
      totalItems: 0,
    });
    // Absolute urls under PUBLIC_URL are kept as the api's own path.
    const absolute = await call('POST', '', form({ cover: `http://localhost:3000${image.png}` }), 'carol');
    expect(absolute.json().cover).toBe(image.png);
  });

  it('needs a linked wallet to create one', async () => {
    const response = await call('POST', '', form(), 'erin');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('WALLET_NOT_LINKED');
  });

  it('lets the creator edit the details', async () => {
    const response = await call(
      'PUT',
      `/${id}/details`,
      form({ description: 'Now brighter', cover: image.jpeg }),
      'carol',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, description: 'Now brighter', cover: image.jpeg });
  });

  it('lets the creator add own NFTs (also one on sale) and remove them', async () => {
    const add = await call(
      'PUT',
      `/${id}/nft`,
      { type: 'ADD', nfts: [ref(tokenIds.first!), ref(tokenIds.second!), ref(tokenIds.selling!)] },
      'carol',
    );
    expect(add.statusCode).toBe(200);
    expect(add.json().totalItems).toBe(3);
    const remove = await call(
      'PUT',
      `/${id}/nft`,
      { type: 'REMOVE', nfts: [ref(tokenIds.second!)] },
      'carol',
    );
    expect(remove.json().totalItems).toBe(2);
    expect(await collectionOf(tokenIds.second!)).toBeNull();
    expect(await collectionOf(tokenIds.first!)).toBe(id);
  });

  it("refuses someone else's NFT and writes none of the batch", async () => {
    const response = await call(
      'PUT',
      `/${id}/nft`,
      { type: 'ADD', nfts: [ref(tokenIds.second!), ref(tokenIds.daves!)] },
      'carol',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_NFT_OWNER');
    expect(await collectionOf(tokenIds.second!)).toBeNull();
    expect(await collectionOf(tokenIds.daves!)).toBeNull();
  });

  it('refuses unknown NFTs and removing NFTs that are not in the collection', async () => {
    expect(
      (await call('PUT', `/${id}/nft`, { type: 'ADD', nfts: [ref('987654')] }, 'carol')).statusCode,
    ).toBe(404);
    const remove = await call(
      'PUT',
      `/${id}/nft`,
      { type: 'REMOVE', nfts: [ref(tokenIds.second!)] },
      'carol',
    );
    expect(remove.statusCode).toBe(404);
  });

  it('lets no one else edit, add or remove (403)', async () => {
    const edit = await call('PUT', `/${id}/details`, form({ collectionName: 'Mine now' }), 'dave');
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('NOT_COLLECTION_CREATOR');
    const add = await call('PUT', `/${id}/nft`, { type: 'ADD', nfts: [ref(tokenIds.daves!)] }, 'dave');
    expect(add.statusCode).toBe(403);
    const remove = await call('PUT', `/${id}/nft`, { type: 'REMOVE', nfts: [ref(tokenIds.first!)] }, 'dave');
    expect(remove.statusCode).toBe(403);
    expect(await collectionOf(tokenIds.first!)).toBe(id);
    const [row] = await test.components.db.select().from(collections).where(eq(collections.id, id));
    expect(row?.collectionName).toBe('Neon Homes');
  });

  it('answers 404 for an unknown collection and 401 to visitors', async () => {
    expect((await call('PUT', '/999999/details', form(), 'carol')).json().code).toBe('COLLECTION_NOT_FOUND');
    expect((await call('POST', '', form())).statusCode).toBe(401);
    expect((await call('PUT', `/${id}/details`, form())).statusCode).toBe(401);
    expect((await call('PUT', `/${id}/nft`, { type: 'ADD', nfts: [ref(tokenIds.first!)] })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ collectionName: '  ' }, 'collectionName', 'Collection name is required'],
    [{ collectionName: 'x'.repeat(51) }, 'collectionName', 'Maximum  length is 50 characters'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Maximum  length is 1000 characters'],
    [{ cover: '' }, 'cover', 'Cover image is required'],
    [{ avatar: '' }, 'avatar', 'Avatar image is required'],
  ])('refuses %j with the spec text', async (values, field, text) => {
    const response = await call('POST', '', form(values), 'carol');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ path: field, message: text });
  });

  it.each([
    [
      'a video upload',
      () => image.video,
      'File format not supported! (Supported file formats: .png, .jpg, .jpeg)',
    ],
    [
      'an image elsewhere',
      () => 'https://example.com/a.png',
      'File format not supported! (Supported file formats: .png, .jpg, .jpeg)',
    ],
    ['an upload that does not exist', () => `/api/media/${'b'.repeat(64)}.png`, 'Cover image is required'],
  ])('refuses %s as cover', async (_, cover, text) => {
    const response = await call('POST', '', form({ cover: cover() }), 'carol');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(text);
  });

  it('refuses an empty selection with the spec rule', async () => {
    const response = await call('PUT', `/${id}/nft`, { type: 'ADD', nfts: [] }, 'carol');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].code).toBe('SELECT_AT_LEAST_ONE_NFT');
  });

  it('keeps creation to pro users (proType ≥ 2) when ALLOW_CREATE_COLLECTION=0', async () => {
    const strict = await createTestApp(
      { DATA_DIR: dataDir, ALLOW_CREATE_COLLECTION: '0' },
      test.testDatabase,
    );
    try {
      const [carol] = await strict.components.db.select().from(users).where(eq(users.username, 'carol'));
      const post = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/collections',
          payload: form(),
          headers: { authorization: `Bearer ${token.carol}` },
        });
      expect((await post()).statusCode).toBe(403);
      await strict.components.db
        .update(users)
        .set({ isPro: true, proType: 2 })
        .where(eq(users.id, carol!.id));
      expect((await post()).statusCode).toBe(201);
    } finally {
      await strict.app.close();
    }
  });

  itOnce('an NFT added to one collection many times at once is in it once', async () => {
    const nft = await createFactory(test.components.db).nft({ ownerAddress: wallet(3), seller: null });
    const before = (await test.components.collections.details(id))!.totalItems;
    const { answers, statuses } = await fireAtOnce(() =>
      call('PUT', `/${id}/nft`, { type: 'ADD', nfts: [ref(nft.tokenId!)] }, 'carol'),
    );
    expect(statuses).toEqual({ 200: PARALLEL_REQUESTS });
    expect(new Set(answers.map((answer) => answer.json().totalItems))).toEqual(new Set([before + 1]));
    expect(await collectionOf(nft.tokenId!)).toBe(id);
    expect((await test.components.collections.details(id))!.totalItems).toBe(before + 1);
  });

  itOnce('an NFT added to many collections at once ends in one, counted by that one only', async () => {
    const nft = await createFactory(test.components.db).nft({ ownerAddress: wallet(3), seller: null });
    const ids: number[] = [];
    for (let i = 0; i < PARALLEL_REQUESTS; i++) {
      const created = await call('POST', '', form({ collectionName: `Shelf ${i}` }), 'carol');
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const { statuses } = await fireAtOnce((i) =>
      call('PUT', `/${ids[i]}/nft`, { type: 'ADD', nfts: [ref(nft.tokenId!)] }, 'carol'),
    );
    expect(statuses).toEqual({ 200: PARALLEL_REQUESTS });
    const home = await collectionOf(nft.tokenId!);
    expect(ids).toContain(home);
    const counts = await Promise.all(
      ids.map(async (collection) => (await test.components.collections.details(collection))!.totalItems),
    );
    expect(counts).toEqual(ids.map((collection) => (collection === home ? 1 : 0)));
  });

  // CI always has Redis; elsewhere the replicas' case needs one at REDIS_URL (or 127.0.0.1:6379).
  it.skipIf(!redis && !process.env.CI)(
    `limits collection edits and verification decisions to ${PROJECTION_WRITES_PER_MINUTE} a minute per user and route, across replicas`,
    async () => {
      // Two replicas counting in one Redis, under a prefix of this test's own.
      const env = {
        DATA_DIR: dataDir,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: `vrmarket-test:${Date.now()}:`,
      };
      const replicas = [
        await createTestApp(env, test.testDatabase),
        await createTestApp(env, test.testDatabase),
      ];
      try {
        // Every call from another address (outside loopback, which is exempt outside production):
        // the limit is the user's, not an address's.
        let host = 0;
        const send = (
          replica: number,
          method: 'POST' | 'PUT',
          url: string,
          payload: object | undefined,
          who: string,
        ) =>
          replicas[replica % 2]!.app.inject({
            method,
            url: `/api/v1${url}`,
            ...(payload ? { payload } : {}),
            headers: { authorization: `Bearer ${token[who]}` },
            remoteAddress: `198.51.100.${(host++ % 200) + 1}`,
          });
        const edit = (replica: number, who = 'carol', collection = id) =>
          send(
            replica,
            'PUT',
            `/collections/${collection}/details`,
            form({ description: `Edit ${replica}` }),
            who,
          );
        for (let i = 0; i < PROJECTION_WRITES_PER_MINUTE; i++) expect((await edit(i)).statusCode).toBe(200);
        const refused = await edit(PROJECTION_WRITES_PER_MINUTE);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
        // Another user passes.
        const daves = await send(0, 'POST', '/collections', form(), 'dave');
        expect(daves.statusCode).toBe(201);
        expect((await edit(1, 'dave', daves.json().id)).statusCode).toBe(200);
        // The other routes count on their own: adding NFTs is still open to carol.
        const add = await send(
          1,
          'PUT',
          `/collections/${id}/nft`,
          { type: 'ADD', nfts: [ref(tokenIds.second!)] },
          'carol',
        );
        expect(add.statusCode).toBe(200);

        // The admins' verification decisions take the same lock and have the same limit.
        const [admin] = await test.components.db
          .update(users)
          .set({ isAdminMarket: true })
          .where(eq(users.username, 'dave'))
          .returning({ id: users.id });
        expect(admin).toBeDefined();
        const decide = (replica: number) =>
          send(replica, 'POST', '/mp/verification/987654/approve', {}, 'dave');
        for (let i = 0; i < PROJECTION_WRITES_PER_MINUTE; i++) expect((await decide(i)).statusCode).toBe(404);
        expect((await decide(0)).json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      } finally {
        await Promise.all(replicas.map((replica) => replica.app.close()));
      }
    },
  );
});
