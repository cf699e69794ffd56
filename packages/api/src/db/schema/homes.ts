import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idRef } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * The free DefaultHome each user may claim once (R-VRHOME-3), and its colour (R-VRHOME-2). Both rules hold
 * in the database: the primary key on the user is "one home per user" (CLAIMED_HOME), the unique
 * colour "a colour is one user's" (COLOR_EXISTED). A colour is taken only by claiming the home in
 * it, so a user holds at most one. Colours are stored lowercase `#rrggbb`.
 */
export const homeClaims = pgTable(
  'home_claims',
  {
    userId: idRef('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('home_claims_color_unique').on(t.color)],
);
