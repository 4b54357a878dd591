import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type IndexAnswer, type IndexedVendor, type IndexQuery, searchSegments } from './index-search.ts';
import { checkChanges, indexedPlants } from './search-index.repository.ts';
import { Interner, ListInterner, Segment } from './segment.ts';

interface Refresh {
  /** markChanged() calls it covers. */
  changes: number;
  /** performance.now() when it began reading. */
  startedAt: number;
  done: Promise<void>;
}

/**
 * The catalog's search index, held in this process (docs/decisions/024-in-process-search-index.md): one segment per
 * vendor, rebuilt from PostgreSQL when that vendor's plants change. A write through this process or a signal from
 * another (markChanged) is read before the next search; any other change within `maxAgeMs` (a search checks once
 * that much time has passed; 0 checks before every search). Until the first build has finished, `ready` is false
 * and the catalog searches PostgreSQL.
 */
export class SearchIndex {
  readonly #db: Db;
  readonly #maxAgeMs: number;
  readonly #log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  readonly #vendors = new Map<number, IndexedVendor>();
  readonly #interners = { values: new Interner(), lists: new ListInterner() };
  /** The transaction id the next change check reads from (null: read everything). */
  #since: string | null = null;
  #changes = 0;
  #done: { changes: number; startedAt: number } | null = null;
  #running: Refresh | null = null;
  #ready = false;

  constructor(db: Db, maxAgeMs: number, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
    this.#log = log;
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** The catalog may have changed (a write here, or another process's signal): re-check before the next search. */
  markChanged(): void {
    this.#changes++;
  }

  /** Builds the index (the first refresh reads every vendor); the catalog searches PostgreSQL until it is done. */
  async build(): Promise<void> {
    const started = performance.now();
    await this.fresh();
    this.#ready = true;
    const plants = [...this.#vendors.values()].reduce((sum, vendor) => sum + (vendor.segment?.size ?? 0), 0);
    this.#log.info(`search index built: ${plants} plants in ${Math.round(performance.now() - started)} ms`);
  }

  /** Resolves once a check covering every change signalled so far, begun within `maxAgeMs`, has been read. */
  async fresh(): Promise<void> {
    const wanted = this.#changes;
    const notBefore = performance.now() - this.#maxAgeMs;
    const covers = (refresh: { changes: number; startedAt: number } | null) =>
      refresh !== null && refresh.changes >= wanted && refresh.startedAt >= notBefore;
    while (!covers(this.#done)) {
      if (this.#running && covers(this.#running)) {
        await this.#running.done;
        continue;
      }
      if (this.#running) await this.#running.done.catch(() => undefined);
      if (!this.#running) this.#running = this.#startRefresh();
      await this.#running.done;
    }
  }

  #startRefresh(): Refresh {
    const refresh: Refresh = { changes: this.#changes, startedAt: performance.now(), done: Promise.resolve() };
    refresh.done = this.#refresh().then(
      () => {
        this.#done = { changes: refresh.changes, startedAt: refresh.startedAt };
        if (this.#running === refresh) this.#running = null;
      },
      (error: unknown) => {
        if (this.#running === refresh) this.#running = null;
        throw error;
      },
    );
    return refresh;
  }

  async #refresh(): Promise<void> {
    const check = await checkChanges(this.#db, this.#since);
    const listed = new Set<number>();
    for (const [id, approved, state] of check.all_vendors) {
      listed.add(id);
      const vendor = this.#vendors.get(id);
      if (vendor) Object.assign(vendor, { approved, state });
      else this.#vendors.set(id, { approved, state, segment: null });
    }
    for (const id of this.#vendors.keys()) if (!listed.has(id)) this.#vendors.delete(id);
    for (const id of check.vendors) {
      const vendor = this.#vendors.get(id);
      if (!vendor) continue;
      const plants = await indexedPlants(this.#db, id);
      vendor.segment = plants.length > 0 ? new Segment(plants, this.#interners) : null;
    }
    this.#since = check.xmin;
  }

  /** A search by relevance (the index must be fresh: see `fresh`). */
  search(query: IndexQuery): IndexAnswer {
    const vendorId = query.filters.vendorId;
    const vendors =
      vendorId === undefined ? this.#vendors.values() : [this.#vendors.get(vendorId)].filter((v) => v !== undefined);
    return searchSegments(vendors, this.#interners, query);
  }
}
