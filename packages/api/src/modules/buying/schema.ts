import { z } from 'zod';

export const purchaseParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
    .describe('the NFT id'),
});

/** The purchase check's answer: one shape with the web (@vrmarket/domain api-shapes). */
export { type PurchaseCheck, purchaseCheckShape as purchaseCheckSchema } from '@vrmarket/domain';

export const rateSchema = z
  .object({
    base: z.literal('ETH'),
    quote: z.literal('USDT'),
    /** USDT for 1 aETH, decimal text; null while no rate is configured. */
    rate: z.string().nullable(),
    /** When the api read it (ISO 8601). */
    at: z.string(),
  })
  .meta({ id: 'AethRate' });
export type Rate = z.output<typeof rateSchema>;
