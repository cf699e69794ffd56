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
import { api, read } from '../../api/client.ts';

export type StakingListParams = {
  page: number;
  limit: number;
  assetId?: string;
  code?: string;
  status?: StakingRecord['status'];
};
export type StakingSettleAnswer = { data: StakingRecord; reward: { amount: string; days: number } };

/** A row of the history answer, which holds stakes or rewards as its `type` asked. */
type StakingHistoryRow = StakingRecord | StakingReward;
const isStakingRecord = (row: StakingHistoryRow): row is StakingRecord => '_id' in row;
const isStakingReward = (row: StakingHistoryRow): row is StakingReward => 'stakingId' in row;

export const stakingConfigsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'configs'],
    queryFn: async ({ signal }): Promise<StakingConfigs> =>
      (await read(api.GET('/api/v1/nft/staking-nft/configs', { signal }))).data,
    staleTime: 0,
  });

export const stakingAssetsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'assets'],
    queryFn: async ({ signal }): Promise<StakingAsset[]> =>
      (await read(api.GET('/api/v1/nft/staking-nft/list-assets', { signal }))).data,
    staleTime: 60_000,
  });

export const stakingDurationsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'durations'],
    queryFn: async ({ signal }): Promise<StakingDuration[]> =>
      (await read(api.GET('/api/v1/nft/staking-nft/list-durations', { signal }))).data,
    staleTime: 60_000,
  });

export const stakingListQuery = (wallet: string, params: StakingListParams) =>
  queryOptions({
    queryKey: ['staking', 'list', wallet, params],
    queryFn: ({ signal }): Promise<StakingRecordPage> =>
      read(
        api.GET('/api/v1/nft/staking-nft/{address}/list-staking', {
          params: { path: { address: wallet }, query: params },
          signal,
        }),
      ),
  });

export const stakingHistoryQuery = (wallet: string, page: number) =>
  queryOptions({
    queryKey: ['staking', 'history', wallet, page],
    queryFn: async ({ signal }): Promise<StakingRecordPage> => {
      const answer = await read(
        api.GET('/api/v1/nft/staking-nft/{address}/history', {
          params: { path: { address: wallet }, query: { page, limit: 10 } },
          signal,
        }),
      );
      return { ...answer, results: answer.results.filter(isStakingRecord) };
    },
  });

export const stakingRewardsQuery = (wallet: string, page: number) =>
  queryOptions({
    queryKey: ['staking', 'rewards', wallet, page],
    queryFn: async ({ signal }): Promise<Page<StakingReward>> => {
      const answer = await read(
        api.GET('/api/v1/nft/staking-nft/{address}/history', {
          params: { path: { address: wallet }, query: { page, limit: 10, type: 'REWARDS' } },
          signal,
        }),
      );
      return { ...answer, results: answer.results.filter(isStakingReward) };
    },
  });

export const stakeableQuery = (wallet: string, categoryId: number) =>
  queryOptions({
    queryKey: ['staking', 'available', wallet, categoryId],
    queryFn: ({ signal }): Promise<Page<StakeableNft>> =>
      read(
        api.GET('/api/v1/nft/staking-nft/{address}/list-staking-available', {
          params: { path: { address: wallet }, query: { categoryId, limit: 100 } },
          signal,
        }),
      ),
    staleTime: 0,
  });

export const createStaking = async (nftId: string, body: CreateStakingBody): Promise<StakingRecord> =>
  (await read(api.POST('/api/v1/nft/staking-nft/{id}', { params: { path: { id: Number(nftId) } }, body })))
    .data;

export const recordStakingTransfer = (
  id: string,
  body: { tokenId: string; contractAddress: string; transactionHash: string },
): Promise<{ data: StakingRecord }> =>
  read(api.POST('/api/v1/nft/staking-nft/{id}/transfer', { params: { path: { id: Number(id) } }, body }));

export const settleStaking = (
  id: string,
  action: 'claim' | 'cancel',
  body: { tokenId: string; contractAddress: string; transactionHash?: string },
): Promise<StakingSettleAnswer> => {
  const params = { path: { id: Number(id) } };
  return read(
    action === 'claim'
      ? api.POST('/api/v1/nft/staking-nft/{id}/claim', { params, body })
      : api.POST('/api/v1/nft/staking-nft/{id}/cancel', { params, body }),
  );
};
