import { columnOf } from './columns.ts';
import type { TextLine } from './layout.ts';

// What a wrapped cell's lines cannot say for sure, from where its words stand.

/**
 * One run of words set a space apart that crosses a column's start: a cell wraps inside its column, so such a line
 * is running text (a note under the table, "Call 555-0167 to reserve."), not a row's wrapped cell. Runs with wide
 * white inside hold several cells and say nothing.
 */
export function crossesColumn(line: TextLine, boundaries: number[]): boolean {
  return line.boxes.some(
    (box) =>
      /\S \S/.test(box.text) &&
      !/\s{2,}/.test(box.text) &&
      boundaries.some((x) => box.x0 < x - line.height && box.x1 > x + line.height),
  );
}

/** The right edge of the text in each column, over all the lines: how far a cell's lines may reach. */
export function columnRightEdges(lines: TextLine[], boundaries: number[]): number[] {
  const edges = boundaries.map(() => Number.NEGATIVE_INFINITY).concat(Number.NEGATIVE_INFINITY);
  for (const line of lines) {
    for (const box of line.boxes) {
      const column = columnOf(box, boundaries);
      edges[column] = Math.max(edges[column]!, box.x1);
    }
  }
  return edges;
}

/** A word a writer may have cut to fit its column: the piece on its line and the first word of the next. */
export interface BrokenWord {
  column: number;
  head: string;
  tail: string;
}

/**
 * Where a row's cells (its lines top to bottom) may hold a word cut to fit: a line holding one word that fills the
 * column to its edge, followed in the cell by a line starting with a few small letters. A writer breaks a word too
 * long for its column anywhere ("Schizachyriu" over "m scoparium"); the page does not say whether the pieces are
 * one word or two, so the cell is reviewed (and a lone letter, no word of its own, joined back).
 */
export function brokenWords(members: TextLine[], boundaries: number[], edges: number[]): BrokenWord[] {
  const found: BrokenWord[] = [];
  members.slice(0, -1).forEach((line, index) => {
    const next = members[index + 1]!;
    for (let column = 0; column < edges.length; column++) {
      const own = line.boxes.filter((box) => columnOf(box, boundaries) === column);
      const after = next.boxes.filter((box) => columnOf(box, boundaries) === column).sort((a, b) => a.x0 - b.x0)[0];
      const word = own.length === 1 ? own[0]! : null;
      if (!word || !after || /\s/.test(word.text) || !/\p{L}$/u.test(word.text)) continue;
      // The rest of a cut word is its last few letters ("m scoparium"); a whole next word is mostly longer
      // ("Physocarpus" over "opulifolius", the widest word setting the edge itself). A lone "x" goes before a
      // hybrid's epithet ("Calamagrostis" over "x acutiflora").
      const tail = /^\p{Ll}{1,4}(?=$|[\s'’,;)])/u.exec(after.text)?.[0];
      // The room left is less than the letter that did not fit (up to an em: "m", "W").
      if (tail && !/^[x×](?:\s|$)/u.test(after.text) && word.x1 >= edges[column]! - line.height)
        found.push({ column, head: word.text, tail });
    }
  });
  return found;
}

/** The cell with a lone cut-off letter joined back to its word ("Schizachyriu m" is "Schizachyrium"). */
export function joinCutLetter(cell: string, { head, tail }: BrokenWord): string {
  if (tail.length !== 1 || tail === 'a') return cell;
  return cell.replace(`${head} ${tail}`, `${head}${tail}`);
}

/**
 * Columns a printout clips (a spreadsheet cuts a long name at the next filled cell, "… 'PowWow® Wild B"): on some
 * line a run's last letter reaches over the next run's start, which no writer does with a whole cell. Each such
 * column's cells that reach its right edge may have lost their end.
 */
export function clippedColumns(lines: TextLine[], boundaries: number[]): Set<number> {
  const found = new Set<number>();
  for (const line of lines) {
    const boxes = [...line.boxes].sort((a, b) => a.x0 - b.x0);
    boxes.slice(1).forEach((next, index) => {
      const box = boxes[index]!;
      const column = columnOf(next, boundaries) - 1;
      if (column >= 0 && box.x1 > next.x0 + 0.1 * line.height && columnOf(box, boundaries) === column) {
        found.add(column);
      }
    });
  }
  return found;
}

/** Whether a row's text in a clipped column reaches the next column's start (within a line's height). */
export const reachesEdge = (members: TextLine[], column: number, boundaries: number[], height: number): boolean =>
  members.some((line) =>
    line.boxes.some((box) => columnOf(box, boundaries) === column && box.x1 >= boundaries[column]! - height),
  );
