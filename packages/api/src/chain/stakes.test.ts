import { stakingVaultAbi, vrNFTAbi } from '@vrmarket/contracts';
import { mintTo, sent } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { encodeAbiParameters } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain, insertNftRecords, silentLog, startTestChain, type TestChain } from '../../test/chain.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { rawRows } from '../db/database.ts';
import { applyEvents } from './apply.ts';
import { decodeLogs } from './decode.ts';
import { createIndexer, type Indexer } from './indexer.ts';
import { createIndexerLock } from './lock.ts';

let chain: TestChain;
let test: TestDatabase;
let indexer: Indexer;

beforeAll(async () => {
  [chain, test] = await Promise.all([startTestChain(), createTestDatabase()]);
  await insertNftRecords(test.database.db, 3, chain.seller.account.address);
  indexer = createIndexer({
    db: test.database.db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 4,
  });
});
afterAll(async () => {
  await Promise.all([chain?.stop(), test?.drop()]);
});

const stakeRows = () =>
  rawRows<{
    stake_id: string;
    owner: string;
    token_id: string;
    stake_type: string;
    duration_seconds: number;
    unstaked: boolean;
    by_admin: boolean | null;
  }>(
    test.database.db,
    sql`select stake_id::text, owner, token_id::text, stake_type, duration_seconds::int,
          unstaked_at is not null as unstaked, unstaked_by_admin as by_admin
        from stakes order by stake_id`,
  );

/** Stakes by a safe transfer with (type, duration) as data: the web's one-transaction path. */
const stakeBySafeTransfer = (tokenId: bigint, type: 0 | 1, duration: bigint) => {
  const seller = chain.seller;
  return sent(
    seller,
    seller.walletClient.writeContract({
      address: chain.deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'safeTransferFrom',
      args: [
        seller.account.address,
        chain.deployment.StakingVault,
        tokenId,
        encodeAbiParameters([{ type: 'uint8' }, { type: 'uint64' }], [type, duration]),
      ],
    }),
  );
};

describe('StakingVault projection', () => {
  it('Staked and Unstaked make and close a stake row; applying twice changes nothing', async () => {
    const seller = chain.seller.account.address.toLowerCase();
    for (const id of [1n, 2n]) await mintTo(chain, chain.seller, id);
    await stakeBySafeTransfer(1n, 0, 3600n);
    const flexible = await stakeBySafeTransfer(2n, 1, 0n);
    await drain(indexer);
    expect(await stakeRows()).toEqual([
      {
        stake_id: '1',
        owner: seller,
        token_id: '1',
        stake_type: 'LOCKED',
        duration_seconds: 3600,
        unstaked: false,
        by_admin: null,
      },
      {
        stake_id: '2',
        owner: seller,
        token_id: '2',
        stake_type: 'FLEXIBLE',
        duration_seconds: 0,
        unstaked: false,
        by_admin: null,
      },
    ]);
    const [nft] = await rawRows<{ owner_address: string; seller: string }>(
      test.database.db,
      sql`select owner_address, seller from nfts where id = 1`,
    );
    expect(nft).toEqual({ owner_address: chain.setup.address.StakingVault, seller });

    await sent(
      chain.seller,
      chain.seller.walletClient.writeContract({
        address: chain.deployment.StakingVault,
        abi: stakingVaultAbi,
        functionName: 'unstake',
        args: [2n],
      }),
    );
    await drain(indexer);
    const before = await stakeRows();
    expect(before.map((r) => r.unstaked)).toEqual([false, true]);
    expect(before[1]!.by_admin).toBe(false);

    // A recorded transaction applied again (the api's recording path) is a no-op.
    const block = await chain.client.getBlock({ blockNumber: flexible.blockNumber });
    const events = decodeLogs(chain.setup, flexible.logs, () => new Date(Number(block.timestamp) * 1000));
    await test.database.db.transaction((tx) => applyEvents(tx, chain.setup, events));
    expect(await stakeRows()).toEqual(before);
  });

  it('a reorg that drops the unstake reopens the stake; one that drops the stake removes it', async () => {
    const seller = chain.seller.account.address;
    // The unstake's block is replaced by an empty one: stake 2 is open again.
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect((await stakeRows()).map((r) => [r.stake_id, r.unstaked])).toEqual([
      ['1', false],
      ['2', false],
    ]);

    // The blocks of the flexible stake and of the empty block are replaced by empty ones: the
    // stake row disappears and token 2 is the seller's again, not the vault's.
    await chain.rpc('anvil_reorg', [2, []]);
    await drain(indexer);
    const rows = await stakeRows();
    expect(rows.map((r) => r.stake_id)).toEqual(['1']);
    const owners = await rawRows<{ id: string; owner_address: string }>(
      test.database.db,
      sql`select id::text, owner_address from nfts where id in (1, 2) order by id`,
    );
    expect(owners).toEqual([
      { id: '1', owner_address: chain.setup.address.StakingVault },
      { id: '2', owner_address: seller.toLowerCase() },
    ]);
  });
});
