import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, idRef } from './columns.ts';
import { users } from './users.ts';

/** Uploaded files, stored once by content hash (sha-256 hex). */
export const media = pgTable(
  'media',
  {
    hash: text('hash').primaryKey(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Storage key (local path below MEDIA_DIR, or S3 object key). */
    path: text('path').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    /**
     * When the file was last uploaded or looked up for a record (uploads/service.ts). The orphan
     * sweep removes a file no record references once this is older than MEDIA_GRACE_HOURS; null
     * (files stored before the sweep existed, seeded files) is never swept.
     */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** For a model's original upload: the key of its optimised copy, which keeps it while it exists. */
    servedBy: text('served_by'),
  },
  (table) => [index('media_uploaded_at_idx').on(table.uploadedAt)],
);

/**
 * Uploads in progress, one row per place a user holds (at most UPLOADS_PER_USER places, numbered
 * from 0). A place is taken by inserting its row, or by taking over one older than an upload may
 * last (a crashed replica's); the primary key holds the limit across replicas.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    /** Who holds the place: a random id of the upload, so only its own release frees it. */
    holder: text('holder').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);

/** Bytes each user uploaded per UTC day: added by one conditional upsert that keeps it within the quota. */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
