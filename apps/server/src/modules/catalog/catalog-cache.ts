import fp from 'fastify-plugin';

/**
 * A few seconds of memory for the public catalog's reads (listings, searches, deals). Every one of them is the same
 * for every visitor, and the popular ones repeat many times a second, so most are answered without a database
 * round trip. Freshness:
 * - a write through this process (any POST, PUT, PATCH or DELETE) empties the cache before its response is sent;
 * - a read that began before such a write never stores its (older) answer;
 * - writes through other server processes show here after at most `ttlMs`;
 * - concurrent misses for one key share one database query.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 1_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
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

  clear(): void {
    this.generation++;
    this.entries.clear();
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

/** Decorates the app with its catalog cache and empties it whenever a request may have changed data. */
export const catalogCachePlugin = fp<{ ttlMs: number }>(async (app, { ttlMs }) => {
  const cache = new CatalogCache(ttlMs);
  app.decorate('catalogCache', cache);
  // onSend runs after the handler's transaction committed and before the client can see the answer, so the
  // client's next read cannot get a cached copy from before its own write.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) cache.clear();
  });
});
