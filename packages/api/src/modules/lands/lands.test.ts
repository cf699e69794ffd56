import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { insertLandFixtures } from './lands-fixtures.ts';

describe('vrLand catalogue', () => {
  let test: TestApp;
  let token: string;
  const get = (url: string) => test.app.inject({ method: 'GET', url: `/api/v1/lands${url}` });
  const names = async (query: string) =>
    (await get(query)).json().data.map((land: { landName: string }) => land.landName);

  beforeAll(async () => {
    test = await createTestApp();
    await insertLandFixtures(test.components.db);
    const user = await createFactory(test.components.db).user('alice', 1);
    token = (await test.components.tokens.issue({ id: user.id, username: 'alice' })).accessToken;
  });
  afterAll(() => test.close());

  it('lists countries, the cities of a country and the projects of a city', async () => {
    expect((await get('/countries')).json().data.map((c: { name: string }) => c.name)).toEqual([
      'Japan',
      'Vietnam',
    ]);
    expect((await get('/cities?country_id=1')).json().data.map((c: { name: string }) => c.name)).toEqual([
      'Da Lat',
      'Da Nang',
    ]);
    expect((await get('/projects?city_id=21')).json().data).toEqual([
      { id: 201, cityId: 21, name: 'Garden District', landPlanningId: 9003 },
    ]);
    expect((await get('/cities?country_id=abc')).statusCode).toBe(400);
  });

  it('sorts by updated_at descending by default and answers the land with its place', async () => {
    expect(await names('')).toEqual([
      'Dalat Plot 001',
      'Kyoto 100%_Plot',
      'Han Plot 001',
      'Kyoto Plot 001',
      'Han Plot 002',
    ]);
    const [first] = (await get('?land_name=dalat')).json().data;
    expect(first).toMatchObject({
      id: 3,
      landPlanningId: 9001,
      landArea: 800,
      totalPrice: '4000',
      currency: 'USDT',
      countryName: 'Vietnam',
      cityName: 'Da Lat',
      projectName: 'Highland Village',
      recommendToBuyId: null,
      nftId: null,
      updatedAt: '2026-01-01T05:00:00.000Z',
    });
  });

  it('filters by country, city, project, name, address and recommend-to-buy', async () => {
    expect(await names('?country_id=2&sort_column=land_area&sort_direction=ASC')).toEqual([
      'Kyoto 100%_Plot',
      'Kyoto Plot 001',
    ]);
    expect(await names('?city_id=11&sort_column=land_area&sort_direction=asc')).toEqual([
      'Han Plot 001',
      'Han Plot 002',
    ]);
    expect(await names('?project_id=102')).toEqual(['Dalat Plot 001']);
    expect(await names('?address=LANTERN')).toEqual(['Han Plot 002']);
    expect(await names('?land_name=100%25_')).toEqual(['Kyoto 100%_Plot']);
    expect(await names('?land_name=plot&city_id=21&country_id=1')).toEqual([]);
    expect(await names('?type=recommend_to_buy')).toEqual(['Han Plot 002']);
  });

  it('sorts by area and by price numerically in both directions', async () => {
    expect(await names('?sort_column=land_area&sort_direction=DESC')).toEqual([
      'Han Plot 002',
      'Dalat Plot 001',
      'Kyoto Plot 001',
      'Han Plot 001',
      'Kyoto 100%_Plot',
    ]);
    expect(await names('?sort_column=total_price&sort_direction=ASC')).toEqual([
      'Kyoto 100%_Plot',
      'Han Plot 001',
      'Dalat Plot 001',
      'Han Plot 002',
      'Kyoto Plot 001',
    ]);
    expect((await get('?sort_column=title')).statusCode).toBe(400);
    expect((await get('?sort_direction=sideways')).statusCode).toBe(400);
  });

  it('serves the map page of a land that is not an NFT yet', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/map-land-planning/4/show-map' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kyoto Plot 001');
    expect(
      (await test.app.inject({ method: 'GET', url: '/map-land-planning/404/show-map' })).statusCode,
    ).toBe(404);
  });

  it('stores a recommend-to-buy request from a signed-in user for a recommended land only', async () => {
    const send = (body: object, auth = true) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/lands/recommend-to-buy',
        headers: auth ? { authorization: `Bearer ${token}` } : {},
        payload: body,
      });
    const body = {
      url_market: 'http://localhost/add-new-nft',
      emails: ['buyer@example.com'],
      location: 'Da Nang',
      recommend_to_buy_id: 5002,
    };
    expect((await send(body, false)).statusCode).toBe(401);
    expect((await send({ ...body, emails: ['not an email'] })).statusCode).toBe(400);
    expect((await send({ ...body, recommend_to_buy_id: 5001 })).json()).toMatchObject({ code: 'NOT_FOUND' });
    const stored = await send(body);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ notified: false });
  });
});
