import { Name, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A chunk the short walk does not cover: the whole statement goes to Drizzle's own. */
const UNCOVERED = Symbol('uncovered');

/**
 * A statement's text and parameters, as Drizzle's `PgDialect.sqlToQuery` writes them, for the hot
 * statements put together from `sql` templates (the NFT page): their chunks are text, nested
 * templates, `sql.identifier` names and plain values. Drizzle's walk asks each chunk of every
 * nested template what it is (a column, a table, a view, a param, a placeholder, a subquery…)
 * through its `is()`, and merges an object per chunk: about a tenth of the api's CPU on a page of
 * NFTs. This walk knows those four kinds; any other chunk (a column, a table, a Date, an array,
 * inlined params) hands the whole statement to Drizzle, so the answer is always Drizzle's.
 */
export function sqlText(statement: SQL): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = walk(statement, params);
  if (text !== UNCOVERED) return { sql: text, params };
  const query = dialect.sqlToQuery(statement);
  return { sql: query.sql, params: query.params };
}

function walk(statement: SQL, params: unknown[]): string | typeof UNCOVERED {
  // Drizzle's own flag (private in its types) for sql.inlineParams().
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return UNCOVERED;
  let text = '';
  for (const chunk of statement.queryChunks) {
    if (chunk instanceof StringChunk) {
      const value = chunk.value;
      text += value.length === 1 ? value[0] : value.join('');
    } else if (chunk instanceof SQL) {
      const inner = walk(chunk, params);
      if (inner === UNCOVERED) return UNCOVERED;
      text += inner;
    } else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) {
      // A plain value (an interpolated number, string, boolean or bigint) is a parameter; Drizzle
      // writes nothing for undefined.
      if (chunk === undefined) continue;
      params.push(chunk);
      text += `$${params.length}`;
    } else if (chunk instanceof Name) {
      text += `"${chunk.value.replace(/"/g, '""')}"`;
    } else return UNCOVERED;
  }
  return text;
}
