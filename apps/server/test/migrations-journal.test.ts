import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Drizzle's migrator applies only the migrations whose journal time is later than the last one a database has.
// A new migration stamped earlier (drizzle-kit stamps the clock of the machine that generated it) would be
// skipped on every existing database, silently.

const folder = path.join(import.meta.dirname, '../drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('lists every SQL file once, in order, each stamped later than the one before', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });
});
