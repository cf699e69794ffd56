import {
  type Clients,
  clientsFor,
  demoUserKeys,
  deployerKey,
  paymentAbi,
  payoutAbi,
} from '@vrmarket/contracts';
import { PurchaseStatus, referralClaimMessage } from '@vrmarket/domain';
import { mintWithPermit, sent } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { drain, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { startRpcProxy } from '../../../test/rpc-proxy.ts';
import { revertEvents } from '../../chain/apply.ts';
import { rawRows } from '../../db/database.ts';
import { appSettings } from '../../db/schema/index.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let referrer: Clients;
let stranger: Clients;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const SUB = 541;
/** The Payout credit of the approved request. */
let creditTx = '';

const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
    ...(payload ? { payload } : {}),
  });
const wallet = (clients: Clients) => clients.account.address.toLowerCase();

/** The body the web sends: `signer` signs the claim message of `who`'s account and wallet. */
async function signedBody(who: string, signer: Clients, createdAt = Date.now(), subCategoryId = SUB) {
  const message = referralClaimMessage({
    userId: userId[who]!,
    wallet: who === 'referrer' ? wallet(referrer) : wallet(stranger),
    subCategoryId,
    createdAt,
    chainId: chain.anvil.chainId,
  });
  return { subCategoryId, createdAt, hash: await signer.walletClient.signMessage({ message }) };
}
const requestClaim = (who: string | undefined, body: object, sub = SUB) =>
  call('POST', `/v1/nft/${sub}/request-claim-refer`, who, body);

/** The buyer mints an NFT of SUB at `price` USDT with `referCode`'s referral link: the NFT and the mint's receipt. */
async function buyWithCode(referCode: string, price: string) {
  const nft = await createFactory(test.components.db).nft({
    purchaseStatus: PurchaseStatus.NONE,
    tokenId: null,
    ownerAddress: wallet(chain.seller),
    labActive: true,
    mintingCurrency: 'USDT',
    mintingPrice: price,
    subCategoryId: SUB,
    contractAddress: chain.deployment.VrNFT.toLowerCase(),
  });
  const permit = await call(
    'GET',
    `/v1/nft/${nft.id}/mintingPermission/refer-code/${wallet(chain.buyer)}?referCode=${referCode}`,
    'buyer',
  );
  expect(permit.statusCode).toBe(200);
  return { nft, mint: await mintWithPermit(chain.buyer, permit.json().data) };
}
const pendingOnChain = () =>
  chain.client.readContract({
    address: chain.deployment.Payout,
    abi: payoutAbi,
    functionName: 'pendingERC20',
    args: [chain.deployment.USDT, referrer.account.address],
  });
const projected = async () => {
  await drain(test.components.indexer);
  const answer = await call('GET', `/v1/nft/${wallet(referrer)}/payout-balances`, 'referrer');
  expect(answer.statusCode).toBe(200);
  return answer.json().results as { currency: string; pending: string }[];
};

beforeAll(async () => {
  system = await startChainApp('referral-claims', { MINTER_PRIVATE_KEY: deployerKey, ALLOW_BUY: '1' });
  ({ chain, test } = system);
  const target = { rpcUrl: chain.anvil.rpcUrl, chainId: chain.anvil.chainId };
  referrer = clientsFor(target, demoUserKeys[2]!);
  stranger = clientsFor(target, demoUserKeys[3]!);
  const { db } = test.components;
  const make = createFactory(db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: SUB, name: '3D Avatar', parentCategoryId: 54 },
  ]);
  await db.insert(appSettings).values({ key: 'ALLOW_TRADING', value: [54] });
  const people = await addUsers(test, [
    { username: 'seller', fullname: 'Seller', publicKey: wallet(chain.seller) },
    { username: 'buyer', fullname: 'Buyer', publicKey: wallet(chain.buyer) },
    { username: 'referrer', fullname: 'Referrer', publicKey: wallet(referrer) },
    { username: 'stranger', fullname: 'Stranger', publicKey: wallet(stranger) },
    { username: 'admin', fullname: 'Admin', isAdminMarket: true },
  ]);
  for (const [name, person] of Object.entries(people)) {
    token[name] = person.accessToken;
    userId[name] = person.id;
  }
  // Two purchases with the referrer's code, 2.5 and 4 USDT: a 2 % bonus on 6.5 USDT is 0.13 USDT.
  for (const price of ['2.5', '4']) await buyWithCode('referrer', price);
  await drain(test.components.indexer);
});
afterAll(() => system?.close());

