import { HEADER_ALIASES, isHeaderMapping, matchColumns, normaliseHeader } from '@verdant/shared/rules/bulk-upload';
import { parseTierHeader } from '@verdant/shared/rules/tier-columns';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { isBannerRow } from '../banner-rows.ts';
import { repairHeaderWords } from './infer-columns.ts';
import type { TextBox, TextLine } from './layout.ts';

// The header row of positioned text: the band of lines whose cells name the columns (a title above it aside, the
// wrapped rest of its cells below it included).

export interface Span {
  text: string;
  x0: number;
  x1: number;
  /** A ruling line stands just left of it (see `TextBox.ruleBefore`). */
  ruleBefore?: boolean;
}

/** Lines closer than this many text heights belong together (a wrapped cell, a two-line header). */
const BAND = 1.35;
/** Lines below a header looked at for the white between its columns. */
const RIVER_LINES = 40;

/** Boxes closer than `gap` text heights are one span (the words of one cell). */
export function spans(line: TextLine, gap: number): Span[] {
  const boxes = [...line.boxes].sort((a, b) => a.x0 - b.x0);
  const result: Span[] = [];
  for (const box of boxes) {
    const last = result.at(-1);
    if (last && !box.ruleBefore && box.x0 - last.x1 < gap * line.height) {
      last.text += ` ${box.text}`;
      last.x1 = Math.max(last.x1, box.x1);
    } else result.push({ ...box });
  }
  return result;
}

/** A header word wrapped in a narrow column ("Wholesal" over "e") joins without a space when only that names a column. */
function joinWrapped(above: string, below: string): string {
  const spaced = `${above} ${below}`.trim();
  if (!above || !/\p{L}$/u.test(above) || !/^\p{Ll}/u.test(below) || matchColumns([spaced])[0]) return spaced;
  return matchColumns([`${above}${below}`])[0] ? `${above}${below}` : spaced;
}

/**
 * A line of tier sub-headers ("1-24", "25-99", "100+", maybe "Each" first) under a spanning "Price" cell: part of
 * the header.
 */
const isTierLine = (line: TextLine, gap: number) => {
  const texts = spans(line, gap).map((span) => span.text);
  return (
    texts.some((text) => parseTierHeader(text) !== null) &&
    texts.every((text) => parseTierHeader(text) !== null || matchColumns([text])[0] === 'price')
  );
};

/** Header cells of a band of lines: spans that overlap horizontally are one cell, read top to bottom. */
function headerCells(band: TextLine[], gap: number): Span[] {
  const cells: Span[] = [];
  for (const span of band.flatMap((line) => spans(line, gap))) {
    const overlapping = cells.filter((cell) => span.x0 < cell.x1 && span.x1 > cell.x0);
    const merged = overlapping.reduce(
      (into, cell) => ({
        text: `${into.text} ${cell.text}`,
        x0: Math.min(into.x0, cell.x0),
        x1: Math.max(into.x1, cell.x1),
      }),
      { text: '', x0: span.x0, x1: span.x1 },
    );
    const kept = cells.filter((cell) => !overlapping.includes(cell));
    kept.push({ text: joinWrapped(merged.text.trim(), span.text), x0: merged.x0, x1: merged.x1 });
    cells.splice(0, cells.length, ...kept);
  }
  return cells.sort((a, b) => a.x0 - b.x0);
}

export interface Header {
  cells: Span[];
  mapping: (BulkField | null)[];
  /** Index of the header's first line. */
  start: number;
  /** Index of the first line after the header. */
  next: number;
}

const isTitle = (line: TextLine, gap: number) =>
  matchColumns(spans(line, gap).map((span) => span.text)).every((field) => field === null);

/** A line of one run of text reaching over two or more of the cells given (a title over a header). */
function runsOverCells(line: TextLine, cells: Span[], gap: number): boolean {
  const parts = spans(line, gap);
  if (parts.length !== 1) return false;
  const [run] = parts;
  return cells.filter((cell) => cell.x0 < run!.x1 && cell.x1 > run!.x0).length >= 2;
}

