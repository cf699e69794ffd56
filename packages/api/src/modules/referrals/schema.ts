import { makePageQuery, PAGE_SIZE } from '@vrmarket/domain';
import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
  .transform((value) => value.toLowerCase());

export const referListParamsSchema = z.object({ address: address.describe('the referrer’s wallet') });
export const referListQuerySchema = makePageQuery(PAGE_SIZE.referral);
export type ReferListQuery = z.output<typeof referListQuerySchema>;
