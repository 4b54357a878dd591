// An inventory program's export: "Item" holds the nursery's item codes ("ACEFRE-100", "4012"), "Description" the
// plant. The header alone reads "Item" as the plant's name; its cells decide.
import type { BulkField } from '../schemas/bulk-upload.ts';

/** Share of the column's filled cells that must be codes. */
const CODE_SHARE = 0.8;
/**
 * One word holding a digit ("ACEFRE-100", "4012", "QR-15G"), or capitals in groups joined by dashes or dots
 * ("PAN-VIR-NOR", "ACE.RUB"); never a name ("Acer rubrum", "Pin Oak").
 */
const CODE = /^(?:(?=\S*\d)\S+|[A-Z]+(?:[-_./][A-Z0-9]+)+)$/;

/** The mapping with a plant-name column of item codes dropped and "Description" read as the plant's name. */
export function namesFromDescription(
  mapping: readonly (BulkField | null)[],
  rows: readonly (readonly string[])[],
): (BulkField | null)[] {
  const column = mapping.indexOf('plant_name');
  const description = mapping.indexOf('description');
  if (column < 0 || description < 0 || mapping.includes('scientific_name')) return [...mapping];
  const filled = rows.map((row) => (row[column] ?? '').trim()).filter(Boolean);
  const codes = filled.filter((cell) => CODE.test(cell)).length;
  if (filled.length === 0 || codes < filled.length * CODE_SHARE) return [...mapping];
  const result = [...mapping];
  result[column] = null;
  result[description] = 'plant_name';
  return result;
}
