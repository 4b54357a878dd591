import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded client, when kind is 'pglite' (tests dump it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** An in-memory PGlite (tests), optionally loaded from a dump of a migrated database. */
  pgliteLoadDataDir?: Blob | File;
  /** Apply pending migrations first (default true). */
  migrate?: boolean;
  /** Told about a pooled PostgreSQL connection that failed while idle (server restart, admin kill). */
  onIdleConnectionError?: (error: Error) => void;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (options.migrate !== false) await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Without a listener an idle connection's error (PostgreSQL restarting) would crash the process;
    // the pool has already dropped that connection and opens a new one on demand.
    pool.on('error', (error) =>
      options.onIdleConnectionError
        ? options.onIdleConnectionError(error)
        : console.error(`database: an idle connection closed (${error.message}); the pool opens a new one`),
    );
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: closeablePool(pool) };
  }
  const client = options.pgliteLoadDataDir
    ? await PGlite.create({ loadDataDir: options.pgliteLoadDataDir, extensions: PGLITE_EXTENSIONS })
    : await PGlite.create({
        dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
        extensions: PGLITE_EXTENSIONS,
      });
  if (options.migrate !== false) await migratePgliteClient(client);
  timeSliced(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}

// Captured at load, so a test's fake timers can never stall the database.
const nextTurn = globalThis.setImmediate;
/** How long queued PGlite queries may run back to back before the event loop gets a turn. */
const SLICE_MS = 20;

/**
 * PGlite runs every query synchronously on the main thread, and its queued queries start one another in
 * microtasks: 50 waiting requests drained in one stretch that blocked the event loop for seconds (no new
 * connection read, /api/health silent, the overload guard shedding ordinary load). Queued top-level queries and
 * transactions now run back to back for at most SLICE_MS, then let the event loop turn. A transaction's inner
 * queries are never queued behind others (the transaction holds the database), but they too give the event loop a
 * turn every SLICE_MS: a 300-row import's transaction had blocked it for 0.8 s (2.4 s on a busy machine).
 * Measured in docs/operations.md ("Overload").
 */
function timeSliced(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStarted = performance.now();
  const turnIfSliceUsed = async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await new Promise((resolve) => nextTurn(resolve));
    sliceStarted = performance.now();
  };
  type Method = (...args: unknown[]) => Promise<unknown>;
  /** The transaction's own handle, whose queries take turns with the event loop too. */
  const slicedTransaction = (tx: Record<string, unknown>) =>
    new Proxy(tx, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== 'function') return value;
        if (property !== 'query' && property !== 'exec') return value.bind(target);
        return async (...args: unknown[]) => {
          await turnIfSliceUsed();
          return (value as Method).apply(target, args);
        };
      },
    });
  // runExclusive: the catalog's prepared reads speak the wire protocol under it (catalog-statements.ts); queued here,
  // it cannot run between a transaction's own queries, as PGlite's lock alone would let it.
  const methods = client as unknown as Record<'query' | 'exec' | 'transaction' | 'runExclusive', Method>;
  for (const name of ['query', 'exec', 'transaction', 'runExclusive'] as const) {
    const original = methods[name].bind(client);
    methods[name] = (...args: unknown[]) => {
      if (name === 'transaction') {
        const callback = args[0] as (tx: unknown) => Promise<unknown>;
        args[0] = (tx: Record<string, unknown>) => callback(slicedTransaction(tx));
      }
      const run = tail.then(async () => {
        await turnIfSliceUsed();
        return original(...args);
      });
      tail = run.catch(() => undefined);
      return run;
    };
  }
}

/** pool.end() resolves before its connections have closed; this also waits for each one, so nothing is left open. */
function closeablePool(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.Client>();
  let onRemove = () => {};
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    onRemove();
  });
  return async () => {
    await pool.end();
    while (open.size > 0) await new Promise<void>((resolve) => (onRemove = resolve));
  };
}
