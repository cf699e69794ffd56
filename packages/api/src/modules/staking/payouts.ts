import { sql } from 'drizzle-orm';
import type { PayoutOwner } from '../../chain/payout-credit.ts';
import { rawRows } from '../../db/database.ts';

/**
 * A staking reward as the payout of its interest (chain/payout-credit.ts): PAYING while its credit
 * is under way (with the hash once signed), PAID when it succeeded, FAILED (taken again by the
 * staker's next call) when nothing was credited.
 */
export const stakingRewardPayouts: PayoutOwner = {
  sent: (db, id, txHash) => db.execute(sql`update staking_rewards set tx_hash = ${txHash} where id = ${id}`),
  paid: (db, id, txHash) =>
    db.execute(
      sql`update staking_rewards set payout_status = 'PAID', tx_hash = ${txHash}, paid_at = coalesce(paid_at, now())
          where id = ${id}`,
    ),
  unpaid: (db, id) =>
    db.execute(
      sql`update staking_rewards set payout_status = 'FAILED', tx_hash = null
          where id = ${id} and payout_status = 'PAYING'`,
    ),
  taken: async (db) =>
    (
      await rawRows<{ id: number; tx_hash: string | null }>(
        db,
        sql`select id::int, tx_hash from staking_rewards where payout_status = 'PAYING' order by id`,
      )
    ).map((row) => ({ id: row.id, txHash: row.tx_hash })),
};
