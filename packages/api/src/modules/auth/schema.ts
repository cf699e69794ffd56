import { z } from 'zod';

export const passwordLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  captcha: z
    .string()
    .min(1)
    .max(4096)
    .optional()
    .describe('a solved ALTCHA challenge (base64 JSON), needed after repeated failures for the username'),
});

export const codeExchangeBodySchema = z.object({ code: z.string().min(20).max(200) });

export const siweLinkBodySchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, { error: 'must be a 0x hex signature' })
    .max(1000),
});
