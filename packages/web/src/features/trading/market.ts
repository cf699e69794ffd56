import { marketplaceAbi, vrNFTAbi } from '@vrmarket/contracts/abis';
import type { Nft } from '@vrmarket/domain';
import type { Address } from 'viem';
import {
  type Chain,
  ChainError,
  read,
  send,
  tokenOf,
  toUnits,
  writeAndRecord,
  writeContract,
} from '../chain/index.ts';
import type { TradeStep } from './steps.ts';

/** The NFT's contract and token id; an unminted NFT cannot trade. */
export function tokenRef(chain: Chain, nft: Nft): { host: Address; tokenId: bigint } {
  if (nft.tokenId === null || nft.tokenId === undefined || nft.tokenId === '') {
    throw new ChainError('NFT_NOT_FOUND');
  }
  return {
    host: (nft.contractAddress as Address | null) ?? chain.contracts.VrNFT,
    tokenId: BigInt(nft.tokenId),
  };
}

/** The approval step for `operator` over the owner's NFTs, only when it is missing. */
export async function nftApprovalSteps(chain: Chain, host: Address, operator: Address): Promise<TradeStep[]> {
  const approved = await read(chain.config, {
    address: host,
    abi: vrNFTAbi,
    functionName: 'isApprovedForAll',
    args: [chain.account, operator],
  });
  if (approved) return [];
  const approve = () =>
    writeContract(chain.config, {
      address: host,
      abi: vrNFTAbi,
      functionName: 'setApprovalForAll',
      args: [operator, true],
    });
  return [{ id: 'approveNft', run: async () => void (await send(chain, approve)) }];
}

/** Sell (spec "Sell (3 steps)"): approval if missing → createOffer → record. */
export async function sellNft(
  chain: Chain,
  { nft, currency, price }: { nft: Nft; currency: string; price: string },
): Promise<TradeStep[]> {
  const { host, tokenId } = tokenRef(chain, nft);
  const marketplace = chain.contracts.Marketplace;
  return [
    ...(await nftApprovalSteps(chain, host, marketplace)),
    ...writeAndRecord(chain, 'createOffer', () =>
      writeContract(chain.config, {
        address: marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args: [host, tokenId, toUnits(price, currency), tokenOf(chain.contracts, currency)],
      }),
    ),
  ];
}

function offerIdOf(nft: Nft): bigint {
  if (!nft.offerId) throw new ChainError('CONFLICT');
  return BigInt(nft.offerId);
}

/** Change price: changeOfferPrice on the open offer, in the offer's currency → record. */
export async function changePrice(chain: Chain, { nft, price }: { nft: Nft; price: string }) {
  const offerId = offerIdOf(nft);
  return writeAndRecord(chain, 'changePrice', () =>
    writeContract(chain.config, {
      address: chain.contracts.Marketplace,
      abi: marketplaceAbi,
      functionName: 'changeOfferPrice',
      args: [offerId, toUnits(price, nft.currency ?? 'USDT')],
    }),
  );
}

/** Removal from market: cancelOffer → record. */
export async function cancelSale(chain: Chain, { nft }: { nft: Nft }) {
  const offerId = offerIdOf(nft);
  return writeAndRecord(chain, 'cancelOffer', () =>
    writeContract(chain.config, {
      address: chain.contracts.Marketplace,
      abi: marketplaceAbi,
      functionName: 'cancelOffer',
      args: [offerId],
    }),
  );
}
