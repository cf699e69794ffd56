import { PurchaseStatus } from '../enums.ts';
import type { MessageKey } from '../messages.ts';
import type { NftLike } from './nft.ts';

export type CardBadge = 'unverified' | 'unminted' | 'inUse' | 'selling';

/** The item card's status icons, in display order. */
export function cardBadges(nft: NftLike): CardBadge[] {
  const selling = !!nft.isSelling || nft.purchasesStatus === PurchaseStatus.SELLING;
  const badges: CardBadge[] = [];
  if (nft.isVerified === false) badges.push('unverified');
  if (nft.isVerified !== false && !nft.onchain && !selling && !nft.inUsed) badges.push('unminted');
  if (nft.inUsed) badges.push('inUse');
  if (selling) badges.push('selling');
  return badges;
}

export const cardBadgeLabelKeys: Record<CardBadge, MessageKey> = {
  unverified: 'STATUS_UNVERIFIED',
  unminted: 'STATUS_UNMINTED',
  inUse: 'STATUS_IN_USE',
  selling: 'STATUS_SELLING',
};

const rentStatuses: readonly number[] = [PurchaseStatus.RENT, PurchaseStatus.RENTING, PurchaseStatus.RENTED];
/** Rent statuses show the pending duration label 'Duration: 1 Month'. */
export const isRentStatus = (status: number | null | undefined): boolean =>
  status !== null && status !== undefined && rentStatuses.includes(status);

/** The marketplace list heading for the isSelling/isRent filters. */
export function listHeadingKey(filters: { isSelling?: boolean; isRent?: boolean }): MessageKey {
  if (filters.isRent && !filters.isSelling) return 'NFTS_FOR_RENT';
  if (filters.isRent && filters.isSelling) return 'NFTS_FOR_SALE_OR_RENT';
  return 'NFTS_FOR_SALE';
}
