import { createStore, useStore } from '../../app/createStore.ts';

/** NFT ids with an owner action in flight (spec: actions are disabled or hidden while busy). */
const busy = createStore<ReadonlySet<string>>(new Set());

export function setTradeBusy(nftId: string, value: boolean): void {
  const current = busy.get();
  if (current.has(nftId) === value) return;
  const next = new Set(current);
  if (value) next.add(nftId);
  else next.delete(nftId);
  busy.set(next);
}

export const useTradeBusy = (nftId: string): boolean => useStore(busy, (ids) => ids.has(nftId));