describe('referral claim requests', () => {
  it('a visitor, a forged, a foreign, an expired signature and an account without referrals are refused', async () => {
    const body = await signedBody('referrer', referrer);
    expect((await requestClaim(undefined, body)).statusCode).toBe(401);
    // Signed by another wallet than the account's linked one.
    const forged = await requestClaim('referrer', await signedBody('referrer', stranger));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    // The referrer's genuine signature sent by another account does not verify for that account.
    expect((await requestClaim('stranger', body)).json().code).toBe('SIGNATURE_INVALID');
    // A signature for another sub category.
    const elsewhere = await signedBody('referrer', referrer, Date.now(), 54);
    expect((await requestClaim('referrer', { ...elsewhere, subCategoryId: SUB })).json().code).toBe(
      'SIGNATURE_INVALID',
    );
    // The body and the path must name the same sub category.
    expect((await requestClaim('referrer', elsewhere)).statusCode).toBe(400);
    const old = await requestClaim(
      'referrer',
      await signedBody('referrer', referrer, Date.now() - 11 * 60_000),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('CLAIM_REQUEST_EXPIRED');
    const none = await requestClaim('stranger', await signedBody('stranger', stranger));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      "You haven't referred any user right now. Please invite your friends to claim the rewards.",
    );
    expect((await requestClaim('referrer', { ...body, hash: '0x12' })).statusCode).toBe(400);
    // An admin without a linked wallet cannot sign a request.
    const admin = await requestClaim('admin', body);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('WALLET_NOT_LINKED');
  });

  it('a genuine request claims every available referral of the sub category, once; a replay is refused', async () => {
    const body = await signedBody('referrer', referrer);
    const answer = await requestClaim('referrer', body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toEqual([
      expect.objectContaining({
        subCategoryName: '3D Avatar',
        amount: 2,
        total: '6.5',
        pricePerUnit: '3.25',
        percent: 2,
        payment: '0.13',
        currency: 'USDT',
        approved: false,
        status: 'PENDING',
        txId: null,
        wallet: wallet(referrer),
      }),
    ]);
    const replay = await requestClaim('referrer', body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('CLAIM_REQUEST_REPLAYED');
    const again = await requestClaim('referrer', await signedBody('referrer', referrer, Date.now() + 1));
    expect(again.json().code).toBe('CLAIM_REQUEST_OPEN');

    const referrals = (await call('GET', `/v1/nft/${wallet(referrer)}/refer-list`, 'referrer')).json();
    expect(referrals.results.map((r: { claimed: boolean }) => r.claimed)).toEqual([true, true]);
    expect(referrals.summary).toEqual([expect.objectContaining({ count: 2, available: 0 })]);

    // A claimed referral whose mint is orphaned and mined again is still claimed (its event key is).
    const [latest] = await rawRows<{ tx_hash: string }>(
      test.components.db,
      sql`select tx_hash from referrals order by created_at desc, id desc limit 1`,
    );
    await test.components.db.transaction((tx) =>
      revertEvents(tx, chain.setup, sql`tx_hash = ${latest!.tx_hash}`),
    );
    expect(
      (await call('POST', '/v1/transactions/record', undefined, { txHash: latest!.tx_hash })).statusCode,
    ).toBe(200);
    const after = (await call('GET', `/v1/nft/${wallet(referrer)}/refer-list`, 'referrer')).json();
    expect(after.summary).toEqual([expect.objectContaining({ count: 2, available: 0 })]);
  });

  it('the claim history is its owner’s only', async () => {
    const url = `/v1/nft/${wallet(referrer)}/request-list`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, 'stranger')).statusCode).toBe(403);
    expect((await call('GET', url, 'admin')).statusCode).toBe(403);
    const mine = await call('GET', url, 'referrer');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, page: 1, limit: 10, results: [{ status: 'PENDING' }] });
    const balances = `/v1/nft/${wallet(referrer)}/payout-balances`;
    expect((await call('GET', balances)).statusCode).toBe(401);
    expect((await call('GET', balances, 'stranger')).statusCode).toBe(403);
    expect((await call('GET', balances, 'admin')).statusCode).toBe(403);
  });

  it('only an admin lists and approves; approval credits the Payout contract once', async () => {
    expect((await call('GET', '/v1/mp/claim-requests')).statusCode).toBe(401);
    expect((await call('GET', '/v1/mp/claim-requests', 'referrer')).statusCode).toBe(403);
    const queue = await call('GET', '/v1/mp/claim-requests', 'admin');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ total: 1, results: [{ username: 'referrer', payment: '0.13' }] });
    const id = queue.json().results[0].id as string;
    const approve = (who?: string) => call('POST', `/v1/mp/claim-requests/${id}/approve`, who);

    expect((await approve()).statusCode).toBe(401);
    expect((await approve('referrer')).statusCode).toBe(403);
    expect(await pendingOnChain()).toBe(0n);
    const approved = await approve('admin');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      approved: true,
      txId: expect.stringMatching(/^0x/),
    });
    expect(await pendingOnChain()).toBe(parseUnits('0.13', 18));
    const twice = await approve('admin');
    expect(twice.statusCode).toBe(409);
    expect(await pendingOnChain()).toBe(parseUnits('0.13', 18));
    expect((await call('POST', '/v1/mp/claim-requests/999999/approve', 'admin')).statusCode).toBe(404);

    creditTx = approved.json().txId;
    const history = (await call('GET', `/v1/nft/${wallet(referrer)}/request-list`, 'referrer')).json();
    expect(history.results[0]).toMatchObject({ approved: true, txId: approved.json().txId });
    expect((await call('GET', '/v1/mp/claim-requests', 'admin')).json().total).toBe(0);
    // The referrer is told of the credit once (the refused second approval notified no one).
    const bell = (await call('GET', '/v1/notifications', 'referrer')).json();
    expect(bell).toMatchObject({ total: 1, unread: 1 });
    expect(bell.results[0]).toMatchObject({ kind: 'REFERRAL_CREDITED', price: '0.13', currency: 'USDT' });
  });
});

