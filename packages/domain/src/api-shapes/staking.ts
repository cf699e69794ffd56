import { z } from 'zod';
import { StakingMethod, StakingStatus } from '../enums.ts';
import { makePageQuery } from './page.ts';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
  .transform((value) => value.toLowerCase());
const txHash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'must be a transaction hash' })
  .transform((value) => value.toLowerCase() as `0x${string}`);
const tokenId = z.string().regex(/^\d{1,78}$/, { error: 'must be a token id' });
const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((part) => part.trim())
      .filter((part) => /^\d{1,9}$/.test(part))
      .map(Number),
  );

export const stakingMethodShape = z.enum([StakingMethod.LOCKED, StakingMethod.FLEXIBLE]);
/** Stored and shown statuses: the spec's three plus CANCELLED (shown as text). */
export const StakingRecordStatus = { ...StakingStatus, CANCELLED: 'CANCELLED' } as const;
export type StakingRecordStatus = (typeof StakingRecordStatus)[keyof typeof StakingRecordStatus];
export const stakingStatusShape = z.enum(['CREATED', 'CONFIRMED', 'CLAIMED', 'CANCELLED']);

/** Staking asset option (R-DATA-15): what an NFT of a category is worth for interest, in USDT. */
export const stakingAssetShape = z
  .object({
    id: z.string(),
    /** The top-level category the option is for. */
    assetId: z.string(),
    assetType: z.string(),
    assetTier: z.string(),
    value: z.string(),
  })
  .meta({ id: 'StakingAsset' });
export type StakingAsset = z.output<typeof stakingAssetShape>;

/** Staking duration option (R-DATA-15): duration in ms (0 for FLEXIBLE), apy a fraction. */
export const stakingDurationShape = z
  .object({
    id: z.string(),
    code: z.string(),
    type: stakingMethodShape,
    duration: z.number().int().min(0),
    apy: z.number(),
  })
  .meta({ id: 'StakingDuration' });
export type StakingDuration = z.output<typeof stakingDurationShape>;

export const stakingAssetList = z.object({ data: z.array(stakingAssetShape) }).meta({ id: 'StakingAssets' });
export const stakingDurationList = z
  .object({ data: z.array(stakingDurationShape) })
  .meta({ id: 'StakingDurations' });

/** `GET /api/v1/nft/staking-nft/configs`: where and how staking happens. */
export const stakingConfigsShape = z
  .object({
    data: z.object({
      vaultAddress: z.string().nullable(),
      chainId: z.number().int(),
      methods: z.array(stakingMethodShape),
      flexibleCode: z.string(),
      flexibleClaimWaitMs: z.number().int(),
      daysPerYear: z.number().int(),
      /** The chain's clock (ms): the claim rules and estimates run on it, not the browser's. */
      now: z.number().int(),
    }),
  })
  .meta({ id: 'StakingConfigs' });
export type StakingConfigs = z.output<typeof stakingConfigsShape>['data'];

/** An NFT the owner may stake, with the asset option of its category. */
export const stakeableNftShape = z
  .object({
    id: z.string(),
    tokenId: z.string(),
    contractAddress: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    categoryId: z.number().int(),
    categoryName: z.string().nullable(),
    asset: stakingAssetShape,
  })
  .meta({ id: 'StakeableNft' });
export type StakeableNft = z.output<typeof stakeableNftShape>;

/** Staking record (R-DATA-15), plus the chain's stake id and the earned estimate so far. */
export const stakingRecordShape = z
  .object({
    _id: z.string(),
    tokenId: z.string(),
    contractAddress: z.string(),
    nftId: z.string(),
    nft: z.array(
      z.object({
        components: z.object({ customTitle: z.string() }),
        metadata: z.object({ image: z.string().nullable() }),
        categoryId: z.number().int(),
      }),
    ),
    assets: z.array(z.object({ id: z.string(), value: z.string(), assetType: z.string() })),
    apy: z.number(),
    duration: z.number().int(),
    code: z.string(),
    type: stakingMethodShape,
    status: stakingStatusShape,
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    claimedAt: z.number().int().nullable(),
    transactionHash: z.string().nullable(),
    amount: z.string(),
    updatedAt: z.string(),
    createdAt: z.string(),
    /** The vault's stake id once confirmed (what `unstake` takes). */
    stakeId: z.string().nullable(),
    /** The chain has given the NFT back (unstaked), the api not yet closed the record. */
    returned: z.boolean(),
  })
  .meta({ id: 'StakingRecord' });
