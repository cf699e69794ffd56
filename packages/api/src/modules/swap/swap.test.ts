import {
  type Clients,
  demoUserKeys,
  deployerKey,
  encodeSwapData,
  signSwapKey,
  swapDeskAbi,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { PRODUCT_COUNTRY, PurchaseStatus } from '@vrmarket/domain';
import { mintTo, sent } from '@vrmarket/testkit/chain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Address, type Hex, isAddressEqual } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { rawRows } from '../../db/database.ts';
import { appSettings, swapKeys } from '../../db/schema/index.ts';
import { createSwapService, MAX_LIVE_SWAP_KEYS } from './service.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
const token: Record<string, string> = {};
type Item = 'given' | 'partner' | 'sameCountry' | 'otherCategory' | 'others' | 'productOwn';
/** Database ids and token ids of the fixtures. */
const id = {} as Record<Item, number>;
const tok = {} as Record<Item, number>;
const userId = {} as Record<'owner' | 'other', number>;

const wallet = (clients: Clients) => clients.account.address.toLowerCase();
const request = (method: 'GET' | 'POST', url: string, who?: string) =>
  test.app.inject({
    method,
    url: `/api/v1/nft/swap-nft/${url}`,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
  });
const properties = (country: string) => JSON.stringify({ Country: country, Styles: 'Cartoon/Realistic' });

const record = (txHash: string) =>
  test.app.inject({ method: 'POST', url: '/api/v1/transactions/record', payload: { txHash } });

/** The owner's safeTransferFrom to the desk with a key's data (what the web app sends). */
function sendToDesk(from: Clients, givenTokenId: bigint, data: Hex) {
  return from.walletClient.writeContract({
    address: chain.deployment.VrNFT,
    // SwapDesk's errors bubble up through the transfer: with them in the ABI the revert names its reason.
    abi: [...vrNFTAbi, ...swapDeskAbi.filter((item) => item.type === 'error')],
    functionName: 'safeTransferFrom',
    args: [from.account.address, chain.deployment.SwapDesk, givenTokenId, data],
  });
}

type KeyAnswer = {
  keyHash: string;
  signature: Hex;
  wantedContract: Address;
  wantedTokenId: string;
  deadline: string;
};
const swapData = (key: KeyAnswer) =>
  encodeSwapData(
    {
      user: '0x0000000000000000000000000000000000000000',
      givenContract: '0x0000000000000000000000000000000000000000',
      givenTokenId: 0n,
      wantedContract: key.wantedContract,
      wantedTokenId: BigInt(key.wantedTokenId),
      deadline: BigInt(key.deadline),
    },
    key.signature,
  );

const ownerOf = async (nftId: number) =>
  (
    await rawRows<{ owner_address: string; seller: string; purchase_status: number }>(
      test.components.db,
      sql`select owner_address, seller, purchase_status from nfts where id = ${nftId}`,
    )
  )[0]!;

beforeAll(async () => {
  system = await startChainApp('swap', { MINTER_PRIVATE_KEY: deployerKey });
  ({ chain, test } = system);
  const { db } = test.components;
  const make = createFactory(db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: 55, name: 'vrHomes' },
  ]);
  await db.insert(appSettings).values({ key: 'ALLOW_TRADING', value: [54, 55] });
  const people = await addUsers(test, [
    { username: 'owner', fullname: 'Owner', publicKey: wallet(chain.seller) },
    { username: 'other', fullname: 'Other', publicKey: wallet(chain.buyer) },
  ]);
  for (const [username, person] of Object.entries(people)) {
    userId[username as 'owner'] = person.id;
    token[username] = person.accessToken;
  }

  const desk = chain.deployment.SwapDesk;
  const contractAddress = chain.deployment.VrNFT.toLowerCase();
  // Token ids 1..6: the owner's Japanese home, the desk's pool, and the other user's NFT.
  const rows = [
    { name: 'given', holder: chain.seller.account.address, country: 'Japan', title: 'Harbor Loft' },
    { name: 'partner', holder: desk, country: 'Vietnam', title: 'Lotus Villa' },
    { name: 'sameCountry', holder: desk, country: 'Japan', title: 'Kyoto House' },
    { name: 'otherCategory', holder: desk, country: 'Portugal', title: 'Porto Hut', categoryId: 55 },
    { name: 'others', holder: chain.buyer.account.address, country: 'Thailand', title: 'Bangkok Flat' },
    { name: 'productOwn', holder: chain.seller.account.address, country: PRODUCT_COUNTRY, title: 'Own Item' },
  ];
  for (const [index, row] of rows.entries()) {
    const tokenId = BigInt(index + 1);
    const nft = await make.nft({
      tokenId: tokenId.toString(),
      contractAddress,
      title: row.title,
      categoryId: row.categoryId ?? 54,
      purchaseStatus: PurchaseStatus.OWNED,
      ownerAddress: null,
      seller: null,
      components: { properties: properties(row.country) },
    });
    id[row.name as Item] = nft.id;
    tok[row.name as Item] = index + 1;
    // Ownership comes from the chain: the mint is recorded through the indexer's path.
    expect(
      (await record((await mintTo(chain, chain.seller, tokenId, row.holder)).transactionHash)).statusCode,
    ).toBe(200);
  }
});
afterAll(() => system?.close());

