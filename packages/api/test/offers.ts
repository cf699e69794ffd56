import { type Clients, offerBookAbi, offerOrderOf, offerTypedData, vrNFTAbi } from '@vrmarket/contracts';
import type { Offer, OfferMessage, OfferTerms } from '@vrmarket/domain';
import { sent } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, type Hex, maxUint256 } from 'viem';
import type { App } from '../src/app.ts';
import { injectAs } from './app.ts';
import type { TestChain } from './chain.ts';

/** `clients` signs the offer as a wallet would (EIP-712 typed data on `chainId`'s OfferBook). */
export function signOffer(
  chain: TestChain,
  clients: Clients,
  message: OfferMessage,
  chainId = chain.anvil.chainId,
) {
  return clients.walletClient.signTypedData({
    account: clients.account,
    ...offerTypedData(chainId, chain.deployment.OfferBook, offerOrderOf(message)),
  });
}

/** The OfferBook and token calls of buyers and owners in tests, each awaited until mined. */
export function offerBook(chain: TestChain) {
  const d = chain.deployment;
  return {
    /** The buyer lets the OfferBook take `amount` (all by default) of `token`. */
    approve: (clients: Clients, token: Address, amount = maxUint256) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [d.OfferBook, amount],
        }),
      ),
    transfer: (clients: Clients, token: Address, to: Address, amount: bigint) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      ),
    /** The owner lets the OfferBook move its VrNFTs. */
    approveNfts: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'setApprovalForAll',
          args: [d.OfferBook, true],
        }),
      ),
    accept: (clients: Clients, message: OfferMessage, signature: Hex, tokenId: bigint, proof: Hex[] = []) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.OfferBook,
          abi: offerBookAbi,
          functionName: 'acceptOffer',
          args: [offerOrderOf(message), signature, tokenId, proof],
        }),
      ),
    cancel: (clients: Clients, nonce: bigint) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.OfferBook,
          abi: offerBookAbi,
          functionName: 'cancelOffer',
          args: [nonce],
        }),
      ),
    cancelAll: (clients: Clients) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.OfferBook,
          abi: offerBookAbi,
          functionName: 'cancelAllOffers',
        }),
      ),
    moveNft: (clients: Clients, to: Address, tokenId: bigint) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.VrNFT,
          abi: vrNFTAbi,
          functionName: 'transferFrom',
          args: [clients.account.address, to, tokenId],
        }),
      ),
  };
}

/**
 * An offer made as a user does: terms from the api, signed by `signer`, posted (201 expected).
 * `target` is `{ nftId }` or `{ collectionId }` (ids as text, as the web sends them).
 */
export async function makeOffer(
  app: App,
  chain: TestChain,
  accessToken: string,
  signer: Clients,
  target: { nftId: string } | { collectionId: string },
  amount = '10',
): Promise<{ offer: Offer; signature: Hex }> {
  const expiry = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const terms = await injectAs(app, 'POST', '/api/v1/offers/terms', accessToken, {
    ...target,
    currency: 'USDT',
    amount,
    expiry,
  });
  if (terms.statusCode !== 200) throw new Error(`terms: ${terms.body}`);
  const { message } = terms.json() as OfferTerms;
  const signature = await signOffer(chain, signer, message);
  const posted = await injectAs(app, 'POST', '/api/v1/offers', accessToken, {
    ...target,
    chainId: chain.anvil.chainId,
    message,
    signature,
  });
  if (posted.statusCode !== 201) throw new Error(`offer: ${posted.body}`);
  return { offer: posted.json() as Offer, signature };
}
