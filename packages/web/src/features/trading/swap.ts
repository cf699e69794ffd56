import { vrNFTAbi } from '@vrmarket/contracts/abis';
import type { Nft, SwapKeyAnswer } from '@vrmarket/domain';
import { type Address, encodeAbiParameters, type Hex, parseAbiParameters } from 'viem';
import { type Chain, writeAndRecord, writeContract } from '../chain/index.ts';
import { tokenRef } from './market.ts';
import type { TradeStep } from './steps.ts';
import { checkSwapStatus, requestSwapKey } from './swapApi.ts';

/** The `data` of safeTransferFrom that SwapDesk reads: wanted token, deadline and the api's signature. */
export const swapData = (key: SwapKeyAnswer): Hex =>
  encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes'), [
    key.wantedContract as Address,
    BigInt(key.wantedTokenId),
    BigInt(key.deadline),
    key.signature as Hex,
  ]);

/**
 * Swap (spec "Swap"): the swap key first when check-status says so (or names another NFT), then the
 * NFT goes to the SwapDesk by safeTransferFrom, which sends the wanted one back in the same
 * transaction, then record.
 */
export async function swapNft(
  chain: Chain,
  { nft, wanted }: { nft: Nft; wanted: Nft },
): Promise<TradeStep[]> {
  const { host, tokenId } = tokenRef(chain, nft);
  const status = await checkSwapStatus(nft);
  let key = status.status === 'KEY_ISSUED' && status.data?.id === wanted.id ? status.key : null;
  const keySteps: TradeStep[] = key
    ? []
    : [
        {
          id: 'swapKey',
          run: async () => {
            key = (await requestSwapKey(nft, wanted.tokenId ?? '')).key;
          },
        },
      ];
  return [
    ...keySteps,
    ...writeAndRecord(chain, 'swap', () => {
      if (!key) throw new Error('no swap key');
      return writeContract(chain.config, {
        address: host,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        // The fixed swap address is the deployed SwapDesk, as the key names it.
        args: [chain.account, key.swapDesk as Address, tokenId, swapData(key)],
      });
    }),
  ];
}
