import { z } from 'zod';
import { ActivityType } from '../enums.ts';
import { nftShape } from './nft.ts';
import { paged } from './page.ts';

/** `GET /api/v1/nft/:id` (and refresh-metadata's answer): the NFT plus where its land map is framed from. */
export const nftDetailShape = nftShape
  .extend({
    /** Where the Land on Map card frames the land's planning map; null without land data. */
    landMapUrl: z.string().nullable(),
  })
  .meta({ id: 'NftDetail' });
export type NftDetail = z.output<typeof nftDetailShape>;

export const nftHistoryEvent = z.enum(['SALE', ...Object.values(ActivityType)]);

/** A row of the Sale history card (spec: from, to, tokenAddress, createdAt and a price). */
export const nftHistoryItemShape = z
  .object({
    /** `sale-<id>` or `activity-<id>`. */
    id: z.string(),
    /** SALE for a completed sale, else the activity type (MINTED, LISTING, TRANSFER …). */
    event: nftHistoryEvent,
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
export type NftHistoryItem = z.output<typeof nftHistoryItemShape>;

export const nftHistoryPage = paged(nftHistoryItemShape).meta({ id: 'NftHistoryPage' });
export type NftHistoryPage = z.output<typeof nftHistoryPage>;

/** `GET /api/v1/nft/:id/source`. */
export const nftSourceShape = z
  .object({ data: z.object({ resourceUrl: z.string().nullable() }) })
  .meta({ id: 'NftSource' });
export type NftSource = z.output<typeof nftSourceShape>;

/** `GET /api/v1/nft/:id/check-freehome`. */
export const nftFreeHomeShape = z.object({ isFreeHome: z.boolean() }).meta({ id: 'NftFreeHome' });
export type NftFreeHome = z.output<typeof nftFreeHomeShape>;

/** `GET /api/v1/nft/:id/more-items`: the same collection's items, else ('default') recent items on sale. */
export const nftMoreItemsShape = z
  .object({ source: z.enum(['collection', 'default']), results: z.array(nftShape) })
  .meta({ id: 'NftMoreItems' });
export type NftMoreItems = z.output<typeof nftMoreItemsShape>;
