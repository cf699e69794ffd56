import { type TestChain as KitChain, startTestChain as startKitChain } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Address } from 'viem';
import { createChainClient } from '../src/chain/client.ts';
import { type ChainSetup, chainSetupOf } from '../src/chain/contracts.ts';
import { type Db, rawRows } from '../src/db/database.ts';
import { categories, nfts } from '../src/db/schema/index.ts';

/** The testkit's fresh chain, with what the api's chain code reads it through. */
export type TestChain = KitChain & {
  setup: ChainSetup;
  client: ReturnType<typeof createChainClient>;
};

export const silentLog = pino({ level: 'silent' });

export async function startTestChain(): Promise<TestChain> {
  const chain = await startKitChain();
  return {
    ...chain,
    setup: chainSetupOf(chain.deployment, chain.anvil.chainId),
    client: createChainClient(chain.target),
  };
}

/** Off-chain records for tokens 1..count, as the app creates them before a lazy mint. */
export async function insertNftRecords(db: Db, count: number, owner: Address) {
  await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' }).onConflictDoNothing();
  await db
    .insert(nfts)
    .overridingSystemValue()
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        categoryId: 54,
        title: `Item ${i + 1}`,
        ownerAddress: owner.toLowerCase(),
        isVerified: true,
      })),
    );
}

/** The tables the indexer writes, in a stable order, for before/after comparisons. */
export async function indexedState(db: Db) {
  const q = (query: ReturnType<typeof sql>) => rawRows<Record<string, unknown>>(db, query);
  return {
    nfts: await q(sql`select id, token_id, contract_address, owner_address, seller, purchase_status, onchain,
      current_price::text, currency, offer_id::text, listed_at, last_price::text, updated_at from nfts order by id`),
    offers:
      await q(sql`select chain_id, offer_id::text, nft_id, seller, price::text, currency, closed, updated_at
      from offers order by offer_id`),
    activities:
      await q(sql`select id, type, token_id::text, nft_id, name, price::text, currency, from_address,
      to_address, tx_hash, log_index, created_at from activities order by id`),
    sales: await q(sql`select id, nft_id, from_address, to_address, price::text, currency, tx_hash, log_index
      from sale_history order by id`),
  };
}

/** Steps an indexer until it has nothing more to do right away. */
export async function drain(indexer: { step(): Promise<boolean> }) {
  while (await indexer.step()) {}
}
