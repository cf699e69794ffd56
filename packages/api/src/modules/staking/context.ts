import { eq } from 'drizzle-orm';
import type { ChainClient } from '../../chain/client.ts';
import type { ChainSetup } from '../../chain/contracts.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

export type StakingContext = ReturnType<typeof createStakingContext>;

/** What staking's reads and writes both ask: the deployment, the chain's clock, the caller's wallet. */
export function createStakingContext({
  db,
  chain,
  deployments,
}: {
  db: Db;
  chain: ChainClient;
  deployments: () => Promise<ChainSetup | null>;
}) {
  return {
    /** The deployed contracts; 503 while there are none. */
    async setup() {
      const found = await deployments();
      if (!found) throw new HttpError(503, 'SOMETHING_WRONG_TRY_LATER');
      return found;
    },

    /** Now, by the chain's clock (ms): the clock the vault's lock uses. */
    async chainNow(): Promise<number> {
      const block = await chain.getBlock({ blockTag: 'latest' });
      return Number(block.timestamp) * 1000;
    },

    /** The user's linked wallet; 403 when `address` is given and is not it. */
    async walletOf(userId: number, address?: string): Promise<string> {
      const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      if (!user.publicKey) throw new HttpError(403, 'FORBIDDEN');
      if (address !== undefined && user.publicKey !== address) throw new HttpError(403, 'FORBIDDEN');
      return user.publicKey;
    },
  };
}
