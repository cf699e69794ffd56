// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuctionDetail, type Nft, type NftAuction, PurchaseStatus } from '@vrmarket/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chainConfigAnswers } from '../../testing/answerContractReads.ts';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { AuctionActions } from './AuctionActions.tsx';
import { AuctionBidsCard } from './AuctionBidsCard.tsx';
import { AuctionSummary } from './AuctionSummary.tsx';
import { BidDialog } from './BidDialog.tsx';
import { typableMinimum } from './bid.ts';
import { Countdown } from './Countdown.tsx';

const ALICE = aliceProfile.publicKey!;
const BOB = '0x00000000000000000000000000000000000000b2';
const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** An NFT on auction by `seller`, in USDT from a reserve of 100. */
function onAuction(seller: string, auction: Partial<NftAuction> = {}) {
  const brief: NftAuction = {
    id: '7',
    highestPrice: null,
    reservePrice: '100',
    minimumBid: '100',
    currency: 'USDT',
    bidCount: 0,
    endTime: inOneDay(),
    ...auction,
  };
  const nft = {
    id: '31',
    tokenId: '31',
    seller,
    ownerAddress: '0x00000000000000000000000000000000000000c5',
    purchasesStatus: PurchaseStatus.DEALING,
    auction: brief,
  } as unknown as Nft;
  return { nft, auction: brief };
}

const buttons = () => screen.getByTestId('auction-actions').querySelectorAll('button');
const buttonNames = () => [...buttons()].map((button) => button.textContent);

afterEach(() => vi.useRealTimers());

describe('the auction countdown', () => {
  it('shows the time left, ticking each second, then Ended', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: Date.parse('2026-12-03T10:00:00Z'),
    });
    await renderInApp(<Countdown endTime="2026-12-04T12:03:05Z" />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('1d 2h 3m 5s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('1d 2h 3m 4s');
    act(() => vi.advanceTimersByTime(((26 * 60 + 3) * 60 + 3) * 1_000));
    expect(timer.textContent).toBe('1s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('Ended');
  });

  it('an auction whose end has passed says Ended', async () => {
    await renderInApp(<Countdown endTime={aMinuteAgo()} />);
    expect(screen.getByRole('timer').textContent).toBe('Ended');
  });
});

describe('the detail’s auction price box', () => {
  it('shows the reserve before the first bid, then the highest bid and the number of bids', async () => {
    const { unmount } = await renderInApp(<AuctionSummary auction={onAuction(BOB).auction} />);
    let box = screen.getByTestId('auction-summary');
    within(box).getByText('Reserve price');
    expect(within(box).getByTestId('nft-price').textContent).toBe('100 USDT');
    within(box).getByText('No bids yet. The first bid must reach the reserve price.');

    unmount();
    await renderInApp(
      <AuctionSummary auction={onAuction(BOB, { highestPrice: '150', bidCount: 2 }).auction} />,
    );
    box = screen.getByTestId('auction-summary');
    within(box).getByText('Highest bid');
    expect(within(box).getByTestId('nft-price').textContent).toBe('150 USDT');
    within(box).getByText('2 bids');
  });
});

describe('the auction’s buttons', () => {
  it('someone else than the seller may bid while it runs; nobody settles yet', async () => {
    signInAs(aliceProfile);
    const { nft, auction } = onAuction(BOB);
    await renderInApp(<AuctionActions nft={nft} auction={auction} />, { answers: chainConfigAnswers });
    expect(buttonNames()).toEqual(['Bid']);
  });

  it('Settle only once ended, for anyone, the seller too; no Bid then', async () => {
    signInAs(aliceProfile);
    const ended = onAuction(BOB, { endTime: aMinuteAgo(), highestPrice: '120', bidCount: 1 });
    const { unmount } = await renderInApp(<AuctionActions nft={ended.nft} auction={ended.auction} />);
    expect(buttonNames()).toEqual(['Settle']);
    unmount();

    const own = onAuction(ALICE, { endTime: aMinuteAgo() });
    await renderInApp(<AuctionActions nft={own.nft} auction={own.auction} />);
    expect(buttonNames()).toEqual(['Settle']);
  });

  it('Cancel only for the seller with no bid; the seller never bids on their own auction', async () => {
    signInAs(aliceProfile);
    const fresh = onAuction(ALICE);
    const { unmount } = await renderInApp(<AuctionActions nft={fresh.nft} auction={fresh.auction} />);
    expect(buttonNames()).toEqual(['Cancel auction']);
    screen.getByText('This is your auction.');
    unmount();

    const withBid = onAuction(ALICE, { highestPrice: '100', bidCount: 1, minimumBid: '105' });
    await renderInApp(<AuctionActions nft={withBid.nft} auction={withBid.auction} />);
    expect(buttonNames()).toEqual([]);
    screen.getByText('This is your auction.');
  });
});

const user = userEvent.setup({ delay: null });

describe('the Bid dialog, before the wallet is asked', () => {
  it('is prefilled with the minimum bid, shown above it, and refuses less with a clear message', async () => {
    signInAs(aliceProfile);
    const { nft, auction } = onAuction(BOB, { highestPrice: '100', bidCount: 1, minimumBid: '105' });
    await renderInApp(<BidDialog nft={nft} auction={auction} open onClose={() => {}} />, {
      answers: chainConfigAnswers,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Place a bid' });
    within(dialog).getByText('Minimum bid: 105 USDT');
    const amount = within(dialog).getByRole('textbox', { name: 'Your bid' });
    const bid = within(dialog).getByRole('button', { name: 'Bid' });
    expect(amount).toHaveProperty('value', '105');
    expect(bid.hasAttribute('disabled')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '104.99');
    within(dialog).getByText('Your bid must be at least 105 USDT.');
    expect(bid.hasAttribute('disabled')).toBe(true);

    await user.clear(amount);
    within(dialog).getByText('The price must be higher than zero.');
    await user.type(amount, '120');
    expect(within(dialog).queryByText('Your bid must be at least 105 USDT.')).toBeNull();
    expect(bid.hasAttribute('disabled')).toBe(false);
  });

  it('a minimum with more decimals than a price may have is rounded up to the least bid one can type', () => {
    expect(typableMinimum('10.62957', 'USDT')).toBe('10.6296');
    expect(typableMinimum('105', 'USDT')).toBe('105');
  });
});

describe('the bid history', () => {
  it('lists bidder, amount and time, newest first, the viewer’s own bids as You', async () => {
    signInAs(aliceProfile);
    const { auction } = onAuction(BOB, { highestPrice: '150', bidCount: 2, minimumBid: '157.5' });
    const detail = {
      ...auction,
      seller: BOB,
      bids: [
        { bidder: ALICE, amount: '150', at: aMinuteAgo(), txHash: '0x02' },
        {
          bidder: '0x00000000000000000000000000000000000000d9',
          amount: '100',
          at: aMinuteAgo(),
          txHash: '0x01',
        },
      ],
    } as unknown as AuctionDetail;
    const answers: Answer[] = [['/v1/auctions/7', 200, detail]];
    await renderInApp(<AuctionBidsCard auction={auction} />, { answers });
    const table = await screen.findByRole('table', { name: 'Bids' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['You', '150 USDT', 'a minute ago'],
      ['0x00...00d9', '100 USDT', 'a minute ago'],
    ]);
  });
});
