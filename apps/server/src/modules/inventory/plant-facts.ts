import {
  FACTS_VERSION,
  type GrowingAttributes,
  type GrowingField,
  plantFacts,
  REFERENCE_FIELDS,
} from '@verdant/shared/rules/plant-facts';
import type { NewInventoryRow } from './inventory.repository.ts';

/** The item columns plantFacts() derives (decision 020). */
export type FactColumns = Pick<
  NewInventoryRow,
  | 'sizeClass'
  | 'sizeRank'
  | 'zoneMin'
  | 'zoneMax'
  | 'light'
  | 'water'
  | 'nativeStates'
  | 'deerResistant'
  | 'habit'
  | 'bloomSeason'
  | 'bloomColor'
  | 'searchNames'
  | 'factsFromReference'
  | 'factsVersion'
>;

type ItemValues = Pick<NewInventoryRow, 'plantName' | 'scientificName' | 'size' | 'potSize'> &
  Partial<Pick<NewInventoryRow, keyof FactColumns>>;

const COLUMN: Record<GrowingField, keyof FactColumns> = {
  zone_min: 'zoneMin',
  zone_max: 'zoneMax',
  light: 'light',
  water: 'water',
  native_states: 'nativeStates',
  deer_resistant: 'deerResistant',
  habit: 'habit',
  bloom_season: 'bloomSeason',
  bloom_color: 'bloomColor',
};

/**
 * The derived columns for an item's values. Growing values filled from the reference before (factsFromReference)
 * count as not given, so a renamed plant gets its new plant's values; the vendor's own are kept.
 */
export function factColumns(item: ItemValues): FactColumns {
  const filled = new Set(item.factsFromReference ?? []);
  const given: Partial<Record<GrowingField, unknown>> = {};
  for (const field of REFERENCE_FIELDS) if (!filled.has(field)) given[field] = item[COLUMN[field]] ?? null;
  const facts = plantFacts({
    plant_name: item.plantName,
    scientific_name: item.scientificName ?? null,
    size: item.size ?? null,
    pot_size: item.potSize ?? null,
    given: given as Partial<GrowingAttributes>,
  });
  return {
    sizeClass: facts.size_class,
    sizeRank: facts.size_rank,
    zoneMin: facts.zone_min,
    zoneMax: facts.zone_max,
    light: facts.light,
    water: facts.water,
    nativeStates: facts.native_states,
    deerResistant: facts.deer_resistant,
    habit: facts.habit,
    bloomSeason: facts.bloom_season,
    bloomColor: facts.bloom_color,
    searchNames: facts.search_names,
    factsFromReference: facts.from_reference,
    factsVersion: FACTS_VERSION,
  };
}
