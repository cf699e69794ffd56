import { z } from 'zod';

export const purchaseParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
    .describe('the NFT id'),
});

/** The purchase check's answer: one shape with the web (@vrmarket/domain api-shapes). */
/** The aETH rate's answer, likewise. */
export {
  type AethRate as Rate,
  aethRateShape as rateSchema,
  type PurchaseCheck,
  purchaseCheckShape as purchaseCheckSchema,
} from '@vrmarket/domain';