describe('Payout and Payment projections', () => {
  it('the pending balance follows the chain: credit, withdrawal, and the withdrawal orphaned by a reorg', async () => {
    expect(await projected()).toEqual([
      expect.objectContaining({ currency: 'USDT', credited: '0.13', withdrawn: '0', pending: '0.13' }),
    ]);
    await sent(
      referrer,
      referrer.walletClient.writeContract({
        address: chain.deployment.Payout,
        abi: payoutAbi,
        functionName: 'withdrawERC20',
        args: [chain.deployment.USDT],
      }),
    );
    expect(await projected()).toEqual([expect.objectContaining({ withdrawn: '0.13', pending: '0' })]);
    // Applying the same events again (a recording call after the indexer) changes nothing.
    const record = await call('POST', '/v1/transactions/record', undefined, { txHash: creditTx });
    expect(record.statusCode).toBe(200);
    const [movements] = await rawRows<{ n: number }>(
      test.components.db,
      sql`select count(*)::int as n from payout_movements`,
    );
    expect(movements!.n).toBe(2);
    expect(await projected()).toEqual([expect.objectContaining({ withdrawn: '0.13', pending: '0' })]);

    // The withdrawal's block is replaced by one with an unrelated transfer: the balance is back.
    const other = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [chain.seller.account.address, 1n],
    });
    await chain.rpc('anvil_reorg', [
      1,
      [[{ from: chain.buyer.account.address, to: chain.deployment.USDT, data: other }, 0]],
    ]);
    expect(await pendingOnChain()).toBe(parseUnits('0.13', 18));
    expect(await projected()).toEqual([expect.objectContaining({ withdrawn: '0', pending: '0.13' })]);
  });

  it('a PaymentCreated becomes a payments row, removed when its block is orphaned', async () => {
    const d = chain.deployment;
    const payments = () =>
      rawRows<{ price: string; paying_address: string; currency: string }>(
        test.components.db,
        sql`select price::text, paying_address, currency from payments`,
      );
    await sent(
      chain.buyer,
      chain.buyer.walletClient.writeContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [d.Payment, maxUint256],
      }),
    );
    await sent(
      chain.buyer,
      chain.buyer.walletClient.writeContract({
        address: d.Payment,
        abi: paymentAbi,
        functionName: 'createPayment',
        args: [
          d.VrNFT,
          1n,
          parseUnits('3', 18),
          chain.buyer.account.address,
          chain.seller.account.address,
          '',
        ],
      }),
    );
    await drain(test.components.indexer);
    expect(await payments()).toEqual([{ price: '3', paying_address: wallet(chain.buyer), currency: 'USDT' }]);
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(test.components.indexer);
    expect(await payments()).toEqual([]);
  });
});

