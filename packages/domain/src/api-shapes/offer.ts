import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { type Currency, currencies } from '../currency.ts';
import { hexBytes } from './hex.ts';
import { nftShape, OfferKind } from './nft.ts';
import { paged } from './page.ts';
import { idText, limitParam, pageParam } from './query-params.ts';

/**
 * Offers (issue 42): a buyer signs an EIP-712 offer for one NFT or for any token of a collection;
 * nothing is escrowed. The owner accepts it on chain at the OfferBook contract. The api stores the
 * signed offers it has validated; the indexer keeps them valid. Amounts are whole-token decimal
 * strings (as an NFT's prices); `currency` is the currency code (USDT, BIVE, VRA, ETH). An ETH
 * offer is paid in the wrapped native token (`currencyAddress`), shown as aETH like the native coin.
 */

const offerKinds = Object.values(OfferKind) as [OfferKind, ...OfferKind[]];

/**
 * ACTIVE: acceptable now. INACTIVE: signed and unexpired, but not acceptable while
 * `inactiveReason` holds (it comes back when that is undone). ACCEPTED, CANCELLED (one, or all
 * by the buyer's counter) and EXPIRED are final.
 */
export const OfferState = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  ACCEPTED: 'ACCEPTED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
} as const;
export type OfferState = (typeof OfferState)[keyof typeof OfferState];
const offerStates = Object.values(OfferState) as [OfferState, ...OfferState[]];

/** Why an offer is INACTIVE: the buyer's balance or allowance fell below it, or the NFT changed owner. */
export const OfferInactiveReason = {
  BALANCE: 'BALANCE',
  ALLOWANCE: 'ALLOWANCE',
  OWNER_CHANGED: 'OWNER_CHANGED',
} as const;
export type OfferInactiveReason = (typeof OfferInactiveReason)[keyof typeof OfferInactiveReason];
const offerInactiveReasons = Object.values(OfferInactiveReason) as [
  OfferInactiveReason,
  ...OfferInactiveReason[],
];

const decimalText = z.string().regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a whole number in decimal digits');
const addressText = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)');
const bytes32Text = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes (0x and 64 hex digits)');

/**
 * The signed EIP-712 message, as text (uint256 in decimal digits, addresses and bytes32 in hex):
 * OfferBook's `Offer(address buyer,address hostContract,uint256 tokenId,bytes32 tokenRoot,
 * address currency,uint256 amount,uint256 expiry,uint256 nonce,uint256 counter)`. `tokenRoot` is
 * zero for an NFT offer; a collection offer's `tokenId` is 0. `amount` is in token units (wei),
 * `expiry` in unix seconds.
 */
export const offerMessageShape = z
  .object({
    buyer: addressText,
    hostContract: addressText,
    tokenId: decimalText,
    tokenRoot: bytes32Text,
    currency: addressText,
    amount: decimalText,
    expiry: decimalText,
    nonce: decimalText,
    counter: decimalText,
  })
  .meta({ id: 'OfferMessage' });
export type OfferMessage = z.output<typeof offerMessageShape>;

/** The EIP-712 domain the offer is signed in: OfferBook on the api's chain. */
export const offerDomainShape = z
  .object({
    name: z.string(),
    version: z.string(),
    chainId: z.number().int(),
    verifyingContract: addressText,
  })
  .meta({ id: 'OfferDomain' });
export type OfferDomain = z.output<typeof offerDomainShape>;

/** Offer lengths the Make offer dialogs propose, in days (the api takes any expiry up to 180 days). */
export const OFFER_EXPIRY_DAYS = [1, 3, 7, 30] as const;
export const OFFER_MAX_EXPIRY_DAYS = 180;

const offerTarget = {
  /** An NFT offer: the NFT's database id (it must be minted). */
  nftId: idText.optional(),
  /** A collection offer: the collection's id (at least one of its NFTs must be minted). */
  collectionId: idText.optional(),
};
const oneTarget = (value: { nftId?: number; collectionId?: number }) =>
  (value.nftId === undefined) !== (value.collectionId === undefined);
const oneTargetError = { error: 'give either nftId or collectionId', path: ['nftId'] };

/**
 * `POST /api/v1/offers/terms` (signed in, wallet linked): the message to sign for an offer of
 * `amount` `currency` until `expiry`. The api fills the buyer (the linked wallet), the NFT or the
 * collection's token root, the token address, the buyer's next nonce and the chain's counter.
 */