export interface HeaderSearch {
  /** Which column names make a header (by default: the plant and its price or quantity). */
  accept?: (mapping: (BulkField | null)[]) => boolean;
  /** Put misread header words right (OCR). */
  repair?: boolean;
}

/**
 * A line just above a header line (less than two text heights) whose every cell names a column ("Price") and sits
 * where the header (all its lines: `below`) has no cell: a title ("Price List") over the header's cells is not
 * part of it.
 */
function spansAbove(line: TextLine, header: TextLine, below: Span[], height: number, gap: number): boolean {
  if (header.y - line.y > 2 * height) return false;
  const cells = spans(line, gap);
  const mapping = matchColumns(cells.map((span) => span.text));
  return (
    mapping.length > 0 &&
    mapping.every((field) => field !== null) &&
    cells.every((cell) => below.every((other) => cell.x1 <= other.x0 || cell.x0 >= other.x1))
  );
}

/**
 * A line less than a text height above the next whose cells all stand where that line has none: the top half of
 * header cells centred on a two-line row ("Containe" / "r" and "On" / "Hand" beside a one-line "Price"), not a title.
 */
function besideCells(line: TextLine, next: TextLine, height: number, gap: number): boolean {
  if (next.y - line.y >= height) return false;
  const below = spans(next, gap);
  return spans(line, gap).every((cell) => below.every((other) => cell.x1 <= other.x0 || cell.x0 >= other.x1));
}

/** No cell of one line overlaps a cell of the other. */
function clearOf(line: TextLine, other: TextLine, gap: number): boolean {
  const below = spans(other, gap);
  return spans(line, gap).every((cell) => below.every((span) => cell.x1 <= span.x0 || cell.x0 >= span.x1));
}

/** Two or more cells, no digits, each a column name by itself. */
function namesOnly(line: TextLine, gap: number): boolean {
  const texts = spans(line, gap).map((span) => span.text);
  return texts.length >= 2 && !texts.some((text) => /\d/.test(text)) && matchColumns(texts).every(Boolean);
}

/**
 * Header cells with a line of names under some of them: a cell over those names (touching one, or centred among
 * them) groups them and gives way to them; the others keep their place.
 */
function underGroups(cells: Span[], names: Span[]): Span[] {
  const from = Math.min(...names.map((name) => name.x0));
  const to = Math.max(...names.map((name) => name.x1));
  const kept = cells.filter((cell) => {
    const middle = (cell.x0 + cell.x1) / 2;
    return !(middle > from && middle < to) && names.every((name) => cell.x1 <= name.x0 || cell.x0 >= name.x1);
  });
  return [...kept, ...names].sort((a, b) => a.x0 - b.x0);
}

/**
 * The page's line pitch: the closest quarter of the gaps between its lines. In a photo, OCR's word boxes make the
 * text height read short, and lines of one cell stand 1.35-1.5 of those heights apart.
 */
export function linePitch(lines: TextLine[]): number {
  const gaps = lines
    .slice(1)
    .map((line, index) => line.y - lines[index]!.y)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 0;
}

/** A drawn row rule between two lines of a ruled table: they are not one header cell's lines. */
const crossesRule = (a: TextLine, b: TextLine) => a.band !== undefined && b.band !== undefined && a.band !== b.band;

/**
 * A section's banner just under the header ("SHADE TREES", "Perennials" alone at the first column's start, as a
 * banner reads), where a table leaves no room between its rows: not the header's wrapped rest.
 */
function bannerUnder(line: TextLine, cells: Span[], mapping: (BulkField | null)[], gap: number, scanned: boolean) {
  const parts = spans(line, gap);
  if (parts.length !== 1 || !cells[0] || Math.abs(parts[0]!.x0 - cells[0].x0) > line.height) return false;
  return isBannerRow([parts[0]!.text, ...cells.slice(1).map(() => '')], mapping, scanned);
}

