import type { MessageKey } from './messages.ts';

/** Numeric purchase status of an NFT, as stored by the api and sent to the web. */
export const PurchaseStatus = {
  NONE: 0,
  SELLING: 1,
  DEALING: 2,
  OWNED: 3,
  RENT: 4,
  RENTING: 5,
  RENTED: 6,
  UNVERIFIED: 7,
  NOTMINTED: 8,
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];

/** The status radios of the filter panel: query key, message key and English label. */
export const statusFilters = [
  { key: 'inUsed', labelKey: 'STATUS_IN_USE', label: 'In use' },
  { key: 'isSelling', labelKey: 'STATUS_SELLING', label: 'Selling' },
  { key: 'isRent', labelKey: 'STATUS_RENT', label: 'Rent' },
  { key: 'isRenting', labelKey: 'STATUS_RENTING', label: 'Renting' },
  { key: 'isRented', labelKey: 'STATUS_RENTED', label: 'Rented' },
  { key: 'unVerified', labelKey: 'STATUS_UNVERIFIED', label: 'Unverified' },
  { key: 'notMinted', labelKey: 'STATUS_NOT_MINTED', label: 'Not minted' },
  /** In the AuctionHouse's escrow (purchase status DEALING). */
  { key: 'onAuction', labelKey: 'STATUS_ON_AUCTION', label: 'On auction' },
] as const satisfies readonly { key: string; labelKey: MessageKey; label: string }[];
export type StatusFilterKey = (typeof statusFilters)[number]['key'];
export const statusFilterKeys: readonly StatusFilterKey[] = statusFilters.map((filter) => filter.key);

export const ActivityType = {
  TRANSFER: 'TRANSFER',
  BUY: 'BUY',
  SELL: 'SELL',
  MINTED: 'MINTED',
  LISTING: 'LISTING',
  CREATED: 'CREATED',
  CANCELLED: 'CANCELLED',
  /** AuctionHouse (issue 41): seller → auction house, at the reserve. */
  AUCTION_CREATED: 'AUCTION_CREATED',
  /** A bid: bidder → auction house, at the amount. */
  BID: 'BID',
  /** Settled: seller → winner at the price, or auction house → seller (price 0) without a bid. */
  AUCTION_SETTLED: 'AUCTION_SETTLED',
  /** Cancelled by the seller before the first bid: auction house → seller. */
  AUCTION_CANCELLED: 'AUCTION_CANCELLED',
} as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

/** Unit of time of a rental agreement, as the contract numbers it. */
export const RentUnit = { Hour: 0, Day: 1, Month: 2, Year: 3 } as const;
export type RentUnit = (typeof RentUnit)[keyof typeof RentUnit];
export const rentUnitNames: Record<RentUnit, 'hour' | 'day' | 'month' | 'year'> = {
  0: 'hour',
  1: 'day',
  2: 'month',
  3: 'year',
};

export const StakingMethod = { LOCKED: 'LOCKED', FLEXIBLE: 'FLEXIBLE' } as const;
export type StakingMethod = (typeof StakingMethod)[keyof typeof StakingMethod];

export const StakingStatus = { CREATED: 'CREATED', CONFIRMED: 'CONFIRMED', CLAIMED: 'CLAIMED' } as const;
export type StakingStatus = (typeof StakingStatus)[keyof typeof StakingStatus];

/** Wallet kinds: the popular browser-extension wallet and the second wallet (Bitget, formerly Bitkeep). */
export const WalletKind = { none: 'none', metamask: 'metamask', bitget: 'bitget' } as const;
export type WalletKind = (typeof WalletKind)[keyof typeof WalletKind];

export const SortOrder = { Recent: 0, LowestPrice: 1, HighestPrice: -1 } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
export const sortOptions = [
  { value: SortOrder.Recent, labelKey: 'SORT_RECENT', label: 'Recent' },
  { value: SortOrder.LowestPrice, labelKey: 'SORT_LOWEST_PRICE', label: 'Lowest Price' },
  { value: SortOrder.HighestPrice, labelKey: 'SORT_HIGHEST_PRICE', label: 'Highest Price' },
] as const satisfies readonly { value: number; labelKey: MessageKey; label: string }[];

export const ReferralStatus = { Claimed: 'Claimed', Available: 'Available' } as const;
export type ReferralStatus = (typeof ReferralStatus)[keyof typeof ReferralStatus];

export const ClaimHistoryStatus = { Approved: 'Approved', Pending: 'Pending' } as const;
export type ClaimHistoryStatus = (typeof ClaimHistoryStatus)[keyof typeof ClaimHistoryStatus];

/** A referral item's status from its `claimed` flag; a claim history item's from `approved`. */
export const referralStatusOf = (claimed: boolean): ReferralStatus =>
  claimed ? ReferralStatus.Claimed : ReferralStatus.Available;
export const claimHistoryStatusOf = (approved: boolean): ClaimHistoryStatus =>
  approved ? ClaimHistoryStatus.Approved : ClaimHistoryStatus.Pending;
