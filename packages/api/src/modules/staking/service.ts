import type { Hex } from 'viem';
import type { ChainClient } from '../../chain/client.ts';
import type { ChainSetup } from '../../chain/contracts.ts';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import type { Db } from '../../db/database.ts';
import { createStakingContext } from './context.ts';
import { createStakingReads } from './read-service.ts';
import { createRewardPayer } from './reward-payer.ts';
import { createStakingWrites } from './write-service.ts';

type Dependencies = {
  db: Db;
  chain: ChainClient;
  deployments: () => Promise<ChainSetup | null>;
  /** Records a transaction of our contracts (the transactions module): applies its events. */
  record: (txHash: Hex) => Promise<unknown>;
  /** The deployed addresses (the reward token's). */
  contracts: DeploymentsReader['contracts'];
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit' | 'settle'>;
};

export type StakingService = ReturnType<typeof createStakingService>;

/**
 * Staking (R-STAKE-3, R-STAKE-4, R-STAKE-5). The chain holds the NFT and enforces the lock (StakingVault);
 * the api keeps the records, the options, the 30-day interest rule and the interest paid, and
 * confirms every step from the chain: a record is CONFIRMED only by its transaction's Staked
 * event, CLAIMED / CANCELLED only once the vault gave the NFT back (Unstaked). The rules run on the
 * chain's clock (latest block time), the same clock the vault's lock uses.
 */
export function createStakingService(dependencies: Dependencies) {
  const context = createStakingContext(dependencies);
  const rewards = createRewardPayer(dependencies);
  return {
    ...createStakingReads({ ...dependencies, context, rewards }),
    ...createStakingWrites({ ...dependencies, context, rewards }),
  };
}
