import type { MatrixText } from './bids.repository.ts';

/**
 * The comparison matrix of recently asked projects, each kept with the version of the rows it was built from
 * (bidsRepo.matrixVersion): served again only while that version is unchanged, so a bid, an award or a renamed
 * nursery shows at once, in every process. One per app; the oldest entry goes past `max`.
 */
export class MatrixCache {
  readonly #entries = new Map<number, { version: string; matrix: MatrixText }>();
  readonly #max: number;

  constructor(max = 200) {
    this.#max = max;
  }

  get(projectId: number, version: string): MatrixText | undefined {
    const entry = this.#entries.get(projectId);
    return entry?.version === version ? entry.matrix : undefined;
  }

  set(projectId: number, version: string, matrix: MatrixText): void {
    this.#entries.delete(projectId);
    this.#entries.set(projectId, { version, matrix });
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
