import { marketplaceAbi } from '@vrmarket/contracts/abis';
import type { Nft } from '@vrmarket/domain';
import { mintTo, usdt } from '@vrmarket/testkit/chain';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerApi, plannerChainForFile, runPlanned } from '../../testing/anvilChain.ts';
import { cancelSale, changePrice, sellNft } from './market.ts';

const chain = plannerChainForFile();

const ownerOf = (tokenId: bigint) => chain.ownerOf(tokenId);
const d = () => chain.deployment;
type Offer = { tokenId: bigint; seller: Address; price: bigint; currency: Address; open: boolean };
const offer = (offerId: bigint) =>
  chain.read<Offer>({
    address: d().Marketplace,
    abi: marketplaceAbi,
    functionName: 'getOffer',
    args: [offerId],
  });

/** The seller's minted NFT as the api shows it (only what the planners read). */
async function ownedNft(tokenId: bigint): Promise<Nft> {
  await mintTo(chain, chain.seller, tokenId);
  return { id: `nft-${tokenId}`, tokenId: tokenId.toString(), contractAddress: d().VrNFT } as unknown as Nft;
}

/** Sold through the planner at 10 USDT: the seller's chain, the NFT as the api then shows it, its offer. */
async function listedNft(tokenId: bigint) {
  answerApi();
  const seller = await chain.chainFor(chain.seller.account.address);
  const nft = await ownedNft(tokenId);
  const offerId = await chain.nextOfferId();
  await runPlanned(await sellNft(seller, { nft, currency: 'USDT', price: '10' }));
  return { seller, offerId, nft: { ...nft, offerId: offerId.toString(), currency: 'USDT' } as Nft };
}

describe('market planners on anvil (R-SELL)', () => {
  it('sells: approves the Marketplace once, then createOffer at the price in the token’s units, and records', async () => {
    const api = answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const first = await ownedNft(31n);
    const offerId = await chain.nextOfferId();

    const ran = await runPlanned(await sellNft(seller, { nft: first, currency: 'USDT', price: '12.5' }));

    expect(ran).toEqual(['approveNft', 'createOffer', 'record']);
    expect(await offer(offerId)).toMatchObject({
      tokenId: 31n,
      seller: seller.account,
      price: usdt('12.5'),
      currency: d().USDT,
      open: true,
    });
    expect(await ownerOf(31n)).toBe(d().Marketplace);
    expect(api.recorded).toHaveLength(1);

    const second = await ownedNft(32n);
    const steps = await sellNft(seller, { nft: second, currency: 'BIVE', price: '3' });
    expect(steps.map((step) => step.id)).toEqual(['createOffer', 'record']);
  });

  it('changes the open offer’s price, in its currency', async () => {
    const { seller, offerId, nft } = await listedNft(33n);

    expect(await runPlanned(await changePrice(seller, { nft, price: '7.25' }))).toEqual([
      'changePrice',
      'record',
    ]);

    expect((await offer(offerId)).price).toBe(usdt('7.25'));
  });

  it('removes from the market: the offer closes and the NFT goes back to the seller', async () => {
    const { seller, offerId, nft } = await listedNft(34n);

    await runPlanned(await cancelSale(seller, { nft }));

    expect((await offer(offerId)).open).toBe(false);
    expect(await ownerOf(34n)).toBe(seller.account);
  });

  it('someone else cannot take the seller’s offer down: the chain refuses and the offer stays', async () => {
    const { offerId, nft } = await listedNft(35n);

    const other = await chain.chainFor(chain.buyer.account.address);
    await expect(runPlanned(await cancelSale(other, { nft }))).rejects.toThrow();

    expect((await offer(offerId)).open).toBe(true);
  });
});
