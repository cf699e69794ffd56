import { describe, expect, it } from 'vitest';
import { answerKey, createAnswerStore, type Entry } from './store.ts';

const entry = (bytes: number, user?: number): Entry => {
  const variant = { body: Buffer.alloc(bytes), headers: {}, written: {} };
  return { expires: 0, bytes, variants: { identity: variant, br: variant, gzip: variant }, user };
};

describe('the answer store', () => {
  it('drops the oldest answers beyond its count or its bytes', () => {
    const store = createAnswerStore({ maxEntries: 2, maxBytes: 100 });
    store.set('/a', entry(10));
    store.set('/b', entry(10));
    store.set('/c', entry(10));
    expect([store.get('/a'), store.get('/b'), store.get('/c')].map(Boolean)).toEqual([false, true, true]);
    store.set('/d', entry(95));
    expect([store.get('/c'), store.get('/d')].map(Boolean)).toEqual([false, true]);
  });

  it("keeps a user's own answers apart from visitors', and drops only those on request", () => {
    const store = createAnswerStore({ maxEntries: 10, maxBytes: 1000 });
    store.set(answerKey('/v1/nft'), entry(1));
    store.set(answerKey('/v1/nft', 7), entry(1, 7));
    expect(answerKey('/v1/nft', 7)).not.toBe(answerKey('/v1/nft'));
    store.deleteUsers();
    expect(store.get(answerKey('/v1/nft'))).toBeDefined();
    expect(store.get(answerKey('/v1/nft', 7))).toBeUndefined();
  });

  it('lets concurrent misses wait for the first and share its answer, once', async () => {
    const store = createAnswerStore({ maxEntries: 10, maxBytes: 1000 });
    expect(store.pending('/a')).toBeUndefined();
    const settle = store.lead('/a');
    const waiting = store.pending('/a');
    const answer = entry(1);
    settle(answer);
    await expect(waiting).resolves.toBe(answer);
    expect(store.pending('/a')).toBeUndefined();
  });
});
