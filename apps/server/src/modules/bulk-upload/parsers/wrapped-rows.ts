import { columnOf } from './columns.ts';
import { linePitch } from './header.ts';
import type { TextLine } from './layout.ts';

interface Piece {
  index: number;
  top: number;
  bottom: number;
}

/** The pitch of lines within the columns: the lower quartile of the steps from one line's text to the next's. */
function cellPitch(pieces: Piece[][], height: number): number {
  const steps = pieces
    .flatMap((column) => column.slice(1).map((piece, index) => piece.top - column[index]!.bottom))
    .filter((step) => step >= 0.8 * height)
    .sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 4)] ?? 0;
}

/**
 * The row of each line that is part of a wrapped cell, where the cell says it for sure. A cell's lines follow each
 * other a line's pitch apart in one column; they belong to the row whose line is among them (a cell aligned to the
 * top or bottom), else to the one row whose line lies within their height (cells centred beside a wrapped one,
 * where the nearest row may be the next one). Lines of cells that reach two rows (a table without room between
 * rows) are cut at the row lines when the table shows one alignment, else left to the nearest-row rule.
 * `carried`: lines given to the row before a page break (reviewed).
 */
export function wrappedCellRows(
  body: TextLine[],
  boundaries: number[],
  anchors: number[],
  height: number,
  ocr: boolean,
) {
  const isAnchor = new Set(anchors);
  const votes = new Map<number, Set<number>>();
  // Per column, the lines with text in it and how high that text reaches (a band holds several lines).
  const pieces = boundaries.concat(0).map(() => [] as Piece[]);
  body.forEach((line, index) => {
    for (const box of line.boxes) {
      const y = box.y ?? line.y;
      const column = pieces[columnOf(box, boundaries)]!;
      const piece = column.at(-1)?.index === index ? column.at(-1)! : { index, top: y, bottom: y };
      if (piece !== column.at(-1)) column.push(piece);
      [piece.top, piece.bottom] = [Math.min(piece.top, y), Math.max(piece.bottom, y)];
    }
  });
  const columnsOf = new Map<number, number>();
  for (const column of pieces) for (const { index } of column) columnsOf.set(index, (columnsOf.get(index) ?? 0) + 1);
  // A cell's next line is a line's pitch below: within 1.35 text heights in a PDF, or a little over the pitch of
  // the cells' own lines where a page sets them looser (a browser's 1.5 line height; up to 1.8 heights); in a
  // photo, whose word boxes make the height read short, within 1.2 of the page's own pitch too.
  const link = Math.max(
    1.35 * height,
    ocr ? 1.2 * linePitch(body) : Math.min(1.1 * cellPitch(pieces, height), 1.8 * height),
  );
  const chainsOf = pieces.map((column) => {
    const chains: (typeof column)[] = [];
    for (const piece of column) {
      const chain = chains.at(-1);
      if (chain && piece.top - chain.at(-1)!.bottom <= link) chain.push(piece);
      else chains.push([piece]);
    }
    return chains;
  });
  // Where a wrapped cell's row line stands in it (first line: cells aligned to the top, last: to the bottom), as
  // the cells that reach one row only show it; then cells that run into the next row's cell (no room between) are
  // cut there. Without one clear alignment they are left to the nearest-row rule.
  const ends = chainsOf.flat().flatMap((chain) => {
    const own = chain.filter((piece) => isAnchor.has(piece.index));
    if (chain.length < 2 || own.length === 0) return [];
    const [first, last] = [isAnchor.has(chain[0]!.index), isAnchor.has(chain.at(-1)!.index)];
    if (own.length === 1) return first ? ['top'] : last ? ['bottom'] : ['middle'];
    // Cells that run into the next row's: opened by a row line and closed by another line, they hang from the top
    // (the last row's cell runs on below it); the reverse, from the bottom.
    return first && !last ? ['top'] : last && !first ? ['bottom'] : [];
  });
  // One alignment for the table: every vote, or three in four of at least four (a cell that ran into the next
  // row's makes a chain whose row line stands in its middle, whatever the alignment).
  const [common, count] = mostCommon(ends);
  const align = count === ends.length || (count >= 3 && count >= 0.75 * ends.length) ? common : null;
  const cut = (chain: Piece[]) => {
    if (align !== 'top' && align !== 'bottom') return [chain];
    const parts: Piece[][] = [[]];
    for (const piece of chain) {
      if (align === 'top' && isAnchor.has(piece.index) && parts.at(-1)!.length) parts.push([]);
      parts.at(-1)!.push(piece);
      if (align === 'bottom' && isAnchor.has(piece.index)) parts.push([]);
    }
    return parts.filter((part) => part.length);
  };
  // A cell hanging from its row line that a page break cut: its lines at the top of the next page, over that page's
  // first row line, are the last row's of the page before.
  // Held for review: a heading opening the next page would look the same.
  const pageBreakAbove = (index: number) => index > 0 && body[index]!.y - body[index - 1]!.y > 4 * link;
  const rowAbove = (index: number) => anchors.findLast((anchor) => anchor < index) ?? -1;
  const rowBelow = (index: number) => anchors.find((anchor) => anchor > index);
  const carriedLines = new Set<number>();
  const lastAnchor = anchors.at(-1) ?? -1;
  for (const chains of chainsOf) {
    // Read from an image, a cell cut from the rows' run of cells is not followed past the last row onto a line with
    // text in other columns too: a note under the table, whose words no column start cuts there, looks the same
    // (left to the lone-line rules).
    const past = ({ index }: Piece) => index > lastAnchor && (columnsOf.get(index) ?? 0) > 1;
    const parts = chains.flatMap((whole) =>
      cut(whole).map((part) => (ocr && part.length < whole.length ? part.filter((piece) => !past(piece)) : part)),
    );
    for (const chain of parts.filter((part) => part.length)) {
      const own = chain.filter((piece) => isAnchor.has(piece.index));
      const [top, bottom] = [chain[0]!.top - 0.2 * height, chain.at(-1)!.bottom + 0.2 * height];
      const within = anchors.filter((anchor) => body[anchor]!.y >= top && body[anchor]!.y <= bottom);
      // Over the next page's first row, or the last row's (the table ends there), in this column alone.
      const next = rowBelow(chain.at(-1)!.index);
      const carried =
        align !== 'bottom' &&
        own.length === 0 &&
        pageBreakAbove(chain[0]!.index) &&
        (next !== undefined
          ? body[next]!.y - chain.at(-1)!.bottom <= 8 * link
          : chain.every(({ index }) => columnsOf.get(index) === 1));
      if (carried) for (const { index } of chain) carriedLines.add(index);
      const row =
        own.length === 1
          ? own[0]!.index
          : carried
            ? rowAbove(chain[0]!.index)
            : own.length === 0 && within.length === 1
              ? within[0]!
              : -1;
      for (const { index } of chain) {
        if (isAnchor.has(index)) continue;
        const vote = votes.get(index) ?? new Set<number>();
        vote.add(row);
        votes.set(index, vote);
      }
    }
  }
  const rows = new Map<number, number>();
  for (const [index, vote] of votes) {
    const [row] = vote;
    if (vote.size === 1 && row !== undefined && row >= 0) rows.set(index, row);
  }
  return { rows, carried: new Set([...carriedLines].filter((index) => rows.has(index))) };
}

/** The most frequent value and how often it occurs. */
function mostCommon<T>(values: T[]): [T | undefined, number] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: [T | undefined, number] = [undefined, 0];
  for (const [value, count] of counts) if (count > best[1]) best = [value, count];
  return best;
}