export const offerTermsBody = z
  .object({
    ...offerTarget,
    currency: z.enum(currencies as [Currency, ...Currency[]]),
    /** Whole tokens, decimal text ('12.5'). */
    amount: z.string().regex(/^[0-9]{1,30}(\.[0-9]{1,18})?$/, 'must be an amount in decimal digits'),
    /** ISO 8601, in the future and at most OFFER_MAX_EXPIRY_DAYS away. */
    expiry: z.iso.datetime({ offset: true }),
  })
  .refine(oneTarget, oneTargetError);
export type OfferTermsBody = z.output<typeof offerTermsBody>;

export const offerTermsShape = z
  .object({ domain: offerDomainShape, message: offerMessageShape })
  .meta({ id: 'OfferTerms' });
export type OfferTerms = z.output<typeof offerTermsShape>;

/**
 * `POST /api/v1/offers` (signed in, wallet linked): stores a signed offer after checking the
 * signature (EOA or EIP-1271) against the api's chain and OfferBook, the expiry, the buyer's balance
 * and allowance, and that the buyer does not own the NFT. Answers the stored offer (201).
 */
export const createOfferBody = z
  .object({
    ...offerTarget,
    /** The chain the wallet signed on: another than the api's is refused (OFFER_WRONG_CHAIN). */
    chainId: z.number().int(),
    message: offerMessageShape,
    signature: hexBytes,
  })
  .refine(oneTarget, oneTargetError);
export type CreateOfferBody = z.output<typeof createOfferBody>;

export const offerShape = z
  .object({
    /** The api's id (decimal text). */
    id: z.string(),
    chainId: z.number().int(),
    kind: z.enum(offerKinds),
    /** The NFT of an NFT offer (its brief record); null for a collection offer. */
    nft: nftShape.nullable(),
    /** The collection of a collection offer; null for an NFT offer. */
    collectionId: z.number().int().nullable(),
    collectionName: z.string().nullable(),
    /** How many tokens a collection offer covers (its root's leaves); null for an NFT offer. */
    tokenCount: z.number().int().nullable(),
    buyer: z.string().describe('lowercased wallet'),
    currency: z.string(),
    /** The ERC-20 the amount is paid in (the wrapped native token for ETH). */
    currencyAddress: z.string(),
    amount: z.string(),
    /** ISO 8601. */
    expiry: z.string(),
    createdAt: z.string(),
    state: z.enum(offerStates),
    inactiveReason: z.enum(offerInactiveReasons).nullable(),
    /** Accepted: the token that filled it (a collection offer's matters), the seller and the transaction. */
    acceptedTokenId: z.string().nullable(),
    acceptedBy: z.string().nullable(),
    txHash: z.string().nullable(),
    /** What the owner submits to accept it: the signed message and signature. */
    message: offerMessageShape,
    signature: z.string(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.output<typeof offerShape>;

export const offerPage = paged(offerShape).meta({ id: 'OfferPage' });
export type OfferPage = z.output<typeof offerPage>;

/** `GET /api/v1/offers/{id}` and `/offers/{id}/proof`. */
export const offerIdParams = z.object({ id: idText });

/**
 * `GET /api/v1/nfts/{id}/offers`: the NFT's offers and the collection offers that cover it, best
 * first (active before inactive, then the highest amount, then the oldest). Final ones are left
 * out unless `state` asks for them. `GET /api/v1/collections/{id}/offers`: its collection offers.
 */
export const offerListQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
  state: z.enum(offerStates).optional(),
});
export type OfferListQuery = z.output<typeof offerListQuery>;

/**
 * `GET /api/v1/offers/made` (the signed-in user's offers, newest first) and
 * `GET /api/v1/offers/received` (offers on NFTs the user owns and collection offers covering them).
 */
export const myOffersQuery = offerListQuery;
export type MyOffersQuery = OfferListQuery;

/** `GET /api/v1/offers/{id}/proof?tokenId=`: the Merkle proof that a token is in a collection offer. */
export const offerProofQuery = z.object({ tokenId: decimalText });
export const offerProofShape = z
  .object({ tokenId: z.string(), proof: z.array(bytes32Text) })
  .meta({ id: 'OfferProof' });
export type OfferProof = z.output<typeof offerProofShape>;
