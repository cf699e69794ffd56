import { offerBookAbi, wrappedNativeAbi } from '@vrmarket/contracts/abis';
import { offerOrderOf, offerTypedData } from '@vrmarket/contracts/offers';
import type { Offer, OfferMessage } from '@vrmarket/domain';
import { type Address, type Hex, zeroAddress } from 'viem';
import { signTypedData } from 'wagmi/actions';
import {
  balanceOf,
  type Chain,
  ChainError,
  read,
  send,
  tokenApprovalSteps,
  tokenOf,
  toUnits,
  writeAndRecord,
  writeContract,
} from '../chain/index.ts';
import { nftApprovalSteps } from '../trading/market.ts';
import type { TradeStep } from '../trading/steps.ts';
import type { OfferTermsRequest } from './api.ts';
import { fetchOfferProof, fetchOfferTerms, postOffer } from './api.ts';

/** The OfferBook of this deployment; a deployment without one offers no offers. */
export function offerBookOf(chain: Chain): Address {
  const address = chain.contracts.OfferBook;
  if (!address) throw new ChainError('FEATURE_NOT_AVAILABLE');
  return address;
}

/** The ERC-20 an offer in `currency` is paid in: the wrapped native token for ETH (offers escrow nothing). */
export function offerTokenOf(chain: Chain, currency: string): Address {
  const token = tokenOf(chain.contracts, currency);
  if (token !== zeroAddress) return token;
  if (!chain.contracts.WETH) throw new ChainError('FEATURE_NOT_AVAILABLE');
  return chain.contracts.WETH;
}

/** What a Make offer dialog asks for: the NFT or the collection, and the offer's terms. */
export type OfferRequest = Pick<
  OfferTermsRequest,
  'nftId' | 'collectionId' | 'currency' | 'amount' | 'expiry'
>;

/**
 * Make offer (issue 42): nothing is escrowed, but the api stores an offer only while the buyer's
 * balance and allowance cover it. So: wrap the missing ETH into WETH (`deposit`) when the WETH
 * balance is short → approve the OfferBook for the token when the allowance is short → ask the api
 * for the terms and sign them (EIP-712) → send the signed offer to the api.
 */
export async function makeOffer(chain: Chain, request: OfferRequest): Promise<TradeStep[]> {
  const offerBook = offerBookOf(chain);
  const token = offerTokenOf(chain, request.currency);
  const units = toUnits(request.amount, request.currency);
  const held = await balanceOf(chain, token);
  const steps: TradeStep[] = [];
  if (held < units) {
    const missing = units - held;
    if (request.currency !== 'ETH' || (await balanceOf(chain, zeroAddress)) < missing)
      throw new ChainError('NOT_ENOUGH_BALANCE');
    steps.push({
      id: 'wrap',
      run: async () =>
        void (await send(chain, () =>
          writeContract(chain.config, {
            address: token,
            abi: wrappedNativeAbi,
            functionName: 'deposit',
            value: missing,
          }),
        )),
    });
  }
  steps.push(
    ...(await tokenApprovalSteps(chain, 'approveToken', { token, spender: offerBook, amount: units })),
  );

  let signed: { chainId: number; message: OfferMessage; signature: Hex } | undefined;
  steps.push(
    {
      id: 'signOffer',
      run: async () => {
        const { nftId, collectionId, currency, amount, expiry } = request;
        const terms = await fetchOfferTerms({ nftId, collectionId, currency, amount, expiry });
        // The api fills the buyer from the linked wallet: another account here could not sign for it.
        if (terms.message.buyer.toLowerCase() !== chain.account.toLowerCase())
          throw new ChainError('WALLET_NOT_LINKED');
        const chainId = terms.domain.chainId;
        const signature = await signTypedData(chain.config, {
          account: chain.account,
          ...offerTypedData(chainId, offerBook, offerOrderOf(terms.message)),
        });
        signed = { chainId, message: terms.message, signature };
      },
    },
    {
      id: 'sendOffer',
      run: async () => {
        if (!signed) throw new ChainError('OFFER_SIGNATURE_INVALID');
        const { nftId, collectionId } = request;
        await postOffer({ nftId, collectionId, ...signed });
      },
    },
  );
  return steps;
}

/**
 * Accept (the NFT's owner): the chain's view checked first (nonce unused, counter current), then the
 * OfferBook's approval over the owner's NFTs when missing (as the Sell plan does) →
 * acceptOffer(offer, signature, tokenId, proof) → record. A collection offer takes the token's
 * Merkle proof from the api. The buyer pays; the NFT moves to the buyer.
 */
export async function acceptOffer(
  chain: Chain,
  { offer, tokenId }: { offer: Offer; tokenId: string },
): Promise<TradeStep[]> {
  const offerBook = offerBookOf(chain);
  const order = offerOrderOf(offer.message);
  const collection = BigInt(order.tokenRoot) !== 0n;
  const [used, counter] = await Promise.all([
    read(chain.config, {
      address: offerBook,
      abi: offerBookAbi,
      functionName: 'isNonceUsed',
      args: [order.buyer, order.nonce],
    }),
    read(chain.config, {
      address: offerBook,
      abi: offerBookAbi,
      functionName: 'counterOf',
      args: [order.buyer],
    }),
  ]);
  if (used || counter !== order.counter) throw new ChainError('OFFER_NONCE_USED');
  if (Date.now() / 1000 >= Number(order.expiry)) throw new ChainError('OFFER_EXPIRED');
  const proof = collection ? ((await fetchOfferProof(offer.id, tokenId)).proof as Hex[]) : [];
  return [
    ...(await nftApprovalSteps(chain, order.hostContract, offerBook)),
    ...writeAndRecord(chain, 'acceptOffer', () =>
      writeContract(chain.config, {
        address: offerBook,
        abi: offerBookAbi,
        functionName: 'acceptOffer',
        args: [order, offer.signature as Hex, BigInt(tokenId), proof],
      }),
    ),
  ];
}

/** Cancel one offer (its buyer): cancelOffer(nonce) → record. The nonce can never be used again. */
export async function cancelOffer(chain: Chain, { offer }: { offer: Offer }): Promise<TradeStep[]> {
  const offerBook = offerBookOf(chain);
  return writeAndRecord(chain, 'withdrawOffer', () =>
    writeContract(chain.config, {
      address: offerBook,
      abi: offerBookAbi,
      functionName: 'cancelOffer',
      args: [BigInt(offer.message.nonce)],
    }),
  );
}

/** Cancel all (the buyer): cancelAllOffers() → record. Bumps the counter: every offer signed before ends. */
export async function cancelAllOffers(chain: Chain): Promise<TradeStep[]> {
  const offerBook = offerBookOf(chain);
  return writeAndRecord(chain, 'cancelAllOffers', () =>
    writeContract(chain.config, {
      address: offerBook,
      abi: offerBookAbi,
      functionName: 'cancelAllOffers',
    }),
  );
}
