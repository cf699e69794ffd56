import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { createTitleShare, type TitleShare } from './title-sample.ts';

/** The sampled share of names behind a common keyword's plan and total. */
describe('title sample', () => {
  let test: TestApp;
  let share: TitleShare;

  /** The share once the background sample is in (the first calls answer undefined). */
  async function sampled(keyword: string) {
    for (let i = 0; i < 200; i++) {
      const found = share(keyword);
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return undefined;
  }
  /** The share and shown count of a common word, else undefined. */
  const common = (found: ReturnType<TitleShare>) => (typeof found === 'object' ? found : undefined);

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    await createFactory(db).categories([{ id: 54, name: 'vr3DNFTs' }]);
    await db.execute(sql`
      insert into nfts (title, category_id, purchase_status, minting_price, is_show)
      select case when i % 8 = 0 then 'Bulk Lamp ' || i else 'Other chair ' || i end, 54, 1, 5, i <= 10000
      from generate_series(1, 12000) as i`);
    share = createTitleShare({ db: test.components.db });
  });
  afterAll(() => test.close());

  it('tells a common word’s share of the shown names, whatever its case, and how many are shown', async () => {
    // Nothing is known of any word until the first sample is in.
    expect(share('lamp')).toBeUndefined();
    const lamp = common(await sampled('lamp'));
    expect(lamp?.share).toBeGreaterThan(0.1);
    expect(lamp?.share).toBeLessThan(0.15);
    expect(lamp?.shown).toBeGreaterThan(9_000);
    expect(lamp?.shown).toBeLessThan(11_000);
    expect(common(share('bulk LAMP'))?.share).toBe(lamp?.share);
    expect(common(share('chair'))?.share).toBeGreaterThan(0.85);
  });

  it('tells a word too rare for the sample', async () => {
    await sampled('chair');
    expect(share('lamp 4000')).toBe('rare');
    expect(share('sofa')).toBe('rare');
  });
});
