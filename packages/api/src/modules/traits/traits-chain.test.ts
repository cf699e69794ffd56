import { market, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { TestChain } from '../../../test/chain.ts';
import { type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { rawRows } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;

const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });
/** Rarity value → [count, selling] in category 54. */
const rarity = async () => {
  const response = await test.app.inject({ method: 'GET', url: '/api/v1/traits?categoryId=54' });
  expect(response.statusCode, response.body).toBe(200);
  const type = (
    response.json().traits as { type: string; values: { value: string; count: number; selling: number }[] }[]
  ).find((t) => t.type === 'Rarity');
  return Object.fromEntries((type?.values ?? []).map((v) => [v.value, [v.count, v.selling]]));
};
const rareTitles = async () =>
  (await test.app.inject({ method: 'GET', url: '/api/v1/nft?trait=Rarity:Rare&isSelling=true' }))
    .json()
    .results.map(
      (nft: { title?: string; components: { customTitle?: string } }) => nft.components.customTitle,
    );

beforeAll(async () => {
  system = await startChainApp('traits');
  ({ chain, test } = system);
  const { db } = test.components;
  await rawRows(db, sql`insert into categories (id, name, title) values (54, 'vr3DNFTs', '3D NFTs')`);
  // Two Rare items sold by lazy mint (off-chain, lab active) and a Common one, as the app creates them.
  await db
    .insert(nfts)
    .overridingSystemValue()
    .values(
      [1, 2, 3].map((id) => ({
        id,
        categoryId: 54,
        title: `Item ${id}`,
        ownerAddress: chain.seller.account.address.toLowerCase(),
        isVerified: true,
        labActive: true,
        listedAt: new Date(Date.now() - id * 60_000),
        components: {
          customTitle: `Item ${id}`,
          properties: JSON.stringify({ Rarity: id === 3 ? 'Common' : 'Rare' }),
        },
      })),
    );
  await market(chain).approveAll(chain.seller);
  await market(chain).approveUsdt(chain.buyer);
});
afterAll(() => system?.close());

describe('trait counts on the chain', () => {
  it('follow a mint, a listing and a sale, recorded as the app records them', async () => {
    expect(await rarity()).toEqual({ Rare: [2, 2], Common: [1, 1] });
    expect(await rareTitles()).toEqual(['Item 1', 'Item 2']);

    // Minted by its creator: no longer sold by lazy mint, still shown.
    const mint = await mintTo(chain, chain.seller, 1n);
    const minted = await post('/api/v1/nft/1/catch-transaction', {
      transfer: {
        from: chain.seller.account.address,
        to: chain.seller.account.address,
        txId: mint.transactionHash,
      },
      nft: { tokenId: '1', contractAddress: chain.deployment.VrNFT },
    });
    expect(minted.statusCode, minted.body).toBe(200);
    expect(await rarity()).toEqual({ Rare: [2, 1], Common: [1, 1] });
    expect(await rareTitles()).toEqual(['Item 2']);

    // Listed on the market: for sale again.
    const listing = await market(chain).list(chain.seller, 1n, usdt('42'));
    expect((await post('/api/v1/transactions/record', { txHash: listing.transactionHash })).statusCode).toBe(
      200,
    );
    expect(await rarity()).toEqual({ Rare: [2, 2], Common: [1, 1] });

    // Bought: owned by the buyer, not for sale.
    const [offer] = await rawRows<{ offer_id: string }>(
      test.components.db,
      sql`select offer_id::text from offers`,
    );
    const sale = await market(chain).buy(chain.buyer, BigInt(offer!.offer_id), usdt('42'));
    expect((await post('/api/v1/transactions/record', { txHash: sale.transactionHash })).statusCode).toBe(
      200,
    );
    expect(await rarity()).toEqual({ Rare: [2, 1], Common: [1, 1] });
    expect(await rareTitles()).toEqual(['Item 2']);
  });
});
