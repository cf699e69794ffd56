import { rentalAbi, vrNFTAbi } from '@vrmarket/contracts/abis';
import type { Nft, RentUnit } from '@vrmarket/domain';
import { getAddress } from 'viem';
import { type Chain, toUnits, writeAndRecord, writeContract } from '../chain/index.ts';
import { nftApprovalSteps, tokenRef } from './market.ts';
import type { TradeStep } from './steps.ts';

/** Transfer: transferFrom(owner → recipient) → record. */
export async function transferNft(chain: Chain, { nft, to }: { nft: Nft; to: string }): Promise<TradeStep[]> {
  const { host, tokenId } = tokenRef(chain, nft);
  return writeAndRecord(chain, 'transfer', () =>
    writeContract(chain.config, {
      address: host,
      abi: vrNFTAbi,
      functionName: 'transferFrom',
      // Any letter case is accepted (ADR 0044): checksum it here rather than reject it.
      args: [chain.account, getAddress(to.trim().toLowerCase()), tokenId],
    }),
  );
}

/**
 * Rent: the NFT is offered for rent at a USDT price per unit for up to `duration` units
 * (approval of the Rental contract if missing → listForRent → record).
 */
export async function rentNft(
  chain: Chain,
  { nft, duration, unit, price }: { nft: Nft; duration: string; unit: RentUnit; price: string },
): Promise<TradeStep[]> {
  const { host, tokenId } = tokenRef(chain, nft);
  const rental = chain.contracts.Rental;
  return [
    ...(await nftApprovalSteps(chain, host, rental)),
    ...writeAndRecord(chain, 'listForRent', () =>
      writeContract(chain.config, {
        address: rental,
        abi: rentalAbi,
        functionName: 'listForRent',
        args: [host, tokenId, toUnits(price, 'USDT'), chain.contracts.USDT, unit, BigInt(duration)],
      }),
    ),
  ];
}
