import type { Nft, Offer } from '@vrmarket/domain';

/** What Make offer is for: one NFT, or any NFT of a collection. */
export type OfferTarget =
  | { kind: 'nft'; nft: Nft }
  | { kind: 'collection'; collectionId: number; collectionName: string };

export interface MakeOfferDialogProps {
  target: OfferTarget;
  open: boolean;
  onClose: () => void;
}

/** Accept: the offer, and the NFT of the owner that fills it (a collection offer's token). */
export interface AcceptOfferDialogProps {
  offer: Offer;
  nft: Pick<Nft, 'id' | 'tokenId' | 'contractAddress'>;
  open: boolean;
  onClose: () => void;
}

export interface CancelOfferDialogProps {
  offer: Offer;
  open: boolean;
  onClose: () => void;
}

export interface CancelAllOffersDialogProps {
  open: boolean;
  onClose: () => void;
}
