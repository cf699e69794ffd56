import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a wallet address (0x followed by 40 hex digits)' })
  .transform((value) => value.toLowerCase());

/** Largest batch of the username look-up. */
export const MAX_ADDRESSES_PER_LOOKUP = 100;

export const walletLookupBodySchema = z.object({ wallet_address: address });

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
