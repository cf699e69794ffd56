import { PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, type Factory } from '../../../test/factory.ts';
import { nfts } from '../../db/schema/index.ts';

const { NONE, OWNED } = PurchaseStatus;

let test: TestApp;
let make: Factory;
let collectionId: number;

const get = (url: string) => test.app.inject({ method: 'GET', url });
/** The titles the list answers for a query string (newest first). */
const titles = async (query: string): Promise<string[]> => {
  const response = await get(`/api/v1/nft?limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .results.map((nft: { components: { customTitle?: string } }) => nft.components.customTitle);
};
/** type → value → [count, selling] of GET /api/v1/traits. */
const counts = async (query: string) => {
  const response = await get(`/api/v1/traits?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const table: Record<string, Record<string, [number, number]>> = {};
  for (const { type, values } of response.json().traits as {
    type: string;
    values: { value: string; count: number; selling: number }[];
  }[]) {
    table[type] = Object.fromEntries(values.map((v) => [v.value, [v.count, v.selling]]));
  }
  return table;
};
const props = (entries: Record<string, unknown>) => ({ properties: JSON.stringify(entries) });

beforeAll(async () => {
  test = await createTestApp();
  make = createFactory(test.components.db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: 50, name: 'vrHomes' },
  ]);
  collectionId = (await make.collection({ collectionName: 'Dragons' })).id;
  const item = (
    title: string,
    properties: Record<string, unknown>,
    values: Parameters<Factory['nft']>[0] = {},
  ) => make.nft({ title, components: { customTitle: title, ...props(properties) }, ...values });
  // Newest first: minutesAgo 1 is the most recent.
  await item('Ruby Dragon', { Rarity: 'Rare', Color: 'Red' }, { collectionId, minutesAgo: 1 });
  await item('Jade Dragon', { Rarity: 'Common', Color: 'Green' }, { collectionId, minutesAgo: 2 });
  await item('Gold Dragon', { Rarity: 'Legendary', Color: 'Gold, shiny' }, { collectionId, minutesAgo: 3 });
  await item('Red Chair', { Rarity: 'Common', Color: 'Red', Tags: ['wood', 'old'] }, { minutesAgo: 4 });
  await item('Kept Lamp', { Rarity: 'Rare', Color: 'Blue' }, { purchaseStatus: OWNED, minutesAgo: 5 });
  await item('Hidden Vase', { Rarity: 'Rare', Color: 'Red' }, { isShow: false, minutesAgo: 6 });
  await item('Red Villa', { Rarity: 'Rare', Color: 'Red' }, { categoryId: 50, minutesAgo: 7 });
  await item('Linked Cup', {
    Attached: 'https://example.com/cup',
    Site: 'https://a.example',
    Styles: 'Cartoon',
  });
  await make.nft({ title: 'Broken', components: { customTitle: 'Broken', properties: '{not json' } });
});
afterAll(() => test?.close());

