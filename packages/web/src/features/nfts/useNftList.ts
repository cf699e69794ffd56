import { useQuery } from '@tanstack/react-query';
import type { NftListParams } from '@vrmarket/domain';
import { nftListQueryOptions } from './queries.ts';

export const useNftList = (params: NftListParams) => useQuery(nftListQueryOptions(params));
