import { ActivityType, makePageQuery, PAGE_SIZE, paged } from '@vrmarket/domain';
import { z } from 'zod';

/** `:id` of the detail routes: the NFT's database id in digits. */
export const nftIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
    .describe('the NFT id'),
});

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be 0x followed by 40 hex digits' })
  .transform((value) => value.toLowerCase());

/** `GET /v1/nft/:id/history`: limit 10, page 1, and the token it is about. */
export const historyQuery = makePageQuery(PAGE_SIZE.history).extend({
  tokenId: z
    .string()
    .regex(/^\d{1,78}$/, { error: 'must be a whole number' })
    .optional()
    .describe('the token id; when given it must be the NFT’s'),
  contractAddress: address.optional().describe('the NFT contract; when given it must be the NFT’s'),
});
export type HistoryQuery = z.output<typeof historyQuery>;

export const historyEvent = z.enum(['SALE', ...Object.values(ActivityType)]);

/** A row of the Sale history card (spec: from, to, tokenAddress, createdAt and a price). */
export const historyItemSchema = z
  .object({
    /** `sale-<id>` or `activity-<id>`. */
    id: z.string(),
    /** SALE for a completed sale, else the activity type (MINTED, LISTING, TRANSFER …). */
    event: historyEvent,
    /** The seller (or sender); the zero address for a mint. Lowercased. */
    from: z.string().nullable(),
    /** The buyer (or receiver); the marketplace contract for a listing. Lowercased. */
    to: z.string().nullable(),
    price: z.string().nullable(),
    currency: z.string().nullable(),
    /** ERC-20 paid with (zero address for the native coin), when known. */
    tokenAddress: z.string().nullable(),
    txHash: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'NftHistoryItem' });
export type HistoryItem = z.output<typeof historyItemSchema>;

export const historyPage = paged(historyItemSchema).meta({ id: 'NftHistoryPage' });
export type HistoryPage = z.output<typeof historyPage>;

export const sourceSchema = z
  .object({ data: z.object({ resourceUrl: z.string().nullable() }) })
  .meta({ id: 'NftSource' });

export const freeHomeSchema = z.object({ isFreeHome: z.boolean() }).meta({ id: 'NftFreeHome' });

export const moreItemsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(PAGE_SIZE.other),
});

export const mapParams = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: 'must be a land id' })
    .describe('vrLandData.id of the land'),
});
