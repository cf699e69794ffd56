import { z } from 'zod';

/** An item of the header's advertising ticker (`GET /api/v1/ads`): a text, optionally a link. */
export const adShape = z
  .object({ id: z.number().int(), text: z.string(), url: z.string().optional() })
  .meta({ id: 'Ad' });
export type Ad = z.output<typeof adShape>;
