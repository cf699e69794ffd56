import {
  type ActionConfig,
  type ActionViewer,
  availableActions,
  type Nft,
  type NftAction,
  type NftActionId,
} from '@vrmarket/domain';
import type { ComponentType } from 'react';
import type { ActionText, OwnerActionDialogProps } from '../trading/dialogProps.ts';
import {
  CancelDialog,
  ChangePriceDialog,
  MintDialog,
  RentDialog,
  SellDialog,
  SwapDialog,
  TransferDialog,
} from '../trading/dialogs.tsx';

/** One owner action of the detail screen (R-OWNER-1): the screen renders the available ones. */
export interface OwnerAction {
  id: NftActionId;
  /** The button's text. */
  label: ActionText;
  /** The dialog's title. */
  title: ActionText;
  /** The domain's availability (shown, and whether disabled), or null when not offered. */
  isAvailable: (nft: Nft, viewer: ActionViewer, config: ActionConfig) => NftAction | null;
  Dialog: ComponentType<OwnerActionDialogProps>;
}

const rule =
  (id: NftActionId): OwnerAction['isAvailable'] =>
  (nft, viewer, config) =>
    availableActions(nft, viewer, config).find((action) => action.id === id) ?? null;

export const ownerActions: readonly OwnerAction[] = [
  {
    id: 'mint',
    label: 'ACTION_MINT',
    title: 'ACTION_MINT',
    isAvailable: rule('mint'),
    Dialog: MintDialog,
  },
  {
    id: 'sell',
    label: 'ACTION_SELL',
    title: 'SELL_NFT',
    isAvailable: rule('sell'),
    Dialog: SellDialog,
  },
  {
    id: 'changePrice',
    label: 'ACTION_CHANGE_PRICE',
    title: 'CHANGE_PRICE',
    isAvailable: rule('changePrice'),
    Dialog: ChangePriceDialog,
  },
  {
    id: 'cancel',
    label: 'ACTION_CANCEL_SALE',
    title: 'ACTION_CANCEL_SALE',
    isAvailable: rule('cancel'),
    Dialog: CancelDialog,
  },
  {
    id: 'transfer',
    label: 'ACTION_TRANSFER',
    title: 'TRANSFER_NFT',
    isAvailable: rule('transfer'),
    Dialog: TransferDialog,
  },
  {
    id: 'rent',
    label: 'ACTION_RENT',
    title: 'RENT_NFT',
    isAvailable: rule('rent'),
    Dialog: RentDialog,
  },
  {
    id: 'swap',
    label: 'ACTION_SWAP',
    title: 'SWAP_NFT',
    isAvailable: rule('swap'),
    Dialog: SwapDialog,
  },
];

export interface OfferedAction {
  action: OwnerAction;
  disabled: boolean;
}

/** The actions to show for this NFT and viewer, in the table's order. */
export function offeredActions(nft: Nft, viewer: ActionViewer, config: ActionConfig): OfferedAction[] {
  return ownerActions.flatMap((action) => {
    const availability = action.isAvailable(nft, viewer, config);
    return availability ? [{ action, disabled: availability.disabled }] : [];
  });
}
