import { PRICES } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { demoCollections } from './catalogue.ts';
import { planDemoNfts } from './demo/plan.ts';
import { walletOwners } from './demo/users.ts';

describe('the demo catalogue', () => {
  const planned = planDemoNfts(
    walletOwners.length,
    demoCollections.map((collection) => collection.categoryName),
  );
  const of = (subCategory: string) => planned.filter((item) => item.subCategory.name === subCategory);

  it("sells and mints every fishing hut at the spec's 25 USDT and every fishing boat at 99 USDT", () => {
    expect(of('Fishing Hut').length).toBeGreaterThan(0);
    expect(of('Fishing Boat').length).toBeGreaterThan(0);
    for (const [subCategory, price] of [
      ['Fishing Hut', PRICES.fishingHut],
      ['Fishing Boat', PRICES.fishingBoat],
    ] as const) {
      for (const item of of(subCategory)) {
        expect(item).toMatchObject({
          currency: 'USDT',
          price: String(price),
          mintingCurrency: 'USDT',
          mintingPrice: String(price),
        });
      }
    }
  });
});
