import { sql } from 'drizzle-orm';
import { type Db, idArray, rawRows } from '../../db/database.ts';
import { refreshing } from './refreshing.ts';

/** This many ids are drawn (fewer names when ids are missing or hidden, all of a small table). */
export const TITLE_SAMPLE_SIZE = 5_000;
/** The sample is taken again in the background at most this often per process. */
export const TITLE_SAMPLE_TTL_MS = 10 * 60_000;
/** Fewer sampled names holding a word than this and its share is unknown: the word is rare. */
export const MIN_SAMPLED_MATCHES = 3;

/** Between names in the joined sample: a character no keyword searches for. */
const SEPARATOR = '\u0000';

/**
 * A word's share of the shown names, and how many NFTs are shown, both from the sample; 'rare' when
 * the sample holds it fewer than MIN_SAMPLED_MATCHES times; undefined before the first sample.
 */
export type TitleShare = (keyword: string) => { share: number; shown: number } | 'rare' | undefined;

type Sample = { names: string; size: number; shown: number };

/** Up to `count` distinct ids between `low` and `high`, at random (all of them in a small range). */
function drawIds(low: number, high: number, count: number): number[] {
  const range = high - low + 1;
  if (range <= count) return Array.from({ length: range }, (_, i) => low + i);
  const ids = new Set<number>();
  while (ids.size < count) ids.add(low + Math.floor(Math.random() * range));
  return [...ids];
}

/**
 * The share of shown NFTs whose name holds a word (case-insensitive substring, as ILIKE), from a
 * random sample of names: 'rare' when the sample holds fewer than MIN_SAMPLED_MATCHES of them.
 * A bounded statistic of the table (one sample, refreshed every TITLE_SAMPLE_TTL_MS), not a cache
 * of answers: it lets the api choose the plan and estimate the total of a keyword search without
 * asking the planner per request (ADR 0029).
 */
export function createTitleShare({ db, now = Date.now }: { db: Db; now?: () => number }): TitleShare {
  async function sample(): Promise<Sample> {
    const [bounds] = await rawRows<{ low: string | number | null; high: string | number | null }>(
      db,
      sql`select min("id") as "low", max("id") as "high" from "nfts"`,
    );
    if (bounds?.low === null || bounds?.low === undefined || bounds.high === null) {
      return { names: SEPARATOR, size: 0, shown: 0 };
    }
    const [low, high] = [Number(bounds.low), Number(bounds.high)];
    // Rows drawn at random by id through the primary key: a block sample (TABLESAMPLE SYSTEM)
    // reads neighbours, whose names are alike, and was off by up to 50 %.
    const ids = drawIds(low, high, TITLE_SAMPLE_SIZE);
    const rows = await rawRows<{ title: string | null }>(
      db,
      sql`select "title" from "nfts" where "is_show" and "id" = any(${idArray(ids)})`,
    );
    const names = rows.map((row) => (row.title ?? '').toLowerCase().replaceAll(SEPARATOR, ' '));
    return {
      names: `${SEPARATOR}${names.join(SEPARATOR)}${SEPARATOR}`,
      size: names.length,
      // Each drawn id is shown with the same chance as any id of the range (missing ids are not).
      shown: Math.round((names.length / ids.length) * (high - low + 1)),
    };
  }
  let latest: Sample | undefined;
  const current = refreshing(
    async () => {
      latest = await sample();
      return latest;
    },
    TITLE_SAMPLE_TTL_MS,
    now,
  );

  return (keyword) => {
    // Nobody waits for a sample (5,000 rows read at random, seconds on a cold cache): until the
    // first one is in, no word is known to be common or rare.
    current().catch(() => undefined);
    if (!latest) return undefined;
    const { names, size, shown } = latest;
    const word = keyword.toLowerCase();
    if (size === 0 || word.length === 0 || word.includes(SEPARATOR)) return 'rare';
    let matches = 0;
    for (let at = names.indexOf(word); at >= 0; ) {
      matches++;
      const next = names.indexOf(SEPARATOR, at + word.length);
      at = next < 0 ? -1 : names.indexOf(word, next);
    }
    return matches < MIN_SAMPLED_MATCHES ? 'rare' : { share: matches / size, shown };
  };
}
