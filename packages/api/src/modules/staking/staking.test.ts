import {
  adminKey,
  type Clients,
  clientsFor,
  deployerKey,
  payoutAbi,
  stakingVaultAbi,
  testTokenAbi,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { mintTo, sent } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { encodeAbiParameters, type Hex, keccak256, parseUnits, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { insertNftRecords, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { rawRows } from '../../db/database.ts';
import { seedStakingOptions } from './defaults.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
const token: Record<string, string> = {};
const alice = () => chain.seller.account.address.toLowerCase();
const bob = () => chain.buyer.account.address.toLowerCase();
const ADMIN_WALLET = '0x00000000000000000000000000000000000000ad';
const DAY = 86_400;
const vrNft = () => chain.deployment.VrNFT.toLowerCase();

type Who = 'visitor' | 'alice' | 'bob' | 'admin';
const headers = (who: Who) => (who === 'visitor' ? {} : { authorization: `Bearer ${token[who]}` });
const get = (url: string, who: Who) =>
  test.app.inject({ method: 'GET', url: `/api/v1/nft/staking-nft/${url}`, headers: headers(who) });
const post = (url: string, who: Who, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: `/api/v1/nft/staking-nft/${url}`, headers: headers(who), payload });
const body = (tokenId: bigint, transactionHash?: string) => ({
  tokenId: String(tokenId),
  contractAddress: vrNft(),
  ...(transactionHash ? { transactionHash } : {}),
});

/** Stakes by safe transfer with (type, duration in s) as data, the web's one-transaction path. */
const stakeOnChain = (clients: Clients, tokenId: bigint, type: 0 | 1, seconds: number) =>
  sent(
    clients,
    clients.walletClient.writeContract({
      address: chain.deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'safeTransferFrom',
      args: [
        clients.account.address,
        chain.deployment.StakingVault,
        tokenId,
        encodeAbiParameters([{ type: 'uint8' }, { type: 'uint64' }], [type, BigInt(seconds)]),
      ],
    }),
  );
const unstakeOnChain = (clients: Clients, stakeId: string) =>
  sent(
    clients,
    clients.walletClient.writeContract({
      address: chain.deployment.StakingVault,
      abi: stakingVaultAbi,
      functionName: 'unstake',
      args: [BigInt(stakeId)],
    }),
  );
const advance = async (seconds: number) => {
  await chain.rpc('evm_increaseTime', [seconds]);
  await chain.rpc('evm_mine');
};
const record = (txHash: Hex) =>
  test.app.inject({ method: 'POST', url: '/api/v1/transactions/record', payload: { txHash } });

/** The api's operator wallet (MINTER_PRIVATE_KEY), which pays the rewards from its USDT. */
const operator = () => clientsFor({ rpcUrl: chain.anvil.rpcUrl, chainId: chain.anvil.chainId }, deployerKey);
/** Alice's pending USDT balance on the Payout contract, read from the chain. */
const pendingOnChain = () =>
  chain.client.readContract({
    address: chain.deployment.Payout,
    abi: payoutAbi,
    functionName: 'pendingERC20',
    args: [chain.deployment.USDT, chain.seller.account.address],
  });
const OPERATOR_ROLE = keccak256(toHex('OPERATOR_ROLE'));
/** The admin (dev account 10) grants and revokes roles; the operator key cannot (deploy/README.md "Roles"). */
const admin = () => clientsFor({ rpcUrl: chain.anvil.rpcUrl, chainId: chain.anvil.chainId }, adminKey);
const setOperator = (grant: boolean) =>
  sent(
    admin(),
    admin().walletClient.writeContract({
      address: chain.deployment.Payout,
      abi: payoutAbi,
      functionName: grant ? 'grantRole' : 'revokeRole',
      args: [OPERATOR_ROLE, operator().account.address],
    }),
  );

beforeAll(async () => {
  system = await startChainApp('staking', { MINTER_PRIVATE_KEY: deployerKey });
  ({ chain, test } = system);
  // The rewards come from the operator's USDT.
  await sent(
    operator(),
    operator().walletClient.writeContract({
      address: chain.deployment.USDT,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [operator().account.address, parseUnits('1000', 18)],
    }),
  );
  const { db } = test.components;
  await insertNftRecords(db, 4, chain.seller.account.address);
  await createFactory(db).categories([{ id: 50, name: 'vrMalls' }]);
  await seedStakingOptions(db, [
    { id: 54, name: 'vr3DNFTs' },
    { id: 50, name: 'vrMalls' },
  ]);
  await db.execute(sql`update staking_assets set value = 720 where category_id = 54`);
  // Token 4 is of a category without an asset option.
  await db.execute(sql`update nfts set category_id = 50 where id = 4`);
  await db.execute(sql`delete from staking_assets where category_id = 50`);
  for (const id of [1n, 2n, 3n, 4n]) await record((await mintTo(chain, chain.seller, id)).transactionHash);
  const people = await addUsers(test, [
    { username: 'alice', fullname: 'Alice', publicKey: alice() },
    { username: 'bob', fullname: 'Bob', publicKey: bob() },
    { username: 'admin', fullname: 'Admin', publicKey: ADMIN_WALLET, isAdminMarket: true },
  ]);
  for (const [name, person] of Object.entries(people)) token[name] = person.accessToken;
});
afterAll(async () => {
  await system?.close();
});

describe('staking options', () => {
  it('configs, assets and durations are public', async () => {
    const configs = await get('configs', 'visitor');
    expect(configs.statusCode).toBe(200);
    expect(configs.json().data).toMatchObject({
      vaultAddress: chain.setup.address.StakingVault,
      methods: ['LOCKED', 'FLEXIBLE'],
      flexibleClaimWaitMs: 2_592_000_000,
    });
    const assets = (await get('list-assets', 'visitor')).json().data;
    expect(assets).toEqual([
      { id: expect.any(String), assetId: '54', assetType: 'vr3DNFTs', assetTier: 'STANDARD', value: '720' },
    ]);
    const durations = (await get('list-durations', 'visitor')).json().data;
    expect(durations[0]).toMatchObject({ code: 'DAYS', type: 'FLEXIBLE', duration: 0, apy: 0.05 });
    expect(durations[1]).toMatchObject({
      code: 'DAYS_30',
      type: 'LOCKED',
      duration: 30 * DAY * 1000,
      apy: 0.08,
    });
  });
});

describe('staking', () => {
  const ids: Record<string, string> = {};

  it('every list is its owner’s: visitor 401, other user and admin 403', async () => {
    for (const path of ['list-staking-available', 'list-staking', 'history', 'history?type=REWARDS']) {
      const [route, query] = path.split('?');
      const url = `${alice()}/${route}${query ? `?${query}` : ''}`;
      expect((await get(url, 'visitor')).statusCode, path).toBe(401);
      expect((await get(url, 'bob')).statusCode, path).toBe(403);
      expect((await get(url, 'admin')).statusCode, path).toBe(403);
      expect((await get(url, 'alice')).statusCode, path).toBe(200);
    }
    const available = (await get(`${alice()}/list-staking-available`, 'alice')).json();
    // Token 4's category has no asset option: it cannot be staked.
    expect(available.results.map((n: { tokenId: string }) => n.tokenId)).toEqual(['3', '2', '1']);
    expect(available.results[0].asset.value).toBe('720');
  });

  it('create: only the NFT’s owner, with a valid duration, one open record per NFT', async () => {
    const locked = { ...body(1n), code: 'DAYS_30', amount: '30' };
    expect((await post('1', 'visitor', locked)).statusCode).toBe(401);
    const other = await post('1', 'bob', locked);
    expect([other.statusCode, other.json().code]).toEqual([403, 'NOT_NFT_OWNER']);
    expect((await post('1', 'admin', locked)).statusCode).toBe(403);
    const wrongAmount = await post('1', 'alice', { ...locked, amount: '31' });
    expect([wrongAmount.statusCode, wrongAmount.json().code]).toEqual([422, 'STAKING_DURATION_INVALID']);
    const noAsset = await post('4', 'alice', { ...body(4n) });
    expect([noAsset.statusCode, noAsset.json().code]).toEqual([422, 'STAKING_ASSET_NOT_FOUND']);

    const created = await post('1', 'alice', locked);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'CREATED',
      type: 'LOCKED',
      apy: 0.08,
      code: 'DAYS_30',
    });
    ids.locked = created.json().data._id;
    const again = await post('1', 'alice', locked);
    expect([again.statusCode, again.json().code]).toEqual([409, 'STAKING_EXISTS']);

    const flexible = await post('2', 'alice', body(2n));
    expect(flexible.json().data).toMatchObject({
      status: 'CREATED',
      type: 'FLEXIBLE',
      code: 'DAYS',
      amount: '0',
    });
    ids.flexible = flexible.json().data._id;
    ids.never = (await post('3', 'alice', body(3n))).json().data._id;
  });

  it('the transfer is confirmed from the chain only: a wrong transaction confirms nothing', async () => {
    // A transaction without the vault's Staked event of this NFT (a flexible stake instead of
    // the record's 30-day lock) is refused, and the record stays CREATED.
    const wrong = await stakeOnChain(chain.seller, 1n, 1, 0);
    const refused = await post(`${ids.locked}/transfer`, 'alice', body(1n, wrong.transactionHash));
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'STAKING_NOT_CONFIRMED']);
    const [stake] = await rawRows<{ stake_id: string }>(
      test.components.db,
      sql`select stake_id::text from stakes where tx_hash = ${wrong.transactionHash}`,
    );
    await unstakeOnChain(chain.seller, stake!.stake_id);

    const staked = await stakeOnChain(chain.seller, 1n, 0, 30 * DAY);
    for (const who of ['bob', 'admin'] as const) {
      const refusedOther = await post(`${ids.locked}/transfer`, who, body(1n, staked.transactionHash));
      expect(refusedOther.statusCode).toBe(403);
    }
    expect(
      (await post(`${ids.locked}/transfer`, 'visitor', body(1n, staked.transactionHash))).statusCode,
    ).toBe(401);
    const confirmed = await post(`${ids.locked}/transfer`, 'alice', body(1n, staked.transactionHash));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'CONFIRMED',
      transactionHash: staked.transactionHash,
    });
    expect(confirmed.json().data.endDate).not.toBeNull();
    ids.lockedStake = confirmed.json().data.stakeId;

    const active = (await get(`${alice()}/list-staking?status=CONFIRMED`, 'alice')).json();
    expect(active.results.map((r: { _id: string }) => r._id)).toEqual([ids.locked]);
  });

  it('a LOCKED claim or cancel before the end is refused; after it, the claim pays the whole term', async () => {
    for (const who of ['bob', 'admin'] as const) {
      expect((await post(`${ids.locked}/claim`, who, body(1n))).statusCode).toBe(403);
      expect((await post(`${ids.locked}/cancel`, who, body(1n))).statusCode).toBe(403);
    }
    expect((await post(`${ids.locked}/claim`, 'visitor', body(1n))).statusCode).toBe(401);
    expect((await post(`${ids.locked}/cancel`, 'visitor', body(1n))).statusCode).toBe(401);
    const early = await post(`${ids.locked}/claim`, 'alice', body(1n));
    expect([early.statusCode, early.json().code]).toEqual([422, 'STAKING_LOCKED']);
    const cancel = await post(`${ids.locked}/cancel`, 'alice', body(1n));
    expect([cancel.statusCode, cancel.json().code]).toEqual([422, 'STAKING_LOCKED']);

    await advance(30 * DAY + 60);
    const notBack = await post(`${ids.locked}/claim`, 'alice', body(1n));
    expect([notBack.statusCode, notBack.json().code]).toEqual([422, 'STAKING_NOT_RETURNED']);
    const back = await unstakeOnChain(chain.seller, ids.lockedStake!);
    expect(await pendingOnChain()).toBe(0n);
    const claimed = await post(`${ids.locked}/claim`, 'alice', body(1n, back.transactionHash));
    expect(claimed.statusCode).toBe(200);
    // 720 × 0.08 × 30 / 360
    expect(claimed.json()).toMatchObject({
      data: { status: 'CLAIMED' },
      reward: { amount: '4.8', days: 30, payoutStatus: 'PAID', txHash: expect.stringMatching(/^0x/) },
    });
    // Credited to her wallet on the Payout contract, exactly 4.8 USDT (18 decimals).
    expect(await pendingOnChain()).toBe(parseUnits('4.8', 18));
    const receipt = await chain.client.getTransactionReceipt({ hash: claimed.json().reward.txHash });
    expect(receipt.status).toBe('success');
    const again = await post(`${ids.locked}/claim`, 'alice', body(1n));
    expect([again.statusCode, again.json().code]).toEqual([409, 'STAKING_CLOSED']);
    const rewards = (await get(`${alice()}/history?type=REWARDS`, 'alice')).json();
    expect(rewards.results).toMatchObject([
      {
        stakingId: ids.locked,
        amount: '4.8',
        days: 30,
        kind: 'CLAIM',
        payoutStatus: 'PAID',
        txHash: claimed.json().reward.txHash,
      },
    ]);
    expect(await pendingOnChain()).toBe(parseUnits('4.8', 18));
  });

  it('FLEXIBLE: no claim before 30 days; cancelled early it earns no interest', async () => {
    const staked = await stakeOnChain(chain.seller, 2n, 1, 0);
    const confirmed = (
      await post(`${ids.flexible}/transfer`, 'alice', body(2n, staked.transactionHash))
    ).json();
    expect(confirmed.data.status).toBe('CONFIRMED');
    const early = await post(`${ids.flexible}/claim`, 'alice', body(2n));
    expect([early.statusCode, early.json().code]).toEqual([422, 'STAKING_CLAIM_WAIT']);
    const stillStaked = await post(`${ids.flexible}/cancel`, 'alice', body(2n));
    expect([stillStaked.statusCode, stillStaked.json().code]).toEqual([422, 'STAKING_NOT_RETURNED']);

    await advance(10 * DAY);
    const back = await unstakeOnChain(chain.seller, confirmed.data.stakeId);
    const cancelled = await post(`${ids.flexible}/cancel`, 'alice', body(2n, back.transactionHash));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { status: 'CANCELLED' },
      reward: { amount: '0', days: 0, payoutStatus: null, txHash: null },
    });
    const rewards = (await get(`${alice()}/history?type=REWARDS`, 'alice')).json();
    expect(rewards.total).toBe(1);
    // Nothing more was credited.
    expect(await pendingOnChain()).toBe(parseUnits('4.8', 18));
  });

  it('a record never staked is cancelled outright; the history shows every record', async () => {
    expect((await post(`${ids.never}/cancel`, 'bob', body(3n))).statusCode).toBe(403);
    const cancelled = await post(`${ids.never}/cancel`, 'alice', body(3n));
    expect(cancelled.json().data.status).toBe('CANCELLED');
    const history = (await get(`${alice()}/history`, 'alice')).json();
    expect(history.results.map((r: { _id: string; status: string }) => [r._id, r.status])).toEqual([
      [ids.never, 'CANCELLED'],
      [ids.flexible, 'CANCELLED'],
      [ids.locked, 'CLAIMED'],
    ]);
    const missing = await post('999/claim', 'alice', body(3n));
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'STAKING_NOT_FOUND']);
  });

  it('a failed credit leaves the reward retryable; the retry pays it exactly once', async () => {
    const locked = (await post('3', 'alice', { ...body(3n), code: 'DAYS_30', amount: '30' })).json().data;
    const staked = await stakeOnChain(chain.seller, 3n, 0, 30 * DAY);
    const confirmed = (
      await post(`${locked._id}/transfer`, 'alice', body(3n, staked.transactionHash))
    ).json();
    await advance(30 * DAY + 60);
    const back = await unstakeOnChain(chain.seller, confirmed.data.stakeId);
    // The api's wallet may not credit Payout any more: the credit fails before anything is sent.
    await setOperator(false);
    const claimed = await post(`${locked._id}/claim`, 'alice', body(3n, back.transactionHash));
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      data: { status: 'CLAIMED' },
      reward: { amount: '4.8', payoutStatus: 'FAILED', txHash: null },
    });
    expect(await pendingOnChain()).toBe(parseUnits('4.8', 18));
    // Still failing: the Claim History retries and keeps it FAILED.
    const failing = (await get(`${alice()}/history?type=REWARDS`, 'alice')).json();
    expect(failing.results[0]).toMatchObject({ stakingId: locked._id, payoutStatus: 'FAILED', txHash: null });

    await setOperator(true);
    const paid = (await get(`${alice()}/history?type=REWARDS`, 'alice')).json();
    expect(paid.results[0]).toMatchObject({
      stakingId: locked._id,
      payoutStatus: 'PAID',
      txHash: expect.stringMatching(/^0x/),
    });
    expect(await pendingOnChain()).toBe(parseUnits('9.6', 18));
    // Further visits pay nothing more.
    const later = (await get(`${alice()}/history?type=REWARDS`, 'alice')).json();
    expect(later.results.map((r: { payoutStatus: string }) => r.payoutStatus)).toEqual(['PAID', 'PAID']);
    expect(later.results[0].txHash).toBe(paid.results[0].txHash);
    expect(await pendingOnChain()).toBe(parseUnits('9.6', 18));
  });
});

