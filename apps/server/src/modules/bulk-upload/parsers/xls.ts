import * as XLSX from '@e965/xlsx';
import { cellText } from './spreadsheet-cells.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/** Every sheet of a legacy Excel 97-2003 workbook, read with SheetJS (no formulas run, no files touched). */
export function parseXls(buffer: Buffer): SourceTable[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
    });
  } catch (error) {
    throw new UnreadableFile(/password|encrypt/i.test(String(error)) ? 'encrypted' : 'corrupt');
  }
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) return [];
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
    return rows.map((cells, index) => ({
      number: range.s.r + index + 1,
      cells: cells.map((value) => cellText(value)),
    }));
  });
}
