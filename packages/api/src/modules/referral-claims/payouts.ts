import { sql } from 'drizzle-orm';
import type { PayoutOwner } from '../../chain/payout-credit.ts';
import { rawRows } from '../../db/database.ts';

/**
 * A referral claim as the payout of its bonus (chain/payout-credit.ts): APPROVING while its credit
 * is under way (with the hash once signed), APPROVED when it succeeded, back to PENDING (an admin
 * may approve it again) when nothing was credited.
 */
export const referralClaimPayouts: PayoutOwner = {
  sent: (db, id, txHash) => db.execute(sql`update referral_claims set tx_hash = ${txHash} where id = ${id}`),
  paid: (db, id, txHash) =>
    db.execute(
      sql`update referral_claims set status = 'APPROVED', tx_hash = ${txHash},
            approved_at = coalesce(approved_at, now())
          where id = ${id}`,
    ),
  unpaid: (db, id) =>
    db.execute(
      sql`update referral_claims set status = 'PENDING', tx_hash = null, approved_by = null
          where id = ${id} and status = 'APPROVING'`,
    ),
  taken: async (db) =>
    (
      await rawRows<{ id: number; tx_hash: string | null }>(
        db,
        sql`select id::int, tx_hash from referral_claims where status = 'APPROVING' order by id`,
      )
    ).map((row) => ({ id: row.id, txHash: row.tx_hash })),
};
