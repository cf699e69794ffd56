import { demoUsers } from '@vrmarket/contracts';
import { marketplaceAbi } from '@vrmarket/contracts/abis';
import type { PurchaseCheck } from '@vrmarket/domain';
import { market, mintTo, signMintPermitFor, usdt } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerApi, plannerChainForFile, runPlanned } from '../../testing/anvilChain.ts';
import { ChainError } from '../chain/index.ts';
import { planPurchase } from './buyNft.ts';

const chain = plannerChainForFile();

const ownerOf = (tokenId: bigint) => chain.ownerOf(tokenId);
const d = () => chain.deployment;
const usdtOf = (account: Address) => chain.tokenBalance(d().USDT, account);
const allowance = (account: Address) =>
  chain.read<bigint>({
    address: d().USDT,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account, d().Marketplace],
  });

/** The seller lists `tokenId` at `price` USDT; the api's purchase check for it. */
async function listed(tokenId: bigint, price: string): Promise<PurchaseCheck> {
  const trade = market(chain);
  await mintTo(chain, chain.seller, tokenId);
  await trade.approveAll(chain.seller);
  const offerId = await chain.nextOfferId();
  await trade.list(chain.seller, tokenId, usdt(price));
  return {
    nftId: `nft-${tokenId}`,
    kind: 'offer',
    offerId: offerId.toString(),
    price,
    priceUnits: usdt(price).toString(),
    currency: 'USDT',
    currencyAddress: d().USDT,
    contract: d().Marketplace,
    chainId: chain.anvil.chainId,
  };
}

describe('planPurchase on anvil (R-BUY)', () => {
  it('buys a listed NFT: balance → approve → buy → record; the NFT is the buyer’s, the price left their USDT', async () => {
    const api = answerApi();
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const check = await listed(11n, '25');
    expect(await allowance(buyer.account)).toBe(0n);
    const before = await usdtOf(buyer.account);
    const sellerBefore = await usdtOf(chain.seller.account.address);
    const [, , , sellerProceeds] = await chain.read<readonly [bigint, Address, bigint, bigint]>({
      address: d().Marketplace,
      abi: marketplaceAbi,
      functionName: 'previewSale',
      args: [d().VrNFT, 11n, usdt('25')],
    });

    const ran = await runPlanned(await planPurchase(buyer, check));

    expect(ran).toEqual(['balance', 'approve', 'buy', 'record']);
    expect(await ownerOf(11n)).toBe(buyer.account);
    expect(before - (await usdtOf(buyer.account))).toBe(usdt('25'));
    expect((await usdtOf(chain.seller.account.address)) - sellerBefore).toBe(sellerProceeds);
    expect(sellerProceeds).toBeGreaterThan(0n);
    expect(api.recorded).toHaveLength(1);
  });

  it('asks no second approval once the allowance covers the price', async () => {
    answerApi();
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const check = await listed(12n, '5');
    const steps = await planPurchase(buyer, check);
    expect(steps.map((step) => step.id)).toEqual(['balance', 'buy', 'record']);
    await runPlanned(steps);
    expect(await ownerOf(12n)).toBe(buyer.account);
  });

  it('a price raised after the check is not charged: the buy fails and the buyer keeps their USDT', async () => {
    answerApi();
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const check = await listed(13n, '5');
    const steps = await planPurchase(buyer, check);
    await market(chain).reprice(chain.seller, BigInt(check.offerId ?? 0), usdt('50'));
    const before = await usdtOf(buyer.account);

    await expect(runPlanned(steps)).rejects.toThrow();

    expect(await ownerOf(13n)).toBe(d().Marketplace); // still held for the open offer
    expect(await usdtOf(buyer.account)).toBe(before);
  });

  it('stops at the balance check, before asking the wallet for anything, when the buyer has too little', async () => {
    answerApi();
    // Anvil funds every dev account with ETH for gas; only the seller and the buyer get demo USDT.
    const poor = await chain.chainFor(demoUsers[4]!.address);
    const check = await listed(14n, '5');
    const nonce = await chain.seller.publicClient.getTransactionCount({ address: poor.account });

    await expect(runPlanned(await planPurchase(poor, check))).rejects.toEqual(
      new ChainError('NOT_ENOUGH_BALANCE'),
    );
    expect(await chain.seller.publicClient.getTransactionCount({ address: poor.account })).toBe(nonce);
  });

  it('an unminted NFT: the api’s permit, then the mint at the checked price makes the buyer its owner', async () => {
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const price = usdt('3');
    const permit = await signMintPermitFor(chain, { tokenId: 21n, to: buyer.account, mintingPrice: price });
    const api = answerApi({
      [`GET /v1/nft/nft-21/mintingPermissionUsdt/${buyer.account}`]: { data: permit },
    });
    const check: PurchaseCheck = {
      nftId: 'nft-21',
      kind: 'mint',
      offerId: null,
      price: '3',
      priceUnits: price.toString(),
      currency: 'USDT',
      currencyAddress: d().USDT,
      contract: d().VrNFT,
      chainId: chain.anvil.chainId,
    };

    const ran = await runPlanned(await planPurchase(buyer, check));

    expect(ran).toEqual(['balance', 'permission', 'approve', 'mint', 'record']);
    expect(await ownerOf(21n)).toBe(buyer.account);
    expect(api.recorded).toHaveLength(1);
  });

  it('refuses a permit at another price than the buyer was shown, before any transaction', async () => {
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const permit = await signMintPermitFor(chain, {
      tokenId: 22n,
      to: buyer.account,
      mintingPrice: usdt('9'),
    });
    answerApi({ [`GET /v1/nft/nft-22/mintingPermissionUsdt/${buyer.account}`]: { data: permit } });
    const check: PurchaseCheck = {
      nftId: 'nft-22',
      kind: 'mint',
      offerId: null,
      price: '3',
      priceUnits: usdt('3').toString(),
      currency: 'USDT',
      currencyAddress: d().USDT,
      contract: d().VrNFT,
      chainId: chain.anvil.chainId,
    };
    const nonce = await chain.seller.publicClient.getTransactionCount({ address: buyer.account });

    await expect(runPlanned(await planPurchase(buyer, check))).rejects.toEqual(new ChainError('CONFLICT'));
    expect(await chain.seller.publicClient.getTransactionCount({ address: buyer.account })).toBe(nonce);
  });
});
