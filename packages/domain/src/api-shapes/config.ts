import { z } from 'zod';

const categoryIds = z.array(z.number().int());

/** `GET /api/v1/configs/app`: the public flags, settings and contract addresses the web starts with. */
export const appConfigShape = z
  .object({
    allowBuy: z.boolean(),
    checkWhitelist: z.boolean(),
    allowCreateCollection: z.boolean(),
    allowTrading: categoryIds.describe('ALLOW_TRADING: categories whose NFTs may be traded'),
    allowCreating: categoryIds.describe('ALLOW_CREATING: categories open for creation'),
    normalCategories: categoryIds.describe('NORMAL_CATEGORIES: categories a non-pro user may create in'),
    recommendAvailable: z.boolean(),
    chainId: z.number().int(),
    contracts: z
      .record(z.string(), z.string())
      .nullable()
      .describe('contract name → address on the chain; null until the contracts are deployed'),
    marketplaceFeeBps: z
      .number()
      .int()
      .nullable()
      .describe("the Marketplace contract's fee (listingFee) in basis points, 300 = 3%; null while unknown"),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.output<typeof appConfigShape>;

/** `GET /api/v1/configs/network`: the chain wallets switch to, or add (EIP-3085) on error 4902. */
export const networkShape = z
  .object({
    chainId: z.number().int(),
    chainName: z.string(),
    rpcUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    blockExplorerUrl: z.string().nullable(),
  })
  .meta({ id: 'Network' });
export type Network = z.output<typeof networkShape>;

/** `GET /api/v1/configs/links`: the external pages of the header (bridge, account settings, help). */
export const headerLinksShape = z
  .object({
    bridgeUrl: z.string().nullable(),
    accountUrl: z.string().nullable(),
    helpUrl: z.string().nullable(),
  })
  .meta({ id: 'HeaderLinks' });
export type HeaderLinks = z.output<typeof headerLinksShape>;
