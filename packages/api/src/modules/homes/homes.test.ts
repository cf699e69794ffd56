import { DEFAULT_HOME_NAME, PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { homeClaims, nfts } from '../../db/schema/index.ts';

const HOME_GLB = '/api/media/house.glb';

describe('the free vrHome and its colour', () => {
  let test: TestApp;
  const token: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
      headers: who ? { authorization: `Bearer ${token[who]}` } : {},
    });

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 51, name: 'vrHomes' },
      { id: 52, name: 'vrLands' },
      { id: 60, name: 'Residential', parentCategoryId: 52 },
    ]);
    await make.openForCreating({ open: [51], normal: [51] });
    // The catalogue's home model and a land for each land owner (one in a sub category).
    await make.nft({
      categoryId: 51,
      glbUrl: HOME_GLB,
      metadata: { image: '/api/media/house.png' },
      ownerAddress: wallet(900),
    });
    for (const [name, n] of [
      ['ann', 1],
      ['bob', 2],
      ['cat', 3],
      ['dan', 4],
      ['eve', 5],
    ] as const) {
      const user = await make.user(name, n);
      token[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    await make.nft({ categoryId: 52, ownerAddress: wallet(1), purchaseStatus: PurchaseStatus.NONE });
    // bob's land is on sale: the marketplace holds it, bob is its seller.
    await make.nft({ categoryId: 60, ownerAddress: wallet(999), seller: wallet(2) });
    await make.nft({ categoryId: 52, ownerAddress: wallet(3), purchaseStatus: PurchaseStatus.NONE });
    await make.nft({ categoryId: 52, ownerAddress: wallet(4), purchaseStatus: PurchaseStatus.NONE });
    // eve owns a home but no land.
    await make.nft({ categoryId: 51, ownerAddress: wallet(5), purchaseStatus: PurchaseStatus.NONE });
  });
  afterAll(() => test.close());

  it('refuses visitors on every call', async () => {
    for (const [method, url] of [
      ['POST', '/claim-home'],
      ['GET', '/claim-home/is-claimed'],
      ['POST', '/home-color'],
      ['PUT', '/home-color/active'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'GET' ? undefined : { color: '#112233' },
      );
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('gives a land owner one free DefaultHome in their colour, owned by their wallet at 0 USDT', async () => {
    expect((await call('GET', '/claim-home/is-claimed', 'ann')).json()).toEqual({
      isClaimed: false,
      hasLand: true,
      modelUrl: HOME_GLB,
      imageUrl: '/api/media/house.png',
    });
    const claimed = await call('POST', '/claim-home', 'ann', { color: '#A1B2C3' });
    expect(claimed.statusCode).toBe(200);
    const id = Number(claimed.json().data.nft.id);
    const [home] = await test.components.db.select().from(nfts).where(eq(nfts.id, id));
    expect(home).toMatchObject({
      title: DEFAULT_HOME_NAME,
      categoryId: 51,
      ownerAddress: wallet(1),
      mintingPrice: '0',
      mintingCurrency: 'USDT',
      onchain: false,
      glbUrl: HOME_GLB,
    });
    expect(home?.components).toMatchObject({ homeColor: '#a1b2c3', model3dName: DEFAULT_HOME_NAME });
    // The detail answer carries the colour, also as a Data card row.
    const detail = (await call('GET', `/nft/${id}`, 'ann')).json();
    expect(detail.components.homeColor).toBe('#a1b2c3');
    expect(JSON.parse(detail.components.properties)).toEqual({ Color: '#a1b2c3' });
    expect((await call('GET', `/nft/${id}/check-freehome`, 'ann')).json()).toEqual({ isFreeHome: true });
    expect((await call('GET', '/claim-home/is-claimed', 'ann')).json().isClaimed).toBe(true);

    const again = await call('POST', '/claim-home', 'ann', { color: '#000001' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CLAIMED_HOME',
      message: 'You have claimed a free home before.',
    });
    const rows = await test.components.db.select().from(homeClaims);
    expect(rows.filter((row) => row.nftId === id)).toHaveLength(1);
    // The refused second claim took no colour.
    expect(await test.components.db.select().from(homeClaims).where(eq(homeClaims.color, '#000001'))).toEqual(
      [],
    );
  });

  it('keeps a taken colour from anybody else', async () => {
    expect((await call('GET', '/claim-home/is-claimed', 'bob')).json().hasLand).toBe(true);
    const check = await call('POST', '/home-color', 'bob', { color: '#a1b2c3' });
    expect(check.statusCode).toBe(409);
    expect(check.json()).toMatchObject({
      code: 'COLOR_EXISTED',
      message: 'Your color has been used. Please try another color.',
    });
    expect((await call('POST', '/home-color', 'bob', { color: '#a1b2c4' })).json()).toEqual({
      color: '#a1b2c4',
      available: true,
    });
    const claim = await call('POST', '/claim-home', 'bob', { color: '#A1B2C3', title: 'Blue Nest' });
    expect(claim.json().code).toBe('COLOR_EXISTED');
    expect((await call('GET', '/claim-home/is-claimed', 'bob')).json().isClaimed).toBe(false);
  });

  it('lets one of two users racing for a colour have it, the other gets COLOR_EXISTED', async () => {
    const claims = await Promise.all([
      call('POST', '/claim-home', 'cat', { color: '#654321' }),
      call('POST', '/claim-home', 'dan', { color: '#654321' }),
    ]);
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((r) => r.statusCode === 409)?.json().code).toBe('COLOR_EXISTED');
    const holders = await test.components.db.select().from(homeClaims).where(eq(homeClaims.color, '#654321'));
    expect(holders).toHaveLength(1);
  });

  it('refuses a user without a vrLand with HAVE_NO_LAND', async () => {
    expect((await call('GET', '/claim-home/is-claimed', 'eve')).json().hasLand).toBe(false);
    const response = await call('POST', '/claim-home', 'eve', { color: '#0f0f0f' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'HAVE_NO_LAND',
      message: "You don't own any vrLand. Please buy one and try again later!",
    });
  });

  it('validates the colour and the title', async () => {
    expect((await call('POST', '/home-color', 'bob', { color: 'blue' })).statusCode).toBe(400);
    const long = await call('POST', '/claim-home', 'bob', { color: '#0a0a0a', title: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
  });
});
