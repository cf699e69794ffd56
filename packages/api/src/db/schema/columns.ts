import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, amounts and times the same way. */

/** Surrogate key; fits a JS number, exposed to clients as a string where the spec says so. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A reference to an identity id of another table. */
export const idRef = (name: string) => bigint(name, { mode: 'number' });

/** A uint256 from the chain (token ids, offer ids): exact, read back as a decimal string. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });

/** A price or amount in whole-token units (not wei), read back as a decimal string. */
export const amount = (name: string) => numeric(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
