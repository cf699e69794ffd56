// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import {
  type Auction,
  type AuctionPage,
  type Category,
  type Nft,
  PAGE_SIZE,
  PurchaseStatus,
} from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { useAuctions } from '../../features/auctions/api.ts';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { EndingSoonSection } from '../home/EndingSoonSection.tsx';
import { ExploresPage } from './ExploresPage.tsx';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();
const LIMIT = PAGE_SIZE.recentListedViewMore;

/** An open auction of a land titled `title`, ending in `minutes`, with `highestPrice` bid (or none). */
function auction(id: string, title: string, minutes: number, highestPrice: string | null): Auction {
  const brief = {
    id,
    highestPrice,
    reservePrice: '100',
    minimumBid: highestPrice ? '160' : '100',
    currency: 'USDT',
    bidCount: highestPrice ? 1 : 0,
    endTime: inMinutes(minutes),
  };
  const nft = {
    id: `nft-${id}`,
    tokenId: id,
    categoryId: 54,
    category: [{ categoryId: 54, categoryName: 'lands', categoryTitle: 'Lands' }],
    subCategory: [],
    collection: [],
    currency: 'USDT',
    currentPrice: null,
    purchasesStatus: PurchaseStatus.DEALING,
    metadata: {},
    styles: [],
    components: { customTitle: title },
    auction: brief,
  } as unknown as Nft;
  return {
    ...brief,
    chainId: 31337,
    nft,
    hostContract: '0x00000000000000000000000000000000000000c1',
    tokenId: id,
    seller: '0x00000000000000000000000000000000000000b2',
    highestBidder: highestPrice ? '0x00000000000000000000000000000000000000d9' : null,
    feeBps: 300,
    minIncrementBps: 500,
    createdAt: '2026-12-01T00:00:00Z',
    state: 'OPEN',
    winner: null,
  };
}

const pageOf = (results: Auction[], limit: number = LIMIT): AuctionPage => ({
  results,
  total: results.length,
  page: 1,
  limit,
});
const lands = { id: 54, name: 'lands', title: 'Lands', parentCategoryId: null } as Category;
const list = (query = '') => `/v1/auctions?page=1&limit=${LIMIT}&endingSoon=true${query}`;

const cards = () =>
  screen.getAllByTestId('nft-card').map((card) => ({
    title: within(card).getByRole('heading').textContent,
    price: within(card).getByTestId('nft-price').textContent,
    timeLeft: within(card).getByTestId('auction-time-left').textContent,
  }));

describe("the 'Ending soon' explores topic", () => {
  it('shows the cards of the auctions ending within a day in the order the api gives, soonest first', async () => {
    const { asked } = await renderInApp(<ExploresPage />, {
      path: '/explores?topic=ending-soon',
      answers: [
        ['/v1/categories', 200, [lands]],
        [
          list(),
          200,
          pageOf([auction('7', 'Lakeside plot', 125, '150'), auction('8', 'Tower loft', 1230, null)]),
        ],
      ],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ending soon');
    await expect.poll(() => screen.queryAllByTestId('nft-card').length).toBe(2);
    expect(cards()).toEqual([
      { title: 'Lakeside plot', price: '150 USDT', timeLeft: '2h 5m left' },
      { title: 'Tower loft', price: '100 USDT', timeLeft: '20h 30m left' },
    ]);
    expect(asked).toContain(`GET ${list()}`);
    // Its own order: no price sort.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it("takes the topic's category tab and currency", async () => {
    const filtered = list('&currency=ETH&categoryIds=54');
    const { asked } = await renderInApp(<ExploresPage />, {
      path: '/explores?topic=ending-soon&category=54&currency=ETH',
      answers: [
        ['/v1/categories', 200, [lands]],
        [filtered, 200, pageOf([auction('8', 'Tower loft', 1230, null)])],
      ],
    });
    await expect.poll(() => screen.queryAllByTestId('nft-card').length).toBe(1);
    expect(asked).toContain(`GET ${filtered}`);
    expect((await screen.findByRole('tab', { name: 'Lands' })).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when no auction ends within a day', async () => {
    await renderInApp(<ExploresPage />, {
      path: '/explores?topic=ending-soon',
      answers: [
        ['/v1/categories', 200, []],
        [list(), 200, pageOf([])],
      ],
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'No auction ends within a day. Check back later.',
    );
    expect(screen.queryAllByTestId('nft-card')).toHaveLength(0);
  });
});

/** The landing section's query, answered beside it: once this shows, the section has rendered the answer too. */
function Answered() {
  const { data } = useAuctions({ page: 1, limit: PAGE_SIZE.other, endingSoon: true });
  return data ? <p>answered</p> : null;
}

describe("the landing's 'Ending soon' section", () => {
  const section = (query = '') => `/v1/auctions?page=1&limit=${PAGE_SIZE.other}&endingSoon=true${query}`;

  it('shows the auctions ending soon with View More to the topic', async () => {
    await renderInApp(<EndingSoonSection />, {
      answers: [[section(), 200, pageOf([auction('7', 'Lakeside plot', 125, '150')], PAGE_SIZE.other)]],
    });
    const region = await screen.findByRole('region', { name: 'Ending soon' });
    await expect.poll(() => within(region).queryAllByTestId('nft-card').length).toBe(1);
    expect(within(region).getByRole('link', { name: 'View More' }).getAttribute('href')).toBe(
      '/explores?topic=ending-soon',
    );
  });

  it('is not there when no auction ends soon', async () => {
    await renderInApp(
      <>
        <EndingSoonSection />
        <Answered />
      </>,
      { answers: [[section(), 200, pageOf([], PAGE_SIZE.other)]] },
    );
    await screen.findByText('answered');
    expect(screen.queryByRole('region', { name: 'Ending soon' })).toBeNull();
  });
});
