import { offerBookAbi, wrappedNativeAbi } from '@vrmarket/contracts/abis';
import {
  noTokenRoot,
  offerOrderOf,
  offerTypedData,
  tokenProofOf,
  tokenRootOf,
} from '@vrmarket/contracts/offers';
import type { Nft, Offer, OfferTerms } from '@vrmarket/domain';
import { mintTo, usdt } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, type Hex, maxUint256, parseEther, verifyTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerApi, plannerChainForFile, runPlanned } from '../../testing/anvilChain.ts';
import { ChainError } from '../chain/index.ts';
import type { CreateOfferRequest, OfferTermsRequest } from './api.ts';
import { acceptOffer, cancelAllOffers, cancelOffer, makeOffer } from './chain.ts';

const chain = plannerChainForFile();
const d = () => chain.deployment;
const seller = () => chain.chainFor(chain.seller.account.address);
const buyer = () => chain.chainFor(chain.buyer.account.address);

const counterOf = (account: Address) =>
  chain.read<bigint>({
    address: d().OfferBook,
    abi: offerBookAbi,
    functionName: 'counterOf',
    args: [account],
  });
const nonceUsed = (account: Address, nonce: bigint) =>
  chain.read<boolean>({
    address: d().OfferBook,
    abi: offerBookAbi,
    functionName: 'isNonceUsed',
    args: [account, nonce],
  });
const tokenOf: Record<string, () => Address> = {
  USDT: () => d().USDT,
  BIVE: () => d().BIVE,
  VRA: () => d().VRA,
  ETH: () => d().WETH,
};

let nextNonce = 1n;

/**
 * The offer routes as the api answers them: the terms (the collection's root over `collectionTokens`),
 * the stored offers from the POSTs (the tests check their signatures), the proof of `accepting`.
 */
