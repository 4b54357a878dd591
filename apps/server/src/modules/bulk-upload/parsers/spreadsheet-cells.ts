import { SSF } from '@e965/xlsx';
import { findHeaderRow } from '@verdant/shared/rules/bulk-header';
import type { SourceTable } from './table.ts';

/** A spreadsheet cell value (exceljs or SheetJS) as the text the vendor sees. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) {
      return object.richText.map((part) => cellText((part as { text?: unknown }).text)).join('');
    }
    // Formulas keep their last computed result; hyperlinks their text.
    if ('result' in object) return cellText(object.result);
    if ('text' in object) return cellText(object.text);
  }
  return '';
}

/**
 * A number as its cell shows it when the cell's format writes a unit around it: `0 "gal"` shows 3 as "3 gal",
 * `#,##0 "ea"` 1250 as "1,250 ea" (the size is "3 gal", never "3"). Other formats (currency, decimals, percent)
 * keep the plain number, which every reader of the cell understands the same.
 */
export function numberText(value: number, format: string | undefined): string {
  if (!Number.isFinite(value)) return '';
  const section = format?.split(';')[0] ?? '';
  const unit = /"[^"]*\p{L}[^"]*"|\\\p{L}/u.test(section);
  if (!unit || SSF.is_date(section)) return String(value);
  try {
    return String(SSF.format(section, value)).trim();
  } catch {
    return String(value);
  }
}

/**
 * The sheets a workbook shows. A hidden sheet (last season's list kept for reference, a lookup table) is no part of
 * the list, as hidden rows and columns are not; only when no shown sheet has a header row are hidden ones read.
 */
export function shownSheets(sheets: readonly { table: SourceTable; hidden: boolean }[]): SourceTable[] {
  const shown = sheets.filter((sheet) => !sheet.hidden).map((sheet) => sheet.table);
  if (shown.some((table) => findHeaderRow(table.map((row) => row.cells)) >= 0)) return shown;
  return [...shown, ...sheets.filter((sheet) => sheet.hidden).map((sheet) => sheet.table)];
}
