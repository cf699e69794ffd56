import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a wallet address (0x followed by 40 hex digits)' })
  .transform((value) => value.toLowerCase());

/** Spec "User profile": the signed-in user's own data (spec names where the spec shows them). */
export const profileSchema = z
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
export type Profile = z.infer<typeof profileSchema>;

/** Largest batch of the username look-up. */
export const MAX_ADDRESSES_PER_LOOKUP = 100;

export const walletLookupBodySchema = z.object({ wallet_address: address });
export const walletLookupSchema = z.object({ user_name: z.string().nullable() });

export const walletListLookupBodySchema = z.object({
  /** Comma-separated addresses, as the spec's form field. */
  list_wallet_addresses: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(address).min(1).max(MAX_ADDRESSES_PER_LOOKUP)),
});
/** Lowercased address → username, for the addresses that belong to an account. */
export const walletListLookupSchema = z.object({ list_usernames: z.record(z.string(), z.string()) });
