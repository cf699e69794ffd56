import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ads } from '../../db/schema/index.ts';

export type Ad = { id: number; text: string; url?: string };
export type AdService = ReturnType<typeof createAdService>;

export function createAdService({ db }: { db: Db }) {
  return {
    /** Active ads in ticker order. */
    async list(): Promise<Ad[]> {
      const rows = await db
        .select({ id: ads.id, text: ads.text, url: ads.url })
        .from(ads)
        .where(eq(ads.active, true))
        .orderBy(asc(ads.position), asc(ads.id));
      return rows.map((row) => ({ id: row.id, text: row.text, ...(row.url ? { url: row.url } : {}) }));
    },
  };
}
