import { useQuery } from '@tanstack/react-query';
import { offerBookAbi } from '@vrmarket/contracts/abis';
import type { Offer } from '@vrmarket/domain';
import type { Address } from 'viem';
import { type Contracts, chainReadKey, publicRead } from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { unitsText } from './units.ts';

/** What accepting pays out, as decimal texts of the offer's currency, and the fee rate. */
export interface AcceptReview {
  feeBps: number;
  fee: string;
  royalty: string;
  received: string;
}

/**
 * Accept's review, as the OfferBook computes it now (`listingFee`, `previewSale`: the fee at the
 * current rate, the token's ERC-2981 royalty, the rest to the seller).
 */
export function useAcceptReview(offer: Offer, host: string | null, tokenId: string | null) {
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  const offerBook = contracts?.OfferBook;
  const hostContract = (host ?? offer.message.hostContract) as Address;
  return useQuery({
    queryKey: chainReadKey<typeof offerBookAbi>(
      'previewSale',
      offerBook,
      hostContract,
      tokenId,
      offer.message.amount,
    ),
    queryFn: async (): Promise<AcceptReview> => {
      const [feeBps, [fee, , royalty, received]] = await Promise.all([
        publicRead({ address: offerBook!, abi: offerBookAbi, functionName: 'listingFee' }),
        publicRead({
          address: offerBook!,
          abi: offerBookAbi,
          functionName: 'previewSale',
          args: [hostContract, BigInt(tokenId!), BigInt(offer.message.amount)],
        }),
      ]);
      const text = (units: bigint) => unitsText(units, offer.currency);
      return { feeBps: Number(feeBps), fee: text(fee), royalty: text(royalty), received: text(received) };
    },
    enabled: Boolean(offerBook && tokenId),
    staleTime: 30_000,
    retry: false,
  });
}
