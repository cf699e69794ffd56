import { createStore, useStore } from '../../app/createStore.ts';

/** NFTs this tab saw sold on the live stream: their cards show a Sold mark until the list is read again. */
export const soldNfts = createStore<ReadonlySet<string>>(new Set());

export function markSold(nftId: string): void {
  if (soldNfts.get().has(nftId)) return;
  soldNfts.set(new Set([...soldNfts.get(), nftId]));
}

const never = () => false;

export function useIsSold(nftId: string): boolean {
  return useStore(soldNfts, (sold) => sold.has(nftId), never);
}
