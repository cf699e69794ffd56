import { type Clients, clientsFor, deployerKey, payoutAbi, testTokenAbi } from '@vrmarket/contracts';
import { sent } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertNftRecords, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { type RpcProxy, startRpcProxy } from '../../../test/rpc-proxy.ts';
import { rawRows } from '../../db/database.ts';
import { stakingRecords, stakingRewards } from '../../db/schema/index.ts';

/**
 * Money leaves once (DESIGN.md "Rules that must hold once"): a staking reward's Payout credit
 * whose answer is lost, or whose api stops before it hears the outcome, is settled against the
 * chain, never sent a second time. The api under test reaches the chain through a proxy that
 * forwards eth_sendRawTransaction and destroys the answer.
 */
let system: ChainApp;
let chain: TestChain;
let proxy: RpcProxy;
/** The api's operator wallet (MINTER_PRIVATE_KEY), which pays the rewards from its USDT. */
let operator: Clients;
/** The api whose chain is behind the proxy; it shares the database of `system.test`. */
let proxied: TestApp;
const people: Record<string, { id: number; accessToken: string }> = {};
const wallets = () => ({ alice: chain.seller.account, bob: chain.buyer.account });
type Who = 'alice' | 'bob';
const alice = () => chain.seller.account.address.toLowerCase();
const env = () => ({ ...system.chainEnv, MINTER_PRIVATE_KEY: deployerKey });

/** `who`'s pending USDT balance on the Payout contract, read from the chain (not through the proxy). */
const pendingOnChain = (who: Who = 'alice') =>
  chain.client.readContract({
    address: chain.deployment.Payout,
    abi: payoutAbi,
    functionName: 'pendingERC20',
    args: [chain.deployment.USDT, wallets()[who].address],
  });

/** `who`'s Claim History, which credits their unpaid rewards first. */
const visit = (app: TestApp, who: Who = 'alice') =>
  app.app.inject({
    method: 'GET',
    url: `/api/v1/nft/staking-nft/${wallets()[who].address.toLowerCase()}/history?type=REWARDS`,
    headers: { authorization: `Bearer ${people[who]!.accessToken}` },
  });

/** A claimed record of `who`'s with an unpaid reward of `amount` USDT (`status`: its payout state). */
async function reward(amount: string, status = 'PENDING', who: Who = 'alice') {
  const { db } = system.test.components;
  const [record] = await db
    .insert(stakingRecords)
    .values({
      userId: people[who]!.id,
      ownerAddress: wallets()[who].address.toLowerCase(),
      nftId: 1,
      tokenId: '1',
      contractAddress: chain.deployment.VrNFT.toLowerCase(),
      assetId: 1,
      assetValue: '720',
      code: 'DAYS_30',
      type: 'LOCKED',
      durationMs: 30 * 86_400_000,
      apy: '8',
      status: 'CLAIMED',
    })
    .returning({ id: stakingRecords.id });
  const [row] = await db
    .insert(stakingRewards)
    .values({
      stakingId: record!.id,
      userId: people[who]!.id,
      kind: 'CLAIM',
      days: 30,
      amount,
      payoutStatus: status,
    })
    .returning({ id: stakingRewards.id });
  return row!.id;
}

/** The credit transactions signed for a reward. */
const creditsOf = (id: number) =>
  rawRows<{ tx_hash: string; status: string }>(
    system.test.components.db,
    sql`select tx_hash, status from payout_transactions where purpose = 'STAKING_REWARD' and purpose_id = ${id}
        order by id`,
  );

const rewardRow = async (id: number) => {
  const [row] = await rawRows<{ payout_status: string; tx_hash: string | null }>(
    system.test.components.db,
    sql`select payout_status, tx_hash from staking_rewards where id = ${id}`,
  );
  return row!;
};

