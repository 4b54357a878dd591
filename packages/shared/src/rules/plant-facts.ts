import { matchPlantName } from '../plant-names/match.ts';
import { botanicalKey } from '../plant-names/parse-name.ts';
import { plantReference, type Taxon } from '../plant-names/reference.ts';
import { type BLOOM_SEASONS, type HABITS, type LightValue, type WaterValue, zoneRank } from './growing.ts';
import { parseTradeSize, sizeClassInfo } from './trade-size.ts';

/**
 * What the catalog derives from a listing (issue 15): its trade size class, the growing attributes the vendor left
 * empty filled from the plant-name reference, and the reference's names for search. Pure: the inventory service,
 * the bulk import and the start-up fill of older rows all call this one function.
 */

export interface GrowingAttributes {
  zone_min: string | null;
  zone_max: string | null;
  light: LightValue[] | null;
  water: WaterValue | null;
  native_states: string[] | null;
  deer_resistant: boolean | null;
  habit: (typeof HABITS)[number] | null;
  bloom_season: (typeof BLOOM_SEASONS)[number][] | null;
  bloom_color: string | null;
}
export type GrowingField = keyof GrowingAttributes;
export const REFERENCE_FIELDS: readonly GrowingField[] = [
  'zone_min',
  'zone_max',
  'light',
  'water',
  'native_states',
  'deer_resistant',
  'habit',
  'bloom_season',
  'bloom_color',
];

export interface PlantFacts extends GrowingAttributes {
  size_class: string | null;
  size_rank: number | null;
  /** Accepted name, synonyms and common names of the matched taxon (and of its species for a cultivar). */
  search_names: string | null;
  /** The growing fields filled from the reference (the vendor's own values are never among them). */
  from_reference: GrowingField[];
}

/** Bump when the fill changes: rows written by an older version are filled again at start-up. */
export const FACTS_VERSION = 1;

const MATCH_KINDS = new Set(['exact', 'synonym', 'common', 'cultivar', 'epithet', 'fuzzy']);

/** The reference entry a listing names: botanical name first, then the plant name; null when not sure. */
export function referenceTaxon(scientificName: string | null, plantName: string | null): Taxon | null {
  for (const text of [scientificName, plantName]) {
    if (!text?.trim()) continue;
    const match = matchPlantName(text);
    if (match.taxon && MATCH_KINDS.has(match.kind) && match.confidence >= 0.7) return match.taxon;
  }
  return null;
}

const wholeZone = (zone: string | null, half: 'a' | 'b') => (zone && /^\d+$/.test(zone) ? `${zone}${half}` : zone);

function referenceAttributes(taxon: Taxon): GrowingAttributes {
  return {
    zone_min: wholeZone(taxon.zoneMin, 'a'),
    zone_max: wholeZone(taxon.zoneMax, 'b'),
    light: taxon.light.length ? taxon.light : null,
    // One value per listing: the least water the plant does well with.
    water: taxon.water[0] ?? null,
    native_states: taxon.nativeStates.length ? taxon.nativeStates : null,
    deer_resistant: taxon.deerResistant,
    habit: taxon.habit,
    bloom_season: taxon.bloomSeasons.length ? taxon.bloomSeasons : null,
    bloom_color: taxon.bloomColours.length ? taxon.bloomColours.join('/') : null,
  };
}

/** The taxon's accepted name first: catalog search reads it to rank the listings of a plant it names first. */
function namesOf(taxon: Taxon): string {
  const names = [taxon.name, ...taxon.synonyms, ...taxon.common];
  if (taxon.cultivar) {
    const species = plantReference().byName.get(botanicalKey(taxon));
    if (species) names.push(species.name, ...species.synonyms, ...species.common);
  }
  return [...new Set(names)].join(' | ');
}

/**
 * The derived columns of a listing. `given` holds the growing values the vendor set (null or absent: not set);
 * those are kept as they are, the rest come from the reference when the name is known.
 */
export function plantFacts(item: {
  plant_name: string;
  scientific_name: string | null;
  size: string | null;
  pot_size: string | null;
  given: Partial<GrowingAttributes>;
}): PlantFacts {
  const size = parseTradeSize(item.size) ?? parseTradeSize(item.pot_size);
  const taxon = referenceTaxon(item.scientific_name, item.plant_name);
  const reference = taxon ? referenceAttributes(taxon) : null;
  const attributes = {} as Record<GrowingField, unknown>;
  const fromReference: GrowingField[] = [];
  for (const field of REFERENCE_FIELDS) {
    const own = item.given[field];
    const set = own !== null && own !== undefined && !(Array.isArray(own) && own.length === 0);
    if (set || !reference || reference[field] === null) {
      attributes[field] = set ? own : null;
    } else {
      attributes[field] = reference[field];
      fromReference.push(field);
    }
  }
  // A vendor's zone beside a reference zone that contradicts it: the vendor's stands alone.
  if (zoneRank(attributes.zone_min as string) > zoneRank(attributes.zone_max as string) && attributes.zone_max) {
    const dropped: GrowingField = fromReference.includes('zone_min') ? 'zone_min' : 'zone_max';
    attributes[dropped] = null;
    fromReference.splice(fromReference.indexOf(dropped), 1);
  }
  return {
    ...(attributes as unknown as GrowingAttributes),
    size_class: size?.classKey ?? null,
    size_rank: size ? (sizeClassInfo(size.classKey)?.rank ?? null) : null,
    search_names: taxon ? namesOf(taxon) : null,
    from_reference: fromReference,
  };
}
