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
