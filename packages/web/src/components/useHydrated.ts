import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in a server render and while hydrating its markup, true from then on (and at once in a
 * render the client makes afresh): for what the browser alone knows, like a history entry's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
