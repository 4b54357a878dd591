import type { PlantRow } from '../catalog.repository.ts';

/**
 * The full rows of plants the index has shown lately, so a search's page is read from memory: dropped by vendor
 * whenever the index re-reads that vendor (any write to its plants or images, a change to its profile), so a row is
 * as fresh as the index. Least recently used rows go first past `maxRows`.
 */
export class RowCache {
  readonly #rows = new Map<number, PlantRow>();
  readonly #maxRows: number;

  constructor(maxRows: number) {
    this.#maxRows = maxRows;
  }

  get(id: number): PlantRow | undefined {
    const row = this.#rows.get(id);
    if (row) {
      this.#rows.delete(id);
      this.#rows.set(id, row);
    }
    return row;
  }

  set(row: PlantRow): void {
    this.#rows.delete(row.id);
    this.#rows.set(row.id, row);
    if (this.#rows.size > this.#maxRows) this.#rows.delete(this.#rows.keys().next().value!);
  }

  dropVendors(vendorIds: Set<number>): void {
    if (vendorIds.size === 0) return;
    for (const [id, row] of this.#rows) if (vendorIds.has(row.vendor_id)) this.#rows.delete(id);
  }
}
