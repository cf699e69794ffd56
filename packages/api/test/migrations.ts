import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';

type Journal = { entries: { tag: string }[] };

/**
 * A copy of the migrations folder that ends at `lastTag`, for a test that writes the data an
 * older version stored and then checks what a later migration makes of it. `remove()` deletes it.
 */
export function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'vrmarket-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
