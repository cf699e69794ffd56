import { isSwappable, PRODUCT_COUNTRY, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { demoCollections } from './catalogue.ts';
import { planDemoNfts, SWAP_DESK_COUNTRIES } from './demo/plan.ts';
import { walletOwners } from './demo/users.ts';

const plan = () =>
  planDemoNfts(
    walletOwners.length,
    demoCollections.map((collection) => collection.categoryName),
  );
const country = (item: { properties: Record<string, unknown> }) => String(item.properties.Country ?? '');

describe('the demo SwapDesk pool', () => {
  const planned = plan();
  const pool = planned.filter((item) => item.chain === 'desk');
  const swappable = (ownerIndex: number) =>
    planned.filter(
      (item) =>
        item.ownerIndex === ownerIndex &&
        item.chain === 'minted' &&
        item.purchaseStatus === PurchaseStatus.OWNED &&
        !item.inUsed &&
        isSwappable({ properties: { Country: country(item) } }, PRODUCT_COUNTRY),
    );

  it('is planned the same way every time, after the catalogue', () => {
    expect(plan()).toEqual(planned);
    expect(pool.length).toBeGreaterThan(0);
    expect(Math.min(...pool.map((item) => item.id))).toBe(planned.length - pool.length + 1);
  });

  it('holds verified items of foreign countries only', () => {
    for (const item of pool) {
      expect(SWAP_DESK_COUNTRIES).toContain(country(item));
      expect(item).toMatchObject({ isVerified: true, inUsed: false, purchaseStatus: PurchaseStatus.OWNED });
    }
  });

  it('gives alice and bob swappable items, each with a partner of its category in another country', () => {
    for (const ownerIndex of [0, 1]) {
      const items = swappable(ownerIndex);
      expect(items.length).toBeGreaterThanOrEqual(2);
      const withPartner = items.filter((item) =>
        pool.some((desk) => desk.category.id === item.category.id && country(desk) !== country(item)),
      );
      expect(withPartner.length).toBeGreaterThanOrEqual(2);
    }
  });
});
