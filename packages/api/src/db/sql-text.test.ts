import { nftListQuery } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listConditions, orderOf, whereOf } from '../modules/nfts/filters.ts';
import { literal, pageStatement } from '../modules/nfts/page-query.ts';
import { matchedIds } from '../modules/nfts/service.ts';
import { nfts } from './schema/index.ts';
import { sqlText } from './sql-text.ts';

const drizzle = new PgDialect();
const asDrizzle = (statement: SQL) => {
  const { sql: text, params } = drizzle.sqlToQuery(statement);
  return { sql: text, params };
};

/** The NFT page statement of a list URL's query, as the list service puts it together. */
function pageOf(search: string, options: { viewerId?: number; rank?: boolean } = {}): SQL {
  const params = new URLSearchParams(search);
  const query = nftListQuery.parse(
    Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)])),
  );
  const where = whereOf(listConditions(query));
  const order = orderOf(query.sorting);
  const offset = (query.page - 1) * query.limit;
  return pageStatement({
    ids: query.keyword
      ? matchedIds(where, order, query.limit, offset)
      : sql`select "id" from "nfts" where ${where} order by ${order} limit ${literal(query.limit)} offset ${literal(offset)}`,
    order,
    total: sql`select coalesce(sum("n"), 0) from "nft_counts" where ${where}`,
    rank: options.rank ? sql`array_position(${'{3,1,2}'}::bigint[], "nfts"."id")` : undefined,
    viewerId: options.viewerId,
  });
}

describe('a statement written without Drizzle’s walk', () => {
  it.each([
    'categoryIds=54&isSelling=true&sorting=0',
    'categoryIds=54,55&subCategoryIds=7&isSelling=true&sorting=1&page=500',
    'keyword=golden%20lamp&currency=USDT&recent=true',
    'keyword=%230004242&sorting=-1',
    'trait=Color:Red&trait=Color:Blue&trait=Material:Glass&categoryIds=54',
    'ownerAddress=0x00000000000000000000000000000000000000aa&isAddToCollection=true&styles=Cartoon,Minecraft&storesSlot=1,2',
    'isRent=true&isRenting=true&unVerified=true&notMinted=true&inUsed=true&canBeStake=true',
  ])('is the text and parameters Drizzle writes for a page: %s', (search) => {
    for (const options of [{}, { viewerId: 42, rank: true }]) {
      const statement = pageOf(search, options);
      expect(sqlText(statement)).toEqual(asDrizzle(statement));
    }
  });

  it('writes names, nulls, booleans and bigints as Drizzle does, and nothing for undefined', () => {
    const statement = sql`select ${sql.identifier('a"b')} from t where x = ${null} and y = ${true} and z = ${12n}${undefined}`;
    expect(sqlText(statement)).toEqual(asDrizzle(statement));
    expect(sqlText(statement).sql).toBe('select "a""b" from t where x = $1 and y = $2 and z = $3');
  });

  it('leaves to Drizzle what it does not cover: columns, tables, dates, arrays and inlined params', () => {
    for (const statement of [
      sql`select ${nfts.id} from ${nfts} where ${nfts.title} = ${'x'}`,
      sql`select 1 where ${new Date(0)} < now()`,
      sql`select 1 where 2 in ${[1, 2]}`,
      sql`select ${'inlined'}`.inlineParams(),
    ]) {
      expect(sqlText(statement)).toEqual(asDrizzle(statement));
    }
  });
});
