import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { lands, nfts, users } from '../../db/schema/index.ts';
import { insertLandFixtures } from './lands-fixtures.ts';

/** Free parcels beside the fixtures' five: one greedy user asks for all of them at once. */
const EXTRA_LANDS = Array.from({ length: PARALLEL_REQUESTS + 2 }, (_, index) => 1001 + index);

describe('a vrLand parcel makes one NFT; a user has one land request waiting for review', () => {
  let test: TestApp;
  const tokens: Record<string, string> = {};
  /** 32 users asking for one parcel together. */
  const crowd: string[] = [];

  const create = (who: string, landId: number) =>
    injectAs(test.app, 'POST', '/api/v1/mp/add-nft', tokens[who]!, {
      moralisData: { components: {}, category: { categoryId: 52, categoryName: 'vrLands' } },
      nftData: { title: 'My land', land_planning_id: String(landId) },
    });
  const decide = (nftId: string, decision: 'approve' | 'reject') =>
    injectAs(
      test.app,
      'POST',
      `/api/v1/mp/verification/${nftId}/${decision}`,
      tokens.admin!,
      decision === 'reject' ? { reason: 'Not your parcel' } : undefined,
    );
  /** The NFTs made of a parcel, rejected ones included. */
  const nftsOfLand = (landId: number) =>
    test.components.db
      .select({ id: nfts.id, rejectionReason: nfts.rejectionReason })
      .from(nfts)
      .where(sql`${nfts.components}->'vrLandData'->>'id' = ${String(landId)}`);
  /** The NFT the land list says holds the parcel (null: free). */
  const holderInList = async (landName: string) => {
    const listed = await injectAs(
      test.app,
      'GET',
      `/api/v1/lands?land_name=${encodeURIComponent(landName)}`,
      null,
    );
    return listed.json().data[0].nftId as string | null;
  };
  const codes = (answers: { statusCode: number; json(): { code?: string } }[]) =>
    new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code));

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([
      { id: 52, name: 'vrLands' },
      { id: 53, name: 'Residential', parentCategoryId: 52 },
    ]);
    await make.openForCreating({ open: [52], normal: [52] });
    await insertLandFixtures(db);
    await db.insert(lands).values(
      EXTRA_LANDS.map((id) => ({
        id,
        projectId: 101,
        landPlanningId: 9001,
        landName: `Free Plot ${id}`,
        landTitle: `Free Plot ${id}`,
        landArea: 100,
        totalPrice: '500',
        currency: 'USDT',
        landFeatureType: 'Residential',
        address: `${id} Harbour Road, Da Nang`,
        email: 'lands@vrmarket.test',
        centerLat: 16,
        centerLng: 108,
      })),
    );
    const names = [
      'admin',
      'greedy',
      'carol',
      'dave',
      'erin',
      'frank',
      ...Array.from({ length: PARALLEL_REQUESTS }, (_, i) => `crowd${i}`),
    ];
    for (const [index, name] of names.entries()) {
      const user = await make.user(name, 100 + index);
      if (name === 'admin') await db.update(users).set({ isAdminMarket: true }).where(eq(users.id, user.id));
      if (name.startsWith('crowd')) crowd.push(name);
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
  });
  afterAll(() => test.close());

  itOnce('several users asking for one parcel: one NFT holds it, the others get LAND_TAKEN', async () => {
    const { answers, statuses } = await fireAtOnce((index) => create(crowd[index]!, 1));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    expect(codes(answers)).toEqual(new Set(['LAND_TAKEN']));
    const made = await nftsOfLand(1);
    expect(made).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect(await holderInList('Han Plot 001')).toBe(winner.json().data.nft.id);
  });

  itOnce('one user asking for one parcel again and again: one NFT holds it', async () => {
    const { answers, statuses } = await fireAtOnce(() => create('admin', 2));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    expect(codes(answers)).toEqual(new Set(['LAND_TAKEN']));
    expect(await nftsOfLand(2)).toHaveLength(1);
  });

  itOnce('a user asking for many free parcels at once gets one; the others stay free', async () => {
    const asked = EXTRA_LANDS.slice(0, PARALLEL_REQUESTS);
    const { answers, statuses } = await fireAtOnce((index) => create('greedy', asked[index]!));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'LAND_REQUEST_PENDING',
      message:
        'You already have a vrLand request waiting for review. You can ask for another vrLand once an admin has reviewed it.',
    });
    expect(codes(answers)).toEqual(new Set(['LAND_REQUEST_PENDING']));
    const held = await Promise.all(asked.map((landId) => nftsOfLand(landId)));
    expect(held.flat()).toHaveLength(1);
    const listed = await injectAs(test.app, 'GET', '/api/v1/lands?land_name=Free%20Plot', null);
    const taken = listed.json().data.filter((land: { nftId: string | null }) => land.nftId !== null);
    expect(taken).toHaveLength(1);
  });

  it("an admin's rejection frees the parcel: another user may then take it, once", async () => {
    const first = await create('carol', 3);
    expect(first.statusCode).toBe(200);
    const carolsId = first.json().data.nft.id as string;
    expect((await create('dave', 3)).json()).toMatchObject({ code: 'LAND_TAKEN' });

    expect((await decide(carolsId, 'reject')).statusCode).toBe(200);
    expect(await holderInList('Dalat Plot 001')).toBeNull();
    const retaken = await create('dave', 3);
    expect(retaken.statusCode).toBe(200);
    expect(await holderInList('Dalat Plot 001')).toBe(retaken.json().data.nft.id);

    // Approving carol's rejected request later cannot give the parcel twice.
    const late = await decide(carolsId, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'LAND_TAKEN' });
    const made = await nftsOfLand(3);
    expect(made.filter((row) => row.rejectionReason === null)).toHaveLength(1);
  });

  it("an admin's rejection ends the user's waiting request: they may ask for another parcel", async () => {
    const first = await create('frank', 4);
    expect(first.statusCode).toBe(200);
    expect((await create('frank', 5)).json()).toMatchObject({ code: 'LAND_REQUEST_PENDING' });
    expect((await decide(first.json().data.nft.id, 'reject')).statusCode).toBe(200);
    expect((await create('frank', 5)).statusCode).toBe(200);
  });

  it("an admin's approval ends the user's waiting request: they may ask for another parcel", async () => {
    const free = EXTRA_LANDS.slice(PARALLEL_REQUESTS);
    const first = await create('erin', free[0]!);
    expect(first.statusCode).toBe(200);
    expect((await create('erin', free[1]!)).json()).toMatchObject({ code: 'LAND_REQUEST_PENDING' });
    expect((await decide(first.json().data.nft.id, 'approve')).statusCode).toBe(200);
    expect((await create('erin', free[1]!)).statusCode).toBe(200);
  });
});
