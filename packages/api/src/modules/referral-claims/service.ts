import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createClaimAccess } from './access.ts';
import { createReferralClaimReads } from './read-service.ts';
import { createReferralClaimWrites } from './write-service.ts';

type Dependencies = {
  db: Db;
  config: { chain: Pick<Config['chain'], 'chainId'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit'>;
  now?: () => number;
};

export type ReferralClaimService = ReturnType<typeof createReferralClaimService>;

/**
 * Referral bonus claims (ADR 0023): a user asks, with a wallet signature, to be
 * paid the bonus of a sub category's unclaimed referrals; an admin approves, which credits the
 * user's wallet on the Payout contract (their pending balance) from the operator wallet.
 */
export function createReferralClaimService({ now = Date.now, ...dependencies }: Dependencies) {
  const access = createClaimAccess(dependencies.db);
  return {
    ...createReferralClaimReads({ db: dependencies.db, access }),
    ...createReferralClaimWrites({ ...dependencies, access, now }),
  };
}
