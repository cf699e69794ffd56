import { type ActivityItem, sameAddress } from '@vrmarket/domain';

/** Spec: a row opens the inventory detail when the NFT's owner is the user, else the dashboard detail. */
export const ownsActivityNft = (item: ActivityItem, wallet: string) =>
  sameAddress(item.nft_details.ownerAddress, wallet);
