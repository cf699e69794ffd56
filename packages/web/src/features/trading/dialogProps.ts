import type { Nft } from '@vrmarket/domain';

/** The catalogue texts the owner actions use (a narrow union keeps i18next's key typing exact). */
export type ActionText =
  | 'ACTION_MINT'
  | 'ACTION_SELL'
  | 'ACTION_CHANGE_PRICE'
  | 'ACTION_CANCEL_SALE'
  | 'ACTION_TRANSFER'
  | 'ACTION_RENT'
  | 'ACTION_SWAP'
  | 'SELL_NFT'
  | 'CHANGE_PRICE'
  | 'TRANSFER_NFT'
  | 'RENT_NFT'
  | 'SWAP_NFT';

/** What the detail screen hands every owner action's dialog. */
export interface OwnerActionDialogProps {
  nft: Nft;
  title: ActionText;
  open: boolean;
  onClose: () => void;
}
