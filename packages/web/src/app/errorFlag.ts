import { useSyncExternalStore } from 'react';

/** Spec: "An error boundary shows the fallback page and sets a global error flag; 'Try again' clears it." */
let hasError = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setGlobalError(value: boolean): void {
  if (hasError === value) return;
  hasError = value;
  for (const listener of listeners) listener();
}

export function useGlobalError(): boolean {
  return useSyncExternalStore(subscribe, () => hasError);
}
