import { HEADER_ALIASES, isHeaderMapping, matchColumns } from '@verdant/shared/rules/bulk-upload';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { columnBoundaries, columnOf, splitAtColumns, splitHeaderRuns } from './columns.ts';
import { findHeader, type Header, type Span, spans } from './header.ts';
import { INFERRED_COLUMN_CONFIDENCE, inferNumberColumns, isPartialHeader } from './infer-columns.ts';
import { median } from './median.ts';
import {
  doubtStrayEnd,
  repairDecimalPoints,
  repairDollarSigns,
  repairNumber,
  repairQuotes,
  repairSize,
  repairTierHeaders,
} from './ocr-repairs.ts';
import { groupRows } from './row-groups.ts';
import type { SourceRow, SourceTable } from './table.ts';
import { brokenWords, clippedColumns, columnRightEdges, joinCutLetter, reachesEdge } from './wrap-doubts.ts';
import { joinWrappedLines } from './wrapped-words.ts';

// A PDF page or a photo gives positioned text, not cells. Rebuild the table: find the header line(s), cut the page
// into columns at the empty vertical gutters between them, and gather each row's lines (a cell may wrap).

export interface TextBox {
  text: string;
  x0: number;
  x1: number;
  /** 0..1; OCR words only (digital text is sure). */
  confidence?: number;
  /** The middle of its own line, when lines were banded together. */
  y?: number;
  /** A ruling line stands just left of it: it starts a cell, however close the word before (photos only). */
  ruleBefore?: boolean;
  /** OCR words: the top and bottom of the word's box. */
  top?: number;
  bottom?: number;
  /** OCR words read a second time, left out by the first reading: part of a row found without them. */
  reread?: boolean;
}

/** One line of text: y is its middle (growing downwards), height its text height. */
export interface TextLine {
  y: number;
  height: number;
  boxes: TextBox[];
  /** A ruled table's row (a PDF's drawn rules): lines with different bands are in different rows. */
  band?: number;
}

/** A cell whose lines may belong to the row above or below: held for review. */
const UNSURE_ROW_CONFIDENCE = 0.4;

const NUMERIC: readonly BulkField[] = ['price', 'quantity_available', 'compare_at_price', 'price_tiers'];

/** The usual header word of a field ("Qty", "Price"), for a column named from its values. */
const headerWordFor = (field: BulkField) => {
  const word = HEADER_ALIASES[field][0]!;
  return word.charAt(0).toUpperCase() + word.slice(1);
};

interface LineCells {
  cells: string[];
  confidence: number[];
}

/** A number cut by its column's edge joins without a space ("$165.0" over "0"); words keep one ("sold" "out"). */
const numberJoint = (before: string, after: string) => (/\p{L}$/u.test(before) && /^\p{L}/u.test(after) ? ' ' : '');

/** Cells of a line; `joined`: columns whose pieces join without a space (a number wrapped in a narrow column). */
function lineCells(line: TextLine, boundaries: number[], joined: ReadonlySet<number> = new Set()): LineCells {
  const cells: string[] = boundaries.map(() => '').concat('');
  const confidence = cells.map(() => 1);
  // Left to right within a line; a band of interleaved lines (one tall row) reads top to bottom in each cell.
  const order = (a: TextBox, b: TextBox) =>
    Math.abs((a.y ?? 0) - (b.y ?? 0)) > line.height * 0.3 ? (a.y ?? 0) - (b.y ?? 0) : a.x0 - b.x0;
  const lastY: number[] = cells.map(() => 0);
  // Per cell, its text line by line: a number continued on the next line of a tall row joins by numberJoint, other
  // text as a wrapped cell's lines join ("8-" over "10'" is "8-10'").
  const parts: string[][] = cells.map(() => []);
  for (const box of [...line.boxes].sort(order)) {
    const column = columnOf(box, boundaries);
    const nextLine = Math.abs((box.y ?? line.y) - lastY[column]!) > line.height * 0.3;
    lastY[column] = box.y ?? line.y;
    const lines = parts[column]!;
    if (nextLine || lines.length === 0) lines.push(box.text);
    else lines[lines.length - 1] = `${lines.at(-1)} ${box.text}`;
    confidence[column] = Math.min(confidence[column]!, box.confidence ?? 1);
  }
  parts.forEach((lines, column) => {
    cells[column] = joined.has(column)
      ? lines.reduce((text, next) => (text ? `${text}${numberJoint(text, next)}${next}` : next), '')
      : joinWrappedLines(lines);
  });
  return { cells, confidence };
}

