import { LIMITS } from '@verdant/shared/messages';
import { type SourceTable, UnreadableFile } from './table.ts';

/** Text as the spreadsheet program wrote it: UTF-8 or UTF-16 with a byte order mark, else UTF-8, else Windows-1252. */
export function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** Excel's "sep=;" line, else the candidate that splits the first lines most often and most evenly. */
function pickDelimiter(text: string): { delimiter: string; skipFirstLine: boolean } {
  const sep = /^sep=(.)\r?\n/.exec(text);
  if (sep) return { delimiter: sep[1]!, skipFirstLine: true };
  // The first 64 KB are enough to tell: a file of one 10 MB line is not copied over and over here.
  const lines = text
    .slice(0, 65_536)
    .split(/\r?\n/, 30)
    .filter((line) => line.trim());
  let best = { delimiter: ',', score: 0 };
  for (const delimiter of [',', ';', '\t', '|']) {
    const counts = lines.map((line) => line.replace(/"[^"]*"/g, '').split(delimiter).length - 1);
    const score = counts.filter((count) => count > 0 && count === Math.max(...counts)).length;
    if (score > best.score) best = { delimiter, score };
  }
  return { delimiter: best.delimiter, skipFirstLine: false };
}

/**
 * RFC 4180: quoted fields may hold delimiters, doubled quotes and line breaks. Rows keep their line numbers. Past
 * the column or cell cap the file is refused as it is read, before the table is built.
 */
export function parseCsv(buffer: Buffer): SourceTable {
  const text = decodeText(buffer);
  const { delimiter, skipFirstLine } = pickDelimiter(text);
  const rows: SourceTable = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  let index = 0;
  if (skipFirstLine) {
    index = text.indexOf('\n') + 1;
    line = rowStart = 2;
  }
  let total = 0;
  const endCell = () => {
    cells.push(field);
    field = '';
    total++;
    if (cells.length > LIMITS.bulkMaxColumns || total > LIMITS.bulkMaxCells) throw new UnreadableFile('too-many-cells');
  };
  const endRow = () => {
    endCell();
    rows.push({ number: rowStart, cells });
    cells = [];
  };
  for (; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        // Past what a cell may hold the rest is not kept: the file is refused for it once read (read-file.ts).
        if (field.length <= LIMITS.bulkMaxCellChars) field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
      line++;
      rowStart = line;
    } else if (field.length <= LIMITS.bulkMaxCellChars) field += char;
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}
