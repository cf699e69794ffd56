import { useSyncExternalStore } from 'react';

/** NFT ids with an owner action in flight (spec: actions are disabled or hidden while busy). */
let busy = new Set<string>();
const listeners = new Set<() => void>();

export function setTradeBusy(nftId: string, value: boolean): void {
  if (busy.has(nftId) === value) return;
  busy = new Set(busy);
  if (value) busy.add(nftId);
  else busy.delete(nftId);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTradeBusy = (nftId: string): boolean =>
  useSyncExternalStore(subscribe, () => busy.has(nftId));
