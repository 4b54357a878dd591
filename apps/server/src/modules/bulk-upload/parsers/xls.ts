import * as XLSX from '@e965/xlsx';
import { LIMITS } from '@verdant/shared/messages';
import { type SheetCell, sheetNumbers } from './formula.ts';
import { cellText, numberText, shownSheets } from './spreadsheet-cells.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/** The sheets a legacy Excel 97-2003 workbook shows, read with SheetJS (no formulas run, no files touched). */
export function parseXls(buffer: Buffer): SourceTable[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      // Formulas are kept to work out those saved without a result (xlwt saves none); none is ever run as code.
      cellFormula: true,
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
  const hidden = (index: number) => Boolean(workbook.Workbook?.Sheets?.[index]?.Hidden);
  const tables = workbook.SheetNames.map((name, index) => ({
    table: sheetTable(workbook.Sheets[name]),
    hidden: hidden(index),
  }));
  return shownSheets(tables);
}

/** A sheet's rows as the sheet shows them. */
function sheetTable(sheet: XLSX.WorkSheet | undefined): SourceTable {
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  // What the sheet shows: hidden rows and columns (a cost column, sold-out rows) are no part of the list.
  const hiddenRow = (index: number) => sheet['!rows']?.[range.s.r + index]?.hidden === true;
  const hiddenColumn = (index: number) => sheet['!cols']?.[range.s.c + index]?.hidden === true;
  const data = sheet['!data'] ?? [];
  const numberAt = formulaNumbers(data);
  /** A cell's text, or null for a formula with no number to be had (its own text is shown, marked unsure). */
  const text = (value: unknown, row: number, column: number): string | null => {
    const cell = data[range.s.r + row]?.[range.s.c + column];
    if (cell?.f && (value === '' || value === undefined)) {
      const worked = numberAt(range.s.c + column + 1, range.s.r + row + 1);
      return worked === null ? null : numberText(worked, cell.z as string | undefined);
    }
    return typeof value === 'number' ? numberText(value, cell?.z as string | undefined) : cellText(value);
  };
  return rows.flatMap((values, index) => {
    if (hiddenRow(index)) return [];
    let confidence: number[] | undefined;
    const cells = Array.from(values, (value, column) => {
      if (hiddenColumn(column)) return '';
      const read = text(value, index, column);
      if (read !== null) return read;
      confidence ??= values.map(() => 1);
      confidence[column] = 0;
      return `=${data[range.s.r + index]?.[range.s.c + column]?.f}`;
    });
    return [{ number: range.s.r + index + 1, cells, ...(confidence ? { confidence } : {}) }];
  });
}

/** The sheet's cells for its formulas (1-based): blank is 0, a formula saved without a result is worked out. */
function formulaNumbers(data: XLSX.CellObject[][]) {
  return sheetNumbers((column, row): SheetCell => {
    const cell = data[row - 1]?.[column - 1];
    if (!cell || cell.t === 'z' || (cell.v === '' && !cell.f)) return { number: 0 };
    if (typeof cell.v === 'number') return { number: cell.v };
    if (cell.f && (cell.v === '' || cell.v === undefined)) return { formula: cell.f };
    return { number: null };
  });
}
