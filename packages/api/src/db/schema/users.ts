import { PRO_TYPE } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns.ts';

export type UserProperties = Record<string, unknown>;

export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull().default(''),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    /** `sub` claim from the configured OpenID provider; null for password-only accounts. */
    oidcSubject: text('oidc_subject').unique(),
    /** Linked wallet address, always lowercased. */
    publicKey: text('public_key').unique(),
    isPro: boolean('is_pro').notNull().default(false),
    proType: smallint('pro_type').notNull().default(PRO_TYPE.default),
    isAdminMarket: boolean('is_admin_market').notNull().default(false),
    isWhitelistMarket: boolean('is_whitelist_market').notNull().default(false),
    properties: jsonb('properties').$type<UserProperties>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique regardless of case ("Alice" and "alice" are one account).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_pro_type_check', sql.raw(`"pro_type" between ${PRO_TYPE.min} and ${PRO_TYPE.max}`)),
    check('users_public_key_lower_check', sql`${t.publicKey} = lower(${t.publicKey})`),
  ],
);
