import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../src/modules/catalog/catalog.repository.ts';
import { openTestDatabase } from '../helpers.ts';

// PostgreSQL restarts and admins kill sessions: a pooled connection that dies while idle must be reported,
// not crash the server, and the next query must get a fresh connection.
const template = inject('postgresTemplate');

describe.runIf(template)('a pooled PostgreSQL connection lost while idle (runs only with DATABASE_URL)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is reported, and the next query runs on a new connection', async () => {
    const lost: Error[] = [];
    const { database, drop } = await openTestDatabase({ onIdleConnectionError: (error) => lost.push(error) });
    cleanups.push(drop);
    const [before] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
    const pid = before!.pid;

    const { database: admin, drop: dropAdmin } = await openTestDatabase();
    cleanups.push(dropAdmin);
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]!.message).toMatch(/terminating connection/);

    const [after] = rowsOf<{ pid: number; one: number }>(
      await database.db.execute(sql`select pg_backend_pid() as pid, 1 as one`),
    );
    expect(after!.one).toBe(1);
    expect(after!.pid).not.toBe(pid);
  });
});
