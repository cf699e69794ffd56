// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MyBid, type MyBidPage, type Nft, PAGE_SIZE } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { MyBidsPage } from './MyBidsPage.tsx';

const inOneDay = new Date(Date.now() + 86_400_000 + 30_000).toISOString();
const yesterday = new Date(Date.now() - 86_400_000).toISOString();

function myBid(id: string, title: string, bid: Partial<MyBid>): MyBid {
  return {
    id,
    chainId: 31337,
    nft: { id: `nft-${id}`, tokenId: id, components: { customTitle: title }, metadata: {} } as unknown as Nft,
    hostContract: '0x00000000000000000000000000000000000000c1',
    tokenId: id,
    seller: '0x00000000000000000000000000000000000000b2',
    currency: 'USDT',
    reservePrice: '100',
    highestPrice: '150',
    highestBidder: aliceProfile.publicKey!,
    minimumBid: '157.5',
    feeBps: 300,
    minIncrementBps: 500,
    bidCount: 2,
    endTime: inOneDay,
    createdAt: yesterday,
    state: 'OPEN',
    winner: null,
    myHighestBid: '150',
    myState: 'WINNING',
    ...bid,
  };
}

const pageOf = (results: MyBid[]): MyBidPage => ({
  results,
  total: results.length,
  page: 1,
  limit: PAGE_SIZE.other,
});
const winning = myBid('41', 'Lakeside plot', {});
const outbid = myBid('42', 'Tower loft', {
  highestPrice: '210',
  highestBidder: '0x00000000000000000000000000000000000000d9',
  myHighestBid: '200',
  myState: 'OUTBID',
});
const query = (state?: string) =>
  `/v1/auctions/my-bids?page=1&limit=${PAGE_SIZE.other}${state ? `&state=${state}` : ''}`;

const rowsText = () =>
  screen
    .getAllByTestId('my-bid')
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('My bids', () => {
  it('lists my bids from the api, each linking to its NFT, and filters them by how they stand', async () => {
    signInAs(aliceProfile);
    const answers: Answer[] = [
      [query('OUTBID'), 200, pageOf([outbid])],
      [query(), 200, pageOf([winning, outbid])],
    ];
    const { asked } = await renderInApp(<MyBidsPage />, { path: '/my-bids', answers });
    await screen.findByRole('heading', { name: 'My bids', level: 1 });
    await screen.findAllByTestId('my-bid');
    expect(rowsText()).toEqual([
      ['Lakeside plot', '150 USDT', '150 USDT', '1d 0h left', 'Winning'],
      ['Tower loft', '200 USDT', '210 USDT', '1d 0h left', 'Outbid'],
    ]);
    expect(screen.getByRole('link', { name: 'Tower loft' }).getAttribute('href')).toBe('/detail/nft-42');

    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Winning', 'Outbid', 'Won', 'Lost']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Outbid' }));
    await expect.poll(() => rowsText().length).toBe(1);
    expect(rowsText()[0]?.[0]).toBe('Tower loft');
    expect(asked).toContain(`GET ${query('OUTBID')}`);
  });

  it('says so when there is no bid in a filter', async () => {
    signInAs(aliceProfile);
    await renderInApp(<MyBidsPage />, {
      path: '/my-bids?state=WON',
      answers: [[query('WON'), 200, pageOf([])]],
    });
    await screen.findByText('No bids here yet.');
    expect(screen.getByRole('tab', { name: 'Won' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows the next user signed in on this tab their own bids, never the previous user's", async () => {
    signInAs(aliceProfile);
    let answer = pageOf([winning]);
    const json = () =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    await renderInApp(<MyBidsPage />, { path: '/my-bids', answers: [[query(), 200, json]] });
    await expect.poll(() => screen.queryAllByTestId('my-bid').length).toBe(1);
    expect(rowsText()[0]?.[0]).toBe('Lakeside plot');

    answer = pageOf([outbid]);
    act(() => signInAs({ ...aliceProfile, id: 8, username: 'bob', fullname: 'Bob' }));
    await expect.poll(() => rowsText()[0]?.[0]).toBe('Tower loft');
    expect(rowsText()).toHaveLength(1);
  });
});