async function offerApi(collectionTokens: bigint[] = [], accepting?: bigint) {
  const stored: Offer[] = [];
  const counter = await counterOf(chain.buyer.account.address);
  const answered = answerApi({
    'POST /v1/offers/terms': (body: unknown) => {
      const { nftId, currency, amount, expiry } = body as OfferTermsRequest;
      const account = chain.buyer.account.address;
      const terms: OfferTerms = {
        domain: {
          name: 'OfferBook',
          version: '1',
          chainId: chain.anvil.chainId,
          verifyingContract: d().OfferBook,
        },
        message: {
          buyer: account,
          hostContract: d().VrNFT,
          tokenId: nftId === undefined ? '0' : String(nftId),
          tokenRoot: nftId === undefined ? tokenRootOf(collectionTokens) : noTokenRoot,
          currency: tokenOf[currency]!(),
          amount: (currency === 'ETH' ? parseEther(amount) : usdt(amount)).toString(),
          expiry: String(Math.floor(Date.parse(expiry) / 1000)),
          nonce: String(nextNonce++),
          counter: String(counter),
        },
      };
      return terms;
    },
    // The first stored offer's proof for the token being accepted.
    'GET /v1/offers/1/proof': accepting && {
      tokenId: String(accepting),
      proof: tokenProofOf(collectionTokens, accepting),
    },
    'POST /v1/offers': (body: unknown) => {
      const { message, signature, chainId } = body as CreateOfferRequest;
      const offer = {
        id: String(stored.length + 1),
        chainId,
        kind: BigInt(message.tokenRoot) === 0n ? 'NFT' : 'COLLECTION',
        currency: 'USDT',
        amount: message.amount,
        message,
        signature,
      } as unknown as Offer;
      stored.push(offer);
      return offer;
    },
  });
  return { ...answered, stored };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const signedBy = async (offer: Offer) =>
  verifyTypedData({
    address: offer.message.buyer as Address,
    ...offerTypedData(chain.anvil.chainId, d().OfferBook, offerOrderOf(offer.message)),
    signature: offer.signature as Hex,
  });

/** The seller's minted NFT as the api shows it (only what the planners read). */
async function ownedNft(tokenId: bigint): Promise<Nft> {
  await mintTo(chain, chain.seller, tokenId);
  return { id: String(tokenId), tokenId: tokenId.toString(), contractAddress: d().VrNFT } as unknown as Nft;
}

describe('offer planners on anvil (issue 42)', () => {
  it('makes an NFT offer (approval once, a signature the OfferBook checks), and the owner accepts it', async () => {
    const nft = await ownedNft(71n);
    const api = await offerApi();
    const asBuyer = await buyer();
    const request = { nftId: '71', currency: 'USDT' as const, amount: '50', expiry: inDays(7) };

    expect(await runPlanned(await makeOffer(asBuyer, request))).toEqual([
      'approveToken',
      'signOffer',
      'sendOffer',
    ]);
    const offer = api.stored[0]!;
    expect(await signedBy(offer)).toBe(true);
    expect(
      await chain.read({
        address: d().USDT,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [asBuyer.account, d().OfferBook],
      }),
    ).toBe(maxUint256);
    // The allowance stands: a second offer asks only for a signature.
    const second = await makeOffer(asBuyer, { ...request, amount: '40' });
    expect(second.map((step) => step.id)).toEqual(['signOffer', 'sendOffer']);

    const buyerBefore = await chain.tokenBalance(d().USDT, asBuyer.account);
    const asSeller = await seller();
    expect(await runPlanned(await acceptOffer(asSeller, { offer, tokenId: nft.tokenId! }))).toEqual([
      'approveNft',
      'acceptOffer',
      'record',
    ]);
    expect(await chain.ownerOf(71n)).toBe(asBuyer.account);
    expect(buyerBefore - (await chain.tokenBalance(d().USDT, asBuyer.account))).toBe(usdt('50'));
    expect(await nonceUsed(asBuyer.account, BigInt(offer.message.nonce))).toBe(true);
    expect(api.recorded).toHaveLength(1);
    // Accepted once: the plan refuses it again before the wallet.
    await expect(acceptOffer(asSeller, { offer, tokenId: '71' })).rejects.toEqual(
      new ChainError('OFFER_NONCE_USED'),
    );
  });

  it('wraps the missing ETH into WETH before an ETH offer, and refuses more than the wallet holds', async () => {
    await ownedNft(72n);
    const api = await offerApi();
    const asBuyer = await buyer();
    const steps = await makeOffer(asBuyer, {
      nftId: '72',
      currency: 'ETH',
      amount: '0.25',
      expiry: inDays(1),
    });
    expect(steps.map((step) => step.id)).toEqual(['wrap', 'approveToken', 'signOffer', 'sendOffer']);
    await runPlanned(steps);
    expect(await chain.tokenBalance(d().WETH, asBuyer.account)).toBe(parseEther('0.25'));
    expect(await signedBy(api.stored[0]!)).toBe(true);
    expect(
      await chain.read({
        address: d().WETH,
        abi: wrappedNativeAbi,
        functionName: 'allowance',
        args: [asBuyer.account, d().OfferBook],
      }),
    ).toBe(maxUint256);

    await expect(
      makeOffer(asBuyer, { nftId: '72', currency: 'USDT', amount: '1000000000', expiry: inDays(1) }),
    ).rejects.toEqual(new ChainError('NOT_ENOUGH_BALANCE'));
  });

  it('a collection offer is accepted for any of its tokens with the proof from the api', async () => {
    const tokens = [81n, 82n, 83n];
    for (const tokenId of tokens) await ownedNft(tokenId);
    const api = await offerApi(tokens, 82n);
    const asBuyer = await buyer();
    await runPlanned(
      await makeOffer(asBuyer, { collectionId: '5', currency: 'USDT', amount: '10', expiry: inDays(3) }),
    );
    const offer = api.stored[0]!;
    expect(offer.message.tokenRoot).toBe(tokenRootOf(tokens));
    expect(await signedBy(offer)).toBe(true);

    await runPlanned(await acceptOffer(await seller(), { offer, tokenId: '82' }));
    expect(await chain.ownerOf(82n)).toBe(asBuyer.account);
    expect(api.asked).toContain('GET /v1/offers/1/proof');
  });

  it('the buyer cancels one offer by its nonce, then all by the counter', async () => {
    await ownedNft(73n);
    const api = await offerApi();
    const asBuyer = await buyer();
    await runPlanned(
      await makeOffer(asBuyer, { nftId: '73', currency: 'USDT', amount: '5', expiry: inDays(1) }),
    );
    const offer = api.stored[0]!;
    expect(await runPlanned(await cancelOffer(asBuyer, { offer }))).toEqual(['withdrawOffer', 'record']);
    expect(await nonceUsed(asBuyer.account, BigInt(offer.message.nonce))).toBe(true);
    await expect(acceptOffer(await seller(), { offer, tokenId: '73' })).rejects.toEqual(
      new ChainError('OFFER_NONCE_USED'),
    );

    const before = await counterOf(asBuyer.account);
    await runPlanned(
      await makeOffer(asBuyer, { nftId: '73', currency: 'USDT', amount: '6', expiry: inDays(1) }),
    );
    expect(await runPlanned(await cancelAllOffers(asBuyer))).toEqual(['cancelAllOffers', 'record']);
    expect(await counterOf(asBuyer.account)).toBe(before + 1n);
    // The offer signed under the old counter can no longer be accepted.
    await expect(acceptOffer(await seller(), { offer: api.stored[1]!, tokenId: '73' })).rejects.toEqual(
      new ChainError('OFFER_NONCE_USED'),
    );
  });
});
