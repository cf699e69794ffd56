import type { Nft, NftAuction } from '@vrmarket/domain';

/** What the auction's dialogs are handed: the NFT and its auction in brief. */
export interface AuctionDialogProps {
  nft: Nft;
  auction: NftAuction;
  open: boolean;
  onClose: () => void;
}
