import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idRef } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * Home colours taken (spec §5 "Home"): the primary key makes taking one atomic, so of two users
 * racing for a colour one wins and the other gets COLOR_EXISTED. Stored as lowercase `#rrggbb`.
 */
export const homeColors = pgTable('home_colors', {
  color: text('color').primaryKey(),
  userId: idRef('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The free DefaultHome each user may claim once: the primary key on the user enforces "one per user". */
export const homeClaims = pgTable('home_claims', {
  userId: idRef('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nftId: idRef('nft_id')
    .notNull()
    .references(() => nfts.id, { onDelete: 'cascade' }),
  color: text('color')
    .notNull()
    .unique()
    .references(() => homeColors.color),
  createdAt: createdAt(),
});
