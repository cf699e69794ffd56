import { type Nft, PRODUCT_COUNTRY, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { offeredActions, ownerActions } from './ownerActions.ts';

const OWNER = '0x00000000000000000000000000000000000000a1';
const nft = (patch: Partial<Nft>): Nft =>
  ({
    id: '1',
    categoryId: 54,
    category: [{ categoryId: 54, categoryName: 'vr3DNFTs', categoryTitle: '3D NFTs' }],
    ownerAddress: OWNER,
    seller: OWNER,
    isVerified: true,
    inUsed: false,
    purchasesStatus: PurchaseStatus.OWNED,
    ...patch,
  }) as Nft;
const config = { allowTrading: [54], product: PRODUCT_COUNTRY, hasSwapPartner: false };
const ids = (list: ReturnType<typeof offeredActions>) =>
  list.map(({ action, disabled }) => `${action.id}${disabled ? ' (disabled)' : ''}`);

describe('the owner action table', () => {
  it('has one entry per action with a label and a dialog', () => {
    expect(ownerActions.map((action) => action.id)).toEqual([
      'mint',
      'sell',
      'changePrice',
      'cancel',
      'transfer',
      'rent',
      'swap',
    ]);
    for (const action of ownerActions) expect(action.Dialog).toBeTypeOf('function');
  });

  it('offers what the domain rules allow, to the owner only (any letter case)', () => {
    const viewer = { wallet: OWNER.toUpperCase().replace('0X', '0x'), busy: false };
    expect(ids(offeredActions(nft({}), viewer, config))).toEqual(['sell', 'transfer', 'rent']);
    expect(ids(offeredActions(nft({ purchasesStatus: PurchaseStatus.SELLING }), viewer, config))).toEqual([
      'changePrice',
      'cancel',
    ]);
    expect(ids(offeredActions(nft({ purchasesStatus: PurchaseStatus.NONE }), viewer, config))).toEqual([
      'mint',
    ]);
    expect(
      offeredActions(nft({}), { wallet: '0x00000000000000000000000000000000000000b2', busy: false }, config),
    ).toEqual([]);
  });

  it('shows Swap disabled while no partner exists, and nothing outside ALLOW_TRADING', () => {
    const viewer = { wallet: OWNER, busy: false };
    const swappable = nft({ properties: { Country: 'Japan' } } as Partial<Nft>);
    expect(ids(offeredActions(swappable, viewer, config))).toContain('swap (disabled)');
    expect(offeredActions(nft({}), viewer, { ...config, allowTrading: [1] })).toEqual([]);
  });

  it("shows Swap only for a Country of the api's properties text that is not the product's, enabled with a partner", () => {
    const viewer = { wallet: OWNER, busy: false };
    const withCountry = (country: string) =>
      nft({
        components: { properties: JSON.stringify({ Country: country, Rarity: 'Rare' }) },
      } as Partial<Nft>);
    const withPartner = { ...config, product: PRODUCT_COUNTRY, hasSwapPartner: true };
    expect(ids(offeredActions(withCountry('Japan'), viewer, withPartner))).toEqual([
      'sell',
      'transfer',
      'rent',
      'swap',
    ]);
    expect(
      ids(offeredActions(withCountry('Japan'), viewer, { ...withPartner, hasSwapPartner: false })),
    ).toContain('swap (disabled)');
    expect(ids(offeredActions(withCountry(PRODUCT_COUNTRY), viewer, withPartner))).not.toContain('swap');
    expect(ids(offeredActions(nft({ components: {} } as Partial<Nft>), viewer, withPartner))).not.toContain(
      'swap',
    );
    // Someone else's swappable NFT offers nothing, Swap included.
    expect(
      offeredActions(
        withCountry('Japan'),
        { wallet: '0x00000000000000000000000000000000000000b2', busy: false },
        withPartner,
      ),
    ).toEqual([]);
  });
});
