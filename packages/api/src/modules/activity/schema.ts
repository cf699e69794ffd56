import { ActivityType, makePageQuery, PAGE_SIZE, paged } from '@vrmarket/domain';
import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
  .transform((value) => value.toLowerCase());

export const activityParamsSchema = z.object({ address });
export const activityQuerySchema = makePageQuery(PAGE_SIZE.activity).extend({
  ownerAddress: address
    .optional()
    .describe('the wallet whose activity is listed (defaults to the path address)'),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const activityItemSchema = z
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
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = paged(activityItemSchema).meta({ id: 'ActivityPage' });
