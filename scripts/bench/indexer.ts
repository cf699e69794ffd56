/**
 * Indexer figures on a fresh anvil: block-to-API latency of a sale (the BUY row in the buyer's
 * activity feed, p50/p95, after CHAIN_CONFIRMATIONS, default 0 on the local chain) and backfill
 * speed over 100k synthetic Transfer events of VrNFT (a helper contract shuffles 500 tokens between
 * two wallets, 1,000 transfers per transaction), on the embedded PGlite of `npm start` and, when
 * DATABASE_URL is set, on a throw-away PostgreSQL database next to it.
 * `npm run bench -- indexer`. It measures and prints; it never fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildApp,
  categories,
  createComponents,
  type Database,
  type Db,
  loadConfig,
  nfts,
} from '@vrmarket/api';
import {
  type Clients,
  type Deployment,
  marketplaceAbi,
  minterAccount,
  signMintPermit,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { startTestChain } from '@vrmarket/testkit/chain';
import { openTestDatabase } from '@vrmarket/testkit/database';
import pino from 'pino';
import { type Abi, type Address, type Hex, parseUnits } from 'viem';
import { quantile } from './lib/harness.ts';
import { listForSale, receipt } from './lib/market.ts';

const SALES = Number(process.env.SALES ?? 30);
const TOKENS = 500;
const TRANSFERS_PER_TX = 1_000;
const SYNTHETIC_EVENTS = 100_000;
const confirmations = Number(process.env.CHAIN_CONFIRMATIONS ?? 0);

const SHUFFLER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;
interface INft { function transferFrom(address from, address to, uint256 id) external; }
contract Shuffler {
  function shuffle(address nft, address a, address b, uint256[] calldata ids, uint256 rounds) external {
    for (uint256 r = 0; r < rounds; r++) {
      (address from, address to) = r % 2 == 0 ? (a, b) : (b, a);
      for (uint256 i = 0; i < ids.length; i++) INft(nft).transferFrom(from, to, ids[i]);
    }
  }
}`;

function compileShuffler(): { abi: Abi; bytecode: Hex } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'Shuffler.sol': { content: SHUFFLER } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as { contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>> };
  const contract = output.contracts['Shuffler.sol']!.Shuffler!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

const percentile = (sorted: number[], p: number) => quantile(sorted, p / 100);

async function insertRecords(db: Db, ids: number[]) {
  await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' }).onConflictDoNothing();
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .insert(nfts)
      .overridingSystemValue()
      .values(
        ids.slice(i, i + 500).map((id) => ({ id, categoryId: 54, title: `Bench ${id}`, isVerified: true })),
      );
  }
}

async function mintAll(chainId: number, d: Deployment, to: Clients, ids: number[]) {
  const hashes: Hex[] = [];
  let nonce = await to.publicClient.getTransactionCount({ address: to.account.address });
  for (const id of ids) {
    const permit = {
      tokenId: BigInt(id),
      to: to.account.address,
      currency: d.USDT,
      mintingPrice: 0n,
      uri: '',
      deadline: 4_000_000_000n,
      nonce: BigInt(id),
    };
    const signature = await signMintPermit(minterAccount, chainId, d.VrNFT, permit);
    hashes.push(
      await to.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'mintWithPermit',
        args: [permit.tokenId, permit.to, d.USDT, 0n, '', permit.deadline, permit.nonce, signature],
        nonce: nonce++,
        gas: 300_000n,
      }),
    );
  }
  await Promise.all(hashes.map((hash) => receipt(to, hash)));
}

/** The api's components on `database`, reading the chain at `rpcUrl` (a data folder of their own). */
async function apiOn(
  rpcUrl: string,
  chainId: number,
  d: Deployment,
  database: Database,
  confirmations: number,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-bench-'));
  const deploymentsFile = path.join(dataDir, 'deployments.json');
  writeDeployments(deploymentsFile, chainId, d);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(chainId),
    DEPLOYMENTS_FILE: deploymentsFile,
    CHAIN_CONFIRMATIONS: String(confirmations),
    WEB_DIST: '/nonexistent',
  });
  const components = await createComponents(config, { database, log: pino({ level: 'silent' }) });
  return { components, removeDataDir: () => rm(dataDir, { recursive: true, force: true }) };
}

