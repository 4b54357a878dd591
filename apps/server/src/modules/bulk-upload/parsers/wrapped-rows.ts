import { columnOf } from './columns.ts';
import { linePitch } from './header.ts';
import type { TextLine } from './layout.ts';

/**
 * The row of each line that is part of a wrapped cell, where the cell says it for sure. A cell's lines follow each
 * other a line's pitch apart in one column; they belong to the row whose line is among them (a cell aligned to the
 * top or bottom), else to the one row whose line lies within their height (cells centred beside a wrapped one,
 * where the nearest row may be the next one). Lines of cells that reach two rows (a table without room between
 * rows) are left to the nearest-row rule.
 */
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
    if (chain.length < 2 || own.length !== 1) return [];
    return own[0] === chain[0] ? ['top'] : own[0] === chain.at(-1) ? ['bottom'] : ['middle'];
  });
  const align = ends.length && ends.every((end) => end === ends[0]) ? ends[0] : null;
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
  for (const chains of chainsOf) {
    for (const chain of chains.flatMap((whole) => cut(whole))) {
      const own = chain.filter((piece) => isAnchor.has(piece.index));
      const [top, bottom] = [chain[0]!.top - 0.2 * height, chain.at(-1)!.bottom + 0.2 * height];
      const within = anchors.filter((anchor) => body[anchor]!.y >= top && body[anchor]!.y <= bottom);
      const row = own.length === 1 ? own[0]!.index : own.length === 0 && within.length === 1 ? within[0]! : -1;
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
  return rows;
}
