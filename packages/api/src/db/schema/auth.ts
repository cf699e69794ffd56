import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idRef } from './columns.ts';
import { users } from './users.ts';

/** Single-use SIWE nonces handed to a signed-in user before linking a wallet. */
export const siweNonces = pgTable(
  'siwe_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('siwe_nonces_expires_at_idx').on(t.expiresAt)],
);

/**
 * One-time codes the OpenID callback hands the web app (in the URL fragment), exchanged once
 * for an access token. Only the SHA-256 of the code is stored.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_expires_at_idx').on(t.expiresAt)],
);
