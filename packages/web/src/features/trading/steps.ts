import type { ChainStep } from '../chain/index.ts';

/** The steps an owner action can be made of, in the order a dialog shows them (ADR 0021). */
export type StepKind =
  | 'permit'
  | 'approveToken'
  | 'approveNft'
  | 'mint'
  | 'createOffer'
  | 'changePrice'
  | 'cancelOffer'
  | 'transfer'
  | 'listForRent'
  | 'swapKey'
  | 'swap'
  | 'createAuction'
  | 'bid'
  | 'settleAuction'
  | 'cancelAuction'
  | 'wrap'
  | 'signOffer'
  | 'sendOffer'
  | 'acceptOffer'
  | 'withdrawOffer'
  | 'cancelAllOffers'
  | 'record';

export type TradeStep = ChainStep<StepKind>;
