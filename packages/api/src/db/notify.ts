import type { NotificationKind } from '@vrmarket/domain';
import type { Db } from './database.ts';
import { notifications } from './schema/index.ts';

/** Anything with Drizzle's insert: the database or, as intended, the caller's transaction. */
type Writer = Pick<Db, 'insert'>;

/** One notification for one user, as a producer names it. */
export type NotificationRow = {
  userId: number;
  kind: NotificationKind;
  /**
   * Names the event for this user (`sold:<chain>:<tx>:<log>`, `stake-unlocked:<chain>:<stake>` …):
   * unique per user (notifications_user_dedupe_key), so the same event notified twice adds nothing.
   */
  dedupeKey: string;
  nftId?: number | null;
  nftName?: string | null;
  /** Whole-token units. */
  price?: string | null;
  currency?: string | null;
  auctionId?: string | null;
  /** The buy offer (offer kinds). */
  offerId?: string | null;
};

/** Rows inserted per statement (a job may notify many users at once). */
const CHUNK = 1_000;

/**
 * Writes notifications inside the caller's transaction, the one that makes their event true (the
 * apply of a sale, an admin's decision, a credit): they commit or roll back with it. A row whose
 * user already has its dedupe key is skipped (ON CONFLICT DO NOTHING on the unique constraint), so a
 * producer may run again safely. Answers the users who got a new row. The open pages of those users
 * learn of it from the notification hub (modules/notifications/hub.ts: a nudge after commit, or its poll).
 */
export async function notify(tx: Writer, rows: readonly NotificationRow[]): Promise<number[]> {
  const users = new Set<number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const part = rows.slice(start, start + CHUNK).map((row) => ({
      userId: row.userId,
      kind: row.kind,
      dedupeKey: row.dedupeKey,
      nftId: row.nftId ?? null,
      nftName: row.nftName ?? null,
      price: row.price ?? null,
      currency: row.currency ?? null,
      auctionId: row.auctionId ?? null,
      offerId: row.offerId === undefined || row.offerId === null ? null : Number(row.offerId),
    }));
    const inserted = await tx
      .insert(notifications)
      .values(part)
      .onConflictDoNothing({ target: [notifications.dedupeKey, notifications.userId] })
      .returning({ userId: notifications.userId });
    for (const row of inserted) users.add(row.userId);
  }
  return [...users];
}