beforeAll(async () => {
  system = await startChainApp('payout-once', { MINTER_PRIVATE_KEY: deployerKey });
  chain = system.chain;
  // The rewards come from the operator's USDT (the deployer is the operator here).
  operator = clientsFor({ rpcUrl: chain.anvil.rpcUrl, chainId: chain.anvil.chainId }, deployerKey);
  await sent(
    operator,
    operator.walletClient.writeContract({
      address: chain.deployment.USDT,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [operator.account.address, parseUnits('1000', 18)],
    }),
  );
  const { db } = system.test.components;
  await insertNftRecords(db, 1, chain.seller.account.address);
  Object.assign(
    people,
    await addUsers(system.test, [
      { username: 'alice', fullname: 'Alice', publicKey: alice() },
      { username: 'bob', fullname: 'Bob', publicKey: chain.buyer.account.address.toLowerCase() },
    ]),
  );
  proxy = await startRpcProxy(chain.anvil.rpcUrl);
  proxied = await createTestApp({ ...env(), CHAIN_RPC_URL: proxy.url }, system.test.testDatabase);
});
afterAll(async () => {
  await proxied?.close();
  await proxy?.close();
  await system?.close();
});
beforeEach(() => {
  Object.assign(proxy, {
    loseSendAnswers: false,
    swallowSends: false,
    downAfterSend: false,
    down: false,
    receiptLagMs: 0,
  });
});

