// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationPage } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { HeaderAccount } from '../session/HeaderAccount.tsx';
import { takeMessages } from './sse.ts';

const note = (id: string, values: Partial<Notification>): Notification => ({
  id,
  kind: 'ITEM_SOLD',
  nftId: null,
  nftName: null,
  price: null,
  currency: null,
  auctionId: null,
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...values,
});

const page = (results: Notification[]): NotificationPage => ({
  results,
  total: results.length,
  page: 1,
  limit: 20,
  unread: results.filter((n) => !n.read).length,
});

const three = [
  note('3', {
    kind: 'OUTBID',
    nftId: '12',
    nftName: 'Sky Villa',
    price: '120',
    currency: 'USDT',
    auctionId: '4',
  }),
  note('2', { kind: 'ITEM_SOLD', nftId: '9', nftName: 'Lamp', price: '12.5', currency: 'VRA' }),
  note('1', { kind: 'REFERRAL_CREDITED', price: '0.13', currency: 'USDT' }),
  note('0', { kind: 'NFT_APPROVED', nftId: '7', nftName: 'Chair', read: true }),
];

/** A stream that stays open until the test ends, with a way to send it messages. */
function openStream() {
  let push: (text: string) => void = () => {};
  const body = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          push = (text) => controller.enqueue(encoder.encode(text));
          push('retry: 1000\n\n');
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream' } },
    );
  return { body, send: (text: string) => push(text) };
}

function answersFor(list: NotificationPage, stream = openStream()): Answer[] {
  return [
    ['/v1/profile', 200, aliceProfile],
    ['/v1/notifications/stream', 200, stream.body],
    ['/v1/notifications/read-all', 200, { marked: list.unread }],
    ['/v1/notifications', 200, list],
  ];
}

describe("the header's notification bell", () => {
  it('is not there for a visitor, who is asked nothing about notifications', async () => {
    const { asked } = await renderInApp(<HeaderAccount compact={false} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(asked.filter((request) => request.includes('notifications'))).toEqual([]);
  });

  it('shows the unread count, and the list with a text per kind, each linking to its NFT', async () => {
    signInAs(aliceProfile);
    await renderInApp(<HeaderAccount compact={false} />, { answers: answersFor(page(three)) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')?.textContent).toBe('3');

    await userEvent.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/detail/12', '/detail/9', '/detail/7']);
    expect(list.textContent).toContain('You were outbid on Sky Villa: 120 USDT');
    expect(list.textContent).toContain('Your Lamp sold for 12.5 VRA');
    expect(list.textContent).toContain('Your referral bonus of 0.13 USDT was credited');
    expect(list.textContent).toContain('Your Chair was approved');
    expect(list.querySelectorAll('[data-unread]')).toHaveLength(3);
  });

  it('offer news: on an NFT it links to the NFT; a collection offer to My offers', async () => {
    signInAs(aliceProfile);
    const offers = [
      note('6', {
        kind: 'OFFER_RECEIVED',
        nftId: '12',
        nftName: 'Sky Villa',
        price: '90',
        currency: 'USDT',
        offerId: '3',
      }),
      note('5', { kind: 'OFFER_RECEIVED', nftName: 'Lakes', price: '20', currency: 'VRA', offerId: '4' }),
      note('4', { kind: 'OFFER_ACCEPTED', nftName: 'Lakes', price: '20', currency: 'VRA', offerId: '2' }),
    ];
    await renderInApp(<HeaderAccount compact={false} />, { answers: answersFor(page(offers)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/detail/12',
      '/my-offers?side=received',
      '/my-offers',
    ]);
    expect(list.textContent).toContain('New offer on your Sky Villa: 90 USDT');
  });

  it('a refund the wallet refused links to the Claim page, where it waits, not to the NFT', async () => {
    signInAs(aliceProfile);
    const refund = note('7', {
      kind: 'REFUND_CREDITED',
      nftId: '12',
      nftName: 'Sky Villa',
      price: '0.5',
      currency: 'ETH',
      auctionId: '4',
    });
    await renderInApp(<HeaderAccount compact={false} />, { answers: answersFor(page([refund])) });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/claim']);
    expect(list.textContent).toContain(
      'Your wallet did not accept the refund of your bid on Sky Villa: 0.5 aETH waits on the Claim page',
    );
  });

  it('Mark all as read asks the api and clears the badge', async () => {
    signInAs(aliceProfile);
    const answers = answersFor(page(three));
    const { asked } = await renderInApp(<HeaderAccount compact={false} />, { answers });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    // What the api answers from now on: everything read.
    answers[3] = ['/v1/notifications', 200, page(three.map((n) => ({ ...n, read: true })))];
    await userEvent.click(within(list).getByRole('button', { name: 'Mark all as read' }));
    expect(asked).toContain('POST /v1/notifications/read-all');
    await expect.poll(() => list.querySelectorAll('[data-unread]').length).toBe(0);
    // The bell behind the open list (hidden from the accessibility tree while the list is open).
    const bell = await screen.findByRole('button', { name: 'Notifications', hidden: true });
    // MUI keeps the last count in the badge while it fades out: it is the invisible one.
    expect(bell.querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')).toBeNull();
  });

  it('a click on one marks it read', async () => {
    signInAs(aliceProfile);
    const answers = answersFor(page(three));
    answers.splice(2, 0, ['/v1/notifications/2/read', 200, { ...three[1], read: true }]);
    const { asked } = await renderInApp(<HeaderAccount compact={false} />, { answers });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    answers[4] = [
      '/v1/notifications',
      200,
      page(three.map((n) => (n.id === '2' ? { ...n, read: true } : n))),
    ];
    await userEvent.click(within(list).getByText('Your Lamp sold for 12.5 VRA'));
    expect(asked).toContain('POST /v1/notifications/2/read');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('a notification arriving on the stream updates the badge', async () => {
    signInAs(aliceProfile);
    const stream = openStream();
    const answers = answersFor(page(three.slice(1)), stream);
    await renderInApp(<HeaderAccount compact={false} />, { answers });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    answers[3] = ['/v1/notifications', 200, page(three)];
    stream.send(`event: notification\ndata: ${JSON.stringify(three[0])}\n\n`);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });
});

describe('the stream reader', () => {
  it('takes the complete messages and keeps the rest for more text', () => {
    const { messages, rest } = takeMessages(
      'retry: 1000\n\n: ping\n\nevent: notification\ndata: {"id":"1"}\n\nevent: notif',
    );
    expect(messages).toEqual([{ event: 'notification', data: '{"id":"1"}' }]);
    expect(rest).toBe('event: notif');
  });
});