describe('swap: owner only', () => {
  it('needs a signed-in user', async () => {
    expect((await request('GET', `${id.given}/check-status`)).statusCode).toBe(401);
  });

  it("refuses another user's NFT with the catalogue message, and an unknown one with 404", async () => {
    for (const answer of [
      await request('GET', `${id.others}/list-swap-available`, 'owner'),
      await request('GET', `${id.others}/check-status`, 'owner'),
      await request('POST', `${id.others}/${tok.partner}`, 'owner'),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'NOT_NFT_OWNER', message: 'You do not own this NFT.' });
    }
    const unknown = await request('GET', '999/check-status', 'owner');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NFT_NOT_FOUND' });
  });

  it("refuses an NFT of the product's own country", async () => {
    const answer = await request('GET', `${id.productOwn}/list-swap-available`, 'owner');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'NOT_SWAPPABLE', message: 'This NFT cannot be swapped.' });
  });
});

describe('swap: partners and keys', () => {
  it('lists only pool NFTs of the same category and another country, searchable by name or attribute', async () => {
    const all = await request('GET', `${id.given}/list-swap-available`, 'owner');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 1, page: 1, limit: 16 });
    expect(all.json().results.map((nft: { id: string }) => nft.id)).toEqual([String(id.partner)]);
    const byAttribute = await request('GET', `${id.given}/list-swap-available?keyword=vietnam`, 'owner');
    expect(byAttribute.json().total).toBe(1);
    const byName = await request('GET', `${id.given}/list-swap-available?keyword=Lotus`, 'owner');
    expect(byName.json().total).toBe(1);
    const none = await request('GET', `${id.given}/list-swap-available?keyword=Kyoto`, 'owner');
    expect(none.json()).toMatchObject({ total: 0, results: [] });
  });

  it('check-status asks for a key until one is issued', async () => {
    const answer = await request('GET', `${id.given}/check-status`, 'owner');
    expect(answer.json()).toEqual({ status: 'KEY_REQUIRED', data: null, key: null });
  });

  it('refuses a key for a token that is not an eligible partner', async () => {
    for (const tokenId of [tok.sameCountry, tok.otherCategory, tok.others, 77]) {
      const answer = await request('POST', `${id.given}/${tokenId}`, 'owner');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'SWAP_PARTNER_UNAVAILABLE' });
    }
  });

  it('a forged key (not signed by the swap signer) reverts on chain', async () => {
    const forger = privateKeyToAccount(demoUserKeys[1]!);
    const key = {
      user: chain.seller.account.address,
      givenContract: chain.deployment.VrNFT,
      givenTokenId: 1n,
      wantedContract: chain.deployment.VrNFT,
      wantedTokenId: 2n,
      deadline: 4_000_000_000n,
    };
    const signature = await signSwapKey(forger, chain.anvil.chainId, chain.deployment.SwapDesk, key);
    await expect(sendToDesk(chain.seller, 1n, encodeSwapData(key, signature))).rejects.toThrow(
      /InvalidSwapSigner/,
    );
  });

  it('issues a key that swaps both NFTs in one transaction; recording moves ownership both ways', async () => {
    const issued = await request('POST', `${id.given}/${tok.partner}`, 'owner');
    expect(issued.statusCode).toBe(200);
    const { data, key } = issued.json();
    expect(data.id).toBe(String(id.partner));
    expect(key).toMatchObject({ user: wallet(chain.seller), givenTokenId: '1', wantedTokenId: '2' });
    expect(isAddressEqual(key.swapDesk, chain.deployment.SwapDesk)).toBe(true);

    const status = await request('GET', `${id.given}/check-status`, 'owner');
    expect(status.json()).toMatchObject({ status: 'KEY_ISSUED', data: { id: String(id.partner) }, key });

    const receipt = await sent(chain.seller, sendToDesk(chain.seller, 1n, swapData(key)));
    expect((await record(receipt.transactionHash)).statusCode).toBe(200);
    const desk = chain.deployment.SwapDesk.toLowerCase();
    expect(await ownerOf(id.given)).toEqual({ owner_address: desk, seller: desk, purchase_status: 3 });
    expect(await ownerOf(id.partner)).toMatchObject({
      owner_address: wallet(chain.seller),
      seller: wallet(chain.seller),
    });

    const moves = await rawRows<{ type: string; nft_id: number; from_address: string; to_address: string }>(
      test.components.db,
      sql`select type, nft_id::int as nft_id, from_address, to_address from activities
        where tx_hash = ${receipt.transactionHash.toLowerCase()} order by log_index`,
    );
    expect(moves).toEqual([
      { type: 'TRANSFER', nft_id: id.given, from_address: wallet(chain.seller), to_address: desk },
      { type: 'TRANSFER', nft_id: id.partner, from_address: desk, to_address: wallet(chain.seller) },
    ]);
    const sales = await rawRows(test.components.db, sql`select 1 from sale_history`);
    expect(sales).toEqual([]);

    // The given NFT is the desk's now; the used key is not offered again.
    expect((await request('GET', `${id.given}/check-status`, 'owner')).statusCode).toBe(403);
  });

  it('a stale key reverts on chain and is no longer offered', async () => {
    // The received Vietnamese villa can go back for the Japanese items now in the pool.
    const issued = (await request('POST', `${id.partner}/${tok.sameCountry}`, 'owner')).json();
    await chain.rpc('evm_increaseTime', [31 * 60]);
    await chain.rpc('evm_mine');
    await expect(sendToDesk(chain.seller, 2n, swapData(issued.key))).rejects.toThrow(/SwapKeyExpired/);
    const later = createSwapService({ ...test.components, now: () => Date.now() + 31 * 60_000 });
    expect((await later.status(id.partner, userId.owner)).status).toBe('KEY_REQUIRED');
  });

  it(`issues at most ${MAX_LIVE_SWAP_KEYS} unexpired keys per NFT and user`, async () => {
    // The same request twice within a second is the same key, stored once.
    const twice = [0, 1].map(() => request('POST', `${id.partner}/${tok.sameCountry}`, 'owner'));
    expect((await Promise.all(twice)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    const live = await test.components.db
      .select()
      .from(swapKeys)
      .where(and(eq(swapKeys.nftId, id.partner), gt(swapKeys.deadline, new Date(Date.now() + 10_000))));
    expect(live.length).toBeGreaterThanOrEqual(1);
    // Distinct keys (one more second each) until the cap.
    const at = (seconds: number) =>
      createSwapService({ ...test.components, now: () => Date.now() + seconds * 1000 });
    const outcomes = [];
    for (let second = 2; second <= MAX_LIVE_SWAP_KEYS - live.length + 2; second++) {
      outcomes.push(
        await at(second)
          .issueKey(id.partner, userId.owner, String(tok.sameCountry))
          .then(
            () => 200,
            (error: { statusCode?: number }) => error.statusCode,
          ),
      );
    }
    expect(outcomes).toEqual([...Array(MAX_LIVE_SWAP_KEYS - live.length).fill(200), 429]);
    // A new key (another partner: the key asked for twice above, if still in its second, is the
    // same key and answered again).
    const refused = await request('POST', `${id.partner}/${tok.given}`, 'owner');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Once they have expired, keys are issued again.
    await expect(
      at(31 * 60).issueKey(id.partner, userId.owner, String(tok.sameCountry)),
    ).resolves.toMatchObject({
      key: expect.anything(),
    });
  });
});

