/**
 * Live stream latency on a fresh anvil: from a sale's block (its receipt in hand, 0 confirmations
 * as on the local chain) to the `sale` event read by an EventSource-like client of
 * GET /api/v1/events?owner=<buyer>, through the indexer (no "record the transaction" call), on the
 * embedded PGlite of `npm start`. Prints p50/p95 against the target (p95 ≤ 1.5 s).
 * `npm run bench -- live`. It measures and prints; it never fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, categories, createComponents, loadConfig, nfts } from '@vrmarket/api';
import { marketplaceAbi, minterAccount, signMintPermit, vrNFTAbi } from '@vrmarket/contracts';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { startTestChain } from '@vrmarket/testkit/chain';
import { openTestDatabase } from '@vrmarket/testkit/database';
import pino from 'pino';
import { parseUnits } from 'viem';
import { quantile } from './lib/harness.ts';
import { listForSale, receipt } from './lib/market.ts';

const SALES = Number(process.env.SALES ?? 20);
const TARGET_MS = 1500;

const percentile = (sorted: number[], p: number) => quantile(sorted, p / 100);

/** Reads an SSE stream; resolves `arrival(txHash)` with the time its event came in. */
async function listen(url: string) {
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal });
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const data = text
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        text = text.slice(end + 2);
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { kind: string; txHash: string | null };
        if (event.kind !== 'sale' || !event.txHash) continue;
        const at = performance.now();
        arrived.set(event.txHash, at);
        waiting.get(event.txHash)?.(at);
      }
    }
  })().catch(() => {});
  return {
    arrival: (hash: string) =>
      new Promise<number>((resolve) => {
        const at = arrived.get(hash);
        if (at !== undefined) resolve(at);
        else waiting.set(hash, resolve);
      }),
    close: () => abort.abort(),
  };
}

const chain = await startTestChain();
const dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-bench-live-'));
try {
  const { anvil, deployment: d, seller, buyer } = chain;
  const deploymentsFile = path.join(dataDir, 'deployments.json');
  writeDeployments(deploymentsFile, anvil.chainId, d);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_ID: String(anvil.chainId),
    DEPLOYMENTS_FILE: deploymentsFile,
    CHAIN_CONFIRMATIONS: '0',
    WEB_DIST: '/nonexistent',
  });
  const { database } = await openTestDatabase({ adminUrl: null });
  const components = await createComponents(config, { database, log: pino({ level: 'silent' }) });
  const app = buildApp(components);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const ids = Array.from({ length: SALES }, (_, i) => 2_000_001 + i);
  await components.db
    .insert(categories)
    .values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' })
    .onConflictDoNothing();
  await components.db
    .insert(nfts)
    .overridingSystemValue()
    .values(ids.map((id) => ({ id, categoryId: 54, title: `Bench ${id}`, isVerified: true })));
  for (const id of ids) {
    const permit = {
      tokenId: BigInt(id),
      to: seller.account.address,
      currency: d.USDT,
      mintingPrice: 0n,
      uri: '',
      deadline: 4_000_000_000n,
      nonce: BigInt(id),
    };
    const signature = await signMintPermit(minterAccount, anvil.chainId, d.VrNFT, permit);
    await receipt(
      seller,
      seller.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'mintWithPermit',
        args: [permit.tokenId, permit.to, d.USDT, 0n, '', permit.deadline, permit.nonce, signature],
      }),
    );
  }
  const price = parseUnits('10', 18);
  const offers = await listForSale(d, seller, buyer, ids, price);
  components.indexer.start();
  const stream = await listen(`${base}/api/v1/events?owner=${buyer.account.address}`);
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
    latencies.push((await stream.arrival(hash)) - mined);
  }
  stream.close();
  await components.indexer.stop();
  await app.close();
  await database.close();
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(`sale block → live event (indexer, PGlite), ${SALES} sales:`);
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms  (target p95 ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'missed'})`,
  );
} finally {
  await chain.stop();
  await rm(dataDir, { recursive: true, force: true });
}
