import type { Encoding, Variant } from './negotiation.ts';

export type Entry = {
  expires: number;
  bytes: number;
  variants: Record<Encoding, Variant>;
  /** The request-duration series of the route (its pattern), for answers given before Fastify. */
  observe?: (seconds: number) => void;
  /** A user's own answer: valid while the user's write generation is the same. */
  user?: number;
  generation?: number;
};

/** Where an answer of `url` is kept: a visitor's under the URL alone, a signed-in user's own under theirs. */
export const answerKey = (url: string, user?: number) => (user === undefined ? url : `${user} ${url}`);

export type AnswerStore = {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
  delete(key: string): void;
  /** Drops every user's own answers (visitors' stay). */
  deleteUsers(): void;
  /** The answer being made for `key` by an earlier request: null when that one failed. */
  pending(key: string): Promise<Entry | null> | undefined;
  /** Marks `key` as being made; the request making it settles it once, with its answer or null. */
  lead(key: string): (entry: Entry | null) => void;
};

/**
 * The kept answers, at most `maxEntries` and `maxBytes` bytes (compressed variants included), the
 * oldest dropped first; and the answers being made, so concurrent misses of one key wait for the
 * first instead of each doing the work.
 */
export function createAnswerStore({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store: AnswerStore = {
    get: (key) => entries.get(key),
    set(key, entry) {
      remove(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      // Oldest first out (a Map keeps insertion order).
      while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) {
        remove(entries.keys().next().value as string);
      }
    },
    delete: remove,
    deleteUsers() {
      for (const [key, entry] of entries) if (entry.user !== undefined) remove(key);
    },
    pending: (key) => loading.get(key),
    lead(key) {
      let settle!: (entry: Entry | null) => void;
      loading.set(
        key,
        new Promise<Entry | null>((resolve) => {
          settle = resolve;
        }),
      );
      return (entry) => {
        loading.delete(key);
        settle(entry);
      };
    },
  };
  return store;
}
