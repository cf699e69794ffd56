import { nftRow } from '@vrmarket/testkit/database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { insertLandFixtures } from './lands-fixtures.ts';

describe('creating a vrLand NFT', () => {
  let test: TestApp;
  const tokens = { alice: '', bob: '', admin: '' };

  const create = (token: string, landId: string, extra: { isShow?: boolean; price?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        moralisData: {
          components: { price: extra.price },
          category: { categoryId: 52, categoryName: 'vrLands' },
          ...(extra.isShow === undefined ? {} : { isShow: extra.isShow }),
        },
        nftData: { title: 'My land', land_planning_id: landId },
      },
    });
  const nftRowOf = (id: string) => nftRow(test.components.db, id);

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 52, name: 'vrLands' },
      { id: 53, name: 'Residential', parentCategoryId: 52 },
    ]);
    await make.openForCreating({ open: [52], normal: [52] });
    await insertLandFixtures(test.components.db);
    for (const [name, wallet] of [
      ['alice', 1],
      ['bob', 2],
      ['admin', 3],
    ] as const) {
      const user = await make.user(name, wallet);
      if (name === 'admin')
        await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, user.id));
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
  });
  afterAll(() => test.close());

  it("takes the price from the registry, hides a user's land for verification and creates a land once", async () => {
    const created = await create(tokens.alice, '1', { price: '1', isShow: true });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.nft.id as string;
    const row = await nftRowOf(id);
    expect(row).toMatchObject({
      subCategoryId: 53,
      mintingPrice: '900',
      mintingCurrency: 'USDT',
      isShow: false,
      isVerified: false,
    });
    expect(row.components).toMatchObject({
      customTitle: 'My land',
      landId: '1',
      vrLandData: { id: '1', cityName: 'Da Nang', projectName: 'Han River Bay', countryName: 'Vietnam' },
    });
    expect(row.landId).toBe(1);

    const again = await create(tokens.bob, '1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LAND_TAKEN' });
    const listed = await test.app.inject({ method: 'GET', url: '/api/v1/lands?land_name=Han%20Plot%20001' });
    expect(listed.json().data[0].nftId).toBe(id);
  });

  it('lets only one of two racing creations of a land win', async () => {
    const answers = await Promise.all([create(tokens.admin, '3'), create(tokens.bob, '3')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('LAND_TAKEN');
    const count = await test.components.db.select({ id: nfts.id }).from(nfts);
    expect(count).toHaveLength(2);
  });

  it("shows an admin's land by default unless it is recommended to buy; the admin may hide it", async () => {
    const shown = await create(tokens.admin, '4');
    expect(await nftRowOf(shown.json().data.nft.id)).toMatchObject({
      isShow: true,
      isVerified: true,
      mintingPrice: '99000',
    });
    const recommended = await create(tokens.admin, '2');
    expect((await nftRowOf(recommended.json().data.nft.id)).isShow).toBe(false);
    const hidden = await create(tokens.admin, '5', { isShow: false });
    expect((await nftRowOf(hidden.json().data.nft.id)).isShow).toBe(false);
  });

  it('answers LAND_NOT_FOUND for a land the registry does not hold, and still checks the title', async () => {
    expect((await create(tokens.alice, '999')).json()).toMatchObject({ code: 'LAND_NOT_FOUND' });
    expect((await create(tokens.alice, 'abc')).json()).toMatchObject({ code: 'LAND_NOT_FOUND' });
    const untitled = await test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      headers: { authorization: `Bearer ${tokens.alice}` },
      payload: {
        moralisData: { components: {}, category: { categoryId: 52 } },
        nftData: { title: ' ', land_planning_id: '4' },
      },
    });
    expect(untitled.json()).toMatchObject({ code: 'INVALID_TITLE' });
  });
});
