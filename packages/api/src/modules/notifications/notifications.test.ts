import type { Notification } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { openStream, type SseStream } from '../../../test/sse.ts';
import { type NotificationRow, notify } from '../../db/notify.ts';
import { notifications } from '../../db/schema/index.ts';

describe('notifications', () => {
  let test: TestApp;
  let make: ReturnType<typeof createFactory>;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let carol: { id: number; token: string };
  let nftId: number;
  let base: string;
  const streams: SseStream[] = [];

  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    test.app.inject({
      method,
      url: `/api/v1/notifications${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const write = (rows: NotificationRow[]) => test.components.db.transaction((tx) => notify(tx, rows));
  const sold = (userId: number, key: string, name = 'Chair'): NotificationRow => ({
    userId,
    kind: 'ITEM_SOLD',
    dedupeKey: key,
    nftId,
    nftName: name,
    price: '12.5',
    currency: 'USDT',
  });

  beforeAll(async () => {
    test = await createTestApp();
    make = createFactory(test.components.db);
    const signIn = async (name: string, wallet: number) => {
      const user = await make.user(name, wallet);
      return { id: user.id, token: (await test.components.tokens.issue(user)).accessToken };
    };
    alice = await signIn('alice', 1);
    bob = await signIn('bob', 2);
    carol = await signIn('carol', 3);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    nftId = (await make.nft({ title: 'Chair' })).id;
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await test.close();
  });

  it('needs a signed-in user for every route (a visitor gets 401)', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', '/1/read'],
      ['POST', '/read-all'],
      ['GET', '/stream'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('lists the user’s own notifications newest first, with the unread count and pages', async () => {
    await write([sold(alice.id, 'list:1', 'First'), sold(bob.id, 'list:1', 'Bob’s')]);
    await write([
      { userId: alice.id, kind: 'NFT_APPROVED', dedupeKey: 'list:2', nftId, nftName: 'Second' },
      { userId: alice.id, kind: 'STAKE_UNLOCKED', dedupeKey: 'list:3', nftName: 'Third' },
    ]);
    const page = (await call('GET', '', alice.token)).json();
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1 });
    expect(page.results.map((n: Notification) => n.nftName)).toEqual(['Third', 'Second', 'First']);
    expect(page.results[2]).toMatchObject({
      kind: 'ITEM_SOLD',
      nftId: String(nftId),
      price: '12.5',
      currency: 'USDT',
      auctionId: null,
      read: false,
    });
    const second = (await call('GET', '?limit=2&page=2', alice.token)).json();
    expect(second.results.map((n: Notification) => n.nftName)).toEqual(['First']);
    expect((await call('GET', '', bob.token)).json()).toMatchObject({ total: 1, unread: 1 });
    expect((await call('GET', '', carol.token)).json()).toMatchObject({ total: 0, unread: 0, results: [] });
    expect((await call('GET', '?limit=0', alice.token)).statusCode).toBe(400);
  });

  it('marks one of your own read; another user’s id is 404 and stays unread', async () => {
    const [first] = (await call('GET', '?limit=1', alice.token)).json().results;
    const [bobs] = (await call('GET', '', bob.token)).json().results;
    const read = await call('POST', `/${first.id}/read`, alice.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    // Again: still read, still 200.
    expect((await call('POST', `/${first.id}/read`, alice.token)).json()).toMatchObject({ read: true });
    expect((await call('GET', '', alice.token)).json().unread).toBe(2);

    const foreign = await call('POST', `/${bobs.id}/read`, alice.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('GET', '', bob.token)).json()).toMatchObject({ unread: 1 });
    expect((await call('POST', '/999999999/read', alice.token)).statusCode).toBe(404);
    expect((await call('POST', '/abc/read', alice.token)).statusCode).toBe(400);
  });

  it('marks all of your own read, and no one else’s', async () => {
    const marked = await call('POST', '/read-all', alice.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: 2 });
    const page = (await call('GET', '', alice.token)).json();
    expect(page.unread).toBe(0);
    expect(page.results.every((n: Notification) => n.read)).toBe(true);
    expect((await call('GET', '', bob.token)).json().unread).toBe(1);
    expect((await call('POST', '/read-all', alice.token)).json()).toEqual({ marked: 0 });
  });

  it('notify adds nothing for an event the user was already notified of', async () => {
    expect(await write([sold(carol.id, 'again:1')])).toEqual([carol.id]);
    expect(await write([sold(carol.id, 'again:1'), sold(carol.id, 'again:1')])).toEqual([]);
    // The same key for another user is that user's own notification.
    expect(await write([sold(bob.id, 'again:1')])).toEqual([bob.id]);
    const rows = await test.components.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carol.id));
    expect(rows.map((row) => row.dedupeKey)).toEqual(['again:1']);
  });

  it('notify rolls back with the transaction that makes its event true', async () => {
    await expect(
      test.components.db.transaction(async (tx) => {
        await notify(tx, [sold(carol.id, 'rolled-back')]);
        throw new Error('the event did not happen');
      }),
    ).rejects.toThrow('the event did not happen');
    const page = (await call('GET', '', carol.token)).json();
    expect(page.results.map((n: Notification) => n.nftName)).not.toContain('rolled-back');
    expect(page.total).toBe(1);
  });

  itOnce('a producer that runs again and again notifies a user once per event', async () => {
    const { answers } = await fireAtOnce(async () => {
      const users = await write([sold(carol.id, 'parallel:1', 'Once')]);
      return { statusCode: users.length === 1 ? 201 : 200 };
    });
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers).toHaveLength(PARALLEL_REQUESTS);
    const page = (await call('GET', '', carol.token)).json();
    expect(page.results.filter((n: Notification) => n.nftName === 'Once')).toHaveLength(1);
  });

  describe('live: GET /api/v1/notifications/stream', () => {
    const open = async (token: string) => {
      const stream = await openStream(`${base}/api/v1/notifications/stream`, {
        authorization: `Bearer ${token}`,
      });
      streams.push(stream);
      return stream;
    };

    it('brings each user’s new notifications to that user’s open streams only', async () => {
      const alices = [await open(alice.token), await open(alice.token)];
      const bobs = await open(bob.token);
      expect(alices[0]!.status).toBe(200);
      await write([sold(alice.id, 'live:1', 'Live lamp'), sold(bob.id, 'live:1', 'Bob’s lamp')]);
      // What a producer does after its commit (the poll would find it within a second as well).
      test.components.notificationHub.committed();
      for (const stream of alices) {
        const [event] = (await stream.waitFor(1)) as unknown as Notification[];
        expect(event).toMatchObject({ kind: 'ITEM_SOLD', nftName: 'Live lamp', read: false });
      }
      const [bobEvent] = (await bobs.waitFor(1)) as unknown as Notification[];
      expect(bobEvent).toMatchObject({ nftName: 'Bob’s lamp' });
      // A row notified twice is not sent twice; the next one follows.
      await write([sold(alice.id, 'live:1'), sold(alice.id, 'live:2', 'Next')]);
      test.components.notificationHub.committed();
      const events = (await alices[0]!.waitFor(2)) as unknown as Notification[];
      expect(events.map((event) => event.nftName)).toEqual(['Live lamp', 'Next']);
      expect(bobs.events).toHaveLength(1);
    });

    it('finds a notification written without a nudge (another process) by its poll', async () => {
      const stream = await open(carol.token);
      await write([sold(carol.id, 'live:polled', 'Polled')]);
      const [event] = (await stream.waitFor(1)) as unknown as Notification[];
      expect(event).toMatchObject({ nftName: 'Polled' });
    });

    it('refuses a visitor and a forged token', async () => {
      const response = await fetch(`${base}/api/v1/notifications/stream`, {
        headers: { authorization: 'Bearer a.b.c' },
      });
      expect(response.status).toBe(401);
    });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/notifications',
        '/api/v1/notifications/{id}/read',
        '/api/v1/notifications/read-all',
        '/api/v1/notifications/stream',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Notification', 'NotificationPage']),
    );
  });
});
