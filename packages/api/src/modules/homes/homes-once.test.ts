import { PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { homeClaims, nfts } from '../../db/schema/index.ts';

const HOMES = 51;
const LANDS = 52;

describe('one free vrHome per user, in a colour one user holds, for a land that is really theirs', () => {
  let test: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  /** 32 land owners racing for one colour. */
  const crowd: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
    injectAs(test.app, method, `/api/v1${url}`, tokens[who]!, payload);
  const claim = (who: string, color: string) => call('POST', '/claim-home', who, { color });
  const homesOf = (n: number) =>
    test.components.db
      .select({ id: nfts.id })
      .from(nfts)
      .where(eq(nfts.ownerAddress, wallet(n)))
      .then((rows) => rows.length);
  const claimsWith = (color: string) =>
    test.components.db.select().from(homeClaims).where(eq(homeClaims.color, color));

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([
      { id: HOMES, name: 'vrHomes' },
      { id: LANDS, name: 'vrLands' },
    ]);
    await make.openForCreating({ open: [HOMES], normal: [HOMES] });
    await make.nft({
      categoryId: HOMES,
      glbUrl: '/api/media/house.glb',
      ownerAddress: wallet(900),
      seller: null,
    });
    const names = [
      'solo',
      'looker',
      'later',
      'landless',
      ...Array.from({ length: PARALLEL_REQUESTS }, (_, i) => `crowd${i}`),
    ];
    for (const [index, name] of names.entries()) {
      const n = 200 + index;
      const user = await make.user(name, n);
      ids[name] = n;
      if (name.startsWith('crowd')) crowd.push(name);
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
      if (name === 'landless') {
        // A land request waiting for review and a rejected one: no vrLand of theirs yet.
        await make.nft({
          categoryId: LANDS,
          ownerAddress: wallet(n),
          seller: null,
          purchaseStatus: PurchaseStatus.UNVERIFIED,
        });
        await make.nft({
          categoryId: LANDS,
          ownerAddress: wallet(n),
          seller: null,
          purchaseStatus: PurchaseStatus.UNVERIFIED,
          rejectionReason: 'Not your parcel',
        });
      } else {
        // An approved land, not minted yet.
        await make.nft({
          categoryId: LANDS,
          ownerAddress: wallet(n),
          seller: null,
          purchaseStatus: PurchaseStatus.NONE,
        });
      }
    }
  });
  afterAll(() => test.close());

  itOnce('a user claiming again and again gets one free home', async () => {
    const before = await homesOf(ids.solo!);
    const { answers, statuses } = await fireAtOnce(() => claim('solo', '#010203'));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: 'CLAIMED_HOME' });
    expect(await homesOf(ids.solo!)).toBe(before + 1);
    expect(await claimsWith('#010203')).toHaveLength(1);
  });

  itOnce('users claiming one colour together: one home has it, the others get COLOR_EXISTED', async () => {
    const { answers, statuses } = await fireAtOnce((index) => claim(crowd[index]!, '#ff8800'));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({
        code: 'COLOR_EXISTED',
        message: 'Your color has been used. Please try another color.',
      });
    expect(await claimsWith('#ff8800')).toHaveLength(1);
    // The losers' homes were not written either.
    const homes = await Promise.all(crowd.map((name) => homesOf(ids[name]!)));
    expect(homes.reduce((sum, count) => sum + count, 0)).toBe(PARALLEL_REQUESTS + 1);
  });

  it('opening the claim form, checking a colour or marking it takes no colour', async () => {
    expect((await call('GET', '/claim-home/is-claimed', 'looker')).json()).toMatchObject({
      isClaimed: false,
      hasLand: true,
    });
    for (const color of ['#123123', '#456456']) {
      expect((await call('POST', '/home-color', 'looker', { color })).statusCode).toBe(200);
      const marked = await call('PUT', '/home-color/active', 'looker', { color });
      expect(marked.statusCode).toBe(409);
      expect(marked.json()).toMatchObject({ code: 'COLOR_NOT_CLAIMED' });
    }
    // Nobody holds either colour: another user claims one, the looker the other.
    expect((await claim('later', '#123123')).statusCode).toBe(200);
    expect((await call('POST', '/home-color', 'looker', { color: '#123123' })).json()).toMatchObject({
      code: 'COLOR_EXISTED',
    });
    expect((await call('PUT', '/home-color/active', 'looker', { color: '#123123' })).json()).toMatchObject({
      code: 'COLOR_EXISTED',
    });
    expect((await claim('looker', '#456456')).statusCode).toBe(200);
    // After the claim the home's colour is the looker's: marking it answers it is used.
    expect((await call('PUT', '/home-color/active', 'looker', { color: '#456456' })).json()).toEqual({
      color: '#456456',
      available: false,
    });
  });

  it('counts only approved or minted lands: pending and rejected land requests are no vrLand', async () => {
    expect((await call('GET', '/claim-home/is-claimed', 'landless')).json()).toMatchObject({
      isClaimed: false,
      hasLand: false,
    });
    const refused = await claim('landless', '#0a0b0c');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'HAVE_NO_LAND' });
    expect(await claimsWith('#0a0b0c')).toEqual([]);
  });
});
