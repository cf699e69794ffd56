import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { refreshing } from './refreshing.ts';

/** This many ids are drawn (fewer names when ids are missing or hidden, all of a small table). */
export const TITLE_SAMPLE_SIZE = 5_000;
/** The sample is taken again in the background at most this often per process. */
export const TITLE_SAMPLE_TTL_MS = 10 * 60_000;
/** Fewer sampled names holding a word than this and its share is unknown (a rare word). */
export const MIN_SAMPLED_MATCHES = 3;

/** Between names in the joined sample: a character no keyword searches for. */
const SEPARATOR = '\u0000';

export type TitleShare = (keyword: string) => number | undefined;

/**
 * The share of shown NFTs whose name holds a word (case-insensitive substring, as ILIKE), from a
 * random sample of names: undefined when the sample holds fewer than MIN_SAMPLED_MATCHES of them.
 * A bounded statistic of the table (one sample, refreshed every TITLE_SAMPLE_TTL_MS), not a cache
 * of answers: it lets the api choose the plan and estimate the total of a keyword search without
 * asking the planner per request (docs/decisions.md, "Keyword search").
 */
export function createTitleShare({ db, now = Date.now }: { db: Db; now?: () => number }): TitleShare {
  async function sample(): Promise<{ names: string; size: number }> {
    // Rows drawn at random by id through the primary key: a block sample (TABLESAMPLE SYSTEM)
    // reads neighbours, whose names are alike, and was off by up to 50 %.
    const rows = await rawRows<{ title: string | null }>(
      db,
      sql`select "title" from "nfts" where "is_show" and "id" in (
            select "low" + floor(random() * ("high" - "low" + 1))::bigint
            from (select min("id") as "low", max("id") as "high" from "nfts") as ids,
              generate_series(1, ${TITLE_SAMPLE_SIZE}))`,
    );
    const names = rows.map((row) => (row.title ?? '').toLowerCase().replaceAll(SEPARATOR, ' '));
    return { names: `${SEPARATOR}${names.join(SEPARATOR)}${SEPARATOR}`, size: names.length };
  }
  let latest: { names: string; size: number } | undefined;
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
    // first one is in, every word counts as rare.
    current().catch(() => undefined);
    if (!latest) return undefined;
    const { names, size } = latest;
    const word = keyword.toLowerCase();
    if (size === 0 || word.length === 0 || word.includes(SEPARATOR)) return undefined;
    let matches = 0;
    for (let at = names.indexOf(word); at >= 0; ) {
      matches++;
      const next = names.indexOf(SEPARATOR, at + word.length);
      at = next < 0 ? -1 : names.indexOf(word, next);
    }
    return matches < MIN_SAMPLED_MATCHES ? undefined : matches / size;
  };
}
