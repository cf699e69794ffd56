import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore.ts';

describe('createStore', () => {
  it('tells subscribers of a new value, not of the same one, and stops once they unsubscribe', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);

    store.set(next);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ count: 2 });
  });
});