async function saleLatency(rpcUrl: string, chainId: number, d: Deployment, seller: Clients, buyer: Clients) {
  const { database } = await openTestDatabase({ adminUrl: null });
  const { components, removeDataDir } = await apiOn(rpcUrl, chainId, d, database, confirmations);
  const app = buildApp(components);
  await app.ready();
  const ids = Array.from({ length: SALES }, (_, i) => 1_000_001 + i);
  await insertRecords(components.db, ids);
  await mintAll(chainId, d, seller, ids);
  const price = parseUnits('10', 18);
  const offers = await listForSale(d, seller, buyer, ids, price);
  components.indexer.start();
  const feed = `/api/v1/nft/${buyer.account.address}/activity?limit=1`;
  const latencies: number[] = [];
  for (const offerId of offers) {
    const hash = await buyer.walletClient.writeContract({
      address: d.Marketplace,
      abi: marketplaceAbi,
      functionName: 'buyOffer',
      args: [offerId, price, d.USDT],
    });
    await receipt(buyer, hash);
    const mined = performance.now();
    // With confirmations, blocks keep coming (anvil --block-time 1) until the sale is confirmed.
    while ((await app.inject({ method: 'GET', url: feed })).json().results[0]?.txId !== hash) {
      await new Promise((r) => setTimeout(r, 20));
    }
    latencies.push(performance.now() - mined);
  }
  await components.indexer.stop();
  await app.close();
  await database.close();
  await removeDataDir();
  return latencies.sort((a, b) => a - b);
}

/** Puts the synthetic events on the chain (once; every backfill reads them again). */
async function generateEvents(chainId: number, d: Deployment, a: Clients, b: Clients): Promise<number[]> {
  const ids = Array.from({ length: TOKENS }, (_, i) => 2_000_001 + i);
  await mintAll(chainId, d, a, ids);
  const shuffler = compileShuffler();
  const deployed = await receipt(
    a,
    a.walletClient.deployContract({ abi: shuffler.abi, bytecode: shuffler.bytecode }),
  );
  const helper = deployed.contractAddress as Address;
  for (const c of [a, b]) {
    await receipt(
      c,
      c.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [helper, true],
      }),
    );
  }
  const idsPerTx = 50;
  const rounds = TRANSFERS_PER_TX / idsPerTx;
  const started = performance.now();
  const hashes: Hex[] = [];
  let nonce = await a.publicClient.getTransactionCount({ address: a.account.address });
  for (let done = 0, k = 0; done < SYNTHETIC_EVENTS; done += TRANSFERS_PER_TX, k++) {
    const group = ids.slice((k * idsPerTx) % TOKENS, ((k * idsPerTx) % TOKENS) + idsPerTx).map(BigInt);
    hashes.push(
      await a.walletClient.writeContract({
        address: helper,
        abi: shuffler.abi,
        functionName: 'shuffle',
        args: [d.VrNFT, a.account.address, b.account.address, group, BigInt(rounds)],
        nonce: nonce++,
        gas: 29_000_000n,
      }),
    );
  }
  const receipts = await Promise.all(hashes.map((hash) => receipt(a, hash)));
  const failed = receipts.filter((r) => r.status !== 'success').length;
  console.log(
    `  generated ${hashes.length} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s${failed ? ` (${failed} reverted)` : ''}`,
  );
  return ids;
}

async function backfill(rpcUrl: string, chainId: number, d: Deployment, ids: number[], adminUrl?: string) {
  const scratch = await openTestDatabase({ adminUrl: adminUrl ?? null, prefix: 'vrmarket_bench' });
  const { database } = scratch;
  await insertRecords(database.db, ids);
  // The api's own indexer, stepped here rather than started: the backfill is timed alone.
  const { components, removeDataDir } = await apiOn(rpcUrl, chainId, d, database, 0);
  const { indexer } = components;
  const t0 = performance.now();
  // Failed steps (a range too large for one response) shrink the range and go again, as in the loop.
  for (let more = true; more; ) more = await indexer.step().catch(() => true);
  const seconds = (performance.now() - t0) / 1000;
  const { rows } = (await database.db.execute(
    'select count(*)::int as n from chain_events' as never,
  )) as unknown as { rows: { n: number }[] };
  await scratch.drop();
  await removeDataDir();
  return { events: rows[0]!.n, seconds };
}

const chain = await startTestChain(confirmations > 0 ? { blockTime: 1 } : {});
try {
  const { anvil, deployment: d, seller, buyer } = chain;

  console.log(`sale → buyer's activity feed, ${SALES} sales, ${confirmations} confirmation(s), PGlite:`);
  const latencies = await saleLatency(anvil.rpcUrl, anvil.chainId, d, seller, buyer);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  console.log(
    `  p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms  (target p95 ≤ 1000 ms: ${p95 <= 1000 ? 'met' : 'missed'})`,
  );

  console.log(
    `backfill of ${SYNTHETIC_EVENTS.toLocaleString('en-US')} synthetic Transfer events (${TOKENS} tokens):`,
  );
  const ids = await generateEvents(anvil.chainId, d, seller, buyer);
  const databases: [string, string | undefined][] = [['PGlite', undefined]];
  if (process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);
  for (const [label, adminUrl] of databases) {
    const { events, seconds } = await backfill(anvil.rpcUrl, anvil.chainId, d, ids, adminUrl);
    const rate = events / seconds;
    console.log(
      `  ${label}: ${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString('en-US')} events/s  (target ≥ 2,000/s: ${rate >= 2000 ? 'met' : 'missed'})`,
    );
  }
} finally {
  await chain.stop();
}
