import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { appSettings, categories, categoryCurrencyConfigs } from '../../db/schema/index.ts';

const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('categories and configs', () => {
  let test: TestApp;
  let dataDir: string;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-data-'));
    test = await createTestApp({ DATA_DIR: dataDir, ALLOW_BUY: '1' });
    const { db } = test.components;
    await db.insert(categories).values([
      { id: 54, name: 'vr3DNFTs', title: '3D NFTs', order: 2 },
      { id: 10, name: 'vrHomes', title: 'Homes', order: 1, avatar: '/media/homes.png' },
      { id: 11, name: 'vrHouse', title: 'Houses', parentCategoryId: 10, order: 2 },
      { id: 12, name: 'vrVilla', title: 'Villas', parentCategoryId: 10, order: 1 },
      { id: 55, name: 'vrCars', title: 'Cars', parentCategoryId: 54, showOnMarket: false },
      { id: 99, name: 'vrOld', title: 'Retired', active: false },
      { id: 13, name: 'vrHidden', title: 'Under retired', parentCategoryId: 99 },
    ]);
    await db.insert(categoryCurrencyConfigs).values([
      { categoryId: 54, currencySelling: 'USDT-VRA-aETH', currencyBuying: 'USDT-BIVE' },
      { categoryId: 10, currencySelling: 'USDT' },
    ]);
    await db.insert(appSettings).values([
      { key: 'ALLOW_TRADING', value: [54, 10] },
      { key: 'CATEGORY_VERIFIED', value: [54] },
      { key: 'RECOMMEND_AVAILABLE', value: true },
      { key: 'NORMAL_CATEGORIES', value: 'not a list' },
    ]);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('GET /api/v1/categories lists active categories in display order', async () => {
    const response = await get('/api/v1/categories');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([13, 55, 10, 12, 11, 54]);
    expect(list.find((c: { id: number }) => c.id === 10)).toEqual({
      id: 10,
      name: 'vrHomes',
      title: 'Homes',
      avatar: '/media/homes.png',
      thumbnailLarge: null,
      parentCategoryId: null,
      nftCategoryId: null,
      active: true,
      showOnMarket: true,
      order: 1,
    });
  });

  it('filters by showOnMarket and parentId', async () => {
    const hidden = (await get('/api/v1/categories?showOnMarket=false')).json();
    expect(hidden.map((c: { id: number }) => c.id)).toEqual([55]);
    const children = (await get('/api/v1/categories?parentId=10')).json();
    expect(children.map((c: { id: number }) => c.id)).toEqual([12, 11]);
  });

  it('GET /api/v1/map-nft-category gives the tree of active categories', async () => {
    const response = await get('/api/v1/map-nft-category');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 10,
        title: 'Homes',
        children: [
          { id: 12, category_title: 'Villas' },
          { id: 11, category_title: 'Houses' },
        ],
      },
      { id: 54, title: '3D NFTs', children: [{ id: 55, category_title: 'Cars' }] },
    ]);
  });

  it('GET /api/v1/configs/currency gives the per-category currencies', async () => {
    const response = await get('/api/v1/configs/currency');
    expect(response.json()).toEqual([
      { categoryId: 10, currencySelling: 'USDT', currencyBuying: 'USDT' },
      { categoryId: 54, currencySelling: 'USDT-VRA-aETH', currencyBuying: 'USDT-BIVE' },
    ]);
  });

  it('GET /api/v1/configs/category-verified gives the verified categories', async () => {
    expect((await get('/api/v1/configs/category-verified')).json()).toEqual({ categoryIds: [54] });
  });

  it('GET /api/v1/configs/app gives flags and settings, contracts once deployed', async () => {
    const before = (await get('/api/v1/configs/app')).json();
    expect(before).toEqual({
      allowBuy: true,
      checkWhitelist: false,
      allowCreateCollection: true,
      allowTrading: [54, 10],
      allowCreating: [],
      normalCategories: [], // the stored value is malformed: the default applies
      recommendAvailable: true,
      chainId: 31337,
      contracts: null,
      marketplaceFeeBps: null, // nothing deployed: the fee is unknown
    });

    const deployments = {
      '31337': { USDT, deployBlock: 3 },
      '56': { USDT: '0x55d398326f99059fF775485246999027B3197955' },
    };
    await writeFile(path.join(dataDir, 'deployments.json'), JSON.stringify(deployments));
    const after = (await get('/api/v1/configs/app')).json();
    expect(after.contracts).toEqual({ USDT });
  });
});
