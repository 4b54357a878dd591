import { newWorkbook } from '../../../lib/workbook.ts';
import { cellText } from './spreadsheet-cells.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/** Every worksheet of an .xlsx (already checked by the zip guard), visible sheets first. */
export async function parseXlsx(buffer: Buffer): Promise<SourceTable[]> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile('corrupt');
  }
  const sheets = [...workbook.worksheets].sort((a, b) => Number(a.state !== 'visible') - Number(b.state !== 'visible'));
  return sheets.map((sheet) => {
    const table: SourceTable = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      // What the sheet shows: hidden rows and columns (a cost column, sold-out rows) are no part of the list.
      if (row.hidden) return;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      // A merged range shows its text once (a section banner across the table, a title): exceljs repeats it in
      // every cell of the range, which would fill every column of a banner row.
      const cells = Array.from(values, (value, index) => {
        const cell = row.getCell(index + 1);
        if (sheet.getColumn(index + 1).hidden) return '';
        return cell.isMerged && cell.master.address !== cell.address ? '' : cellText(value);
      });
      table.push({ number, cells });
    });
    return table;
  });
}
