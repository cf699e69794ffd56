import { z } from 'zod';

/** Spec "User profile" (`GET /api/v1/profile`): the signed-in user's own data. */
export const profileShape = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    avatar: z.string().nullable(),
    /** The linked wallet, lowercased; null until a wallet is linked by signature. */
    publicKey: z.string().nullable(),
    isPro: z.boolean(),
    proType: z.number().int().min(1).max(4),
    is_admin_market: z.boolean(),
    is_whitelist_market: z.boolean(),
    /** Social links and their verified flags, `details` (JSON text with followers_count, following_count), image_mystery. */
    properties: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Profile' });
export type Profile = z.output<typeof profileShape>;

/** The spec's login answer of both ways in: `data.access_token`, its lifetime and the user data to keep. */
export const loginAnswerShape = z
  .object({
    data: z.object({
      access_token: z.string(),
      /** Seconds until the token expires. */
      expires_in: z.number().int(),
      user_data: profileShape,
    }),
  })
  .meta({ id: 'Session' });
export type LoginAnswer = z.output<typeof loginAnswerShape>;

/** `GET /api/v1/auth/siwe/nonce`: what the EIP-4361 message must say (the wallet adds address and signs). */
export const siweNonceShape = z
  .object({
    nonce: z.string(),
    domain: z.string(),
    uri: z.string(),
    chainId: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'SiweNonce' });
export type SiweNonce = z.output<typeof siweNonceShape>;

/** `POST /get-user-by-wallet-address`: the username of the account a wallet is linked to. */
export const usernameAnswerShape = z
  .object({ user_name: z.string().nullable() })
  .meta({ id: 'UsernameAnswer' });
export type UsernameAnswer = z.output<typeof usernameAnswerShape>;

/** `POST /get-list-users-by-list-wallet-addresses`: lowercased address → username, for linked wallets only. */
export const usernamesAnswerShape = z
  .object({ list_usernames: z.record(z.string(), z.string()) })
  .meta({ id: 'UsernamesAnswer' });
export type UsernamesAnswer = z.output<typeof usernamesAnswerShape>;
