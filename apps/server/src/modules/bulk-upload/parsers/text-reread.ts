import { invalidCellRegions, REREAD_CONFIDENCE, readRegions } from './cell-reread.ts';
import type { CellRegion } from './header-reread.ts';
import type { LaidTable, TextLine } from './layout.ts';
import type { Grey } from './page-image.ts';

// A name or other text cell read unsure (below a sure row's confidence) is cut out of the page and read again on its
// own, enlarged, at two sizes: a letter misread among the page's lines ("Comusseices" for "Cornus sericea", "Glorv"
// for "Glory") is often read right alone and larger. A text cell has no valid form to check, so a new reading is
// kept only when both sizes read the same words, and the first reading's quote marks stay: the enlarged reading
// often reads a cultivar's quote as another mark. It must also be read surer than at first by one size at least.

/** Text heights (px) an unsure text cell is read at, alone. */
const TEXT_HEIGHTS = [40, 55];
const MAX_ENLARGE = 3.5;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const EDGE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u;
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;
/** A word read again may be at most this much shorter than at first. */
const SHORTER = 0.75;

/**
 * The words read again, with the first reading's marks around each word (its quotes, its commas); null when the
 * word counts differ while the first reading has marks to keep.
 */
export function withFirstMarks(before: string, after: string): string | null {
  const [old, fresh] = [words(before), words(after)];
  // A word read much shorter is a cell cut off at its column's edge ("'Incre'" for "'Incrediball'"), not a fix.
  const cut = (first: string, again: string) => letters(again) < SHORTER * letters(first);
  if (old.length !== fresh.length)
    return /[^\p{L}\p{N}\s]/u.test(before) || cut(before, after) ? null : fresh.join(' ');
  if (fresh.some((word, index) => cut(old[index]!, word))) return null;
  return fresh
    .map((word, index) => {
      const [, lead, , trail] = EDGE.exec(old[index]!)!;
      const core = EDGE.exec(word)![2]!;
      return core ? `${lead}${core}${trail}` : old[index]!;
    })
    .join(' ');
}

/**
 * The table's unsure text cells read again enlarged; returns how many were changed (kept at most 0.8 sure: reviewed
 * unless the plant reference backs the new reading, as a first reading is).
 */
export async function rereadUnsureText(
  laid: LaidTable,
  page: Grey,
  shift: (y: number) => number,
  height: number,
  read: (png: Buffer) => Promise<TextLine[]>,
): Promise<number> {
  // The first and last columns reach a little past the table's bounds: a thin first letter ("I") lies on them.
  const last = laid.header.cells.length - 1;
  const regions: (CellRegion & { row: number })[] = invalidCellRegions(laid, shift, 'text').map((region) => ({
    ...region,
    x0: region.column === 0 ? region.x0 - height / 2 : region.x0,
    x1: region.column === last ? region.x1 + height / 2 : region.x1,
  }));
  if (!regions.length) return 0;
  const pixels = page.soft ? { ...page, data: page.soft } : page;
  const [first, second] = TEXT_HEIGHTS.map((target) =>
    Math.min(MAX_ENLARGE, Math.max(1, target / Math.max(1, height))),
  ) as [number, number];
  const cell = (region: CellRegion & { row: number }) => laid.table[region.row]!.cells[region.column]!;
  // Read at the first size; only the cells that read otherwise there are read at the second.
  const once = await readRegions(pixels, regions, height, first, read);
  const differ = regions.flatMap((region, index) => {
    const merged = once[index]!.text ? withFirstMarks(cell(region), once[index]!.text) : null;
    return merged && merged !== cell(region) ? [{ region, merged, confidence: once[index]!.confidence }] : [];
  });
  if (!differ.length) return 0;
  const twice = await readRegions(
    pixels,
    differ.map(({ region }) => region),
    height,
    second,
    read,
  );
  let changed = 0;
  differ.forEach(({ region, merged, confidence }, index) => {
    const row = laid.table[region.row]!;
    if (withFirstMarks(cell(region), twice[index]!.text) !== merged) return;
    // Read surer than at first by one of the sizes at least: a letter cut off at the cell's edge reads less sure.
    if (Math.max(confidence, twice[index]!.confidence) <= (row.confidence?.[region.column] ?? 1)) return;
    row.cells[region.column] = merged;
    row.confidence ??= row.cells.map(() => 1);
    row.confidence[region.column] = Math.min(confidence, twice[index]!.confidence, REREAD_CONFIDENCE);
    changed++;
  });
  return changed;
}
