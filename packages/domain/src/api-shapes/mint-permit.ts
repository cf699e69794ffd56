import { z } from 'zod';
import { hexAddress, hexBytes } from './hex.ts';

/**
 * The api's signed mint permit (the three minting permission calls): the arguments of VrNFT's
 * mintWithPermit / mintPermitWithETH, as decimal and hex text.
 */
export const mintPermitShape = z
  .object({
    tokenId: z.string().describe('uint256 as a decimal string (the NFT id)'),
    to: hexAddress,
    /** ERC-20 token address, or the zero address for the native coin (mintPermitWithETH). */
    currency: hexAddress,
    /** The currency symbol of `currency` (USDT, VRA, BIVE, ETH). */
    currencySymbol: z.string(),
    mintingPrice: z.string().describe('in the token’s smallest unit (wei), decimal string'),
    uri: z.string(),
    deadline: z.string().describe('unix seconds'),
    nonce: z.string(),
    signature: hexBytes,
    contract: hexAddress,
    chainId: z.number(),
  })
  .meta({ id: 'MintPermit' });
export type MintPermit = z.output<typeof mintPermitShape>;

/** The permission calls answer the permit under `data`. */
export const mintPermitAnswer = z.object({ data: mintPermitShape });
export type MintPermitAnswer = z.output<typeof mintPermitAnswer>;
