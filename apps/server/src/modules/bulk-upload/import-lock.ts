import { MESSAGES } from '@verdant/shared/messages';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';

// One import of a vendor's at a time, on every server process: the same list sent twice at once (a double click, or
// two tabs behind a load balancer) would otherwise have both see its plants unlisted and create each twice, where
// one after the other updates them.

/** The advisory lock of a vendor's import: (IMPORT_LOCK_CLASS, vendor id), apart from the app's one-key locks. */
export const IMPORT_LOCK_CLASS = 7401;
/** How long an import waits for the vendor's import running on another process before it is refused (409). */
const LOCK_WAIT_MS = 120_000;

/** Per database (one per app instance): the import running, or last queued, for each vendor. */
const importing = new WeakMap<Db, Map<number, Promise<unknown>>>();

/**
 * Runs `run` when the vendor's earlier imports are done: queued in this process, then (PostgreSQL) under the
 * vendor's database lock, which the other processes' imports wait for.
 */
export async function withVendorImportLock<T>(
  db: Db,
  vendorId: number,
  run: () => Promise<T>,
  waitMs = LOCK_WAIT_MS,
): Promise<T> {
  const queue = importing.get(db) ?? new Map<number, Promise<unknown>>();
  importing.set(db, queue);
  const previous = queue.get(vendorId) ?? Promise.resolve();
  const mine = previous.catch(() => {}).then(() => underDatabaseLock(db, vendorId, run, waitMs));
  const settled = mine.catch(() => {});
  queue.set(vendorId, settled);
  try {
    return await mine;
  } finally {
    if (queue.get(vendorId) === settled) queue.delete(vendorId);
  }
}

/**
 * A session advisory lock on a connection of its own (outside the pool, so an import waiting for its lock never
 * takes a connection the running import needs); the import's chunks commit as they go, so no one transaction could
 * hold the lock for it. Closing that connection releases the lock, also when the process dies. PGlite is one
 * process: the queue above is the whole lock there.
 */
async function underDatabaseLock<T>(db: Db, vendorId: number, run: () => Promise<T>, waitMs: number): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return run();
  const holder = new pg.Client(pool.options);
  holder.on('error', () => {}); // a dropped lock connection ends its session (and the lock); the import goes on
  try {
    // Inside the try: a connection that failed half-way is ended as well.
    await holder.connect();
    await holder.query(`SET lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
    try {
      await holder.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK_CLASS, vendorId]);
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') throw conflict(MESSAGES.bulkImportRunning);
      throw error;
    }
    return await run();
  } finally {
    await holder.end().catch(() => {});
  }
}
