import { type ActivityItem, sameAddress } from '@vrmarket/domain';

/** Spec: a row opens the inventory detail when the NFT's owner is the user, else the dashboard detail. */
export const ownsActivityNft = (item: ActivityItem, wallet: string) =>
  sameAddress(item.nft_details.ownerAddress, wallet);

/** The explorer page of a transaction, when the chain has an explorer. */
export const explorerTxUrl = (explorer: string | null | undefined, txId: string | null) =>
  explorer && txId ? `${explorer.replace(/\/+$/, '')}/tx/${txId}` : null;