describe('a staking reward is credited exactly once', () => {
  it('a credit whose answer is lost is settled against the chain, and paid once however often the staker comes back', async () => {
    const id = await reward('4.8');
    const before = await pendingOnChain();
    proxy.loseSendAnswers = true;
    const first = await visit(proxied);
    expect(first.statusCode).toBe(200);
    expect(await pendingOnChain()).toBe(before + parseUnits('4.8', 18));
    // The staker comes back, through the same api and another one: nothing is sent again.
    for (const app of [proxied, proxied, system.test]) expect((await visit(app)).statusCode).toBe(200);
    expect(await pendingOnChain()).toBe(before + parseUnits('4.8', 18));
    const row = await rewardRow(id);
    expect(row).toEqual({ payout_status: 'PAID', tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const receipt = await chain.client.getTransactionReceipt({ hash: row.tx_hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(await creditsOf(id)).toEqual([{ tx_hash: row.tx_hash, status: 'SUCCEEDED' }]);
  });

  it('a credit sent just before the chain went away stays PAYING and is settled by the next visit, not sent again', async () => {
    const id = await reward('1.2');
    const before = await pendingOnChain();
    proxy.loseSendAnswers = true;
    proxy.downAfterSend = true;
    expect((await visit(proxied)).statusCode).toBe(200);
    // The node got it and mined it; the api does not know.
    expect(await pendingOnChain()).toBe(before + parseUnits('1.2', 18));
    expect(await rewardRow(id)).toEqual({ payout_status: 'PAYING', tx_hash: expect.stringMatching(/^0x/) });
    proxy.down = false;
    proxy.downAfterSend = false;
    proxy.loseSendAnswers = false;
    for (let i = 0; i < 3; i += 1) expect((await visit(proxied)).statusCode).toBe(200);
    expect(await rewardRow(id)).toMatchObject({ payout_status: 'PAID' });
    expect(await pendingOnChain()).toBe(before + parseUnits('1.2', 18));
  });

  it('a credit under way when the api stopped is settled at the next start, not sent again', async () => {
    const id = await reward('2.4');
    const before = await pendingOnChain();
    const sends = proxy.sends;
    proxy.loseSendAnswers = true;
    proxy.downAfterSend = true;
    expect((await visit(proxied)).statusCode).toBe(200);
    expect(proxy.sends).toBe(sends + 1);
    expect(await pendingOnChain()).toBe(before + parseUnits('2.4', 18));
    const { tx_hash: sentHash } = await rewardRow(id);

    // The api stops ("crash") and another starts on the same database, with the chain back.
    const restarted = await createTestApp(env(), system.test.testDatabase);
    try {
      await restarted.components.payouts.start();
      expect(await rewardRow(id)).toEqual({ payout_status: 'PAID', tx_hash: sentHash });
      for (let i = 0; i < 2; i += 1) expect((await visit(restarted)).statusCode).toBe(200);
      expect(await pendingOnChain()).toBe(before + parseUnits('2.4', 18));
      expect(await creditsOf(id)).toEqual([{ tx_hash: sentHash, status: 'SUCCEEDED' }]);
    } finally {
      restarted.components.payouts.stop();
      await restarted.close();
    }
  });

  it('a credit the node never got is sent again as the same signed transaction, and paid once', async () => {
    const id = await reward('0.9');
    const before = await pendingOnChain();
    proxy.swallowSends = true;
    proxy.downAfterSend = true;
    expect((await visit(proxied)).statusCode).toBe(200);
    const { tx_hash: signed } = await rewardRow(id);
    expect(await rewardRow(id)).toEqual({ payout_status: 'PAYING', tx_hash: expect.stringMatching(/^0x/) });
    expect(await pendingOnChain()).toBe(before);
    Object.assign(proxy, { swallowSends: false, downAfterSend: false, down: false });
    expect((await visit(proxied)).statusCode).toBe(200);
    expect(await rewardRow(id)).toEqual({ payout_status: 'PAID', tx_hash: signed });
    expect((await visit(proxied)).statusCode).toBe(200);
    expect(await pendingOnChain()).toBe(before + parseUnits('0.9', 18));
    expect(await creditsOf(id)).toEqual([{ tx_hash: signed, status: 'SUCCEEDED' }]);
  });

  it('a credit whose nonce another transaction took never lands: it is paid by a new credit, once', async () => {
    const id = await reward('0.7');
    const before = await pendingOnChain();
    proxy.swallowSends = true;
    proxy.downAfterSend = true;
    expect((await visit(proxied)).statusCode).toBe(200);
    const { tx_hash: lost } = await rewardRow(id);
    // The operator key sends something else meanwhile: its nonce goes to that transaction.
    await sent(
      operator,
      operator.walletClient.writeContract({
        address: chain.deployment.USDT,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [operator.account.address, 1n],
      }),
    );
    Object.assign(proxy, { swallowSends: false, downAfterSend: false, down: false });
    expect((await visit(proxied)).statusCode).toBe(200);
    const paid = await rewardRow(id);
    expect(paid).toEqual({ payout_status: 'PAID', tx_hash: expect.stringMatching(/^0x/) });
    expect(paid.tx_hash).not.toBe(lost);
    expect((await visit(proxied)).statusCode).toBe(200);
    expect(await pendingOnChain()).toBe(before + parseUnits('0.7', 18));
    expect(await creditsOf(id)).toEqual([
      { tx_hash: lost, status: 'DROPPED' },
      { tx_hash: paid.tx_hash, status: 'SUCCEEDED' },
    ]);
  });

  it('a credit whose receipt the node serves late is paid once: its used nonce is not taken for a dropped credit', async () => {
    const id = await reward('0.75');
    const before = await pendingOnChain();
    // The node counts the credit's nonce at once and serves its receipt a second later.
    proxy.receiptLagMs = 1_000;
    expect((await visit(proxied)).statusCode).toBe(200);
    const paid = await rewardRow(id);
    expect(paid).toEqual({ payout_status: 'PAID', tx_hash: expect.stringMatching(/^0x/) });
    for (let i = 0; i < 2; i += 1) expect((await visit(proxied)).statusCode).toBe(200);
    expect(await pendingOnChain()).toBe(before + parseUnits('0.75', 18));
    expect(await creditsOf(id)).toEqual([{ tx_hash: paid.tx_hash, status: 'SUCCEEDED' }]);
  });

  it('a credit settled as dropped whose Credited event comes after is marked paid twice, once, for an operator', async () => {
    const id = await reward('0.65');
    const { db } = system.test.components;
    const hash = `0x${'ab'.repeat(32)}`;
    // What a node whose receipts lag more than ADR 0062 waits leaves: the credit settled as DROPPED…
    await db.execute(
      sql`insert into payout_transactions
            (chain_id, sender, nonce, tx_hash, raw_tx, purpose, purpose_id, token, account, amount_raw, status)
          values (${chain.anvil.chainId}, ${`0x${'0d'.repeat(20)}`}, 7, ${hash}, '0x00', 'STAKING_REWARD', ${id},
            ${chain.deployment.USDT.toLowerCase()}, ${alice()}, ${parseUnits('0.65', 18).toString()}, 'DROPPED')`,
    );
    // …and then the indexer stores its Credited event.
    await db.execute(
      sql`insert into payout_movements
            (chain_id, tx_hash, log_index, kind, token, currency, account, amount_raw, amount, block_number, created_at)
          values (${chain.anvil.chainId}, ${hash}, 0, 'CREDIT', ${chain.deployment.USDT.toLowerCase()}, 'USDT',
            ${alice()}, ${parseUnits('0.65', 18).toString()}, 0.65, 1, now())`,
    );
    for (let i = 0; i < 2; i += 1) expect((await visit(proxied)).statusCode).toBe(200);
    const [first, second] = await creditsOf(id);
    expect(first).toEqual({ tx_hash: hash, status: 'MINED_AFTER_DROPPED' });
    // The reward was put back when its credit was dropped, so it was paid again: that is the second payment.
    expect(second).toMatchObject({ status: 'SUCCEEDED' });
  });

  itOnce(
    'visits at once mark a credit mined after it was dropped once, and pay its reward again once',
    async () => {
      const id = await reward('0.45');
      const { db } = system.test.components;
      const hash = `0x${'cd'.repeat(32)}`;
      await db.execute(
        sql`insert into payout_transactions
            (chain_id, sender, nonce, tx_hash, raw_tx, purpose, purpose_id, token, account, amount_raw, status)
          values (${chain.anvil.chainId}, ${`0x${'0d'.repeat(20)}`}, 8, ${hash}, '0x00', 'STAKING_REWARD', ${id},
            ${chain.deployment.USDT.toLowerCase()}, ${alice()}, ${parseUnits('0.45', 18).toString()}, 'DROPPED')`,
      );
      await db.execute(
        sql`insert into payout_movements
            (chain_id, tx_hash, log_index, kind, token, currency, account, amount_raw, amount, block_number, created_at)
          values (${chain.anvil.chainId}, ${hash}, 0, 'CREDIT', ${chain.deployment.USDT.toLowerCase()}, 'USDT',
            ${alice()}, ${parseUnits('0.45', 18).toString()}, 0.45, 1, now())`,
      );
      const { statuses } = await fireAtOnce(() => visit(system.test));
      expect(statuses).toEqual({ 200: PARALLEL_REQUESTS });
      const credits = await creditsOf(id);
      expect(credits.map((credit) => credit.status)).toEqual(['MINED_AFTER_DROPPED', 'SUCCEEDED']);
      expect(credits[0]!.tx_hash).toBe(hash);
    },
  );

  it('a reward left PAYING by a crash before anything was signed is put back at start and paid once', async () => {
    const id = await reward('0.6', 'PAYING');
    const before = await pendingOnChain();
    const restarted = await createTestApp(env(), system.test.testDatabase);
    try {
      await restarted.components.payouts.start();
      expect((await visit(restarted)).statusCode).toBe(200);
      expect(await rewardRow(id)).toMatchObject({ payout_status: 'PAID' });
      expect((await visit(restarted)).statusCode).toBe(200);
      expect(await pendingOnChain()).toBe(before + parseUnits('0.6', 18));
    } finally {
      restarted.components.payouts.stop();
      await restarted.close();
    }
  });

  it('two api replicas paying at once give each credit a nonce of its own: every reward paid in one round', async () => {
    const amounts = ['0.1', '0.2', '0.3'];
    const ids: number[] = [];
    for (const who of ['alice', 'bob'] as const)
      for (const amount of amounts) ids.push(await reward(amount, 'PENDING', who));
    const before = { alice: await pendingOnChain('alice'), bob: await pendingOnChain('bob') };
    const other = await createTestApp(env(), system.test.testDatabase);
    try {
      // Alice's rewards are paid by one replica, Bob's by the other, at the same moment.
      const answers = await Promise.all([visit(system.test, 'alice'), visit(other, 'bob')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const id of ids) expect(await rewardRow(id)).toMatchObject({ payout_status: 'PAID' });
      expect(await pendingOnChain('alice')).toBe(before.alice + parseUnits('0.6', 18));
      expect(await pendingOnChain('bob')).toBe(before.bob + parseUnits('0.6', 18));
    } finally {
      await other.close();
    }
  });
});
