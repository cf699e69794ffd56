import { type Clients, type Deployment, marketplaceAbi, vrNFTAbi } from '@vrmarket/contracts';
import { erc20Abi, type Hex, maxUint256, parseEventLogs } from 'viem';

/** Waits for a transaction's receipt, polling the local chain every 5 ms. */
export const receipt = async (c: Clients, hash: Promise<Hex> | Hex) =>
  c.publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 5 });

/**
 * The seller lists each of `ids` on the Marketplace at `price` USDT and the buyer approves USDT
 * without limit: the offers' ids, in the order of `ids`, ready to be bought.
 */
export async function listForSale(
  d: Deployment,
  seller: Clients,
  buyer: Clients,
  ids: number[],
  price: bigint,
): Promise<bigint[]> {
  await receipt(
    seller,
    seller.walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'setApprovalForAll',
      args: [d.Marketplace, true],
    }),
  );
  await receipt(
    buyer,
    buyer.walletClient.writeContract({
      address: d.USDT,
      abi: erc20Abi,
      functionName: 'approve',
      args: [d.Marketplace, maxUint256],
    }),
  );
  const offers: bigint[] = [];
  for (const id of ids) {
    const listed = await receipt(
      seller,
      seller.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args: [d.VrNFT, BigInt(id), price, d.USDT],
      }),
    );
    offers.push(
      parseEventLogs({ abi: marketplaceAbi, eventName: 'OfferCreated', logs: listed.logs })[0]!.args.offerId,
    );
  }
  return offers;
}
