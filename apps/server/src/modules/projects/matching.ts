import { LIMITS } from '@verdant/shared/messages';
import { matchPlantName } from '@verdant/shared/plant-names/match';
import { fromCents } from '@verdant/shared/rules/cart';
import { shownReadyDate } from '@verdant/shared/rules/ready-day';
import { parseTradeSize } from '@verdant/shared/rules/trade-size';
import type { LineMatch } from '@verdant/shared/schemas/projects';
import type { Db } from '../../db/client.ts';
import { type CandidateItem, candidatesByName, vendorListedItems } from './matching.repository.ts';

// Live matching (issue 16 point 2): a line matches a nursery's visible plant with the same accepted botanical name
// (the plant-name reference: a synonym or a common name counts) and an equivalent size ("#3" is "3 gal").

/** Kinds of name match precise enough to say "the same plant" (a genus alone or a guess is not). */
const SURE_KINDS = new Set(['exact', 'synonym', 'common', 'cultivar', 'fuzzy']);

/** The reference's accepted name for a name as written, or null when the reference does not know it. */
export function acceptedNameOf(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const match = matchPlantName(text);
  return match.taxon && SURE_KINDS.has(match.kind) ? match.taxon.name : null;
}

export const sizeClassOf = (text: string | null | undefined): string | null => parseTradeSize(text)?.classKey ?? null;

const plain = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a line or a plant is matched on: the accepted name (or the name as written) and the size class (or text). */
function keyOf(name: string | null, written: string, sizeClass: string | null, sizeText: string | null): string {
  return `${name ?? plain(written)}|${sizeClass ?? plain(sizeText ?? '')}`;
}

export interface MatchableLine {
  id: number;
  botanicalName: string;
  commonName: string | null;
  size: string;
  acceptedName: string | null;
  sizeClass: string | null;
}

function itemKey(item: CandidateItem): string {
  const name = acceptedNameOf(item.scientificName) ?? acceptedNameOf(item.plantName);
  const sizeClass = sizeClassOf(item.size) ?? sizeClassOf(item.potSize);
  return keyOf(name, item.scientificName ?? item.plantName, sizeClass, item.size ?? item.potSize);
}

/** Every name a plant of this line may be listed under: accepted name, synonyms and common names. */
function searchNames(line: MatchableLine): string[] {
  const names = [line.botanicalName];
  if (line.commonName) names.push(line.commonName);
  if (line.acceptedName) {
    const taxon = matchPlantName(line.acceptedName).taxon;
    if (taxon) names.push(taxon.name, ...taxon.synonyms, ...taxon.common);
  }
  return names;
}

const toMatch = (item: CandidateItem): LineMatch => ({
  inventory_item_id: item.id,
  vendor_id: item.vendorId,
  vendor_name: item.vendorName,
  plant_name: item.plantName,
  scientific_name: item.scientificName,
  size: item.size ?? item.potSize,
  price: fromCents(item.priceCents),
  quantity_available: item.quantityAvailable,
  ready_date: shownReadyDate(item.readyDate),
});

/** Lines' items grouped by match key: one query for the whole list. */
async function candidatesByKey(db: Db, lines: readonly MatchableLine[]): Promise<Map<string, CandidateItem[]>> {
  const byKey = new Map<string, CandidateItem[]>();
  if (lines.length === 0) return byKey;
  for (const item of await candidatesByName(db, lines.flatMap(searchNames))) {
    const key = itemKey(item);
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  return byKey;
}

const lineKey = (line: MatchableLine) => keyOf(line.acceptedName, line.botanicalName, line.sizeClass, line.size);

/** The approved nurseries that list a plant matching at least one line now (who hears of a new project). */
export async function matchingVendorIds(db: Db, lines: readonly MatchableLine[]): Promise<number[]> {
  const byKey = await candidatesByKey(db, lines);
  return [...new Set(lines.flatMap((line) => (byKey.get(lineKey(line)) ?? []).map((item) => item.vendorId)))];
}

/**
 * The matches of every line, cheapest first, with one query for the whole list (500 lines are one query, not 500).
 * A viewing vendor's own plants come first, so its bid can be prefilled from them.
 */
export async function matchesForLines(
  db: Db,
  lines: readonly MatchableLine[],
  viewerVendorId: number | null,
): Promise<Map<number, LineMatch[]>> {
  const result = new Map<number, LineMatch[]>(lines.map((line) => [line.id, []]));
  const byKey = await candidatesByKey(db, lines);
  for (const line of lines) {
    const items = byKey.get(lineKey(line)) ?? [];
    const ordered = [...items].sort(
      (a, b) => Number(b.vendorId === viewerVendorId) - Number(a.vendorId === viewerVendorId),
    );
    result.set(line.id, ordered.slice(0, LIMITS.projectMatchesPerLine).map(toMatch));
  }
  return result;
}

/** The (accepted name, size class) pairs a nursery lists now: what "projects that match what it grows" compares. */
export async function vendorPairs(db: Db, vendorId: number): Promise<{ name: string; sizeClass: string }[]> {
  const pairs = new Map<string, { name: string; sizeClass: string }>();
  for (const item of await vendorListedItems(db, vendorId)) {
    const name = acceptedNameOf(item.scientificName) ?? acceptedNameOf(item.plantName);
    const sizeClass = sizeClassOf(item.size) ?? sizeClassOf(item.potSize);
    if (name && sizeClass) pairs.set(`${name}|${sizeClass}`, { name, sizeClass });
  }
  return [...pairs.values()];
}
