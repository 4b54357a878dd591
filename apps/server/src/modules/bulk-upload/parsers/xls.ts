import * as XLSX from '@e965/xlsx';
import { LIMITS } from '@verdant/shared/messages';
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
      // Styles tell hidden rows and columns; dates come as dates, not as day serials ("46492").
      cellStyles: true,
      cellDates: true,
      dense: true,
    });
  } catch (error) {
    throw new UnreadableFile(/password|encrypt/i.test(String(error)) ? 'encrypted' : 'corrupt');
  }
  // The caps of the xlsx and docx guard, counted on the parsed cells before any table is built from them.
  let cells = 0;
  for (const name of workbook.SheetNames) {
    for (const row of workbook.Sheets[name]?.['!data'] ?? []) {
      if (!row) continue;
      if (row.length > LIMITS.bulkMaxColumns) throw new UnreadableFile('too-many-cells');
      cells += row.length;
    }
  }
  if (cells > LIMITS.bulkMaxCells) throw new UnreadableFile('too-many-cells');
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) return [];
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
    // What the sheet shows: hidden rows and columns (a cost column, sold-out rows) are no part of the list.
    const hiddenRow = (index: number) => sheet['!rows']?.[range.s.r + index]?.hidden === true;
    const hiddenColumn = (index: number) => sheet['!cols']?.[range.s.c + index]?.hidden === true;
    return rows.flatMap((cells, index) =>
      hiddenRow(index)
        ? []
        : [
            {
              number: range.s.r + index + 1,
              cells: Array.from(cells, (value, column) => (hiddenColumn(column) ? '' : cellText(value))),
            },
          ],
    );
  });
}
