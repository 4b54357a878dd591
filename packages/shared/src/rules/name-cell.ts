// A plant-name cell holding both names, "Red Maple (Acer rubrum)" or "Acer rubrum (Red Maple)", in a list with no
// botanical column: the botanical part is the scientific name, the other the plant's name. Server-side only (it
// loads the plant-name reference); the import applies it as it reads each row.
import { parsePlantName } from '../plant-names/parse-name.ts';
import { commonKey, plantReference } from '../plant-names/reference.ts';
import type { BulkRowCells } from '../schemas/bulk-upload.ts';

/** A botanical name whose genus the reference knows, with its species (or a cultivar) and nothing else. */
function isBotanical(text: string): boolean {
  const name = parsePlantName(text);
  if (!name.genus || name.rest || !(name.species || name.cultivar)) return false;
  return plantReference().genera.has(name.genus.toLowerCase());
}

/** The cells with a "Common (Botanical)" name cell taken apart; the same cells when it is anything else. */
export function withNamesApart(cells: BulkRowCells): BulkRowCells {
  const name = cells.plant_name;
  if (!name) return commonInBrackets(cells);
  if (cells.scientific_name) return cells;
  const parts = /^([^()]+?)\s*\(([^()]+)\)$/.exec(name);
  if (!parts) return cells;
  const [outer, inner] = [parts[1]!.trim(), parts[2]!.trim()];
  if (isBotanical(inner) && !isBotanical(outer) && !/\d/.test(outer))
    return { ...cells, plant_name: outer, scientific_name: inner };
  // The other way round only when the reference knows the common name: "(Native)" or "(PP12345)" is no name.
  if (isBotanical(outer) && plantReference().byCommon.has(commonKey(inner)))
    return { ...cells, plant_name: inner, scientific_name: outer };
  return cells;
}

/**
 * A botanical cell holding the common name in brackets ("Ilex glabra 'Shamrock' (Inkberry)") beside a blank common
 * cell: the common name taken out, when the reference knows it ("(Native)" or "(PP12345)" is no name).
 */
function commonInBrackets(cells: BulkRowCells): BulkRowCells {
  const parts = cells.scientific_name ? /^([^()]+?)\s*\(([^()]+)\)$/.exec(cells.scientific_name) : null;
  if (!parts) return cells;
  const [outer, inner] = [parts[1]!.trim(), parts[2]!.trim()];
  if (!isBotanical(outer) || !plantReference().byCommon.has(commonKey(inner))) return cells;
  return { ...cells, plant_name: inner, scientific_name: outer };
}

/**
 * A name cell holding both names on two lines ("Acer rubrum 'Red Sunset'" over "Red Maple", Alt+Enter in a sheet,
 * two paragraphs in a Word cell), in a list with no botanical column: one line a botanical name whose genus the
 * reference knows, the other a common name (a capital first, no digit, no quote: "'Red Sunset'" under "Acer
 * rubrum" is its cultivar, not a name). `unsure` when the reference does not know that common name.
 */
export function withNamesOnLines(cells: BulkRowCells, raw: string): { cells: BulkRowCells; unsure: boolean } {
  const lines = raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (cells.scientific_name || lines.length !== 2) return { cells, unsure: false };
  const [first, second] = lines as [string, string];
  const botanicalFirst = isBotanical(first);
  if (botanicalFirst === isBotanical(second)) return { cells, unsure: false };
  const [scientific, common] = botanicalFirst ? [first, second] : [second, first];
  if (!/^\p{Lu}/u.test(common) || /[\d'"‘’“”]/u.test(common)) return { cells, unsure: false };
  const known = plantReference().byCommon.has(commonKey(common));
  return { cells: { ...cells, plant_name: common, scientific_name: scientific }, unsure: !known };
}
