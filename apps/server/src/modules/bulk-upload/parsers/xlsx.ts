import type { Cell, Worksheet } from 'exceljs';
import { newWorkbook } from '../../../lib/workbook.ts';
import { readZipEntry } from '../zip-guard.ts';
import { type SheetCell, sheetNumbers } from './formula.ts';
import { cellText, numberText, shownSheets } from './spreadsheet-cells.ts';
import { type SourceTable, UnreadableFile } from './table.ts';

/** How sure a cell is when struck through, or a formula that can't be worked out here (a stored result the writer asked Excel to recalculate, or none). */
const UNSURE_CONFIDENCE = 0;

/** The worksheets of an .xlsx (already checked by the zip guard) that it shows (hidden ones only if none has a list). */
export async function parseXlsx(buffer: Buffer): Promise<SourceTable[]> {
  const workbook = await newWorkbook();
  let book: string | null;
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    book = await readZipEntry(buffer, 'xl/workbook.xml');
  } catch {
    throw new UnreadableFile('corrupt');
  }
  // xlsxwriter stores 0 as every formula's result and asks Excel to work them all out on opening.
  const staleResults = /<(?:\w+:)?calcPr\b[^>]*\bfullCalcOnLoad="(?:1|true)"/.test(book ?? '');
  const tables = workbook.worksheets.map((sheet) => ({
    table: sheetTable(sheet, staleResults),
    hidden: sheet.state !== 'visible',
  }));
  return shownSheets(tables);
}

/** A worksheet's rows as the sheet shows them. */
function sheetTable(sheet: Worksheet, staleResults: boolean): SourceTable {
  const table: SourceTable = [];
  const formulas = sheetFormulas(sheet, staleResults);
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    // What the sheet shows: hidden rows and columns (a cost column, sold-out rows) are no part of the list.
    if (row.hidden) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    let confidence: number[] | undefined;
    let spanned: boolean[] | undefined;
    // A merged range shows its text once (a section banner across the table, a title): exceljs repeats it in
    // every cell of the range, which would fill every column of a banner row.
    const cells = Array.from(values, (value, index) => {
      const cell = row.getCell(index + 1);
      if (sheet.getColumn(index + 1).hidden) return '';
      if (cell.isMerged && cell.master.address !== cell.address) {
        if (mergedDownOnly(sheet, cell.master, cell)) {
          spanned ??= values.map(() => false);
          spanned[index] = true;
        }
        return '';
      }
      const formula = formulas.read(index + 1, number, value);
      // Text struck through: a nursery's way of saying sold out or gone (or a price replaced).
      if (formula?.unsure || (value !== null && value !== undefined && isStruck(cell))) {
        confidence ??= values.map(() => 1);
        confidence[index] = UNSURE_CONFIDENCE;
      }
      if (formula) {
        // No number to be had: the formula as written, to be filled in (never a blank that may pass as ok).
        return formula.value === null ? `=${cell.formula}` : numberText(formula.value, cell.numFmt);
      }
      return typeof value === 'number' ? numberText(value, cell.numFmt) : cellText(value);
    });
    table.push({ number, cells, ...(confidence ? { confidence } : {}), ...(spanned ? { spanned } : {}) });
  });
  return table;
}

function isStruck(cell: Cell): boolean {
  if (cell.font?.strike) return true;
  const runs = (cell.value as { richText?: { font?: { strike?: boolean } }[] } | null)?.richText;
  return Array.isArray(runs) && runs.some((run) => run.font?.strike);
}

/** A cell under its merged range's first cell in a range one column wide (a banner or title block is wider). */
function mergedDownOnly(sheet: Worksheet, master: Cell, cell: Cell): boolean {
  if (master.col !== cell.col) return false;
  const right = sheet.findRow(Number(master.row))?.findCell(Number(master.col) + 1);
  return right?.master.address !== master.address;
}

interface FormulaValue {
  formula?: string;
  sharedFormula?: string;
  result?: unknown;
}

const isFormula = (value: unknown): value is FormulaValue =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/**
 * The value of each formula cell: its stored result, unless there is none (openpyxl writes none) or the writer
 * asked for every formula to be recalculated (its results are placeholders): then the formula worked out here, or
 * the stored result (or the formula's own text) marked unsure.
 */
function sheetFormulas(sheet: Worksheet, staleResults: boolean) {
  const trusted = (value: FormulaValue) => value.result !== undefined && value.result !== null && !staleResults;
  const numberAt = sheetNumbers((column, row): SheetCell => {
    // findRow, not getRow: a reference to a far cell must not make rows and cells that are not in the file.
    const cell = sheet.findRow(row)?.findCell(column);
    const value = cell?.value as unknown;
    if (!cell || value === null || value === undefined || value === '') return { number: 0 };
    if (typeof value === 'number') return { number: value };
    if (!isFormula(value)) return { number: null };
    if (trusted(value) || !cell.formula) return { number: typeof value.result === 'number' ? value.result : null };
    return { formula: cell.formula };
  });
  return {
    /** A formula cell's number (null: none could be had), or undefined for a cell that is no formula. */
    read(column: number, row: number, value: unknown): { value: number | null; unsure: boolean } | undefined {
      if (!isFormula(value)) return;
      // A formula giving text (a name joined from cells, an error) or a date keeps what cellText makes of it.
      if (typeof value.result === 'string' || (typeof value.result === 'object' && value.result !== null)) return;
      const stored = typeof value.result === 'number' ? value.result : null;
      if (trusted(value)) return { value: stored, unsure: false };
      const computed = numberAt(column, row);
      if (computed !== null) return { value: computed, unsure: false };
      return { value: stored, unsure: true };
    },
  };
}
