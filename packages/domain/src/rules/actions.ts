import { PurchaseStatus } from '../enums.ts';
import type { MessageKey } from '../messages.ts';
import { categoryIdsOf, countryOf, type NftLike } from './nft.ts';
import { isOwner } from './ownership.ts';

export type NftActionId = 'mint' | 'sell' | 'transfer' | 'swap' | 'rent' | 'cancel' | 'changePrice';

export interface NftAction {
  id: NftActionId;
  labelKey: MessageKey;
  /** Shown but not clickable (busy viewer, no swap partner, rent not wired while RENTING). */
  disabled: boolean;
}

export interface ActionViewer {
  wallet: string | null | undefined;
  /** A transaction or request of this viewer is in flight. */
  busy: boolean;
}

export interface ActionConfig {
  /** The ALLOW_TRADING setting: category ids that may trade. */
  allowTrading: readonly (string | number)[];
  /** The product's own country value; swap is offered only for NFTs of another. */
  product: string;
  /** Whether the swap pre-check found at least one eligible partner NFT. */
  hasSwapPartner: boolean;
}

const labelKeys: Record<NftActionId, MessageKey> = {
  mint: 'ACTION_MINT',
  sell: 'ACTION_SELL',
  transfer: 'ACTION_TRANSFER',
  swap: 'ACTION_SWAP',
  rent: 'ACTION_RENT',
  cancel: 'ACTION_CANCEL_SALE',
  changePrice: 'ACTION_CHANGE_PRICE',
};
const action = (id: NftActionId, disabled = false): NftAction => ({ id, labelKey: labelKeys[id], disabled });

export function isTradableCategory(nft: NftLike, allowTrading: readonly (string | number)[]): boolean {
  const allowed = new Set(allowTrading.map(String));
  return categoryIdsOf(nft).some((id) => allowed.has(id));
}

/** Swap is offered when properties.Country exists and is not the product's own. */
export function isSwappable(nft: NftLike, product: string): boolean {
  const country = countryOf(nft);
  return !!country && country !== product;
}

/**
 * The owner actions of the detail screen ("Detail-screen actions by status"), all for the owner only:
 * - NONE, verified, not busy: Mint.
 * - OWNED, not in use, not busy, category in ALLOW_TRADING: Sell, Transfer, Rent, and Swap when the
 *   NFT is swappable (disabled without a partner).
 * - SELLING: Cancel and Change price (disabled while busy).
 * - RENTING: Rent shown disabled (the spec wires no action to it).
 */
export function availableActions(nft: NftLike, viewer: ActionViewer, config: ActionConfig): NftAction[] {
  if (!isOwner(nft, viewer.wallet)) return [];
  switch (nft.purchasesStatus) {
    case PurchaseStatus.NONE:
      return nft.isVerified && !viewer.busy ? [action('mint')] : [];
    case PurchaseStatus.OWNED: {
      if (nft.inUsed || viewer.busy || !isTradableCategory(nft, config.allowTrading)) return [];
      const actions = [action('sell'), action('transfer'), action('rent')];
      if (isSwappable(nft, config.product)) actions.push(action('swap', !config.hasSwapPartner));
      return actions;
    }
    case PurchaseStatus.SELLING:
      return [action('cancel', viewer.busy), action('changePrice', viewer.busy)];
    case PurchaseStatus.RENTING:
      return [action('rent', true)];
    default:
      return [];
  }
}

export const isActionAvailable = (id: NftActionId, ...args: Parameters<typeof availableActions>): boolean =>
  availableActions(...args).some((entry) => entry.id === id && !entry.disabled);
