import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { landNftQuery } from '../modules/nft-detail/land.ts';
import {
  commonNameCondition,
  listConditions,
  listedConditions,
  orderOf,
  whereOf,
} from '../modules/nfts/filters.ts';
import { dialect } from '../modules/nfts/page-query.ts';
import { matchedIds } from '../modules/nfts/service.ts';
import { planTraitWalk } from '../modules/nfts/trait-walk.ts';
import { BEST_OFFERS_STATEMENT } from '../modules/offers/read.ts';
import { rawRows } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import * as schema from './schema/index.ts';
import { activities, categories, nfts, users } from './schema/index.ts';

/** Every table the Drizzle schema declares: a table without its migration fails here. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
  });
  afterAll(() => test.drop());

  it('apply cleanly on a fresh database and create every table', async () => {
    await migrateDatabase(test.database);
    const rows = await rawRows<{ table_name: string }>(
      test.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(TABLES.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.table_name).sort()).toEqual(TABLES);
  });

  it('are idempotent: a second run changes nothing', async () => {
    await expect(migrateDatabase(test.database)).resolves.toBeUndefined();
  });

  it('enforce the constraints the services rely on', async () => {
    const { db } = test.database;
    await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' });
    await db.insert(users).values({ username: 'Alice', publicKey: '0xabc' });

    await expect(db.insert(users).values({ username: 'alice' })).rejects.toThrow();
    await expect(db.insert(users).values({ username: 'bob', publicKey: '0xABC' })).rejects.toThrow();
    await expect(db.insert(users).values({ username: 'carol', proType: 5 })).rejects.toThrow();

    const [nft] = await db.insert(nfts).values({ title: 'Cube', categoryId: 54 }).returning();
    expect(nft).toMatchObject({ id: 1, tokenId: null, purchaseStatus: 0, mintingPrice: '0', styles: [] });
    // Both drivers must read values back alike: services are written once.
    expect(nft!.createdAt).toBeInstanceOf(Date);
    const [minted] = await db
      .insert(nfts)
      .values({ title: 'Minted', categoryId: 54, tokenId: (2n ** 255n).toString(), currentPrice: '12.5' })
      .returning();
    expect(minted).toMatchObject({ id: 2, tokenId: (2n ** 255n).toString(), currentPrice: '12.5' });
    await expect(
      db.insert(nfts).values({ title: 'Bad', categoryId: 54, purchaseStatus: 9 as 0 }),
    ).rejects.toThrow();

    // The indexer's idempotency key: one row per (chain, tx, log index).
    const event = { type: 'TRANSFER' as const, nftId: nft!.id, chainId: 31337, txHash: '0x01', logIndex: 0 };
    await db.insert(activities).values(event);
    await expect(db.insert(activities).values(event)).rejects.toThrow();
    const inserted = await db.insert(activities).values(event).onConflictDoNothing().returning();
    expect(inserted).toEqual([]);
  });

  it('serve the marketplace list (category, selling, recent) from an index, without a sort', async () => {
    const { db } = test.database;
    await db.execute(
      sql`insert into categories (id, name, title) select g, 'c' || g, 'C' || g from generate_series(1, 20) g`,
    );
    await db.execute(sql`
      insert into nfts (title, category_id, purchase_status, listed_at)
      select 'n' || g, 1 + g % 20, g % 4, now() - g * interval '1 minute' from generate_series(1, 20000) g`);
    await db.execute(sql`analyze nfts`);
    // All visible, as autovacuum leaves a table that is mostly read.
    await db.execute(sql`vacuum analyze nft_list`);
    // The page ids as modules/nfts/service.ts asks for them: a countable list of shown items walks
    // the list table (migration 0033), deep pages too.
    const marketplace = listedConditions({ categoryIds: [7], subCategoryIds: [], isSelling: true });
    expect(marketplace).toBeDefined();
    for (const offset of [0, 96]) {
      const plan = await rawRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain select "id" from "nft_list" where ${whereOf(marketplace!)}
          order by ${orderOf(undefined)} limit 8 offset ${sql.raw(String(offset))}`,
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan Backward using nft_list_selling_cat_recent_idx');
      expect(text).not.toContain('Sort');
    }
  });

  it('serve a keyword page from the recency index alone, names included', async () => {
    const { db } = test.database;
    await db.execute(sql`
      insert into nfts (title, category_id, purchase_status, listed_at)
      select case when g % 10 = 0 then 'Golden lamp ' || g else 'Quiet chair ' || g end, 1 + g % 20, g % 4,
        now() - g * interval '1 minute' from generate_series(1, 20000) g`);
    await db.execute(sql`vacuum analyze nft_list`);
    // A word in many names (service.ts, commonKeyword): the walk tests each entry's name without
    // reading its row.
    const shown = listedConditions({ categoryIds: [], subCategoryIds: [] })!;
    const plan = await rawRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select "id" from "nft_list" where ${whereOf([...shown, commonNameCondition('golden')])}
        order by ${orderOf(undefined)} limit 8`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Only Scan Backward using nft_list_recent_idx');
    expect(text).not.toContain('Sort');
  });

  it('serve a rare token number from the trigram and token indexes, on a generic plan too', async () => {
    const { db } = test.database;
    // The page's ids as modules/nfts/service.ts asks for them (matchedIds), on the plan a prepared
    // statement keeps on the api's generic-plan connections (database.ts): the planner never sees
    // the keyword, and a walk of the recency index would read all of it for a rare one.
    const filter = { categoryIds: [], subCategoryIds: [], keyword: '#0004242' };
    const ids = dialect.sqlToQuery(matchedIds(whereOf(listConditions(filter)), orderOf(undefined), 8, 0));
    const values = ids.params.map((value) => `'${String(value)}'`).join(', ');
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare rare_token as ${ids.sql}`));
      const plan = (await tx.execute(sql.raw(`explain execute rare_token(${values})`))) as {
        rows: { 'QUERY PLAN': string }[];
      };
      await tx.execute(sql`deallocate rare_token`);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('nfts_title_trgm_idx');
    expect(text).toContain('nfts_token_id_idx');
    expect(text).not.toContain('recent_idx');
  });

  it('serve a filter over two trait types from one index, the other type checked on its entries', async () => {
    const { db } = test.database;
    const rarities = ['Rare', 'Common', 'Common', 'Common'];
    const colors = ['Red', 'Blue', 'Green', 'Gold', 'Bone'];
    await db.execute(sql`
      insert into nfts (title, category_id, purchase_status, listed_at, components)
      select 't' || g, 3, g % 4, now() - g * interval '1 minute',
        jsonb_build_object('properties', jsonb_build_object(
          'Rarity', (${`{${rarities}}`}::text[])[1 + g % 4], 'Color', (${`{${colors}}`}::text[])[1 + g % 5])::text)
      from generate_series(1, 4000) g`);
    // As a server's autovacuum leaves it: the walk reads index entries only (the visibility map set).
    await db.execute(sql`vacuum analyze nft_traits`);
    // Every trait row of an NFT holds all of its traits' keys (migration 0031).
    const [row] = await rawRows<{ traits: string[] }>(
      db,
      sql`select t."traits" from "nft_traits" t join "nfts" n on n."id" = t."nft_id"
          where n."title" = 't5' and t."trait_type" = 'Color'`,
    );
    expect([...(row?.traits ?? [])].sort()).toEqual(['5:ColorRed', '6:RarityCommon']);
    const walk = await planTraitWalk(db, {
      categoryIds: [3],
      subCategoryIds: [],
      trait: [
        { type: 'Rarity', value: 'Rare' },
        { type: 'Color', value: 'Red' },
        { type: 'Color', value: 'Blue' },
      ],
    });
    const plan = await rawRows<{ 'QUERY PLAN': string }>(db, sql`explain ${walk.ids(undefined, 12, 0)}`);
    const text = plan.map((entry) => entry['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Only Scan Backward using nft_traits_cat_recent_idx');
    // No second look-up of each NFT's traits (a probe of the primary key or a join).
    expect(text).not.toContain('nft_traits_pk');
    expect(text).not.toContain('Join');
  });

  it('find the NFT carrying a land id from an index, an id no NFT carries too', async () => {
    const { db } = test.database;
    await db.execute(sql`
      insert into nfts (title, category_id, components)
      select 'Plot ' || g, 1, jsonb_build_object('vrLandData', jsonb_build_object('id', g::text, 'landArea', 100))
      from generate_series(1, 300) g`);
    await db.execute(sql`analyze nfts`);
    // The map page's look-up as modules/nft-detail/land.ts sends it.
    for (const landId of ['150', 'no-such-land']) {
      const plan = await rawRows<{ 'QUERY PLAN': string }>(db, sql`explain ${landNftQuery(landId)}`);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('nfts_land_id_idx');
      expect(text).not.toContain('Seq Scan');
      expect(text).not.toContain('nfts_pkey');
    }
    const [found] = await rawRows<{ title: string }>(db, landNftQuery('150'));
    expect(found?.title).toBe('Plot 150');
  });

  it("serve a user's favourites page and its total from the shown likes' index, without reading nfts", async () => {
    const { db } = test.database;
    await db.execute(sql`
      insert into users (username) select 'fan' || g from generate_series(1, 50) g`);
    await db.execute(sql`
      insert into favourites (user_id, nft_id, created_at)
      select u.id, n.id, now() - (u.id * 7 + n.id) * interval '1 second'
      from (select id from users where username like 'fan%') u
      cross join lateral (select id from nfts order by id limit 200 offset u.id * 10) n`);
    const [user] = await rawRows<{ id: number }>(db, sql`select id from users where username = 'fan5'`);
    // One of the user's liked NFTs hidden: its likes leave the index (the trigger of migration 0032).
    await db.execute(
      sql`update nfts set is_show = false where id = (select max(nft_id) from favourites where user_id = ${user!.id})`,
    );
    await db.execute(sql`vacuum analyze favourites`);
    // The page's ids and the total as modules/favourites/service.ts asks for them.
    for (const query of [
      sql`select f."nft_id" from "favourites" f where f."user_id" = ${user!.id} and f."nft_shown"
        order by f."created_at" desc, f."nft_id" desc limit 30`,
      sql`select count(*) from "favourites" f where f."user_id" = ${user!.id} and f."nft_shown"`,
    ]) {
      const plan = await rawRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan');
      expect(text).toContain('favourites_user_shown_created_idx');
      expect(text).not.toContain('nfts');
      expect(text).not.toContain('Sort');
    }
    const [count] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from "favourites" f where f."user_id" = ${user!.id} and f."nft_shown"`,
    );
    expect(count?.n).toBe(199);
  });

  it("serve a page's best offers from the open offers' indexes, read for the page's rows only, on a generic plan", async () => {
    const { db } = test.database;
    // 20,000 NFT offers (a quarter still open) and 200 collection offers of 50 tokens each.
    await db.execute(sql`
      insert into buy_offers (chain_id, kind, nft_id, host_contract, token_id, token_root, buyer, owner_at_offer,
        currency, currency_address, amount, amount_units, expiry, nonce, counter, signature, offer_hash, state)
      select 31337, 'NFT', s.nft, '0xhost', s.nft, '0x00', '0xbuyer' || g % 50, '0xowner', 'USDT', '0xusdt',
        g % 97, (g % 97) * 1e18, now() + interval '7 days', g, 0, '0x', '0xhash' || g,
        (array['ACTIVE', 'ACCEPTED', 'CANCELLED', 'INACTIVE'])[1 + g % 4]
      from (select n.id as nft, row_number() over (order by n.id) as g from nfts n limit 20000) s`);
    await db.execute(sql`
      insert into buy_offers (chain_id, kind, collection_id, host_contract, token_id, token_root, token_count,
        buyer, currency, currency_address, amount, amount_units, expiry, nonce, counter, signature, offer_hash)
      select 31337, 'COLLECTION', null, '0xhost', 0, '0xroot', 50, '0xcollector' || g, 'USDT', '0xusdt', g,
        g * 1e18, now() + interval '7 days', g, 0, '0x', '0xcollection' || g
      from generate_series(1, 200) g`);
    await db.execute(sql`
      insert into buy_offer_tokens (offer_id, token_id)
      select o.id, (o.nonce * 50 + t) % 20000 from buy_offers o cross join generate_series(1, 50) t
      where o.kind = 'COLLECTION'`);
    await db.execute(sql`analyze buy_offers`);
    await db.execute(sql`analyze buy_offer_tokens`);
    const ids = await rawRows<{ id: number }>(db, sql`select id from nfts order by id limit 30 offset 1000`);
    const list = (values: (number | string)[]) => `'{${values.join(',')}}'`;
    const page = ids.map(({ id }) => Number(id));
    // The plan the api's generic-plan connections keep for the prepared statement (database.ts).
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare best_offers as ${BEST_OFFERS_STATEMENT.text}`));
      const plan = (await tx.execute(
        sql.raw(
          `explain execute best_offers(${list(page)}, ${list(page.map(() => '0xhost'))}, ${list(page)}, '${new Date().toISOString()}')`,
        ),
      )) as { rows: { 'QUERY PLAN': string }[] };
      await tx.execute(sql`deallocate best_offers`);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('buy_offers_open_nft_idx');
    expect(text).toContain('buy_offer_tokens_token_idx');
    expect(text).not.toContain('Seq Scan');
  });
});
