import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * Rate-limit counters in PostgreSQL, so that several server processes behind a load balancer share one count: with
 * counters in each process's memory, N processes would allow N times every limit. One upsert per counted request
 * (logins, registrations, inquiries, orders), atomic under concurrency: the row is locked while it is counted.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(db, `${this.#prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /**
     * One counter space per route, as the memory store keeps one per route. The plugin passes the merged limit
     * options with the route under `routeInfo` (reading the route from the top level gave every route the prefix
     * `undefined|`, so one buyer's inquiries and orders shared a counter).
     */
    child(options: object): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      return new PostgresRateLimitStore(undefined, `${this.#prefix}${routeKey(routeInfo)}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** `POST /api/orders` for a route's limit. */
function routeKey(route: { method?: string | string[]; url?: string } = {}): string {
  return `${[route.method].flat().join(',')} ${route.url ?? ''}`;
}

export async function count(db: Db, key: string, timeWindowMs: number): Promise<Counted> {
  const ended = sql`${rateLimitCounters.resetsAt} <= now()`;
  // A window that has ended starts again at 1; otherwise the count goes up and the window keeps its end.
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + make_interval(secs => ${timeWindowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${rateLimitCounters.resetsAt} END`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<number>`ceil(extract(epoch FROM ${rateLimitCounters.resetsAt} - now()) * 1000)::int`,
    });
  return { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) };
}

/** Takes back one hit from each counter whose window has not ended (a request that should not have counted). */
export async function uncount(db: Db, keys: string[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.resetsAt, sql`now()`)));
}

/**
 * A gate that opens once per `seconds`: the caller that finds it open closes it for that long and gets null; any
 * other gets the milliseconds until it opens. Atomic, so simultaneous callers cannot all pass.
 */
export async function passGate(db: Db, key: string, seconds: number): Promise<number | null> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const [claimed] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: until })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { hits: 1, resetsAt: until },
      setWhere: sql`${rateLimitCounters.resetsAt} <= now()`,
    })
    .returning({ key: rateLimitCounters.key });
  if (claimed) return null;
  const [row] = await db
    .select({ ttl: sql<number>`ceil(extract(epoch FROM ${rateLimitCounters.resetsAt} - now()) * 1000)::int` })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return Math.max(1000, Number(row?.ttl ?? 1000));
}

/** Deletes counters whose window ended; the app runs it now and then so the table stays small. */
export async function deleteEndedRateLimitWindows(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}
