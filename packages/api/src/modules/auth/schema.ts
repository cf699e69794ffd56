import { z } from 'zod';
import { profileSchema } from '../users/schema.ts';

export const passwordLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const codeExchangeBodySchema = z.object({ code: z.string().min(20).max(200) });

/** The spec's login answer: `data.access_token`, with its lifetime and the user data to keep. */
export const sessionSchema = z
  .object({
    data: z.object({
      access_token: z.string(),
      /** Seconds until the token expires. */
      expires_in: z.number().int(),
      user_data: profileSchema,
    }),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const siweNonceSchema = z.object({
  nonce: z.string(),
  /** What the message must say: domain, uri and chain id (the wallet fills address and signs). */
  domain: z.string(),
  uri: z.string(),
  chainId: z.number().int(),
  expiresAt: z.iso.datetime(),
});

export const siweLinkBodySchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, { error: 'must be a 0x hex signature' })
    .max(1000),
});