describe('GET /api/v1/nft?trait=', () => {
  it('keeps only the NFTs with the trait', async () => {
    expect(await titles('categoryIds=54&trait=Rarity:Rare')).toEqual(['Ruby Dragon', 'Kept Lamp']);
  });

  it('ORs values of one type and ANDs different types', async () => {
    expect(await titles('categoryIds=54&trait=Rarity:Rare&trait=Rarity:Common')).toEqual([
      'Ruby Dragon',
      'Jade Dragon',
      'Red Chair',
      'Kept Lamp',
    ]);
    expect(await titles('categoryIds=54&trait=Rarity:Rare&trait=Rarity:Common&trait=Color:Red')).toEqual([
      'Ruby Dragon',
      'Red Chair',
    ]);
  });

  it('combines with the other filters, the collection and the sort, and gives the total', async () => {
    expect(await titles(`collectionId=${collectionId}&trait=Color:Red&trait=Color:Green`)).toEqual([
      'Ruby Dragon',
      'Jade Dragon',
    ]);
    expect(await titles('categoryIds=54&isSelling=true&trait=Rarity:Rare')).toEqual(['Ruby Dragon']);
    const page = (await get('/api/v1/nft?categoryIds=54&trait=Rarity:Common&limit=1')).json();
    expect(page).toMatchObject({ total: 2, results: [{ components: { customTitle: 'Jade Dragon' } }] });
    // Totals of one trait come from the counters, those of several from the rows: they agree.
    const total = async (query: string) => (await get(`/api/v1/nft?limit=1&${query}`)).json().total;
    expect(await total('categoryIds=54&isSelling=true&trait=Rarity:Rare')).toBe(1);
    expect(await total('categoryIds=54&trait=Rarity:Rare')).toBe(2);
    expect(await total(`collectionId=${collectionId}&trait=Color:Red`)).toBe(1);
    expect(await total('categoryIds=54&trait=Color:Red&trait=Rarity:Common')).toBe(1);
    expect(await total('categoryIds=54&trait=Tags:wood&trait=Tags:old')).toBe(1);
  });

  it('sorts a category by price or recency, pages once over NFTs holding two values, and follows every change', async () => {
    const { db } = test.components;
    await make.categories([{ id: 51, name: 'vrLands' }]);
    const lot = (title: string, finish: string[], values: Parameters<Factory['nft']>[0]) =>
      make.nft({
        title,
        categoryId: 51,
        components: {
          customTitle: title,
          ...props({ Finish: finish, Size: 'L', Shape: title.endsWith('B') ? 'Square' : 'Round' }),
        },
        ...values,
      });
    const matte = await lot('Matte A', ['Matte'], { currentPrice: '30', minutesAgo: 1 });
    const both = await lot('Matte B', ['Matte', 'Gloss'], { currentPrice: '10', minutesAgo: 2 });
    const gloss = await lot('Gloss C', ['Gloss'], { currentPrice: '20', minutesAgo: 3 });
    const either = 'categoryIds=51&trait=Finish:Matte&trait=Finish:Gloss';
    expect(await titles(`${either}&sorting=1`)).toEqual(['Matte B', 'Gloss C', 'Matte A']);
    expect(await titles(`${either}&sorting=-1`)).toEqual(['Matte A', 'Gloss C', 'Matte B']);
    const onePerPage = async (query: string) => {
      const seen: string[] = [];
      for (const page of [1, 2, 3, 4]) {
        const body = (await get(`/api/v1/nft?${query}&limit=1&page=${page}`)).json();
        expect(body.total).toBe(3);
        seen.push(
          ...body.results.map((nft: { components: { customTitle: string } }) => nft.components.customTitle),
        );
      }
      return seen;
    };
    expect(await onePerPage(either)).toEqual(['Matte A', 'Matte B', 'Gloss C']);
    expect(await onePerPage(`${either}&trait=Size:L`)).toEqual(['Matte A', 'Matte B', 'Gloss C']);
    expect(await titles('categoryIds=51&trait=Finish:Gloss&trait=Size:L&sorting=1')).toEqual([
      'Matte B',
      'Gloss C',
    ]);
    expect(await titles(`${either}&trait=Size:L&trait=Shape:Round&sorting=1`)).toEqual([
      'Gloss C',
      'Matte A',
    ]);

    await db.update(nfts).set({ currentPrice: '5' }).where(eq(nfts.id, matte.id));
    expect(await titles(`${either}&sorting=1`)).toEqual(['Matte A', 'Matte B', 'Gloss C']);
    await db.update(nfts).set({ purchaseStatus: OWNED, currentPrice: null }).where(eq(nfts.id, gloss.id));
    expect(await titles(`${either}&isSelling=true`)).toEqual(['Matte A', 'Matte B']);
    await db.update(nfts).set({ isShow: false }).where(eq(nfts.id, both.id));
    expect(await titles(either)).toEqual(['Matte A', 'Gloss C']);
    await db.update(nfts).set({ categoryId: 50 }).where(eq(nfts.id, gloss.id));
    expect(await titles(either)).toEqual(['Matte A']);
    expect(await titles('categoryIds=50&trait=Finish:Gloss')).toEqual(['Gloss C']);
    await db.delete(nfts).where(eq(nfts.id, matte.id));
    await db.delete(nfts).where(eq(nfts.id, both.id));
    await db.delete(nfts).where(eq(nfts.id, gloss.id));
  });

  it('reads a value holding a comma or a colon, and array items as values of their own', async () => {
    expect(await titles('trait=Color:Gold,%20shiny')).toEqual(['Gold Dragon']);
    expect(await titles('trait=Tags:old')).toEqual(['Red Chair']);
    expect(await titles('trait=Tags:wood&trait=Rarity:Rare')).toEqual([]);
  });

  it('answers nothing for a trait nobody has, and never shows hidden items', async () => {
    expect(await titles('trait=Rarity:Mythic')).toEqual([]);
    expect(await titles('trait=Color:Red')).toEqual(['Ruby Dragon', 'Red Chair', 'Red Villa']);
  });

  it('refuses a malformed trait or too many, naming the parameter', async () => {
    for (const bad of ['trait=Rarity', 'trait=:Rare', 'trait=Rarity:', `trait=Rarity:${'x'.repeat(51)}`]) {
      const response = await get(`/api/v1/nft?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.body).toContain('trait');
      expect(response.body).toContain('Type:Value');
    }
    const many = Array.from({ length: 21 }, (_, i) => `trait=Color:c${i}`).join('&');
    const response = await get(`/api/v1/nft?${many}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('at most 20 traits');
  });
});

describe('GET /api/v1/traits', () => {
  it('counts the visible NFTs of a category per type and value, and those for sale', async () => {
    expect(await counts('categoryId=54')).toEqual({
      Color: { Red: [2, 2], Blue: [1, 0], Green: [1, 1], 'Gold, shiny': [1, 1] },
      Rarity: { Common: [2, 2], Rare: [2, 1], Legendary: [1, 1] },
      Tags: { old: [1, 1], wood: [1, 1] },
    });
    expect(await counts('categoryId=50')).toEqual({ Color: { Red: [1, 1] }, Rarity: { Rare: [1, 1] } });
  });

  it('orders types by name and values by count, then by value', async () => {
    const body = (await get('/api/v1/traits?categoryId=54')).json();
    expect(body.traits.map((t: { type: string }) => t.type)).toEqual(['Color', 'Rarity', 'Tags']);
    expect(body.traits[1].values.map((v: { value: string }) => v.value)).toEqual([
      'Common',
      'Rare',
      'Legendary',
    ]);
  });

  it('counts the NFTs of a collection', async () => {
    expect(await counts(`collectionId=${collectionId}`)).toEqual({
      Color: { Red: [1, 1], Green: [1, 1], 'Gold, shiny': [1, 1] },
      Rarity: { Common: [1, 1], Rare: [1, 1], Legendary: [1, 1] },
    });
  });

  it('follows new NFTs, edited properties, hiding, collections and listing in the same write', async () => {
    const { db } = test.components;
    const made = await make.nft({
      title: 'New',
      components: { customTitle: 'New', ...props({ Rarity: 'Epic' }) },
    });
    expect((await counts('categoryId=54')).Rarity?.Epic).toEqual([1, 1]);

    await db.update(nfts).set({ purchaseStatus: OWNED, listedAt: null }).where(eq(nfts.id, made.id));
    expect((await counts('categoryId=54')).Rarity?.Epic).toEqual([1, 0]);
    await db.update(nfts).set({ purchaseStatus: NONE, labActive: true }).where(eq(nfts.id, made.id));
    expect((await counts('categoryId=54')).Rarity?.Epic).toEqual([1, 1]);

    await db.update(nfts).set({ collectionId }).where(eq(nfts.id, made.id));
    expect((await counts(`collectionId=${collectionId}`)).Rarity?.Epic).toEqual([1, 1]);

    await db
      .update(nfts)
      .set({ components: { customTitle: 'New', ...props({ Rarity: 'Mythic' }) } })
      .where(eq(nfts.id, made.id));
    expect((await counts('categoryId=54')).Rarity).toMatchObject({ Mythic: [1, 1] });
    expect((await counts('categoryId=54')).Rarity?.Epic).toBeUndefined();
    expect(await titles('trait=Rarity:Mythic')).toEqual(['New']);
    expect(await titles('trait=Rarity:Epic')).toEqual([]);

    await db.update(nfts).set({ isShow: false }).where(eq(nfts.id, made.id));
    expect((await counts('categoryId=54')).Rarity?.Mythic).toBeUndefined();
    await db.delete(nfts).where(eq(nfts.id, made.id));
    expect((await counts(`collectionId=${collectionId}`)).Rarity?.Mythic).toBeUndefined();
    expect(await titles('trait=Rarity:Mythic')).toEqual([]);
  });

  it('answers no traits for an empty category and refuses a query without exactly one scope', async () => {
    expect((await get('/api/v1/traits?categoryId=999')).json()).toEqual({ traits: [] });
    for (const query of ['', `categoryId=54&collectionId=${collectionId}`, 'categoryId=abc']) {
      const response = await get(`/api/v1/traits?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain('categoryId');
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v1/traits');
    const params = doc.paths['/api/v1/nft'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toContain('trait');
  });
});
