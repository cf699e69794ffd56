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
import { apiKey, apiQueries } from '../../api/queryKeys.ts';

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
    queryKey: apiKey('/api/v1/nft/staking-nft/configs'),
    queryFn: async ({ signal }): Promise<StakingConfigs> =>
      (await read(api.GET('/api/v1/nft/staking-nft/configs', { signal }))).data,
    staleTime: 0,
  });

export const stakingAssetsQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/list-assets'),
    queryFn: async ({ signal }): Promise<StakingAsset[]> =>
      (await read(api.GET('/api/v1/nft/staking-nft/list-assets', { signal }))).data,
    staleTime: 60_000,
  });

export const stakingDurationsQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/list-durations'),
    queryFn: async ({ signal }): Promise<StakingDuration[]> =>
      (await read(api.GET('/api/v1/nft/staking-nft/list-durations', { signal }))).data,
    staleTime: 60_000,
  });

export const stakingListQuery = (wallet: string, query: StakingListParams) => {
  const params = { path: { address: wallet }, query };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/{address}/list-staking', params),
    queryFn: ({ signal }): Promise<StakingRecordPage> =>
      read(api.GET('/api/v1/nft/staking-nft/{address}/list-staking', { params, signal })),
  });
};

export const stakingHistoryQuery = (wallet: string, page: number) => {
  const params = { path: { address: wallet }, query: { page, limit: 10 } };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/{address}/history', params),
    queryFn: async ({ signal }): Promise<StakingRecordPage> => {
      const answer = await read(api.GET('/api/v1/nft/staking-nft/{address}/history', { params, signal }));
      return { ...answer, results: answer.results.filter(isStakingRecord) };
    },
  });
};

export const stakingRewardsQuery = (wallet: string, page: number) => {
  const params = { path: { address: wallet }, query: { page, limit: 10, type: 'REWARDS' as const } };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/{address}/history', params),
    queryFn: async ({ signal }): Promise<Page<StakingReward>> => {
      const answer = await read(api.GET('/api/v1/nft/staking-nft/{address}/history', { params, signal }));
      return { ...answer, results: answer.results.filter(isStakingReward) };
    },
  });
};

export const stakeableQuery = (wallet: string, categoryId: number) => {
  const params = { path: { address: wallet }, query: { categoryId, limit: 100 } };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/staking-nft/{address}/list-staking-available', params),
    queryFn: ({ signal }): Promise<Page<StakeableNft>> =>
      read(api.GET('/api/v1/nft/staking-nft/{address}/list-staking-available', { params, signal })),
    staleTime: 0,
  });
};

/** Everything the staking screens read. */
export const stakingQueries = () =>
  apiQueries([
    '/api/v1/nft/staking-nft/configs',
    '/api/v1/nft/staking-nft/list-assets',
    '/api/v1/nft/staking-nft/list-durations',
    '/api/v1/nft/staking-nft/{address}/list-staking',
    '/api/v1/nft/staking-nft/{address}/history',
    '/api/v1/nft/staking-nft/{address}/list-staking-available',
  ]);

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
