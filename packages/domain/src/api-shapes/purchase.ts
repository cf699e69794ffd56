import { z } from 'zod';
import { hexAddress } from './hex.ts';

/**
 * `GET /api/v1/nft/:id/purchase-check`: what the buyer's wallet must do, as the api knows it (never
 * the client's numbers): buy the open offer at its price, or mint the unminted NFT at its minting
 * price through a permit.
 */
export const purchaseCheckShape = z
  .object({
    nftId: z.string(),
    /** offer: Marketplace buyOffer / buyOfferWithETH; mint: minting permission + VrNFT mint. */
    kind: z.enum(['offer', 'mint']),
    /** The open offer's id (kind offer). */
    offerId: z.string().nullable(),
    /** Whole units, decimal text. */
    price: z.string(),
    /** In the token's smallest unit (wei), decimal text: the expected price the contract checks. */
    priceUnits: z.string(),
    /** USDT, BIVE, VRA or ETH (shown as aETH). */
    currency: z.string(),
    /** ERC-20 address, or the zero address for the native coin. */
    currencyAddress: hexAddress,
    /** Marketplace (offer) or VrNFT (mint): what the buyer approves and calls. */
    contract: hexAddress,
    chainId: z.number().int(),
  })
  .meta({ id: 'PurchaseCheck' });
export type PurchaseCheck = z.output<typeof purchaseCheckShape>;

/** `GET /api/v1/buying/rate`: USDT for 1 aETH (spec: refreshed every 10 seconds in the buy dialog). */
export const aethRateShape = z
  .object({
    base: z.literal('ETH'),
    quote: z.literal('USDT'),
    /** USDT for 1 aETH, decimal text; null while no rate is configured. */
    rate: z.string().nullable(),
    /** When the api read it (ISO 8601). */
    at: z.string(),
  })
  .meta({ id: 'AethRate' });
export type AethRate = z.output<typeof aethRateShape>;
