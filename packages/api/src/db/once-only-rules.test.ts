import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { rawRows } from './database.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const apiSource = fileURLToPath(new URL('../', import.meta.url));

type Rule = { rule: string; kind: string; heldBy: string; test: string };

/** The rows of docs/once-only-rules.md's table. */
function listedRules(): Rule[] {
  const text = readFileSync(join(repoRoot, 'docs/once-only-rules.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| rule') && !line.startsWith('| ---'))
    .map((line) => {
      const [rule, kind, heldBy, test] = line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return { rule: rule!, kind: kind!, heldBy: heldBy!, test: test! };
    });
}

/** Every test file of the api, read once. */
function testSources(): string {
  const files = readdirSync(apiSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.test.ts'),
  );
  return files.map((file) => readFileSync(join(apiSource, file), 'utf8')).join('\n');
}

describe('docs/once-only-rules.md', () => {
  let test: TestDatabase;
  const rules = listedRules();
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it('lists the rules', () => {
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules)
      expect(
        ['unique index', 'constraint', 'conditional update', 'row lock', 'column', 'contract'],
        rule.rule,
      ).toContain(rule.kind);
  });

  it('names an index or constraint that exists and is unique for each rule the schema holds', async () => {
    const unique = await rawRows<{ name: string }>(
      test.database.db,
      sql`select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid where x.indisunique
          union select conname from pg_constraint where contype in ('u', 'p', 'x')`,
    );
    const names = new Set(unique.map((row) => row.name));
    for (const rule of rules.filter((r) => r.kind === 'unique index' || r.kind === 'constraint'))
      expect(names.has(rule.heldBy), `${rule.rule}: ${rule.heldBy}`).toBe(true);
  });

  it('names a file that exists for each rule a statement holds', () => {
    const inFiles = ['conditional update', 'row lock', 'contract'];
    for (const rule of rules.filter((r) => inFiles.includes(r.kind)))
      expect(() => readFileSync(join(repoRoot, rule.heldBy)), rule.rule).not.toThrow();
  });

  it('names a column that exists for each rule one column holds', async () => {
    for (const rule of rules.filter((r) => r.kind === 'column')) {
      const [table, column] = rule.heldBy.split('.');
      const found = await rawRows(
        test.database.db,
        sql`select 1 from information_schema.columns where table_name = ${table} and column_name = ${column}`,
      );
      expect(found, rule.rule).toHaveLength(1);
    }
  });

  it('names a test that exists for each rule', () => {
    const sources = testSources();
    for (const rule of rules) expect(sources.includes(rule.test), `${rule.rule}: ${rule.test}`).toBe(true);
  });
});
