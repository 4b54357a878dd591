import type { Workbook } from 'exceljs';

/**
 * A new ExcelJS workbook. ExcelJS is loaded on first use, not at start-up: it is a quarter of a second of a
 * process's start (and of every API test file's), and only spreadsheet uploads, templates and exports need it.
 */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}
