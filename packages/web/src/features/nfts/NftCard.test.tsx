// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { type Nft, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { NftCard } from './NftCard.tsx';

const inHours = (hours: number, minutes = 0) =>
  new Date(Date.now() + (hours * 60 + minutes) * 60_000 + 30_000).toISOString();

/** A minted land as the browse lists answer it, listed at 40 USDT unless `overrides` say otherwise. */
function land(overrides: Partial<Nft> = {}): Nft {
  return {
    id: '31',
    tokenId: '31',
    contractAddress: null,
    tokenUri: null,
    ownerAddress: '0x00000000000000000000000000000000000000c2',
    seller: '0x00000000000000000000000000000000000000a1',
    categoryId: 54,
    category: [{ categoryId: 54, categoryName: 'lands', categoryTitle: 'Lands' }],
    subCategory: [],
    collection: [],
    currency: 'USDT',
    currentPrice: '40',
    mintingPrice: '10',
    mintingCurrency: 'USDT',
    lastPrice: null,
    displayPrice: '40',
    offerId: '3',
    glbUrl: null,
    purchasesStatus: PurchaseStatus.SELLING,
    labActive: false,
    onchain: true,
    onsale: true,
    inUsed: false,
    isSelling: true,
    isVerified: true,
    isMinted: true,
    isTemplate: false,
    assetTier: null,
    metadata: {},
    styles: [],
    components: { customTitle: 'Lakeside plot' },
    createdAt: '2026-12-01T00:00:00Z',
    listedAt: '2026-12-01T00:00:00Z',
    ...overrides,
  } as Nft;
}

const onAuction = (auction: Partial<NonNullable<Nft['auction']>>) =>
  land({
    purchasesStatus: PurchaseStatus.DEALING,
    currentPrice: null,
    offerId: null,
    ownerAddress: '0x00000000000000000000000000000000000000c5',
    auction: {
      id: '7',
      highestPrice: null,
      reservePrice: '100',
      minimumBid: '100',
      currency: 'USDT',
      bidCount: 0,
      endTime: inHours(3, 12),
      ...auction,
    },
  });

const cardText = () => {
  const card = screen.getByTestId('nft-card');
  return {
    price: within(card).getByTestId('nft-price').textContent,
    label: within(card).getByTestId('nft-price').previousElementSibling?.textContent,
    timeLeft: within(card).queryByTestId('auction-time-left')?.textContent ?? null,
  };
};

describe('an NFT card', () => {
  it('of a listed NFT shows its price, and no time', async () => {
    await renderInApp(<NftCard nft={land()} />);
    expect(cardText()).toEqual({ price: '40 USDT', label: 'Price', timeLeft: null });
  });

  it('on auction before the first bid shows the reserve and the time left', async () => {
    await renderInApp(<NftCard nft={onAuction({})} />);
    expect(cardText()).toEqual({ price: '100 USDT', label: 'Reserve', timeLeft: '3h 12m left' });
  });

  it('on auction with bids shows the current bid; days and hours when far off; Ended once past', async () => {
    const { unmount } = await renderInApp(
      <NftCard nft={onAuction({ highestPrice: '150', bidCount: 2, endTime: inHours(50) })} />,
    );
    expect(cardText()).toEqual({ price: '150 USDT', label: 'Current bid', timeLeft: '2d 2h left' });
    unmount();

    await renderInApp(
      <NftCard
        nft={onAuction({ highestPrice: '150', endTime: new Date(Date.now() - 1_000).toISOString() })}
      />,
    );
    expect(cardText().timeLeft).toBe('Ended');
  });
});
