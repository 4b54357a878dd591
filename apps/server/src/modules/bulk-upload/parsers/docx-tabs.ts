import { LIMITS } from '@verdant/shared/messages';
import { type SourceTable, UnreadableFile } from './table.ts';

// A Word list laid out with tab stops instead of a table (or lined up with spaces): each paragraph a row, its tabs
// (or runs of two or more spaces) between the cells. Where
// a cell stands is told by the stop its tab reaches: the paragraph's own stops (w:tabs), else the default ones
// every half inch, after the text before it (its width estimated from its size). Rows whose cells are fewer than
// the most any row has (an empty cell, a typist's extra tabs to line up a short word) are placed by those stops.

interface Paragraph {
  /** Each cell's text and where its tab took it (twips from the paragraph's start); empty cells left out. */
  cells: { text: string; at: number }[];
  tabbed: boolean;
  /** The texts between the tabs, empty ones kept. */
  slots?: string[];
}

/** Twips between the default stops (Word's and Writer's 0.5 inch). */
const DEFAULT_STOP = 720;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code] ?? whole;
    const point = code[1] === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });

/** The width of text at a size in half-points, in twips: half an em a character (a fair mean for text fonts). */
const width = (text: string, halfPoints: number) => text.length * halfPoints * 5;

const TOKEN =
  /<w:tbl[\s>]|<\/w:tbl>|<w:p[\s>]|<w:p\/>|<\/w:p>|<w:tabs>|<\/w:tabs>|<w:tab\b([^>]*)\/>|<w:sz w:val="(\d+)"|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\b[^>]*\/>/g;

/** Two or more spaces between words. */
const SPACED = /\S {2,}\S/;

/** A line lined up with spaces: its cells parted by two or more spaces, each where its first letter stands. */
function spacedCells(text: string, size: number): Paragraph {
  const cells = [...text.matchAll(/\S+(?: \S+)*/g)].map((match) => ({
    text: match[0],
    at: width(text.slice(0, match.index), size),
  }));
  return { cells, tabbed: true };
}

/** The paragraphs of document.xml outside tables (a table is read as a table). */
function paragraphs(xml: string): Paragraph[] {
  const found: Paragraph[] = [];
  let depth = 0;
  let inStops = false;
  let stops: number[] = [];
  let texts: string[] = [];
  let size = 20;
  let cells = 0;
  const close = () => {
    if (depth > 0) return;
    // No tabs, but cells lined up with runs of spaces (a typewriter's list in a fixed-width font).
    if (texts.length === 1 && SPACED.test(texts[0]!)) return found.push(spacedCells(texts[0]!, size));
    let x = 0;
    const placed: Paragraph['cells'] = [];
    texts.forEach((text, index) => {
      let at = x;
      if (index > 0) {
        at = stops.find((stop) => stop > x) ?? (Math.floor(x / DEFAULT_STOP) + 1) * DEFAULT_STOP;
      }
      x = at + width(text, size);
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (trimmed) placed.push({ text: trimmed, at });
    });
    const slots = texts.map((text) => text.replace(/\s+/g, ' ').trim());
    if (placed.length) found.push({ cells: placed, tabbed: texts.length > 1, slots });
  };
  for (const match of xml.matchAll(TOKEN)) {
    const [token, tabAttributes, sizeValue, text] = match;
    if (token.startsWith('<w:tbl')) depth++;
    else if (token === '</w:tbl>') depth = Math.max(0, depth - 1);
    else if (token.startsWith('<w:p') && !token.endsWith('/>')) {
      stops = [];
      texts = [''];
      size = 20;
    } else if (token === '</w:p>') close();
    else if (token === '<w:tabs>') inStops = true;
    else if (token === '</w:tabs>') inStops = false;
    else if (tabAttributes !== undefined) {
      if (inStops) {
        const pos = Number(/w:pos="(-?\d+)"/.exec(tabAttributes)?.[1]);
        if (!/w:val="clear"/.test(tabAttributes) && Number.isFinite(pos)) stops.push(pos);
        stops.sort((a, b) => a - b);
      } else if (depth === 0) {
        texts.push('');
        // A paragraph of a million tabs is no list: refused as it is read, like a table of a million cells.
        if (texts.length > LIMITS.bulkMaxColumns || ++cells > LIMITS.bulkMaxCells) {
          throw new UnreadableFile('too-many-cells');
        }
      }
    } else if (sizeValue !== undefined) size = Math.max(2, Number(sizeValue));
    else if (text !== undefined && texts.length) {
      const last = texts.length - 1;
      if (texts[last]!.length <= LIMITS.bulkMaxCellChars) texts[last] += decode(text);
    } else if (token.startsWith('<w:br') && texts.length) texts[texts.length - 1] += ' ';
  }
  return found;
}

/**
 * Columns of a block of tabbed paragraphs: where the rows with the most cells have each one (the median). A row
 * with as many cells takes them in order; a row with fewer places each at the nearest column, left to right.
 */
function placeCells(block: Paragraph[]): string[][] {
  const most = Math.max(...block.map((paragraph) => (paragraph.tabbed ? paragraph.cells.length : 0)));
  const full = block.filter((paragraph) => paragraph.tabbed && paragraph.cells.length === most);
  const columns = Array.from({ length: most }, (_, column) => {
    const at = full.map((paragraph) => paragraph.cells[column]!.at).sort((a, b) => a - b);
    return at[Math.floor(at.length / 2)]!;
  });
  // Complete rows that part their cells with one tab each (no tabs typed to line up): two tabs with nothing
  // between them are an empty cell, not padding, in every row.
  const oneTabEach = full.every((paragraph) => paragraph.slots?.length === most);
  return block.map((paragraph) => {
    if (!paragraph.tabbed) return [paragraph.cells.map((cell) => cell.text).join(' ')];
    if (paragraph.cells.length === most) return paragraph.cells.map((cell) => cell.text);
    if (oneTabEach && paragraph.slots?.length === most) return paragraph.slots;
    const row: string[] = columns.map(() => '');
    let next = 0;
    paragraph.cells.forEach((cell, index) => {
      // The nearest column still free, leaving room for the cells after this one.
      const last = most - (paragraph.cells.length - index);
      let best = next;
      for (let column = next; column <= last; column++) {
        if (Math.abs(columns[column]! - cell.at) < Math.abs(columns[best]! - cell.at)) best = column;
      }
      row[best] = row[best] ? `${row[best]} ${cell.text}` : cell.text;
      next = best + 1;
    });
    return row;
  });
}

/**
 * The lists of a Word document's tabbed paragraphs: each run of paragraphs from the first tabbed one to the last
 * (at least two), plain paragraphs between them kept as one-cell rows (a section banner, a note).
 */
export function tabbedTables(xml: string): SourceTable[] {
  const all = paragraphs(xml);
  const tabbed = all.flatMap((paragraph, index) => (paragraph.tabbed ? [index] : []));
  if (tabbed.length < 2) return [];
  const block = all.slice(tabbed[0], tabbed.at(-1)! + 1);
  return [placeCells(block).map((cells, index) => ({ number: index + 1, cells }))];
}
