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

/** A document's entries for the query, one per (item, lexeme) it holds, in PostgreSQL's order (item, then lexeme). */
export interface DocEntries {
  /** Every posting's positions: positions[positionStart[p] .. positionStart[p + 1]). */
  positions: Uint16Array;
  positionStart: Int32Array;
  /** The document's entries are postings[from .. to), each for query item items[k]. */
  postings: Int32Array;
  items: Int32Array;
  from: number;
  to: number;
  /** The query's count of distinct items. */
  itemCount: number;
}

/** calc_rank_or: items are the query's distinct operands in PostgreSQL's order (byte order of the lexeme). */
function rankOr(doc: DocEntries): number {
  const { positions, positionStart, postings } = doc;
  let res = f(0);
  for (let k = doc.from; k < doc.to; k++) {
    const start = positionStart[postings[k]!]!;
    const end = positionStart[postings[k]! + 1]!;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < end - start; j++) {
      const w = weightOf(positions[start + j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    const sum = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + sum / 1.64493406685);
  }
  return doc.itemCount > 0 ? f(res / doc.itemCount) : res;
}

let lastOf = new Int32Array(16);

/** calc_rank_and, including its habit of comparing against the last entry seen of each earlier item. */
function rankAnd(doc: DocEntries): number {
  if (doc.itemCount < 2) return rankOr(doc);
  const { positions, positionStart, postings, items } = doc;
  if (lastOf.length < doc.itemCount) lastOf = new Int32Array(doc.itemCount * 2);
  lastOf.fill(-1, 0, doc.itemCount);
  let res = -1;
  for (let h = doc.from; h < doc.to; h++) {
    const i = items[h]!;
    const posting = postings[h]!;
    lastOf[i] = posting;
    const aStart = positionStart[posting]!;
    const aEnd = positionStart[posting + 1]!;
    for (let k = 0; k < i; k++) {
      const other = lastOf[k]!;
      if (other < 0) continue;
      const bStart = positionStart[other]!;
      const bEnd = positionStart[other + 1]!;
      for (let a = aStart; a < aEnd; a++) {
        const entryA = positions[a]!;
        for (let b = bStart; b < bEnd; b++) {
          const entryB = positions[b]!;
          const distance = Math.abs(positionOf(entryA) - positionOf(entryB));
          if (distance === 0) continue; // both have positions: PostgreSQL skips a shared position
          const curw = f(Math.sqrt(f(f(weightOf(entryA) * weightOf(entryB)) * wordDistance(distance))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
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
export function tsRank(doc: DocEntries, and: boolean, length: number): number {
  let res = and ? rankAnd(doc) : rankOr(doc);
  if (res < 0) res = f(1e-20);
  return f(res / (Math.log(length + 1) / Math.log(2)));
}
