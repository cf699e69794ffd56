import { currencyDecimals, toCurrency } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Address, parseUnits } from 'viem';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

export type RewardPayer = ReturnType<typeof createRewardPayer>;

/** Pays the staking rewards recorded for a user through the Payout credits. */
export function createRewardPayer({
  db,
  contracts,
  payouts,
}: {
  db: Db;
  /** The deployed addresses (the reward token's). */
  contracts: DeploymentsReader['contracts'];
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit' | 'settle'>;
}) {
  /** The reward token's address and decimals (USDT: the deployed test token locally). */
  async function rewardToken(currency: string): Promise<{ token: Address; decimals: number }> {
    const known = toCurrency(currency);
    const token = known && known !== 'ETH' ? (await contracts())?.[known] : undefined;
    if (!known || !token) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
    return { token, decimals: currencyDecimals(known) };
  }

  /**
   * Credits the user's unpaid rewards (PENDING, or FAILED before) on the Payout contract, one by
   * one, to the wallet that staked. Credits whose outcome was not known are settled against the
   * chain first. Each row is taken by a conditional update (→ PAYING), so two calls never pay it
   * twice, and its credit is paid once (chain/payout-credit.ts): PAID, FAILED (nothing credited:
   * retried by the next call; the round stops), or PAYING with its hash while the chain has not
   * told its outcome. A chain failure never throws: the rewards stay recorded whatever it does.
   */
  async function payRewards(userId: number) {
    await payouts.settle();
    const taken = await rawRows<{ id: string; amount: string; currency: string; wallet: string }>(
      db,
      sql`update staking_rewards w set payout_status = 'PAYING'
          from staking_records r
          where r.id = w.staking_id and w.user_id = ${userId} and w.payout_status in ('PENDING', 'FAILED')
          returning w.id::text, w.amount::text, w.currency, r.owner_address as wallet`,
    );
    /** The rewards taken by this call and not sent wait for the next one. */
    const putBack = async (rest: typeof taken) => {
      if (rest.length > 0)
        await db.execute(
          sql`update staking_rewards set payout_status = 'FAILED'
              where id in (${sql.join(
                rest.map((r) => sql`${Number(r.id)}`),
                sql`, `,
              )}) and payout_status = 'PAYING'`,
        );
    };
    for (const [index, reward] of taken.entries()) {
      let token: { token: Address; decimals: number };
      try {
        token = await rewardToken(reward.currency);
      } catch {
        return putBack(taken.slice(index));
      }
      try {
        await payouts.credit('STAKING_REWARD', Number(reward.id), {
          token: token.token,
          account: reward.wallet as Address,
          amount: parseUnits(reward.amount, token.decimals),
        });
      } catch {
        // This reward's state is its credit's (FAILED, or PAYING while unknown).
        return putBack(taken.slice(index + 1));
      }
    }
  }

  return { payRewards };
}
