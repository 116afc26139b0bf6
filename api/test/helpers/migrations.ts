import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/client';

interface JournalEntry {
  idx: number;
  tag: string;
}

const JOURNAL = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');

function readJournal(): { entries: JournalEntry[] } {
  return JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: JournalEntry[] };
}

/** The migrations of drizzle/, in order (drizzle/meta/_journal.json). */
export function journalEntries(): JournalEntry[] {
  return readJournal().entries;
}

/**
 * A copy of drizzle/ into `dir` that stops before the migration `tag`: a database migrated with
 * it is where an older deployment left it.
 */
export function migrationsBefore(tag: string, dir: string): string {
  const journal = readJournal();
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag} in drizzle/`);
  const kept = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  for (const entry of kept) {
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  return dir;
}
