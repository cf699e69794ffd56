import { marketplaceAbi, vrNFTAbi } from '@vrmarket/contracts/abis';
import type { Nft } from '@vrmarket/domain';
import { mintTo, usdt } from '@vrmarket/testkit/chain';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApi, runPlanned, startPlannerChain } from '../../testing/anvilChain.ts';
import { cancelSale, changePrice, sellNft } from './market.ts';

let chain: Awaited<ReturnType<typeof startPlannerChain>>;
beforeAll(async () => {
  chain = await startPlannerChain();
});
afterAll(() => chain?.stop());

const d = () => chain.deployment;
const read = <T>(parameters: Parameters<typeof chain.seller.publicClient.readContract>[0]) =>
  chain.seller.publicClient.readContract(parameters) as Promise<T>;
const ownerOf = (tokenId: bigint) =>
  read<Address>({ address: d().VrNFT, abi: vrNFTAbi, functionName: 'ownerOf', args: [tokenId] });
type Offer = { tokenId: bigint; seller: Address; price: bigint; currency: Address; open: boolean };
const offer = (offerId: bigint) =>
  read<Offer>({ address: d().Marketplace, abi: marketplaceAbi, functionName: 'getOffer', args: [offerId] });
const nextOfferId = () =>
  read<bigint>({ address: d().Marketplace, abi: marketplaceAbi, functionName: 'nextOfferId' });

/** The seller's minted NFT as the api shows it (only what the planners read). */
async function ownedNft(tokenId: bigint): Promise<Nft> {
  await mintTo(chain, chain.seller, tokenId);
  return { id: `nft-${tokenId}`, tokenId: tokenId.toString(), contractAddress: d().VrNFT } as unknown as Nft;
}

describe('market planners on anvil (R-SELL)', () => {
  it('sells: approves the Marketplace once, then createOffer at the price in the token’s units, and records', async () => {
    const api = answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const first = await ownedNft(31n);
    const offerId = await nextOfferId();

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
    answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const nft = await ownedNft(33n);
    const offerId = await nextOfferId();
    await runPlanned(await sellNft(seller, { nft, currency: 'USDT', price: '10' }));

    const listed = { ...nft, offerId: offerId.toString(), currency: 'USDT' } as Nft;
    expect(await runPlanned(await changePrice(seller, { nft: listed, price: '7.25' }))).toEqual([
      'changePrice',
      'record',
    ]);

    expect((await offer(offerId)).price).toBe(usdt('7.25'));
  });

  it('removes from the market: the offer closes and the NFT goes back to the seller', async () => {
    answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const nft = await ownedNft(34n);
    const offerId = await nextOfferId();
    await runPlanned(await sellNft(seller, { nft, currency: 'USDT', price: '10' }));

    await runPlanned(await cancelSale(seller, { nft: { ...nft, offerId: offerId.toString() } as Nft }));

    expect((await offer(offerId)).open).toBe(false);
    expect(await ownerOf(34n)).toBe(seller.account);
  });

  it('someone else cannot take the seller’s offer down: the chain refuses and the offer stays', async () => {
    answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const nft = await ownedNft(35n);
    const offerId = await nextOfferId();
    await runPlanned(await sellNft(seller, { nft, currency: 'USDT', price: '10' }));

    const other = await chain.chainFor(chain.buyer.account.address);
    await expect(
      runPlanned(await cancelSale(other, { nft: { ...nft, offerId: offerId.toString() } as Nft })),
    ).rejects.toThrow();

    expect((await offer(offerId)).open).toBe(true);
  });
});
