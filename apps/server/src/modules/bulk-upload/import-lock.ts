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
/**
 * The most lock connections one process opens at once (one per vendor importing): beyond it imports queue, so a burst
 * of vendors importing cannot use up PostgreSQL's max_connections outside the pool.
 */
const LOCK_CONNECTIONS_MAX = 4;

interface LockOptions {
  /** How long to wait for another process's import of the vendor (ms) before a 409. */
  waitMs?: number;
  /** Lock connections open at once in this process (PostgreSQL). */
  connections?: number;
}

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
  { waitMs = LOCK_WAIT_MS, connections = LOCK_CONNECTIONS_MAX }: LockOptions = {},
): Promise<T> {
  const queue = importing.get(db) ?? new Map<number, Promise<unknown>>();
  importing.set(db, queue);
  const previous = queue.get(vendorId) ?? Promise.resolve();
  const mine = previous.catch(() => {}).then(() => underDatabaseLock(db, vendorId, run, waitMs, connections));
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
async function underDatabaseLock<T>(
  db: Db,
  vendorId: number,
  run: () => Promise<T>,
  waitMs: number,
  connections: number,
): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return run();
  return withConnectionSlot(db, connections, () => onLockConnection(pool, vendorId, run, waitMs));
}

/** Per database: the lock connections open, and the imports waiting for one. */
const slots = new WeakMap<Db, { open: number; waiting: (() => void)[] }>();

async function withConnectionSlot<T>(db: Db, max: number, body: () => Promise<T>): Promise<T> {
  const mine = slots.get(db) ?? { open: 0, waiting: [] };
  slots.set(db, mine);
  while (mine.open >= max) await new Promise<void>((resolve) => mine.waiting.push(resolve));
  mine.open++;
  try {
    return await body();
  } finally {
    mine.open--;
    mine.waiting.shift()?.();
  }
}

async function onLockConnection<T>(pool: pg.Pool, vendorId: number, run: () => Promise<T>, waitMs: number) {
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