/**
 * Lines closer than a line's height cannot be rows of their own: they are the lines of one tall row whose cells are
 * centred vertically (one cell wrapped to three lines beside others on one). They become one band.
 */
function bands(lines: TextLine[], height: number): TextLine[] {
  const result: TextLine[] = [];
  let previousY = Number.NEGATIVE_INFINITY;
  for (const line of lines) {
    const boxes = line.boxes.map((box) => ({ ...box, y: line.y }));
    const last = result.at(-1);
    if (last && line.y - previousY < height * 0.8) last.boxes.push(...boxes);
    else result.push({ ...line, boxes });
    previousY = line.y;
  }
  return result;
}

/**
 * A line of running text (a note under the table) crosses two or more column starts inside one span of words (three
 * or more with letters: cells set one space apart, "6 $1,089.00", are a row's, not a note). A line with a number
 * standing apart (a quantity, a price) is a row whose name ran into the next columns (a sheet printed with its
 * cells clipped, "Acer rubrum Red Maple #15"), never a note.
 */
function isParagraph(line: TextLine, header: Span[], gap: number): boolean {
  const starts = header.slice(1).map((cell) => cell.x0);
  const all = spans(line, gap);
  if (all.some((span) => /^[$€£]?\s*\d[\d.,]*$/u.test(span.text.trim()))) return false;
  return all.some(
    (span) =>
      span.text.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word)).length >= 3 &&
      starts.filter((x) => span.x0 < x - line.height && span.x1 > x + line.height).length >= 2,
  );
}

/**
 * Rebuilds the table of positioned lines (sorted top to bottom). `gap`: how many text heights may separate the
 * words of one cell (PDF text runs are cells already; OCR gives words). The header is row 1, then each row.
 */
export function tableFromLines(input: TextLine[], gap: number): SourceTable | null {
  return layoutTable(input, gap)?.table ?? null;
}

export interface LaidTable {
  table: SourceTable;
  /** The header the rows were read under (a later page without its own header continues with it). */
  header: TableHeader;
  /** Per row, the top and bottom of its lines (null for the header). */
  extents: ([number, number] | null)[];
  /** Left and right of the table's text. */
  bounds: [number, number];
  /** The bottom of the header's text (rows are below it). */
  headerBottom: number;
  /** The top of the header's text (a page continuing the one before has none: its first line's top). */
  headerTop: number;
  /** Header columns whose cell names no column as read (unnamed, or named from the values below it). */
  unnamed: number[];
  /** The x where each column after the first begins (the rows' cells were cut there). */
  boundaries: number[];
}

export type TableHeader = Pick<Header, 'cells' | 'mapping'>;

/**
 * Like tableFromLines, with where each row was found (to cut its image from a photo). `ocr`: read from an image,
 * where a lost decimal point is put back (for review). `continues`: the header of the page before, used when this
 * page has none of its own (a scanned list's later pages).
 */
