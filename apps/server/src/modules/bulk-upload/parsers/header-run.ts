import { HEADER_ALIASES, isHeaderMapping, matchColumns, normaliseHeader } from '@verdant/shared/rules/bulk-upload';
import { parseTierHeader } from '@verdant/shared/rules/tier-columns';
import { rivers, spans } from './header.ts';
import type { TextLine } from './layout.ts';

// A PDF header line drawn as one text run ("Botanical Name Common Name Size Qty Price", single-spaced, whatever
// the columns below) names one cell, so no header is found and the table's rows are read under the wrong columns.
// Such a run is cut into its column names by the known header words, and the names are placed over the columns
// the rows below show (the ink between their rivers of white).

const GAP = 0.15;
/** Rows below a header looked at for its columns. */
const BELOW = 40;
/** A header line has at most this many cells, a header run at most this many words. */
const MAX_CELLS = 40;
const MAX_WORDS = 40;
const KNOWN = new Set(Object.values(HEADER_ALIASES).flat());

const isName = (words: string[]) => {
  const text = words.join(' ');
  return KNOWN.has(normaliseHeader(text)) || parseTierHeader(text) !== null;
};

/**
 * The run's words as column names: the cut with the fewest words outside a known name, then the fewest names
 * ("Qty Avail" is one name, not two). Words outside any name stay together as one name of their own ("Ready Week").
 */
export function columnNames(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const best: { cost: number; names: string[][] }[] = [{ cost: 0, names: [] }];
  for (let end = 1; end <= words.length; end++) {
    let choice: { cost: number; names: string[][] } | null = null;
    for (let start = Math.max(0, end - 4); start < end; start++) {
      const part = words.slice(start, end);
      const known = isName(part);
      if (!known && part.length > 1) continue;
      const before = best[start]!;
      const cost = before.cost + (known ? 1 : 100);
      if (!choice || cost < choice.cost) choice = { cost, names: [...before.names, part] };
    }
    best.push(choice!);
  }
  const names: string[][] = [];
  for (const part of best[words.length]!.names) {
    const last = names.at(-1);
    if (last && !isName(part) && !isName(last)) last.push(...part);
    else names.push([...part]);
  }
  return names.map((part) => part.join(' '));
}

/** Where the rows below have ink: the stretches between their rivers of white, left to right. */
function columnsBelow(below: TextLine[], height: number, count: number): [number, number][] {
  const white = rivers(below, GAP, height)
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, count - 1)
    .sort((a, b) => a[0] - b[0]);
  const xs = below.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1]));
  const edges = [Math.min(...xs), ...white.flat(), Math.max(...xs)];
  const columns: [number, number][] = [];
  for (let index = 0; index < edges.length; index += 2) columns.push([edges[index]!, edges[index + 1]!]);
  return columns;
}

/**
 * A header line whose cells name no header until a run in it is cut into column names: the line with its names
 * placed over the columns of the rows below; null when no cut makes it a header, or when the rows below do not
 * show as many columns as it then names (a title such as "Plant Price List" above a header has no rows of its own).
 */
function cutHeaderLine(line: TextLine, lines: TextLine[], index: number): TextLine | null {
  const cells = spans(line, GAP);
  // Only a line of a few cells, one of them several words, can be such a header: others cost nothing more.
  const words = (text: string) => text.split(' ').length;
  if (cells.length > MAX_CELLS || !cells.some((cell) => words(cell.text) > 1 && words(cell.text) <= MAX_WORDS))
    return null;
  if (isHeaderMapping(matchColumns(cells.map((cell) => cell.text)))) return null;
  const texts = cells.flatMap((cell) => (words(cell.text) > MAX_WORDS ? [cell.text] : columnNames(cell.text)));
  if (texts.length === cells.length || !isHeaderMapping(matchColumns(texts))) return null;
  // The rows below, up to the next header line.
  const below: TextLine[] = [];
  for (const next of lines.slice(index + 1, index + 1 + BELOW)) {
    if (isHeaderMapping(matchColumns(spans(next, GAP).map((span) => span.text)))) break;
    below.push(next);
  }
  if (below.length < 3) return null;
  const columns = columnsBelow(below, line.height, texts.length);
  if (columns.length !== texts.length) return null;
  return { ...line, boxes: texts.map((text, at) => ({ text, x0: columns[at]![0], x1: columns[at]![1] })) };
}

/** The lines (top to bottom) with every header drawn as one run cut into its column names. */
export function cutHeaderRuns(input: TextLine[]): TextLine[] {
  const lines = [...input].sort((a, b) => a.y - b.y);
  return lines.map((line, index) => cutHeaderLine(line, lines, index) ?? line);
}
