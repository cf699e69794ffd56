import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadSlots, uploadUsage } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * A place held longer than this belongs to an upload that can no longer be running (a request
 * lasts at most UPLOAD_REQUEST_TIMEOUT_MS, 2 min): its replica died, and the place is taken over.
 */
export const STALE_SLOT_MS = 10 * 60_000;

export type UploadLimits = ReturnType<typeof createUploadLimits>;

const quotaReached = () => new HttpError(429, 'UPLOAD_QUOTA_REACHED');
/** The quota's day: the UTC date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * What one user may upload, held by the database so that every api replica counts the same:
 * - at most `perUser` uploads in progress at once (UPLOADS_IN_PROGRESS): each holds a numbered
 *   place, a row whose primary key (user, place) no second upload can insert;
 * - at most `dailyBytes` received per UTC day (UPLOAD_QUOTA_REACHED; 0: no quota): the bytes are
 *   added by one conditional upsert that leaves the day's total alone when it would pass the quota.
 */
export function createUploadLimits({
  db,
  perUser,
  dailyBytes,
}: {
  db: Db;
  perUser: number;
  dailyBytes: number;
}) {
  return {
    /** Takes one of the user's places, or refuses; the answer frees it (call it once the upload ends). */
    async claim(userId: number): Promise<() => Promise<void>> {
      const holder = randomUUID();
      for (let slot = 0; slot < perUser; slot++) {
        const taken = await db
          .insert(uploadSlots)
          .values({ userId, slot, holder })
          .onConflictDoUpdate({
            target: [uploadSlots.userId, uploadSlots.slot],
            set: { holder, claimedAt: sql`now()` },
            setWhere: sql`${uploadSlots.claimedAt} < now() - ${`${STALE_SLOT_MS} milliseconds`}::interval`,
          })
          .returning({ slot: uploadSlots.slot });
        if (taken.length === 1) {
          return async () => {
            await db
              .delete(uploadSlots)
              .where(
                and(
                  eq(uploadSlots.userId, userId),
                  eq(uploadSlots.slot, slot),
                  eq(uploadSlots.holder, holder),
                ),
              );
          };
        }
      }
      throw new HttpError(429, 'UPLOADS_IN_PROGRESS');
    },

    /** Refuses at once a user whose quota of the day is used up, before any byte is received. */
    async checkQuota(userId: number): Promise<void> {
      if (dailyBytes === 0) return;
      const [usage] = await db
        .select({ bytes: uploadUsage.bytes })
        .from(uploadUsage)
        .where(and(eq(uploadUsage.userId, userId), eq(uploadUsage.day, today())));
      if ((usage?.bytes ?? 0) >= dailyBytes) throw quotaReached();
    },

    /** Counts `bytes` received into the user's day, or refuses (counting nothing) past the quota. */
    async charge(userId: number, bytes: number): Promise<void> {
      if (dailyBytes === 0) return;
      if (bytes > dailyBytes) throw quotaReached();
      const counted = await db
        .insert(uploadUsage)
        .values({ userId, day: today(), bytes })
        .onConflictDoUpdate({
          target: [uploadUsage.userId, uploadUsage.day],
          set: { bytes: sql`${uploadUsage.bytes} + excluded.bytes` },
          setWhere: sql`${uploadUsage.bytes} + excluded.bytes <= ${dailyBytes}`,
        })
        .returning({ bytes: uploadUsage.bytes });
      if (counted.length !== 1) throw quotaReached();
    },
  };
}