export type StakingRecord = z.output<typeof stakingRecordShape>;

export const stakingRecordPage = z
  .object({
    results: z.array(stakingRecordShape),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    /** The chain's clock (ms). */
    now: z.number().int(),
  })
  .meta({ id: 'StakingRecordPage' });
export type StakingRecordPage = z.output<typeof stakingRecordPage>;

/** PENDING: not credited yet; PAYING: a credit under way; PAID; FAILED: nothing credited, retried. */
export const stakingPayoutStatus = z.enum(['PENDING', 'PAYING', 'PAID', 'FAILED']);
export type StakingPayoutStatus = z.output<typeof stakingPayoutStatus>;

/** Interest earned by a stake (Claim History), credited to the staker on the Payout contract. */
export const stakingRewardShape = z
  .object({
    id: z.string(),
    stakingId: z.string(),
    tokenId: z.string(),
    title: z.string(),
    kind: z.enum(['CLAIM', 'CANCEL']),
    days: z.number().int(),
    amount: z.string(),
    currency: z.string(),
    createdAt: z.string(),
    /** The Payout credit of the interest (ADR 0023). */
    payoutStatus: stakingPayoutStatus,
    /** The credit's transaction once PAID (or sent without a receipt while PAYING). */
    txHash: z.string().nullable(),
  })
  .meta({ id: 'StakingReward' });
export type StakingReward = z.output<typeof stakingRewardShape>;

export const stakingHistoryPage = z
  .object({
    results: z.array(z.union([stakingRecordShape, stakingRewardShape])),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    now: z.number().int(),
  })
  .meta({ id: 'StakingHistoryPage' });

export const stakingAddressParams = z.object({ address: address.describe('the wallet') });
export const stakingIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** `GET …/{userAddress}/list-staking` (R-API-11): paging, keyword, categories; for active: assetId, code, status. */
export const stakingListQuery = makePageQuery(4).extend({
  keyword: z.string().trim().max(50).optional(),
  categoryIds: idList,
  subCategoryIds: idList,
  assetId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  code: z.string().max(50).optional(),
  status: stakingStatusShape.optional(),
});
export type StakingListQuery = z.output<typeof stakingListQuery>;

export const stakingHistoryQuery = makePageQuery(10).extend({
  type: z.enum(['STAKING', 'REWARDS']).optional(),
});
export type StakingHistoryQuery = z.output<typeof stakingHistoryQuery>;

export const stakeableQuery = makePageQuery(12).extend({ categoryId: z.coerce.number().int().optional() });
export type StakeableQuery = z.output<typeof stakeableQuery>;

/** `POST /v1/nft/staking-nft/{nftId}` (R-API-11): code default DAYS, amount = the duration as text (days). */
export const createStakingBody = z.object({
  tokenId,
  contractAddress: address,
  code: z.string().trim().min(1).max(50).default('DAYS'),
  amount: z.string().trim().max(20).default('0'),
});
export type CreateStakingBody = z.output<typeof createStakingBody>;

/** Recording the staking transfer, and the claim / cancel bodies (R-API-11) with the unstake's hash. */
export const stakingTransferBody = z.object({ tokenId, contractAddress: address, transactionHash: txHash });
export type StakingTransferBody = z.output<typeof stakingTransferBody>;
export const stakingActionBody = z.object({
  tokenId,
  contractAddress: address,
  transactionHash: txHash.optional(),
});
export type StakingActionBody = z.output<typeof stakingActionBody>;

export const stakingRecordAnswer = z.object({ data: stakingRecordShape }).meta({ id: 'StakingRecordAnswer' });
export const stakingClaimAnswer = z
  .object({
    data: stakingRecordShape,
    reward: z.object({
      amount: z.string(),
      days: z.number().int(),
      /** The credit of this interest; null when there is none to pay. */
      payoutStatus: stakingPayoutStatus.nullable(),
      txHash: z.string().nullable(),
    }),
  })
  .meta({ id: 'StakingClaimAnswer' });
