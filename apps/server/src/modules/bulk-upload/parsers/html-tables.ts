import type { SourceTable } from './table.ts';

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

/**
 * The tables of simple generated HTML (mammoth's), each as rows of cell texts. A nested table is a table of its
 * own. Paragraphs and line breaks inside a cell become spaces.
 */
export function htmlTables(html: string): SourceTable[] {
  const tables: SourceTable[] = [];
  const open: { rows: SourceTable; row: string[] | null; cell: string | null }[] = [];
  const tag = /<(\/?)(table|tr|td|th|p|br|li)\b[^>]*>|<[^>]*>|([^<]+)/gi;
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
        } else open.push({ rows: [], row: null, cell: null });
        break;
      case 'tr':
        if (!current) break;
        if (closing) {
          if (current.row) current.rows.push({ number: current.rows.length + 1, cells: current.row });
          current.row = null;
        } else current.row = [];
        break;
      case 'td':
      case 'th':
        if (!current?.row) break;
        if (closing) {
          current.row.push((current.cell ?? '').replace(/\s+/g, ' ').trim());
          current.cell = null;
        } else current.cell = '';
        break;
      default:
        // Paragraphs, list items and line breaks separate words inside a cell.
        if (current && current.cell !== null && name) current.cell += ' ';
    }
  }
  return tables;
}
