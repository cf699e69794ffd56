import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

export type HealthService = {
  /** True when the database answers a trivial query. */
  isReady(): Promise<boolean>;
};

export function createHealthService({ db }: { db: Db }): HealthService {
  return {
    async isReady() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
