import { makePageQuery, PAGE_SIZE } from '@vrmarket/domain';
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

export const moreItemsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(PAGE_SIZE.other),
});

export const mapParams = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: 'must be a land id' })
    .describe('vrLandData.id of the land'),
});
