import type { Nft } from '@vrmarket/domain';
import type { Address, Hash } from 'viem';
import { marketplaceAbi, vrNftAbi } from './abis.ts';
import { type Chain, confirmed, recordTransaction, tokenOf, toUnits } from './chain.ts';
import { TradeError, type TradeStep } from './steps.ts';

type Write = Awaited<typeof import('wagmi/actions')>['writeContract'];

/** The NFT's contract and token id; an unminted NFT cannot trade. */
export function tokenRef(chain: Chain, nft: Nft): { host: Address; tokenId: bigint } {
  if (nft.tokenId === null || nft.tokenId === undefined || nft.tokenId === '') {
    throw new TradeError('NFT_NOT_FOUND');
  }
  return {
    host: (nft.contractAddress as Address | null) ?? chain.contracts.VrNFT,
    tokenId: BigInt(nft.tokenId),
  };
}

/** The approval step for `operator` over the owner's NFTs, only when it is missing. */
export async function nftApprovalSteps(chain: Chain, host: Address, operator: Address): Promise<TradeStep[]> {
  const { readContract, writeContract } = await import('wagmi/actions');
  const approved = await readContract(chain.config, {
    address: host,
    abi: vrNftAbi,
    functionName: 'isApprovedForAll',
    args: [chain.account, operator],
  });
  if (approved) return [];
  return [
    {
      kind: 'approveNft',
      run: async () => {
        await confirmed(
          chain,
          await writeContract(chain.config, {
            address: host,
            abi: vrNftAbi,
            functionName: 'setApprovalForAll',
            args: [operator, true],
          }),
        );
      },
    },
  ];
}

/** A write step followed by the record step of its transaction. */
export function writeAndRecord(
  chain: Chain,
  kind: TradeStep['kind'],
  send: (write: Write) => Promise<Hash>,
): TradeStep[] {
  let hash: Hash | undefined;
  return [
    {
      kind,
      run: async () => {
        const { writeContract } = await import('wagmi/actions');
        hash = await confirmed(chain, await send(writeContract));
      },
    },
    { kind: 'record', run: async () => hash && (await recordTransaction(hash)) },
  ];
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
    ...writeAndRecord(chain, 'createOffer', (write) =>
      write(chain.config, {
        address: marketplace,
        abi: marketplaceAbi,
        functionName: 'createOffer',
        args: [host, tokenId, toUnits(price, currency), tokenOf(chain.contracts, currency)],
      }),
    ),
  ];
}

function offerIdOf(nft: Nft): bigint {
  if (!nft.offerId) throw new TradeError('CONFLICT');
  return BigInt(nft.offerId);
}

/** Change price: changeOfferPrice on the open offer, in the offer's currency → record. */
export async function changePrice(chain: Chain, { nft, price }: { nft: Nft; price: string }) {
  const offerId = offerIdOf(nft);
  return writeAndRecord(chain, 'changePrice', (write) =>
    write(chain.config, {
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
  return writeAndRecord(chain, 'cancelOffer', (write) =>
    write(chain.config, {
      address: chain.contracts.Marketplace,
      abi: marketplaceAbi,
      functionName: 'cancelOffer',
      args: [offerId],
    }),
  );
}