describe('once-only rules', () => {
  const openRecords = async () =>
    rawRows<{ id: string; transaction_hash: string | null }>(
      test.components.db,
      sql`select r.id::text, r.transaction_hash from staking_records r where r.nft_id = 5 and r.status = 'CREATED'
          order by r.id`,
    );

  beforeAll(async () => {
    const { db } = test.components;
    await db.execute(
      sql`insert into nfts (id, category_id, title, owner_address, is_verified) overriding system value
          values (5, 54, 'Item 5', ${alice()}, true)`,
    );
    await record((await mintTo(chain, chain.seller, 5n)).transactionHash);
  });

  itOnce('one open record per NFT: one is created, the others are told it exists', async () => {
    const { answers, statuses } = await fireAtOnce(() => post('5', 'alice', body(5n)));
    expect(statuses).toEqual({ 201: 1, 409: PARALLEL_REQUESTS - 1 });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
      new Set(['STAKING_EXISTS']),
    );
    expect(await openRecords()).toHaveLength(1);
  });

  itOnce('a stake confirms one record: another record of the NFT cannot claim it', async () => {
    const [first] = await openRecords();
    const staked = await stakeOnChain(chain.seller, 5n, 1, 0);
    const confirmed = await post(`${first!.id}/transfer`, 'alice', body(5n, staked.transactionHash));
    expect(confirmed.json().data.status).toBe('CONFIRMED');
    // A second open record of the NFT, as the check-then-insert let in before (7 of 12 requests).
    const [second] = await rawRows<{ id: string }>(
      test.components.db,
      sql`insert into staking_records (user_id, owner_address, nft_id, token_id, contract_address, asset_id,
            asset_value, code, type, duration_ms, apy)
          select user_id, owner_address, nft_id, token_id, contract_address, asset_id, asset_value, code, type,
            duration_ms, apy from staking_records where id = ${Number(first!.id)}
          returning id::text`,
    );
    const { answers, statuses } = await fireAtOnce(() =>
      post(`${second!.id}/transfer`, 'alice', body(5n, staked.transactionHash)),
    );
    expect(statuses).toEqual({ 409: PARALLEL_REQUESTS });
    expect(answers[0]!.json().code).toBe('STAKING_TRANSFER_USED');
    expect(await openRecords()).toEqual([
      { id: first!.id, transaction_hash: staked.transactionHash },
      { id: second!.id, transaction_hash: null },
    ]);
    const list = (await get(`${alice()}/list-staking?status=CONFIRMED`, 'alice')).json();
    expect(list.results.map((r: { _id: string }) => r._id)).toEqual([first!.id]);
  });

  itOnce('a month of flexible interest is paid once, however many claims arrive', async () => {
    const [record] = await openRecords();
    await advance(31 * DAY);
    const before = await pendingOnChain();
    const { answers, statuses } = await fireAtOnce(() => post(`${record!.id}/claim`, 'alice', body(5n)));
    expect(statuses).toEqual({ 200: 1, 422: PARALLEL_REQUESTS - 1 });
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe('STAKING_CLAIM_WAIT');
    const paid = answers.find((a) => a.statusCode === 200)!.json().reward;
    expect(paid).toMatchObject({ days: 31, payoutStatus: 'PAID' });
    const rewards = await rawRows<{ n: number }>(
      test.components.db,
      sql`select count(*)::int as n from staking_rewards where staking_id = ${Number(record!.id)}`,
    );
    expect(rewards[0]!.n).toBe(1);
    expect(await pendingOnChain()).toBe(before + parseUnits(paid.amount, 18));
  });
});
