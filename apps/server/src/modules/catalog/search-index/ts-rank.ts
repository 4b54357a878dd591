// PostgreSQL's ts_rank(vector, query, 1) (src/backend/utils/adt/tsrank.c: calc_rank, calc_rank_and, calc_rank_or),
// so the in-process index orders a search exactly as the database did. Positions are PostgreSQL's WordEntryPos:
// 14 bits of position, 2 bits of weight (D=0 .. A=3). Math.fround keeps each step in single precision where the C
// code stores a float, so equal inputs give equal ranks and near ties break the same way.

const f = Math.fround;
/** ts_rank's default weights {D, C, B, A}. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
export const positionOf = (entry: number) => entry & 0x3fff;
const weightOf = (entry: number) => WEIGHTS[entry >> 14]!;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * One query item's entries in a document: for each lexeme the item matches (a prefix matches several), in lexeme
 * order, its positions. Null when the document has none.
 */
export type ItemEntries = Uint16Array[] | null;

/** calc_rank_or: items are the query's distinct operands in PostgreSQL's order (byte order of the lexeme). */
function rankOr(items: ItemEntries[]): number {
  let res = f(0);
  for (const entries of items) {
    if (!entries) continue;
    for (const positions of entries) {
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let j = 0; j < positions.length; j++) {
        const w = weightOf(positions[j]!);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      const sum = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
      res = f(res + sum / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** calc_rank_and, including its habit of comparing against the last entry seen of each earlier item. */
function rankAnd(items: ItemEntries[]): number {
  if (items.length < 2) return rankOr(items);
  let res = -1;
  const last: (Uint16Array | null)[] = items.map(() => null);
  for (let i = 0; i < items.length; i++) {
    const entries = items[i];
    if (!entries) continue;
    for (const positions of entries) {
      last[i] = positions;
      for (let k = 0; k < i; k++) {
        const other = last[k];
        if (!other) continue;
        for (const a of positions) {
          for (const b of other) {
            const distance = Math.abs(positionOf(a) - positionOf(b));
            if (distance === 0) continue; // both have positions: PostgreSQL skips a shared position
            const curw = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(vector, query, 1): `and` when the query's top operator is & (several words), else the or-rank; then divided
 * by log2 of the document's length + 1 (normalization 1). `length` is the vector's count of positions.
 */
export function tsRank(items: ItemEntries[], and: boolean, length: number): number {
  let res = and ? rankAnd(items) : rankOr(items);
  if (res < 0) res = f(1e-20);
  return f(res / (Math.log(length + 1) / Math.log(2)));
}
