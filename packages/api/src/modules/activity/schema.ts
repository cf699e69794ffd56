import { makePageQuery, PAGE_SIZE } from '@vrmarket/domain';
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
