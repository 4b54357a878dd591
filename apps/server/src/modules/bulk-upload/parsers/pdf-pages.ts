import { HEADER_ALIASES, isHeaderMapping, matchColumns, normaliseHeader } from '@verdant/shared/rules/bulk-upload';
import { rivers, spans } from './header.ts';
import type { TextLine } from './layout.ts';

// A spreadsheet printed wider than its paper puts the columns that do not fit on a page of their own, beside the
// same rows ("Exposure", "Type" for the rows of page 1). Such a page is read as the right-hand part of the page
// before it, so its cells stay with their rows.

export interface PdfPage {
  /** The page's lines, y in the page's own coordinates. */
  lines: TextLine[];
  /** How far down the next page starts (keeps the pages' lines apart). */
  extent: number;
}

const GAP = 0.15;
const textsOf = (line: TextLine) => spans(line, GAP).map((span) => span.text);
const fieldsOf = (line: TextLine) => matchColumns(textsOf(line));
const sameRow = (a: TextLine, b: TextLine) => Math.abs(a.y - b.y) < 0.3 * Math.min(a.height, b.height);

/**
 * The page's own header line, when it names columns but is no full header (a full header starts a page of its own),
 * at the height of a header line of the page before that names the plant, the two lines together a full header
 * (the page before may hold the name and size, this one the quantity and price); and every line below it beside a
 * line of that page, or part of a wrapped cell that is.
 */
function continuesRight(before: TextLine[], page: TextLine[]): number {
  // Its header line: column names, but for a column no field is made from ("Location", "Order").
  const start = page.findIndex((line) => {
    const named = fieldsOf(line).filter(Boolean).length;
    return named > 0 && named >= fieldsOf(line).length - (named >= 2 ? 1 : 0);
  });
  if (start < 0) return -1;
  // A header naming the plant starts a table of its own; "Notes" is no plant column (a lone "Description" or
  // "Notes" header is read as the name only when nothing else names the plant).
  const texts = textsOf(page[start]!);
  const names = fieldsOf(page[start]!).some(
    (field, index) =>
      (field === 'plant_name' || field === 'scientific_name') &&
      !HEADER_ALIASES.description.includes(normaliseHeader(texts[index]!)),
  );
  const header = before.find((line) => sameRow(line, page[start]!));
  if (!header) return -1;
  // ...unless the page before holds no header of its own, only a plant column: its rows go on here ("Plant Name"
  // alone on page 1, "Latin Name", "Container", "On Hand" on page 2).
  if (names && before.some((line) => isHeaderMapping(fieldsOf(line)))) return -1;
  const named = fieldsOf(header).some((field) => field === 'plant_name' || field === 'scientific_name');
  if (!named || !isHeaderMapping(matchColumns([...textsOf(header), ...textsOf(page[start]!)]))) return -1;
  const rows = page.slice(start + 1);
  // Each line beside a line of the page before, or a line of a wrapped cell (lines a line's pitch apart) one of
  // whose lines is beside one, among that page's rows.
  const bottom = Math.max(...before.map((line) => line.y + line.height));
  const beside = (line: TextLine) => before.some((other) => sameRow(other, line));
  const cells: TextLine[][] = [];
  for (const line of [...rows].sort((a, b) => a.y - b.y)) {
    const last = cells.at(-1)?.at(-1);
    if (last && line.y - last.y <= 1.35 * line.height) cells.at(-1)!.push(line);
    else cells.push([line]);
  }
  const placed = (cell: TextLine[]) => cell.some(beside) && cell.every((line) => line.y < bottom);
  return cells.length > 0 && cells.every(placed) ? start : -1;
}

