import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ChangeSignal } from '../../db/change-signal.ts';

/**
 * A few seconds of memory for the public catalog's reads (listings, searches, deals). Every one of them is the same
 * for every visitor, and the popular ones repeat many times a second, so most are answered without a database
 * round trip. Freshness:
 * - a write through this process (any POST, PUT, PATCH or DELETE) empties the cache before its response is sent;
 * - a read that began before such a write never stores its (older) answer;
 * - on PostgreSQL, a write through another server process empties this one's cache too, as soon as its
 *   notification arrives (LISTEN/NOTIFY, see `catalogCachePlugin`); otherwise, or while the listener reconnects,
 *   after at most `ttlMs`;
 * - concurrent misses for one key share one database query.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Tells the other server processes (set when they share a PostgreSQL database). */
  private broadcast: (() => Promise<void>) | null = null;
  /** Told whenever the cache is emptied (the search index re-reads what changed). */
  private readonly clearListeners: (() => void)[] = [];

  constructor(ttlMs: number, maxEntries = 1_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** From now on, clear() also tells the other processes, and resolves once they have been told. */
  broadcastClearsWith(broadcast: () => Promise<void>): void {
    this.broadcast = broadcast;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;

    const generation = this.generation;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.evict(now);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.then(
      () => {
        // A write landed while this read ran: its answer may predate the write.
        if (generation !== this.generation && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Empties this process's cache, then every other process's (never rejects: a lost signal only costs `ttlMs`). */
  clear(): Promise<void> {
    this.clearHere();
    return this.broadcast?.() ?? Promise.resolve();
  }

  /** Empties this process's cache only (another process changed data, or its signals may have been missed). */
  clearHere(): void {
    this.generation++;
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** `listener` runs whenever the cache is emptied: whatever it keeps of the catalog may be out of date. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops expired entries, then the oldest ones, to keep the map bounded. */
  private evict(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHANNEL = 'verdant_catalog_changed';

export interface CatalogCacheOptions {
  ttlMs: number;
  /** PostgreSQL: every process on this database empties its cache when one of them writes. */
  databaseUrl?: string | undefined;
  /** Signal the other processes even with the cache off (the search index listens: search-index.plugin.ts). */
  signalOthers?: boolean;
}

/** Decorates the app with its catalog cache and empties it whenever a request may have changed data. */
export const catalogCachePlugin = fp<CatalogCacheOptions>(async (app, { ttlMs, databaseUrl, signalOthers }) => {
  const cache = new CatalogCache(ttlMs);
  app.decorate('catalogCache', cache);
  // PGlite is one process: nobody else to tell.
  if ((ttlMs > 0 || signalOthers) && databaseUrl && app.dbKind === 'postgres') {
    const signal = new ChangeSignal({
      databaseUrl,
      channel: CHANNEL,
      onSignal: () => cache.clearHere(),
      onReconnect: () => cache.clearHere(),
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    await signal.start();
    cache.broadcastClearsWith(async () => {
      try {
        await app.db.execute(sql`select pg_notify(${signal.channel}, ${signal.sender})`);
      } catch (error) {
        app.log.warn({ err: error }, 'could not tell the other processes to empty their catalog caches');
      }
    });
    app.addHook('onClose', () => signal.close());
  }
  // onSend runs after the handler's transaction committed and before the client can see the answer, so the
  // client's next read cannot get a cached copy from before its own write, on this process or (once the
  // notification has been sent) on another.
  // A refused write (4xx, e.g. a flood of wrong passwords) changed nothing elsewhere: no signal, no database query.
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (reply.statusCode < 400) await cache.clear();
    else cache.clearHere();
  });
});