describe('a claim request is approved once', () => {
  itOnce('two admins approving at once, the credit’s answer lost: one credit, one APPROVED', async () => {
    const { db } = test.components;
    // A third purchase with the referrer's code: 5 USDT, a 3 % bonus (three referrals) of 0.15 USDT.
    await buyWithCode('referrer', '5');
    await drain(test.components.indexer);
    const requested = await requestClaim('referrer', await signedBody('referrer', referrer));
    expect(requested.json().results).toEqual([
      expect.objectContaining({ payment: '0.15', status: 'PENDING' }),
    ]);
    const id = requested.json().results[0].id as string;
    const [second] = Object.values(
      await addUsers(test, [{ username: 'admin2', fullname: 'Admin 2', isAdminMarket: true }]),
    );

    // Two api replicas on one database reach the chain through a proxy that loses the answer of every send.
    const proxy = await startRpcProxy(chain.anvil.rpcUrl);
    proxy.loseSendAnswers = true;
    const replicaEnv = { ...system.chainEnv, MINTER_PRIVATE_KEY: deployerKey, CHAIN_RPC_URL: proxy.url };
    const replicas = [
      await createTestApp(replicaEnv, test.testDatabase),
      await createTestApp(replicaEnv, test.testDatabase),
    ];
    try {
      const before = await pendingOnChain();
      const approveAll = () =>
        fireAtOnce((i) =>
          replicas[i % 2]!.app.inject({
            method: 'POST',
            url: `/api/v1/mp/claim-requests/${id}/approve`,
            headers: { authorization: `Bearer ${i % 2 === 0 ? token.admin : second!.accessToken}` },
          }),
        );
      const { statuses } = await approveAll();
      expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
      expect(await pendingOnChain()).toBe(before + parseUnits('0.15', 18));
      // Every admin trying again: it is approved, nothing is sent again.
      expect((await approveAll()).statuses).toEqual({ 409: PARALLEL_REQUESTS });
      expect(await pendingOnChain()).toBe(before + parseUnits('0.15', 18));
      const [claim] = await rawRows<{ status: string; tx_hash: string }>(
        db,
        sql`select status, tx_hash from referral_claims where id = ${Number(id)}`,
      );
      expect(claim).toEqual({ status: 'APPROVED', tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      // One credit transaction was signed for it, the one the claim shows.
      const credits = await rawRows<{ tx_hash: string; status: string }>(
        db,
        sql`select tx_hash, status from payout_transactions where purpose = 'REFERRAL_CLAIM' and purpose_id = ${Number(id)}`,
      );
      expect(credits).toEqual([{ tx_hash: claim!.tx_hash, status: 'SUCCEEDED' }]);
    } finally {
      for (const replica of replicas) await replica.close();
      await proxy.close();
    }
  });

  it('a request left APPROVING by an api that stopped before signing its credit waits for approval again after the next start', async () => {
    const { db } = test.components;
    const [claim] = await rawRows<{ id: number }>(
      db,
      sql`insert into referral_claims (user_id, wallet, sub_category_id, currency, count, total_price, percent,
            payment, status, signed_at, signature, approved_by)
          values (${userId.referrer}, ${wallet(referrer)}, null, 'USDT', 1, '1', 2, '0.02', 'APPROVING', 1, '0x',
            ${userId.admin})
          returning id::int`,
    );
    const restarted = await createTestApp(
      { ...system.chainEnv, MINTER_PRIVATE_KEY: deployerKey },
      test.testDatabase,
    );
    try {
      await restarted.components.payouts.start();
      const [after] = await rawRows<{ status: string; tx_hash: string | null }>(
        db,
        sql`select status, tx_hash from referral_claims where id = ${claim!.id}`,
      );
      expect(after).toEqual({ status: 'PENDING', tx_hash: null });
    } finally {
      restarted.components.payouts.stop();
      await restarted.close();
    }
  });
});

describe('a referral event is paid once', () => {
  itOnce(
    'its mint recorded at once is one referral; the claim asked for at once is one request',
    async () => {
      const { db } = test.components;
      // A purchase with the stranger's code: its mint recorded by many calls at once.
      const { nft, mint } = await buyWithCode('stranger', '8');
      const recorded = await fireAtOnce(() =>
        call('POST', '/v1/transactions/record', undefined, { txHash: mint.transactionHash }),
      );
      // A burst past the record calls' queue is refused with 429 (ADR 0039).
      expect(Object.keys(recorded.statuses).filter((status) => status !== '200' && status !== '429')).toEqual(
        [],
      );
      await drain(test.components.indexer);
      const referrals = await rawRows(
        db,
        sql`select 1 from referrals where referrer_id = ${userId.stranger} and nft_id = ${nft.id}`,
      );
      expect(referrals).toHaveLength(1);

      // The same signed request, many times at once: one request covers the referral.
      const body = await signedBody('stranger', stranger);
      const { answers, statuses } = await fireAtOnce(() => requestClaim('stranger', body));
      expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json().code).toBe('CLAIM_REQUEST_REPLAYED');
      const claims = await rawRows<{ count: number }>(
        db,
        sql`select count::int from referral_claims where user_id = ${userId.stranger}`,
      );
      expect(claims).toEqual([{ count: 1 }]);
      const items = await rawRows(
        db,
        sql`select 1 from referral_claim_items i join referral_claims c on c.id = i.claim_id
        where c.user_id = ${userId.stranger}`,
      );
      expect(items).toHaveLength(1);
    },
  );

  it('a claimed referral whose mint is orphaned and mined again at another place is still claimed', async () => {
    const [claimed] = await rawRows<{ tx_hash: string; log_index: number }>(
      test.components.db,
      sql`select tx_hash, log_index from referrals where referrer_id = ${userId.stranger}`,
    );
    // The mint's block is replaced by one where another transaction comes first: the same mint
    // is mined again, its events at other log indexes (another event key).
    const mint = await chain.client.getTransaction({ hash: claimed!.tx_hash as `0x${string}` });
    // Another sender's (anvil numbers each sender's transactions of a reorg from one nonce).
    const first = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.buyer.account.address, 1n],
    });
    await chain.rpc('anvil_reorg', [
      1,
      [
        [{ from: chain.seller.account.address, to: chain.deployment.USDT, data: first }, 0],
        [
          await chain.buyer.walletClient.signTransaction({
            account: chain.buyer.account,
            chain: chain.buyer.walletClient.chain,
            to: mint.to!,
            data: mint.input,
            nonce: mint.nonce,
            gas: mint.gas,
            maxFeePerGas: mint.maxFeePerGas!,
            maxPriorityFeePerGas: mint.maxPriorityFeePerGas!,
          }),
          0,
        ],
      ],
    ]);
    await drain(test.components.indexer);
    const [again] = await rawRows<{ tx_hash: string; log_index: number }>(
      test.components.db,
      sql`select tx_hash, log_index from referrals where referrer_id = ${userId.stranger}`,
    );
    expect(again).toBeDefined();
    expect(again).not.toEqual(claimed);
    const list = (await call('GET', `/v1/nft/${wallet(stranger)}/refer-list`, 'stranger')).json();
    expect(list.results.map((r: { claimed: boolean }) => r.claimed)).toEqual([true]);
    expect(list.summary).toEqual([expect.objectContaining({ count: 1, available: 0 })]);
  });
});
