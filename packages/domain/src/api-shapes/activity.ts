import { z } from 'zod';
import { ActivityType } from '../enums.ts';
import { paged } from './page.ts';

/** A row of `GET /api/v1/nft/:address/activity` (spec "Activity item"). */
export const activityItemShape = z
  .object({
    id: z.string(),
    tokenId: z.string().nullable(),
    name: z.string().nullable(),
    type: z.enum(Object.values(ActivityType) as [ActivityType, ...ActivityType[]]),
    price: z.string().nullable(),
    currency: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
    txId: z.string().nullable(),
    /** The NFT's id (the spec's objectId). */
    objectId: z.string().nullable(),
    nft_details: z.object({ ownerAddress: z.string().nullable() }),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.output<typeof activityItemShape>;

export const activityPage = paged(activityItemShape).meta({ id: 'ActivityPage' });
export type ActivityPage = z.output<typeof activityPage>;
