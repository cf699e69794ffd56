import { STAKING, StakingMethod } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { stakingAssets, stakingDurations } from '../../db/schema/index.ts';

/** The duration options `npm start` seeds: flexible (code DAYS) and four locked terms. */
export const DEFAULT_STAKING_DURATIONS = [
  { code: STAKING.flexibleCode, type: StakingMethod.FLEXIBLE, days: 0, apy: '0.05' },
  { code: 'DAYS_30', type: StakingMethod.LOCKED, days: 30, apy: '0.08' },
  { code: 'DAYS_90', type: StakingMethod.LOCKED, days: 90, apy: '0.12' },
  { code: 'DAYS_180', type: StakingMethod.LOCKED, days: 180, apy: '0.15' },
  { code: 'DAYS_360', type: StakingMethod.LOCKED, days: 360, apy: '0.2' },
] as const;

/** The asset value (USDT) each top-level category gets when seeded, by its position. */
const DEFAULT_VALUES = ['1000', '500', '800', '300', '200', '400', '250', '150', '100'];

/**
 * Seeds the staking options once (tables empty): the durations above and one STANDARD asset per
 * top-level category. Returns how many rows it wrote.
 */
export async function seedStakingOptions(
  db: Db,
  topCategories: readonly { id: number; name: string }[],
): Promise<number> {
  const [existing] = await rawRows<{ n: number }>(
    db,
    sql`select (select count(*) from staking_durations)::int + (select count(*) from staking_assets)::int as n`,
  );
  if ((existing?.n ?? 0) > 0) return 0;
  return db.transaction(async (tx) => {
    await tx.insert(stakingDurations).values(
      DEFAULT_STAKING_DURATIONS.map((d, position) => ({
        code: d.code,
        type: d.type,
        durationMs: d.days * STAKING.dayMs,
        apy: d.apy,
        position,
      })),
    );
    if (topCategories.length > 0)
      await tx.insert(stakingAssets).values(
        topCategories.map((c, i) => ({
          categoryId: c.id,
          assetType: c.name,
          assetTier: 'STANDARD',
          value: DEFAULT_VALUES[i % DEFAULT_VALUES.length]!,
        })),
      );
    return DEFAULT_STAKING_DURATIONS.length + topCategories.length;
  });
}
