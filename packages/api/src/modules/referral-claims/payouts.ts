import { sql } from 'drizzle-orm';
import type { PayoutOwner } from '../../chain/payout-credit.ts';
import { rawRows } from '../../db/database.ts';
import { notify } from '../../db/notify.ts';

/**
 * A referral claim as the payout of its bonus (chain/payout-credit.ts): APPROVING while its credit
 * is under way (with the hash once signed), APPROVED when it succeeded, back to PENDING (an admin
 * may approve it again) when nothing was credited.
 */
export const referralClaimPayouts: PayoutOwner = {
  sent: (db, id, txHash) => db.execute(sql`update referral_claims set tx_hash = ${txHash} where id = ${id}`),
  // The claimant hears of the credit with it (REFERRAL_CREDITED, once per claim however often the
  // credit is settled: at start, by the loop, by the approving admin's request).
  paid: (db, id, txHash) =>
    db.transaction(async (tx) => {
      const [claim] = await rawRows<{ user_id: string; payment: string; currency: string }>(
        tx,
        sql`update referral_claims set status = 'APPROVED', tx_hash = ${txHash},
              approved_at = coalesce(approved_at, now())
            where id = ${id} returning user_id::text, payment::text, currency`,
      );
      if (!claim) return;
      await notify(tx, [
        {
          userId: Number(claim.user_id),
          kind: 'REFERRAL_CREDITED',
          dedupeKey: `referral-credited:${id}`,
          price: claim.payment,
          currency: claim.currency,
        },
      ]);
    }),
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
