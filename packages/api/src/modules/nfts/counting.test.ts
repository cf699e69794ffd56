import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { EXACT_COUNT_CAP, estimateRows } from './counting.ts';

/** Totals past the exact-count cap: many rows, inserted in one statement. */
describe('list totals of large results', () => {
  let test: TestApp;
  const total = async (query: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/v1/nft?limit=1&${query}` })).json().total as number;

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    await createFactory(db).categories([{ id: 54, name: 'vr3DNFTs' }]);
    await db.execute(sql`
      insert into nfts (title, category_id, purchase_status, minting_price, listed_at, current_price)
      select case when i <= 1500 then 'Bulk lamp ' || i else 'Other chair ' || i end, 54, 1, 5, now(), 10
      from generate_series(1, 12000) as i`);
    await db.execute(sql`analyze nfts`);
  });
  afterAll(() => test.close());

  it('counts exactly from the counter table, whatever the size', async () => {
    expect(await total('categoryIds=54&isSelling=true')).toBe(12_000);
  });

  it('past the cap, a keyword total is at least the cap and near the truth', async () => {
    const lamps = await total('keyword=lamp');
    expect(lamps).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(lamps).toBeLessThan(12_000);
    const chairs = await total('keyword=chair');
    expect(chairs).toBeGreaterThan(EXACT_COUNT_CAP);
  });

  it('under the cap, a keyword total is exact', async () => {
    expect(await total('keyword=lamp 1')).toBe(1 + 10 + 100 + 501); // 1, 10–19, 100–199, 1000–1500
  });

  it('reads the planner estimate on both drivers', async () => {
    expect(await estimateRows(test.components.db, sql`select 1 from nfts`)).toBeGreaterThan(10_000);
  });
});
