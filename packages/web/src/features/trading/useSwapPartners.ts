import { useQuery } from '@tanstack/react-query';
import type { Nft } from '@vrmarket/domain';
import { type SwapAvailableParams, swapPartnersQuery } from './swapApi.ts';

export const useSwapPartners = (nft: Pick<Nft, 'id'>, params: SwapAvailableParams, enabled = true) =>
  useQuery({ ...swapPartnersQuery(nft, params), enabled });