export function findHeader(lines: TextLine[], height: number, gap: number, search: HeaderSearch = {}): Header | null {
  const accept = search.accept ?? isHeaderMapping;
  // How far below a header line its wrapped rest may stand ("Botanical" over "Name").
  const band = Math.max(BAND * height, search.repair ? 1.15 * linePitch(lines) : 0);
  const repaired = (cells: Span[]) => {
    const texts = repairHeaderWords(cells.map((cell) => cell.text));
    return cells.map((cell, index) => ({ ...cell, text: texts[index]! }));
  };
  const cellsOf = (band: TextLine[]) => {
    const cells = headerCells(band, gap);
    if (!search.repair) {
      const end = lines.indexOf(band.at(-1)!) + 1;
      return joinSpacedNames(cells, lines.slice(end, end + RIVER_LINES), gap, height);
    }
    const bySpacing = repaired(splitJoinedNames(cells, band));
    // OCR spacing is unsure: header words cut where the rows below have their white, if that names no fewer
    // columns and either names more or only joins words ("Common" "Name"), never splitting a name ("Qty" "Avail").
    const below = lines.slice(lines.indexOf(band.at(-1)!) + 1, lines.indexOf(band.at(-1)!) + 1 + RIVER_LINES);
    const split = riverCells(band, below, gap, height);
    if (!split) return bySpacing;
    const byRivers = repaired(splitJoinedNames(split, band));
    const named = (found: Span[]) => matchColumns(found.map((cell) => cell.text)).filter(Boolean).length;
    const more = named(byRivers) > named(bySpacing);
    const same = named(byRivers) === named(bySpacing) && byRivers.length < bySpacing.length;
    return more || same ? byRivers : bySpacing;
  };
  const scanLines = 40;
  for (let start = 0; start < Math.min(lines.length, scanLines); start++) {
    // The smallest band of close lines starting here that reads as a header.
    for (let end = start; end < lines.length && end < start + 4; end++) {
      // Lines of a header whose cells stand apart (one centred over two rows) may be a little further apart.
      const reach = end > start && clearOf(lines[end - 1]!, lines[end]!, gap) ? 2 : BAND;
      if (end > start && lines[end]!.y - lines[end - 1]!.y > reach * height) break;
      const cells = cellsOf(lines.slice(start, end + 1));
      const mapping = matchColumns(cells.map((cell) => cell.text));
      if (!accept(mapping)) continue;
      // A title just above the header is not part of it: its words name no column, or it is one run over two of the
      // header's cells ("Wholesale Price List 2026"), and the rest is a header.
      const rest = end > start ? cellsOf(lines.slice(start + 1, end + 1)) : [];
      if (
        end > start &&
        (isTitle(lines[start]!, gap) || runsOverCells(lines[start]!, rest, gap)) &&
        !besideCells(lines[start]!, lines[start + 1]!, height, gap) &&
        accept(matchColumns(rest.map((cell) => cell.text)))
      )
        break;
      // Then the wrapped rest of the header cells just below ("($)" under "Price"): close, and without digits, or
      // a line of tier sub-headers under a spanning "Price" (a two-row header).
      let next = end + 1;
      while (
        next < lines.length &&
        ((lines[next]!.y - lines[next - 1]!.y <= band &&
          !crossesRule(lines[next - 1]!, lines[next]!) &&
          !bannerUnder(lines[next]!, cells, mapping, gap, Boolean(search.repair)) &&
          !lines[next]!.boxes.some((box) => /\d/.test(box.text))) ||
          (lines[next]!.y - lines[next - 1]!.y <= 2 * height && isTierLine(lines[next]!, gap)))
      ) {
        next++;
      }
      // A cell of a two-row header centred above the rest ("Price" spanning its tiers) is a little further up.
      const under = headerCells(lines.slice(start, next), gap);
      const first = start > 0 && spansAbove(lines[start - 1]!, lines[start]!, under, height, gap) ? start - 1 : start;
      let full = cellsOf(lines.slice(first, next));
      // A line of column names under cells grouping them ("Plant Name" over "Botanical", "Common").
      if (next < lines.length && lines[next]!.y - lines[next - 1]!.y <= 2 * height && namesOnly(lines[next]!, gap)) {
        full = underGroups(full, spans(lines[next]!, gap));
        next++;
      }
      const fullMapping = matchColumns(full.map((cell) => cell.text));
      return accept(fullMapping)
        ? { cells: full, mapping: fullMapping, start: first, next }
        : { cells, mapping, start, next: end + 1 };
    }
  }
  return null;
}

