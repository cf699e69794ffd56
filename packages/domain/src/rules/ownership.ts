import { FLAGS, PRO_TYPE } from '../constants.ts';
import { type Currency, toCurrency } from '../currency.ts';
import { PurchaseStatus } from '../enums.ts';
import { routes } from '../routes.ts';
import { sameAddress } from '../validation/same-address.ts';
import type { NftLike } from './nft.ts';

/** The viewer owns the NFT when the seller or owner address equals the wallet, case-insensitively. */
export function isOwner(nft: NftLike, wallet: string | null | undefined): boolean {
  return sameAddress(nft.seller, wallet) || sameAddress(nft.ownerAddress, wallet);
}

/** SELLING and minted without a lab flag, or NONE (lazy, unminted) with the lab flag. */
export function isBuyable(nft: NftLike): boolean {
  const status = nft.purchasesStatus;
  if (status === PurchaseStatus.SELLING) return !nft.labActive && !!nft.onchain;
  if (status === PurchaseStatus.NONE) return !!nft.labActive && !nft.onchain;
  return false;
}

export interface BuyPrice {
  price: string;
  currency: Currency | undefined;
}

/** Unminted NFTs are bought at the minting price, listed ones at the current price; others not at all. */
export function buyPriceOf(nft: NftLike): BuyPrice | null {
  if (nft.purchasesStatus === PurchaseStatus.NONE) {
    return { price: String(nft.mintingPrice ?? '0'), currency: toCurrency(nft.mintingCurrency) };
  }
  if (nft.purchasesStatus === PurchaseStatus.SELLING) {
    return { price: String(nft.currentPrice ?? '0'), currency: toCurrency(nft.currency) };
  }
  return null;
}

/** The buy dialog enables a currency's button only when it is the currency the NFT is priced in. */
export function canBuyWithCurrency(nft: NftLike, currency: Currency): boolean {
  return buyPriceOf(nft)?.currency === currency;
}

/** Buying is switched on by the allow-buy flag (0 in this build). */
export const isBuyingEnabled = (allowBuy: number = FLAGS.allowBuy): boolean => allowBuy === 1;

/** Where a list card leads: the inventory detail for the viewer's own listing, else the public detail. */
export function cardLink(
  nft: NftLike & { id: string },
  viewer: { loggedIn: boolean; wallet?: string | null },
): string {
  const own = viewer.loggedIn && sameAddress(nft.seller, viewer.wallet);
  return own ? routes.inventoryDetail(nft.id) : routes.detail(nft.id);
}

/**
 * Where a collection card leads (spec "Collections list"): the collection detail for a signed-in
 * user with a linked wallet, else the public collection explore.
 */
export function collectionCardLink(
  collectionId: number | string,
  viewer: { loggedIn: boolean; wallet?: string | null },
): string {
  const id = String(collectionId);
  return viewer.loggedIn && viewer.wallet ? routes.collectionDetail(id) : routes.collectionExplore(id);
}

export function isCollectionCreator(
  collection: { creatorAddress?: string | null },
  wallet: string | null | undefined,
) {
  return sameAddress(collection.creatorAddress, wallet);
}

/** New collections are open to all while the flag is on; otherwise they need proType 2 or more. */
export function canCreateCollection(
  profile: { isPro?: boolean | null; proType?: number | null },
  allowCreateCollection: number = FLAGS.allowCreateCollection,
): boolean {
  if (allowCreateCollection === 1) return true;
  return !!profile.isPro && (profile.proType ?? PRO_TYPE.default) >= PRO_TYPE.createCollection;
}