describe('swap: once', () => {
  // The keys above were issued now or up to an hour on; these later, when those have expired.
  const later = (minutes: number, seconds = 0) => {
    const at = Date.now() + minutes * 60_000 + seconds * 1000;
    return createSwapService({ ...test.components, now: () => at });
  };
  /** A service call answered as the route would: its status and error code. */
  const answerOf = (issue: Promise<unknown>) =>
    issue.then(
      () => ({ statusCode: 200, code: undefined }),
      (error: { statusCode?: number; code?: string }) => ({
        statusCode: error.statusCode ?? 500,
        code: error.code,
      }),
    );
  const liveKeys = (minutes: number) =>
    test.components.db
      .select()
      .from(swapKeys)
      .where(
        and(eq(swapKeys.nftId, id.partner), gt(swapKeys.deadline, new Date(Date.now() + minutes * 60_000))),
      );

  itOnce(`issues at most ${MAX_LIVE_SWAP_KEYS} unexpired keys per NFT and user`, async () => {
    // Each request one second after the other: 32 distinct keys asked for at once.
    const { answers, statuses } = await fireAtOnce((second) =>
      answerOf(later(120, second).issueKey(id.partner, userId.owner, String(tok.sameCountry))),
    );
    expect(statuses).toEqual({ 200: MAX_LIVE_SWAP_KEYS, 429: PARALLEL_REQUESTS - MAX_LIVE_SWAP_KEYS });
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(refused.code).toBe('RATE_LIMITED');
    expect(await liveKeys(120)).toHaveLength(MAX_LIVE_SWAP_KEYS);
  });

  itOnce('the same key asked for at once is signed and stored once', async () => {
    const at = later(180);
    const { answers } = await fireAtOnce(async () => ({
      statusCode: 200,
      key: (await at.issueKey(id.partner, userId.owner, String(tok.sameCountry))).key,
    }));
    expect(new Set(answers.map((answer) => answer.key.keyHash)).size).toBe(1);
    const stored = await test.components.db
      .select()
      .from(swapKeys)
      .where(eq(swapKeys.keyHash, answers[0]!.key.keyHash));
    expect(stored).toHaveLength(1);
  });

  itOnce('a swap key is used once: its swap recorded at once moves each NFT once', async () => {
    const issued = await later(240).issueKey(id.partner, userId.owner, String(tok.sameCountry));
    const receipt = await sent(chain.seller, sendToDesk(chain.seller, 2n, swapData(issued.key as KeyAnswer)));
    const { statuses } = await fireAtOnce(() => record(receipt.transactionHash));
    // A burst past the record calls' queue is refused with 429 (ADR 0039).
    expect(Object.keys(statuses).filter((status) => status !== '200' && status !== '429')).toEqual([]);
    expect(statuses[200]).toBeGreaterThanOrEqual(1);
    const { db } = test.components;
    const swaps = await rawRows(
      db,
      sql`select 1 from chain_events where event_name = 'Swapped' and args->>'keyHash' = ${issued.key.keyHash}`,
    );
    expect(swaps).toHaveLength(1);
    const moves = await rawRows<{ nft_id: number }>(
      db,
      sql`select nft_id::int as nft_id from activities where tx_hash = ${receipt.transactionHash.toLowerCase()}
        order by log_index`,
    );
    expect(moves).toEqual([{ nft_id: id.partner }, { nft_id: id.sameCountry }]);
    expect(await ownerOf(id.sameCountry)).toMatchObject({ owner_address: wallet(chain.seller) });
  });
});