/**
 * Stretches of x where no more than a fifth of the given lines (at least one) have ink (a stray line crossing, a note, is
 * allowed): the white between columns, at least `wide` text heights wide, inside the text's extent.
 */
export function rivers(lines: TextLine[], gap: number, height: number, wide = 0.5): [number, number][] {
  if (lines.length < 3) return [];
  const ink = lines.map((line) => spans(line, gap));
  const xs = ink.flat().flatMap((span) => [span.x0, span.x1]);
  const left = Math.min(...xs);
  const step = Math.max(1, height / 4);
  const coverage = new Array<number>(Math.ceil((Math.max(...xs) - left) / step) + 1).fill(0);
  for (const line of ink) {
    for (const span of line) {
      for (let bin = Math.floor((span.x0 - left) / step); bin <= Math.floor((span.x1 - left) / step); bin++) {
        coverage[bin]!++;
      }
    }
  }
  const limit = Math.max(1, Math.floor(lines.length / 5));
  const found: [number, number][] = [];
  let start = -1;
  coverage.forEach((count, bin) => {
    if (count <= limit && start < 0) start = bin;
    if (count > limit && start >= 0) {
      if ((bin - start) * step >= wide * height) found.push([left + start * step, left + bin * step]);
      start = -1;
    }
  });
  return found;
}

/**
 * Header cells of a band of OCR lines by the columns of the rows below (the stretches between rivers of white):
 * words over one column are one cell (a two-line "Qty" over "Avail" read top to bottom). A word over a river (a
 * left-aligned "Qty" over right-aligned numbers) joins its nearer neighbour, unless it is a faint speck of one or
 * two letters. Null when the rows below show no rivers.
 */
function riverCells(band: TextLine[], below: TextLine[], gap: number, height: number): Span[] | null {
  const white = rivers(below, gap, height);
  if (!white.length) return null;
  const slack = height / 4;
  const floating = (word: TextBox) => white.some(([from, to]) => from <= word.x0 + slack && to >= word.x1 - slack);
  const speck = (word: TextBox) =>
    word.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2 && (word.confidence ?? 1) < 0.5 && floating(word);
  const words = band
    .flatMap((line, order) => line.boxes.map((box) => ({ ...box, order })))
    .filter((word) => !speck(word))
    .sort((a, b) => a.x0 - b.x0);
  // A word's column: the stretch under its middle; a word whose middle is over a river but which reaches further
  // into the column on one side (a left-aligned "50+" over right-aligned prices) belongs to that column.
  const columnOf = (word: TextBox) => {
    const middle = (word.x0 + word.x1) / 2;
    const before = white.filter(([, to]) => to <= middle).length;
    const river = white.find(([from, to]) => from <= middle && to >= middle);
    return river && word.x1 - river[1] > river[0] - word.x0 ? before + 1 : before;
  };
  const column = words.map((word) => (floating(word) ? -1 : columnOf(word)));
  words.forEach((word, index) => {
    if (column[index]! >= 0) return;
    const left = words.slice(0, index).findLastIndex((_, at) => column[at]! >= 0);
    const right = words.findIndex((_, at) => at > index && column[at]! >= 0);
    const toLeft = left >= 0 ? word.x0 - words[left]!.x1 : Number.POSITIVE_INFINITY;
    const toRight = right >= 0 ? words[right]!.x0 - word.x1 : Number.POSITIVE_INFINITY;
    column[index] = toRight <= toLeft ? (column[right] ?? 0) : (column[left] ?? 0);
  });
  const groups: (typeof words)[] = [];
  words.forEach((word, index) => {
    const last = groups.at(-1)?.at(-1);
    const joined = last && column[words.indexOf(last)] === column[index] && word.x0 - last.x1 <= 2.5 * height;
    if (joined) groups.at(-1)!.push(word);
    else groups.push([word]);
  });
  return groups.map((group) => ({
    text: [...group]
      .sort((a, b) => a.order - b.order || a.x0 - b.x0)
      .map((word) => word.text)
      .join(' '),
    x0: Math.min(...group.map((word) => word.x0)),
    x1: Math.max(...group.map((word) => word.x1)),
  }));
}

