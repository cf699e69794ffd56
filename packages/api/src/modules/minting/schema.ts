import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be 0x followed by 40 hex digits' })
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** `:id/…/:address`: the NFT's database id and the wallet the permit is for. */
export const permitParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
    .describe('the NFT id'),
  address: address.describe('the wallet that will receive the token (the caller’s linked wallet)'),
});

const objectId = z.string().max(40).optional().describe('the NFT id again (the spec sends it; must match)');

/** Plain permission: objectId, address, currency (the spec's query). */
export const permitQuery = z.object({
  objectId,
  address: address.optional().describe('the wallet again (must match the path)'),
  currency: z.string().max(10).optional().describe("must be the NFT's minting currency when given"),
});

export const referPermitQuery = z.object({
  referCode: z.string().trim().min(1).max(64).describe('the referrer’s username'),
});

export const usdtPermitQuery = z.object({
  objectId,
  network: z
    .string()
    .max(20)
    .optional()
    .describe('the chain id (decimal or 0x hex) the permit is for; must be the configured chain'),
});

export type { MintPermit as MintPermitAnswer } from '@vrmarket/domain';
/** The permit answer: one shape with the web (@vrmarket/domain api-shapes). */
export { mintPermitAnswer } from '@vrmarket/domain';
