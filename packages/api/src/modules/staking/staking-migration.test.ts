import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { wallet } from '../../../test/factory.ts';
import { migrationsUpTo } from '../../../test/migrations.ts';
import { rawRows } from '../../db/database.ts';
import { migrateDatabase } from '../../db/migrate.ts';

/** What the check-then-insert of staking records let in before migration 0035 held the rules. */
describe('migration 0035 (staking once-only rules) on data stored before it', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
  });
  afterAll(() => test?.drop());

  it('keeps one open record per NFT and one record per stake, closing the extras', async () => {
    const before = migrationsUpTo('0034_land_map_lookup');
    try {
      await migrateDatabase(test.database, before.folder);
    } finally {
      before.remove();
    }
    const { db } = test.database;
    // Raw statements: the Drizzle schema is today's, the database is 0034's.
    await db.execute(sql`insert into categories (id, name, title) values (54, 'vr3DNFTs', 'vr3DNFTs')`);
    const [alice] = await rawRows<{ id: number }>(
      db,
      sql`insert into users (username, public_key) values ('alice', ${wallet(1)}) returning id::int`,
    );
    const [one, two] = await rawRows<{ id: number }>(
      db,
      sql`insert into nfts (title, category_id, token_id) values ('One', 54, 1), ('Two', 54, 2) returning id::int`,
    );
    const stake = `0x${'ab'.repeat(32)}`;
    const insert = (nftId: number, status: string, txHash: string | null) =>
      rawRows<{ id: string }>(
        db,
        sql`insert into staking_records (user_id, owner_address, nft_id, token_id, contract_address, asset_id,
              asset_value, code, type, duration_ms, apy, status, transaction_hash)
            values (${alice!.id}, ${wallet(1)}, ${nftId}, ${nftId}, ${wallet(999)}, 1, 720, 'DAYS', 'FLEXIBLE', 0,
              0.05, ${status}, ${txHash})
            returning id::text`,
      ).then(([row]) => row!.id);
    // NFT one: three records waiting for the transfer. NFT two: one stake taken by three records.
    const waiting = [await insert(one!.id, 'CREATED', null), await insert(one!.id, 'CREATED', null)];
    waiting.push(await insert(one!.id, 'CREATED', null));
    const staked = [await insert(two!.id, 'CREATED', stake), await insert(two!.id, 'CLAIMED', stake)];
    staked.push(await insert(two!.id, 'CREATED', stake));

    await migrateDatabase(test.database);

    const rows = await rawRows<{ id: string; status: string; transaction_hash: string | null }>(
      db,
      sql`select r.id::text, r.status, r.transaction_hash from staking_records r order by r.id`,
    );
    expect(rows).toEqual([
      { id: waiting[0], status: 'CREATED', transaction_hash: null },
      { id: waiting[1], status: 'CANCELLED', transaction_hash: null },
      { id: waiting[2], status: 'CANCELLED', transaction_hash: null },
      { id: staked[0], status: 'CREATED', transaction_hash: stake },
      // Its claim stays in the history; the stake is no longer its.
      { id: staked[1], status: 'CLAIMED', transaction_hash: null },
      { id: staked[2], status: 'CANCELLED', transaction_hash: null },
    ]);
  });
});
