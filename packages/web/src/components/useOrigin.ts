import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * This page's origin (`https://market.example`); null in a server render and while hydrating its
 * markup, which the server made without knowing the address it is served at.
 */
export function useOrigin(): string | null {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => null,
  );
}
