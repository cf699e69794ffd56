import {
  adminAccount,
  type Clients,
  clientsFor,
  type Deployment,
  demoUserKeys,
  deployerKey,
  marketplaceAbi,
  minterAccount,
  signMintPermit,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { type AnvilInstance, getFreePort, startAnvil } from '@vrmarket/contracts/anvil';
import { deployAll, fundDemoAccounts } from '@vrmarket/contracts/deploy';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Address, erc20Abi, type Hex, maxUint256, parseUnits } from 'viem';
import { type Db, rawRows } from '../db/database.ts';
import { categories, nfts } from '../db/schema/index.ts';
import { createChainClient } from './client.ts';
import { type ChainSetup, chainSetupOf } from './contracts.ts';

/** Test support (never imported by the api): a fresh anvil with everything deployed, and trading helpers. */
export type TestChain = {
  anvil: AnvilInstance;
  deployment: Deployment;
  setup: ChainSetup;
  client: ReturnType<typeof createChainClient>;
  seller: Clients;
  buyer: Clients;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
};

export const silentLog = pino({ level: 'silent' });

export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: await getFreePort() });
  const target = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  const deployment = await deployAll({ ...target, deployer: deployerKey, admin: adminAccount.address });
  const seller = clientsFor(target, demoUserKeys[0]!);
  const buyer = clientsFor(target, demoUserKeys[1]!);
  await fundDemoAccounts({
    ...target,
    deployer: deployerKey,
    deployment,
    recipients: [seller.account.address, buyer.account.address],
  });
  let id = 0;
  return {
    anvil,
    deployment,
    setup: chainSetupOf(deployment, anvil.chainId),
    client: createChainClient(target),
    seller,
    buyer,
    async rpc<T>(method: string, params: unknown[] = []) {
      const res = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      });
      const body = (await res.json()) as { result?: T; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result as T;
    },
    stop: () => anvil.stop(),
  };
}

export async function sent(clients: Clients, hash: Promise<Hex> | Hex) {
  const receipt = await clients.publicClient.waitForTransactionReceipt({
    hash: await hash,
    pollingInterval: 20,
  });
  if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
  // Under load anvil can hand out a receipt a moment before its block is the latest one, and an
  // indexer step in that moment would not see the transaction yet.
  while ((await clients.publicClient.getBlockNumber({ cacheTime: 0 })) < receipt.blockNumber) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return receipt;
}

/** Mints `tokenId` by permit (free, in USDT), sent by `clients`, to them or to `to`. */
export async function mintTo(
  chain: TestChain,
  clients: Clients,
  tokenId: bigint,
  to: Address = clients.account.address,
) {
  const d = chain.deployment;
  const permit = {
    tokenId,
    to,
    currency: d.USDT,
    mintingPrice: 0n,
    uri: '',
    deadline: 4_000_000_000n,
    nonce: tokenId,
  };
  const signature = await signMintPermit(minterAccount, chain.anvil.chainId, d.VrNFT, permit);
  return sent(
    clients,
    clients.walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [tokenId, permit.to, d.USDT, 0n, '', permit.deadline, permit.nonce, signature],
    }),
  );
}

export const usdt = (amount: string) => parseUnits(amount, 18);

/** The market calls of the seller and buyer, each awaited until mined. */
export function market(chain: TestChain) {
  const d = chain.deployment;
  const write = (clients: Clients, functionName: string, args: readonly unknown[]) =>
    sent(
      clients,
      clients.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: functionName as 'cancelOffer',
        args: args as [bigint],
      }),
    );
  return {
    approveAll: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'setApprovalForAll',
          args: [d.Marketplace, true],
        }),
      ),
    approveUsdt: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.USDT,
          abi: erc20Abi,
          functionName: 'approve',
          args: [d.Marketplace, maxUint256],
        }),
      ),
    list: (clients: Clients, tokenId: bigint, price: bigint, currency: Address = d.USDT) =>
      write(clients, 'createOffer', [d.VrNFT, tokenId, price, currency]),
    reprice: (clients: Clients, offerId: bigint, price: bigint) =>
      write(clients, 'changeOfferPrice', [offerId, price]),
    cancel: (clients: Clients, offerId: bigint) => write(clients, 'cancelOffer', [offerId]),
    buy: (clients: Clients, offerId: bigint, price: bigint) =>
      write(clients, 'buyOffer', [offerId, price, d.USDT]),
    transfer: (from: Clients, to: Address, tokenId: bigint) =>
      sent(
        from,
        from.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'transferFrom',
          args: [from.account.address, to, tokenId],
        }),
      ),
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
