import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PlantRow } from '../catalog.repository.ts';
import { type IndexAnswer, type IndexedVendor, type IndexQuery, searchSegments } from './index-search.ts';
import { RowCache } from './row-cache.ts';
import { checkChanges, indexedPlants, plantsByIds } from './search-index.repository.ts';
import { Interner, ListInterner, Segment } from './segment.ts';

/** Full rows kept for pages (about 1-2 KB each). */
const ROWS_KEPT = 20_000;

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
  readonly #rows = new RowCache(ROWS_KEPT);
  /** The transaction id the next change check reads from (null: read everything). */
  #since: string | null = null;
  #changes = 0;
  #done: { changes: number; startedAt: number } | null = null;
  #running: Refresh | null = null;
  #ready = false;
  /** Refreshes begun: rows read across one are not kept. */
  #refreshes = 0;

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
    this.#refreshes++;
    const check = await checkChanges(this.#db, this.#since);
    const listed = new Set<number>();
    const changed = new Set<number>(check.vendors);
    for (const [id, approved, state, shown] of check.all_vendors) {
      listed.add(id);
      const vendor = this.#vendors.get(id);
      if (vendor && (vendor.approved !== approved || vendor.shown !== shown)) changed.add(id);
      if (vendor) Object.assign(vendor, { approved, state, shown });
      else this.#vendors.set(id, { approved, state, shown, segment: null });
    }
    for (const id of this.#vendors.keys()) {
      if (listed.has(id)) continue;
      this.#vendors.delete(id);
      changed.add(id);
    }
    // Before the new segments: a page read meanwhile must not keep a row older than its segment.
    this.#rows.dropVendors(changed);
    for (const id of check.vendors) {
      const vendor = this.#vendors.get(id);
      if (!vendor) continue;
      const plants = await indexedPlants(this.#db, id);
      vendor.segment = plants.length > 0 ? new Segment(plants, this.#interners) : null;
    }
    this.#rows.dropVendors(changed);
    this.#since = check.xmin;
  }

  /**
   * The rows of these plants, in this order, from memory or else read (and kept); a plant no longer visible is left
   * out. Kept rows are dropped with their vendor's segment, so they are as fresh as the index.
   */
  async rows(ids: number[]): Promise<PlantRow[]> {
    const missing = ids.filter((id) => !this.#rows.get(id));
    if (missing.length > 0) {
      const generation = this.#refreshes;
      const read = await plantsByIds(this.#db, missing);
      // A refresh ran meanwhile: these rows may predate it, so they are used but not kept.
      if (generation === this.#refreshes) for (const row of read) this.#rows.set(row);
      const byId = new Map(read.map((row) => [row.id, row]));
      return ids.flatMap((id) => this.#rows.get(id) ?? byId.get(id) ?? []);
    }
    return ids.map((id) => this.#rows.get(id)!);
  }

  /** A search by relevance (the index must be fresh: see `fresh`). */
  search(query: IndexQuery): IndexAnswer {
    const vendorId = query.filters.vendorId;
    const vendors =
      vendorId === undefined ? this.#vendors.values() : [this.#vendors.get(vendorId)].filter((v) => v !== undefined);
    return searchSegments(vendors, this.#interners, query);
  }
}