export function layoutTable(
  input: TextLine[],
  gap: number,
  options: { ocr?: boolean; continues?: TableHeader | undefined } = {},
): LaidTable | null {
  const kept = input.filter((line) => line.boxes.length > 0).sort((a, b) => a.y - b.y);
  const height = median(kept.map((line) => line.height));
  // A read line made tall by a stray mark (a rule's remnant, a speck) would let its words' gaps pass for spaces.
  const lines = options.ocr ? kept.map((line) => ({ ...line, height: Math.min(line.height, 1.5 * height) })) : kept;
  const repair = options.ocr === true;
  let header =
    findHeader(lines, height, gap, { repair }) ??
    (options.continues ? { ...options.continues, start: 0, next: 0 } : null);
  // A photo's header with an unreadable cell: its columns named from their values (and every row reviewed).
  // So is a found one whose quantity cell is unreadable beside the price ("Qty / Avail" read as "Jv%,").
  const lacking =
    header !== null &&
    repair &&
    header.mapping.includes(null) &&
    header.mapping.includes('price') &&
    !header.mapping.includes('quantity_available');
  const partial =
    !header && repair ? findHeader(lines, height, gap, { accept: isPartialHeader, repair }) : lacking ? header : null;
  let inferredColumns: number[] = [];
  if (partial) {
    const starts = partial.cells.slice(1).map((cell) => cell.x0 - height * 0.25);
    const values = bands(lines.slice(partial.next), height).map((line) => lineCells(line, starts).cells);
    const mapping = inferNumberColumns(partial.mapping, values);
    if (!mapping && !lacking) return null;
    if (mapping && (!lacking || mapping.includes('quantity_available'))) {
      inferredColumns = mapping.flatMap((field, column) => (field !== partial.mapping[column] ? [column] : []));
      const cells = partial.cells.map((cell, column) =>
        inferredColumns.includes(column) ? { ...cell, text: headerWordFor(mapping[column]!) } : cell,
      );
      header = { ...partial, cells, mapping };
    }
  }
  if (!header) return null;
  // Tier headers misread out of their order ("110-49" between "1-9" and "50+"): their cells are reviewed.
  const tiers = repair ? repairTierHeaders(header.cells.map((cell) => cell.text)) : null;
  if (tiers?.columns.length) {
    const cells = header.cells.map((cell, column) => ({ ...cell, text: tiers.texts[column]! }));
    header = { ...header, cells, mapping: matchColumns(tiers.texts) };
    inferredColumns = [...inferredColumns, ...tiers.columns];
  }
  if (!repair) header = splitHeaderRuns(header, lines.slice(header.next, header.next + 40), height, gap);

  const starts = header.cells.slice(1).map((cell) => cell.x0);
  // The header repeated at the top of a later page, line by line: a two-line header ("Botanical" over "Name")
  // would otherwise join the row below it, and that row be dropped as a header.
  const textOf = (line: TextLine) =>
    spans(line, gap)
      .map((span) => span.text)
      .join(' ')
      .toLowerCase();
  const headerTexts = new Set(lines.slice(header.start, header.next).map(textOf));
  const unsplit = bands(
    lines.slice(header.next).filter((line) => !headerTexts.has(textOf(line))),
    height,
  ).filter((line) => !isParagraph(line, header.cells, gap));
  const body = unsplit.map((line) => ({
    ...line,
    boxes: line.boxes.flatMap((box) => splitAtColumns(box, starts, line.height)),
  }));
  const numeric = header.mapping.flatMap((field, column) => (field && NUMERIC.includes(field) ? [column] : []));
  const columnsOf = (...fields: BulkField[]) =>
    header.mapping.flatMap((field, column) => (field && fields.includes(field) ? [column] : []));
  // What OCR misreads, put right (and the cell reviewed); typed text only has its look-alike digits read.
  const repairs: [number[], (text: string) => { text: string; repaired: boolean }][] = options.ocr
    ? [
        [columnsOf('plant_name', 'scientific_name'), (text) => doubtStrayEnd(repairQuotes(text))],
        [columnsOf('size', 'pot_size'), repairSize],
        [numeric, (text) => repairNumber(text, true)],
      ]
    : [[numeric, (text) => repairNumber(text)]];

  // Rows start at lines with a number (a quantity or a price: every plant has one), else at lines with two cells;
  // a wrapped line joins the row nearest above or below (above when about as near).
  const hasNumber = (cells: string[]) => numeric.some((column) => /\d/.test(cells[column] ?? ''));
  const firstPass = header.cells.slice(1).map((cell) => cell.x0 - height * 0.25);
  const firstCells = body.map((line) => lineCells(line, firstPass).cells);
  const byNumber = firstCells.filter(hasNumber).length >= body.length / 4;
  // A line read a second time is a piece of a row the first reading found (a wrapped cell's other line), unless it
  // fills half the columns or more: a whole row the first reading skipped.
  const isAnchor = (cells: string[], index: number) =>
    (body[index]!.boxes.some((box) => !box.reread) ||
      cells.filter(Boolean).length >= Math.max(3, header.cells.length / 2)) &&
    (byNumber ? hasNumber(cells) : cells.filter(Boolean).length >= 2);
  const anchorsFirst = body.filter((_, index) => isAnchor(firstCells[index]!, index));
  const boundaries = columnBoundaries(header.cells, anchorsFirst.length ? anchorsFirst : body, height, gap, repair);

  const joined = new Set(numeric);
  const read = body.map((line) => lineCells(line, boundaries, joined));
  const cellsOf = read.map((line) => line.cells);
  const anchors = body.flatMap((_, index) => (isAnchor(cellsOf[index]!, index) ? [index] : []));
  const { rows, unsure } = groupRows({
    body,
    unsplit,
    cellsOf,
    anchors,
    boundaries,
    mapping: header.mapping,
    height,
    repair,
  });

  const edges = columnRightEdges(
    [...rows.values()].flatMap((members) => members.map((member) => body[member]!)),
    boundaries,
  );
  const clipped = repair ? new Set<number>() : clippedColumns(unsplit, boundaries);
  const table: SourceRow[] = [{ number: 1, cells: header.cells.map((cell) => cell.text) }];
  const extents: ([number, number] | null)[] = [null];
  let number = 1;
  for (const index of [...rows.keys()].sort((a, b) => a - b)) {
    const members = rows.get(index)!.sort((a, b) => body[a]!.y - body[b]!.y);
    const cells = header.cells.map((_, column) => {
      const parts = members.map((member) => cellsOf[member]![column]!).filter(Boolean);
      return joined.has(column)
        ? parts.reduce((text, part) => (text ? `${text}${numberJoint(text, part)}${part}` : part), '')
        : joinWrappedLines(parts);
    });
    // The header again (the top of the next page) is not a row.
    if (isHeaderMapping(matchColumns(cells))) continue;
    const confidence = header.cells.map((_, column) =>
      Math.min(...members.map((member) => read[member]!.confidence[column]!)),
    );
    const broken = repair
      ? []
      : brokenWords(
          members.map((member) => body[member]!),
          boundaries,
          edges,
        );
    for (const word of broken) {
      // Joined already where the plant-name reference knows the whole word (joinWrappedLines): sure.
      if (!cells[word.column]!.includes(`${word.head} ${word.tail}`)) continue;
      cells[word.column] = joinCutLetter(cells[word.column]!, word);
      confidence[word.column] = Math.min(confidence[word.column]!, UNSURE_ROW_CONFIDENCE);
    }
    for (const column of clipped) {
      const lines = members.map((member) => body[member]!);
      if (reachesEdge(lines, column, boundaries, height)) confidence[column] = UNSURE_ROW_CONFIDENCE;
    }
    for (const line of unsure.get(index) ?? []) {
      cellsOf[line]!.forEach((text, column) => {
        if (text) confidence[column] = Math.min(confidence[column]!, UNSURE_ROW_CONFIDENCE);
      });
    }
    for (const [columns, repair] of repairs) {
      for (const column of columns) {
        const repaired = repair(cells[column]!);
        if (!repaired.repaired) continue;
        cells[column] = repaired.text;
        confidence[column] = Math.min(confidence[column]!, 0.5);
      }
    }
    const ys = members.flatMap((member) => body[member]!.boxes.map((box) => box.y ?? body[member]!.y));
    extents.push([Math.min(...ys) - height * 0.7, Math.max(...ys) + height * 0.7]);
    number++;
    table.push({ number, cells, confidence, placed: true });
  }
  const amounts = numeric.filter((column) => header.mapping[column] !== 'quantity_available');
  if (options.ocr) {
    repairDollarSigns(table.slice(1), amounts);
    repairDecimalPoints(table.slice(1), amounts);
  }
  for (const row of table.slice(1)) {
    for (const column of inferredColumns)
      row.confidence![column] = Math.min(row.confidence![column]!, INFERRED_COLUMN_CONFIDENCE);
  }
  const xs = body.flatMap((line) => line.boxes.flatMap((box) => [box.x0, box.x1]));
  xs.push(...header.cells.flatMap((cell) => [cell.x0, cell.x1]));
  const headerLines = lines.slice(0, header.next);
  const headerBottom = Math.max(0, ...headerLines.map((line) => line.y + line.height / 2));
  const ownLines = lines.slice(header.start, Math.max(header.start + 1, header.next));
  const headerTop = Math.min(
    ...ownLines.flatMap((line) => line.boxes.map((box) => box.top ?? line.y - line.height / 2)),
  );
  const unnamed = header.mapping.flatMap((field, column) =>
    field === null || inferredColumns.includes(column) ? [column] : [],
  );
  const bounds: [number, number] = [Math.min(...xs), Math.max(...xs)];
  return { table, header, extents, bounds, headerBottom, headerTop, unnamed, boundaries };
}
