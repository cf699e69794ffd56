import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { chainEvents, notifications, stakes } from '../../db/schema/index.ts';
import { createNotificationJobs } from './jobs.ts';

const CHAIN = 31337;
const HOUR = 3600;
const now = new Date('2026-12-03T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const HOST = wallet(900);

let test: TestDatabase;
let renter: { id: number };
let staker: { id: number };
let nudges = 0;
const jobs = () =>
  createNotificationJobs({
    db: test.database.db,
    chainId: CHAIN,
    log: pino({ level: 'silent' }),
    committed: () => nudges++,
  });

/** A Rented event of `listing` (and its token) ending `expiresIn` seconds after `now`. */
const rented = (listing: number, expiresIn: number, logIndex = 0) => ({
  chainId: CHAIN,
  txHash: `0xrent${listing}`,
  logIndex,
  blockNumber: listing * 10,
  blockHash: '0xblock',
  blockTime: at(-HOUR),
  contract: wallet(800),
  contractName: 'Rental',
  eventName: 'Rented',
  args: { renter: wallet(1), expires: String(Math.floor(at(expiresIn).getTime() / 1000)) },
  nftContract: HOST,
  tokenId: String(listing),
  listingId: String(listing),
});

const stake = (stakeId: number, type: 'LOCKED' | 'FLEXIBLE', unlockIn: number, unstaked = false) => ({
  chainId: CHAIN,
  stakeId: String(stakeId),
  owner: wallet(2),
  hostContract: HOST,
  tokenId: String(stakeId),
  stakeType: type,
  durationSeconds: 30 * 24 * HOUR,
  stakedAt: at(-30 * 24 * HOUR),
  unlockAt: at(unlockIn),
  txHash: `0xstake${stakeId}`,
  logIndex: 0,
  unstakedAt: unstaked ? at(-HOUR) : null,
});

beforeAll(async () => {
  test = await createTestDatabase();
  const make = createFactory(test.database.db);
  await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
  renter = await make.user('rita', 1);
  staker = await make.user('stan', 2);
  for (const token of [1, 2, 3, 11])
    await make.nft({ title: `Thing ${token}`, contractAddress: HOST, tokenId: String(token) });
  await test.database.db.insert(chainEvents).values([
    rented(1, 2 * HOUR), // ends in 2 hours: notified
    rented(2, 3 * 24 * HOUR), // ends in 3 days: not yet
    rented(3, 5 * HOUR), // ended early by RentalEnded below: no
    { ...rented(3, 0), eventName: 'RentalEnded', logIndex: 1, args: { renter: wallet(1) } },
    rented(4, -HOUR), // already over
  ]);
  await test.database.db.insert(stakes).values([
    stake(11, 'LOCKED', -HOUR), // unlocked an hour ago: notified
    stake(12, 'LOCKED', 24 * HOUR), // unlocks tomorrow
    stake(13, 'LOCKED', -30 * 24 * HOUR), // unlocked a month ago: long known
    stake(14, 'FLEXIBLE', -HOUR), // never locked
    stake(15, 'LOCKED', -HOUR, true), // taken out already
  ]);
});
afterAll(() => test?.drop());

describe('time-based notifications', () => {
  it('tells a renter of a rental ending within a day and a staker of a locked stake unlocked', async () => {
    const users = await jobs().run(now);
    expect(users.sort()).toEqual([renter.id, staker.id].sort());
    expect(nudges).toBe(1);
    const rows = await test.database.db.select().from(notifications).orderBy(notifications.id);
    expect(rows.map((row) => [row.userId, row.kind, row.nftName])).toEqual([
      [renter.id, 'RENTAL_ENDING', 'Thing 1'],
      [staker.id, 'STAKE_UNLOCKED', 'Thing 11'],
    ]);
  });

  it('running again (or on another replica) notifies no one twice', async () => {
    expect(await jobs().run(now)).toEqual([]);
    expect(await jobs().run(at(60))).toEqual([]);
    expect(nudges).toBe(1);
    const stans = await test.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, staker.id));
    expect(stans).toHaveLength(1);
  });

  it('a day later, the next rental ending and the next stake unlocked are notified', async () => {
    const users = await jobs().run(at(2 * 24 * HOUR + HOUR));
    expect(users.sort()).toEqual([renter.id, staker.id].sort());
    const rows = await test.database.db.select().from(notifications).orderBy(notifications.id);
    expect(rows.slice(2).map((row) => [row.kind, row.nftName])).toEqual([
      ['RENTAL_ENDING', 'Thing 2'],
      ['STAKE_UNLOCKED', null],
    ]);
  });
});

describe('old notifications', () => {
  const DAY = 24 * HOUR;
  const note = (key: string, cameDaysAgo: number, readDaysAgo?: number) => ({
    userId: renter.id,
    kind: 'RENTAL_ENDING',
    dedupeKey: `prune:${key}`,
    createdAt: at(-cameDaysAgo * DAY),
    readAt: readDaysAgo === undefined ? null : at(-readDaysAgo * DAY),
  });

  it('read ones go 90 days after they were read, unread ones a year after they came; the rest stay', async () => {
    const { db } = test.database;
    await db
      .insert(notifications)
      .values([
        note('read-long-ago', 200, 91),
        note('read-lately', 200, 89),
        note('unread-old', 366),
        note('unread-recent', 300),
        note('new', 1, 0),
      ]);
    const keys = async () =>
      (await db.select().from(notifications).where(eq(notifications.userId, renter.id)))
        .map((row) => row.dedupeKey)
        .filter((key) => key.startsWith('prune:'))
        .sort();

    expect(await jobs().prune(now)).toBe(2);
    expect(await keys()).toEqual(['prune:new', 'prune:read-lately', 'prune:unread-recent']);
    // The time-based notifications above stay: they are new.
    expect(await db.select().from(notifications).where(eq(notifications.userId, staker.id))).toHaveLength(2);
    expect(await jobs().prune(now)).toBe(0);
  });
});
