import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { buyOffers } from './buy-offers.ts';
import { amount, createdAt, identityId, idRef, uint256 } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * The notification centre (issue 41, ADR 0055): one row per user per notification, written by
 * `notify` (db/notify.ts) inside the transaction that makes its event true. The
 * NFT's name, the price and its currency are copied at that time for the text. `dedupe_key` names
 * the event (`sold:<chain>:<tx>:<log>`, `stake-unlocked:<chain>:<stake>` …), unique per user, so a
 * producer that runs twice (the indexer re-applying an event, a job re-running) adds nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of @vrmarket/domain's NOTIFICATION_KINDS. */
    kind: text('kind').notNull(),
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    nftName: text('nft_name'),
    /** Whole-token units, as the text names it. */
    price: amount('price'),
    currency: text('currency'),
    /** The on-chain auction id (auction kinds). */
    auctionId: uint256('auction_id'),
    /** The buy offer (offer kinds; issue 42). */
    offerId: idRef('offer_id').references(() => buyOffers.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Led by the key: a reorg finds the notifications of its reverted events by the key alone.
    unique('notifications_user_dedupe_key').on(t.dedupeKey, t.userId),
    // The bell's list, newest first, and its unread count.
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
    // What the notification jobs delete (jobs.ts `prune`): read ones by when they were read, unread
    // ones by when they came.
    index('notifications_read_at_idx').on(t.readAt).where(sql`read_at is not null`),
    index('notifications_unread_created_at_idx').on(t.createdAt).where(sql`read_at is null`),
    check('notifications_dedupe_key_check', sql`length(${t.dedupeKey}) between 1 and 200`),
  ],
);