/** The lines of every page, top to bottom; a page continuing the one before to the right is joined to it. */
export function joinPages(pages: PdfPage[]): TextLine[] {
  const joined: PdfPage[] = [];
  for (const page of pages) {
    const before = joined.at(-1);
    const start = before ? continuesRight(before.lines, page.lines) : -1;
    if (!before || start < 0) {
      joined.push({ lines: page.lines.map((line) => ({ ...line, boxes: [...line.boxes] })), extent: page.extent });
      continue;
    }
    const right = Math.max(...before.lines.flatMap((line) => line.boxes.map((box) => box.x1)));
    const shift =
      right +
      2 * Math.max(...page.lines.map((line) => line.height)) -
      Math.min(...page.lines.slice(start).flatMap((line) => line.boxes.map((box) => box.x0)));
    for (const line of page.lines.slice(start)) {
      const boxes = line.boxes.map((box) => ({ ...box, x0: box.x0 + shift, x1: box.x1 + shift }));
      const into = before.lines.find((other) => sameRow(other, line));
      if (into) into.boxes.push(...boxes);
      else before.lines.push({ ...line, boxes });
    }
  }
  let offset = 0;
  return joined.flatMap((page) => {
    const lines = page.lines.map((line) => ({ ...line, y: line.y + offset }));
    offset += page.extent;
    return lines;
  });
}

/**
 * The lines cut where a table with other columns starts ("PERENNIALS" after "TREES", each with its own header line):
 * each part is read under its own header. A header repeated as it was (the top of each page) cuts nothing.
 */
export function byHeader(input: TextLine[]): TextLine[][] {
  const lines = [...input].sort((a, b) => a.y - b.y);
  const parts: TextLine[][] = [[]];
  let current: string | null = null;
  // The last header line, and whether a line with digits (a row) came since.
  let last: TextLine | null = null;
  let rowSince = false;
  for (const line of lines) {
    const texts = spans(line, GAP).map((span) => span.text);
    if (isHeaderMapping(matchColumns(texts))) {
      // The same words in the same order, however the writer's runs cut them ("Common Name Size" as one run on a
      // page too short for the rows to part them, two cells on the page before). A header's next line just under
      // it ("No. Name Size Avail. Each" under "Item Common Container Qty Price") is more of the same header.
      const key = texts.join(' ').toLowerCase().replace(/\s+/g, ' ');
      const below = last !== null && !rowSince && line.y - last.y <= 3 * line.height;
      if (current !== null && key !== current && !below) {
        parts.push([]);
        current = key;
      }
      current ??= key;
      last = line;
      rowSince = false;
    } else if (line.boxes.some((box) => /\d/.test(box.text))) rowSince = true;
    parts.at(-1)!.push(line);
  }
  return parts;
}

/**
 * Two (or more) tables side by side under one header line that repeats the same column names (a flyer printed in
 * two columns): each table's lines apart, the left one first, cut at the white between them. A text run reaching
 * across a cut stays with the table it starts in. `gap`: words closer than this many text heights are one cell.
 */
export function sideBySide(lines: TextLine[], gap = GAP): TextLine[][] {
  const header = lines.find((line) => isHeaderMapping(matchColumns(spans(line, gap).map((span) => span.text))));
  if (!header) return [lines];
  const cells = spans(header, gap);
  const keys = cells.map((cell) => normaliseHeader(cell.text));
  const period = keys.findIndex(
    (_, size) =>
      size >= 2 &&
      keys.length % size === 0 &&
      keys.every((key, index) => key === keys[index % size]) &&
      isHeaderMapping(matchColumns(keys.slice(0, size))),
  );
  if (period < 0) return [lines];
  // Each cut is the widest white, in the rows below, between the middles of the header cells on either side of it.
  const white = rivers(lines.slice(lines.indexOf(header) + 1), gap, header.height);
  const middle = (cell: (typeof cells)[number]) => (cell.x0 + cell.x1) / 2;
  const cuts = cells.flatMap((cell, index) => {
    if (index === 0 || index % period !== 0) return [];
    const [from, to] = [middle(cells[index - 1]!), middle(cell)];
    const between = white.filter(([start, end]) => (start + end) / 2 > from && (start + end) / 2 < to);
    const widest = between.sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
    return widest ? [(widest[0] + widest[1]) / 2] : [];
  });
  if (cuts.length !== keys.length / period - 1) return [lines];
  const tableOf = (x0: number) => cuts.filter((cut) => x0 >= cut).length;
  return [0, ...cuts].map((_, table) =>
    lines.flatMap((line) => {
      const boxes = line.boxes.filter((box) => tableOf(box.x0) === table);
      return boxes.length ? [{ ...line, boxes }] : [];
    }),
  );
}