/**
 * Header words set apart by wide spaces ("Plant   Name" in a fixed-width font) that together are one column name
 * ("plant name") and over one column of the rows below (their ink runs on under both words, or one word has no
 * values of its own under it: "Qty Avail" right-aligned over right-aligned numbers): one cell.
 */
function joinSpacedNames(cells: Span[], below: TextLine[], gap: number, height: number): Span[] {
  // Fewer than three rows show no rivers to go by.
  if (cells.length < 2 || below.length < 3) return cells;
  let white: [number, number][] | null = null;
  const joined: Span[] = [];
  for (const cell of cells) {
    const last = joined.at(-1);
    const text = last ? `${last.text} ${cell.text}` : '';
    if (last && ALIASES.has(normaliseHeader(text))) {
      white ??= rivers(below, gap, height);
      const apart = white.some(([from, to]) => from < cell.x0 && to > last.x1);
      if (!apart || !ownValues(last, cell, below, gap) || !ownValues(cell, last, below, gap)) {
        joined[joined.length - 1] = { text, x0: last.x0, x1: cell.x1 };
        continue;
      }
    }
    joined.push(cell);
  }
  return joined;
}

/** Whether rows below (more than a fifth, at least two) have text under `word` that stays clear of `other`. */
function ownValues(word: Span, other: Span, below: TextLine[], gap: number): boolean {
  const clear = (span: Span) => (other.x0 > word.x0 ? span.x1 < other.x0 : span.x0 > other.x1);
  const under = below.filter((line) =>
    spans(line, gap).some((span) => span.x0 < word.x1 && span.x1 > word.x0 && clear(span)),
  );
  return under.length > Math.max(1, Math.floor(below.length / 5));
}

const ALIASES = new Map(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field] as const)),
);

/**
 * OCR cells of one line that are two column names side by side ("Avail Ready": a right-aligned quantity one space
 * from the next column), cut in two: when the whole is no column name but its words, cut once, are two names of
 * different columns.
 */
function splitJoinedNames(cells: Span[], band: TextLine[]): Span[] {
  return cells.flatMap((cell) => {
    if (ALIASES.has(normaliseHeader(cell.text))) return [cell];
    const inside = (box: TextBox) => box.x0 >= cell.x0 && box.x1 <= cell.x1;
    const lines = band.filter((line) => line.boxes.some(inside));
    if (lines.length !== 1) return [cell];
    const words = lines[0]!.boxes.filter(inside).sort((a, b) => a.x0 - b.x0);
    for (let cut = 1; cut < words.length; cut++) {
      const parts = [words.slice(0, cut), words.slice(cut)].map((part) => ({
        text: part.map((word) => word.text).join(' '),
        x0: part[0]!.x0,
        x1: part.at(-1)!.x1,
      }));
      const fields = parts.map((part) => ALIASES.get(normaliseHeader(part.text)));
      if (fields[0] && fields[1] && fields[0] !== fields[1]) return parts;
    }
    return [cell];
  });
}
