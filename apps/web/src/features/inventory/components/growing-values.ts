import { zodResolver } from '@hookform/resolvers/zod';
import type { GrowingAttributes } from '@verdant/shared/rules/plant-facts';
import { inventoryItemInputSchema, type PlantGrowing } from '@verdant/shared/schemas/inventory';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

// The growing attributes (issue 15) as the vendor form holds them (text for inputs, lists for checkbox groups), and
// back to the API's shape. Each is optional: what the vendor leaves alone the server fills from the plant-name
// reference.

export type GrowingValues = {
  zone_min: string;
  zone_max: string;
  light: string[];
  water: string;
  mature_height_ft: string;
  mature_spread_ft: string;
  /** "TX, OK, LA" */
  native_states: string;
  deer_resistant: '' | 'yes' | 'no';
  habit: string;
  bloom_season: string[];
  bloom_color: string;
};
export type GrowingKey = keyof GrowingValues;

export const GROWING_KEYS: GrowingKey[] = [
  'zone_min',
  'zone_max',
  'light',
  'water',
  'mature_height_ft',
  'mature_spread_ft',
  'native_states',
  'deer_resistant',
  'habit',
  'bloom_season',
  'bloom_color',
];

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** The form's values for a saved listing's attributes (blank for a new one). */
export function growingValues(item: PlantGrowing | null): GrowingValues {
  return {
    zone_min: text(item?.zone_min),
    zone_max: text(item?.zone_max),
    light: item?.light ?? [],
    water: text(item?.water),
    mature_height_ft: text(item?.mature_height_ft),
    mature_spread_ft: text(item?.mature_spread_ft),
    native_states: (item?.native_states ?? []).join(', '),
    deer_resistant: item?.deer_resistant == null ? '' : item.deer_resistant ? 'yes' : 'no',
    habit: text(item?.habit),
    bloom_season: item?.bloom_season ?? [],
    bloom_color: text(item?.bloom_color),
  };
}

/** What the plant-name reference suggests, in the form's terms (only what the reference knows). */
export function suggestedValues(facts: GrowingAttributes): Partial<GrowingValues> {
  const values = growingValues({
    ...facts,
    size_class: null,
    light: facts.light ?? [],
    native_states: facts.native_states ?? [],
    bloom_season: facts.bloom_season ?? [],
    mature_height_ft: null,
    mature_spread_ft: null,
  });
  const known: Partial<GrowingValues> = {};
  for (const key of GROWING_KEYS) {
    const value = values[key];
    if (Array.isArray(value) ? value.length > 0 : value !== '') Object.assign(known, { [key]: value });
  }
  return known;
}

const orNull = (value: unknown) => (value === '' || (Array.isArray(value) && value.length === 0) ? null : value);

/** The form's growing values as the API schema reads them (other fields pass through unchanged). */
export function growingInput(values: Record<string, unknown>): Record<string, unknown> {
  const states = String(values.native_states ?? '')
    .split(/[\s,;/]+/)
    .map((state) => state.trim().toUpperCase())
    .filter(Boolean);
  const deer = values.deer_resistant;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    ...values,
    zone_min: orNull(values.zone_min),
    zone_max: orNull(values.zone_max),
    light: orNull(list(values.light)),
    water: orNull(values.water),
    mature_height_ft: orNull(values.mature_height_ft),
    mature_spread_ft: orNull(values.mature_spread_ft),
    native_states: orNull(states),
    deer_resistant: deer === 'yes' ? true : deer === 'no' ? false : null,
    habit: orNull(values.habit),
    bloom_season: orNull(list(values.bloom_season)),
    bloom_color: orNull(values.bloom_color),
  };
}

/** The vendor form's values: the create payload's fields, the growing ones in the form's own terms. */
export type InventoryFormValues = Omit<z.input<typeof inventoryItemInputSchema>, GrowingKey> & GrowingValues;
export type InventoryPayload = z.output<typeof inventoryItemInputSchema>;

const createResolver = zodResolver(inventoryItemInputSchema);
/** The create schema, reading the form's growing values as the API's (its messages land on the same fields). */
export const inventoryFormResolver: Resolver<InventoryFormValues, unknown, InventoryPayload> = (
  values,
  context,
  options,
) => createResolver(growingInput(values) as never, context, options as never) as never;
