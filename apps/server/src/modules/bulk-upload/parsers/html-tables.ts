import { LIMITS } from '@verdant/shared/messages';
import { type SourceTable, UnreadableFile } from './table.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const span = (tag: string, name: string) =>
  Math.max(1, Number(new RegExp(`\\b${name}\\s*=\\s*["']?(\\d+)`, 'i').exec(tag)?.[1] ?? 1));

interface OpenTable {
  rows: SourceTable;
  row: string[] | null;
  cell: string | null;
  /** The opening tag of the cell being read (its colspan and rowspan). */
  tag: string;
  /** Per column, how many more rows a cell above still covers (rowspan). */
  covered: Map<number, number>;
  /** The current row's columns covered by a cell merged down only. */
  spanned: Set<number>;
  /** The current row's columns with text struck through, and whether the cell being read has some. */
  struck: Set<number>;
  cellStruck: boolean;
  /** Columns of the current row covered from above. */
  skip: Set<number>;
  /** Columns covered from above by a cell one column wide (merged down only, not a block). */
  tall: Set<number>;
}

/** A cell's text: spaces collapsed, its lines (paragraphs, line breaks) kept, blank ones dropped. */
const cellLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** Adds a cell; spans must not make a small file into more cells than a list may have. */
function pushCell(row: string[], text: string, count: { cells: number }): void {
  row.push(text);
  if (++count.cells > LIMITS.bulkMaxCells) throw new UnreadableFile('too-many-cells');
}

/** Columns covered by a cell above are empty here: cells keep the columns they sit under. */
function padCovered(table: OpenTable, count: { cells: number }): void {
  while (table.row && table.skip.has(table.row.length) && table.row.length < LIMITS.bulkMaxColumns) {
    pushCell(table.row, '', count);
  }
}

/**
 * The tables of simple generated HTML (mammoth's), each as rows of cell texts. A nested table is a table of its
 * own. Paragraphs and line breaks inside a cell start its lines. A cell spanning columns or rows ("Price" over its
 * tiers) has its text once, the columns and rows it covers are empty, so every cell stays under its column.
 */
export function htmlTables(html: string): SourceTable[] {
  const tables: SourceTable[] = [];
  const open: OpenTable[] = [];
  const count = { cells: 0 };
  const tag = /<(\/?)(table|tr|td|th|p|br|li|s|del|strike)\b[^>]*>|<[^>]*>|([^<]+)/gi;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const current = open.at(-1);
    const [, closing, name, text] = match;
    if (text !== undefined) {
      if (current && current.cell !== null) current.cell += decodeEntities(text);
      continue;
    }
    switch (name?.toLowerCase()) {
      case 'table':
        if (closing) {
          const done = open.pop();
          if (done) tables.push(done.rows);
        } else
          open.push({
            rows: [],
            row: null,
            cell: null,
            tag: '',
            covered: new Map(),
            skip: new Set(),
            tall: new Set(),
            spanned: new Set(),
            struck: new Set(),
            cellStruck: false,
          });
        break;
      case 'tr':
        if (!current) break;
        if (closing) {
          padCovered(current, count);
          if (current.row) {
            const spanned = current.spanned.size ? current.row.map((_, column) => current.spanned.has(column)) : null;
            const struck = current.struck.size
              ? current.row.map((_, column) => (current.struck.has(column) ? 0 : 1))
              : null;
            current.rows.push({
              number: current.rows.length + 1,
              cells: current.row,
              ...(spanned ? { spanned } : {}),
              ...(struck ? { confidence: struck } : {}),
            });
          }
          current.row = null;
        } else {
          current.row = [];
          current.struck = new Set();
          current.spanned = new Set([...current.covered.keys()].filter((column) => current.tall.has(column)));
          current.skip = new Set([...current.covered.keys()]);
          for (const [column, rows] of current.covered) {
            if (rows <= 1) {
              current.covered.delete(column);
              current.tall.delete(column);
            } else current.covered.set(column, rows - 1);
          }
        }
        break;
      case 'td':
      case 'th':
        if (!current?.row) break;
        if (closing) {
          padCovered(current, count);
          const column = current.row.length;
          if (current.cellStruck) current.struck.add(column);
          current.cellStruck = false;
          pushCell(current.row, cellLines(current.cell ?? ''), count);
          const columns = Math.min(span(current.tag, 'colspan'), LIMITS.bulkMaxColumns - column);
          const rows = span(current.tag, 'rowspan');
          for (let extra = 1; extra < columns; extra++) pushCell(current.row, '', count);
          if (rows > 1) for (let at = column; at < column + columns; at++) current.covered.set(at, rows - 1);
          if (rows > 1 && columns === 1) current.tall.add(column);
          current.cell = null;
        } else {
          current.cell = '';
          current.tag = match[0];
        }
        break;
      case 's':
      case 'del':
      case 'strike':
        // Text struck through: a nursery's way of saying sold out or gone (or a price replaced).
        if (current && current.cell !== null && !closing) current.cellStruck = true;
        break;
      default:
        // Paragraphs, list items and line breaks start a line inside a cell.
        if (current && current.cell !== null && name) current.cell += '\n';
    }
  }
  return tables;
}
