import { useSyncExternalStore } from 'react';

/** A value outside React that components read and re-render on (session, wallet, flags …). */
export interface Store<T> {
  get(): T;
  /** Replaces the value; listeners hear of it only when it changed (Object.is). */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value (or the part `select` picks) in a component. `serverValue` is what the
 * server render and hydration see, when it differs from the stored value.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S, serverValue?: () => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S, serverValue?: () => S): T | S {
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, serverValue ?? read);
}
