import { SSF } from '@e965/xlsx';

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
