import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Uploaded files, stored once by content hash (sha-256 hex). */
export const media = pgTable('media', {
  hash: text('hash').primaryKey(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Storage key (local path below MEDIA_DIR, or S3 object key). */
  path: text('path').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
