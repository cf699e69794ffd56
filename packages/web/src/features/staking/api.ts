import { queryOptions } from '@tanstack/react-query';
import type {
  CreateStakingBody,
  Page,
  StakeableNft,
  StakingAsset,
  StakingConfigs,
  StakingDuration,
  StakingRecord,
  StakingRecordPage,
  StakingReward,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

const BASE = '/v1/nft/staking-nft';

export type StakingListParams = {
  page: number;
  limit: number;
  assetId?: string;
  code?: string;
  status?: string;
};
export type StakingSettleAnswer = { data: StakingRecord; reward: { amount: string; days: number } };

export const stakingConfigsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'configs'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: StakingConfigs }>(`${BASE}/configs`, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const stakingAssetsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'assets'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: StakingAsset[] }>(`${BASE}/list-assets`, { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

export const stakingDurationsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'durations'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: StakingDuration[] }>(`${BASE}/list-durations`, { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

export const stakingListQuery = (wallet: string, params: StakingListParams) =>
  queryOptions({
    queryKey: ['staking', 'list', wallet, params],
    queryFn: ({ signal }) =>
      apiFetch<StakingRecordPage>(`${BASE}/${wallet}/list-staking`, { query: { ...params }, signal }),
  });

export const stakingHistoryQuery = (wallet: string, page: number) =>
  queryOptions({
    queryKey: ['staking', 'history', wallet, page],
    queryFn: ({ signal }) =>
      apiFetch<StakingRecordPage>(`${BASE}/${wallet}/history`, { query: { page, limit: 10 }, signal }),
  });

export const stakingRewardsQuery = (wallet: string, page: number) =>
  queryOptions({
    queryKey: ['staking', 'rewards', wallet, page],
    queryFn: ({ signal }) =>
      apiFetch<Page<StakingReward>>(`${BASE}/${wallet}/history`, {
        query: { page, limit: 10, type: 'REWARDS' },
        signal,
      }),
  });

export const stakeableQuery = (wallet: string, categoryId: number) =>
  queryOptions({
    queryKey: ['staking', 'available', wallet, categoryId],
    queryFn: ({ signal }) =>
      apiFetch<Page<StakeableNft>>(`${BASE}/${wallet}/list-staking-available`, {
        query: { categoryId, limit: 100 },
        signal,
      }),
    staleTime: 0,
  });

export const createStaking = (nftId: string, body: CreateStakingBody) =>
  apiFetch<{ data: StakingRecord }>(`${BASE}/${nftId}`, { method: 'POST', json: body }).then((a) => a.data);

export const recordStakingTransfer = (
  id: string,
  body: { tokenId: string; contractAddress: string; transactionHash: string },
) => apiFetch<{ data: StakingRecord }>(`${BASE}/${id}/transfer`, { method: 'POST', json: body });

export const settleStaking = (
  id: string,
  action: 'claim' | 'cancel',
  body: { tokenId: string; contractAddress: string; transactionHash?: string },
) => apiFetch<StakingSettleAnswer>(`${BASE}/${id}/${action}`, { method: 'POST', json: body });
