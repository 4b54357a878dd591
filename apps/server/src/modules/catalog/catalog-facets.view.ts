import { CATEGORY_LABELS, type Category } from '@verdant/shared/enums';
import { fromCents } from '@verdant/shared/rules/cart';
import { LIGHT_LABELS, type LightValue, WATER_LABELS, type WaterValue } from '@verdant/shared/rules/growing';
import { sizeClassInfo } from '@verdant/shared/rules/trade-size';
import type { CatalogFacets, FacetValue } from '@verdant/shared/schemas/catalog';
import type { FacetCountRow } from './catalog-facets.repository.ts';

type ListFacet = Exclude<keyof CatalogFacets, 'zone' | 'price'>;

const LABEL: Record<ListFacet, (value: string) => string> = {
  category: (value) => CATEGORY_LABELS[value as Category] ?? value,
  size_class: (value) => sizeClassInfo(value)?.label ?? value,
  light: (value) => LIGHT_LABELS[value as LightValue] ?? value,
  water: (value) => WATER_LABELS[value as WaterValue] ?? value,
  native_state: (value) => value,
  deer_resistant: () => 'Deer resistant',
  in_stock: () => 'In stock',
  state: (value) => value,
};

/** Values in the order a filter lists them: sizes small to large, others by count (then name). */
const ORDER: Partial<Record<ListFacet, (a: FacetValue, b: FacetValue) => number>> = {
  size_class: (a, b) => (sizeClassInfo(a.value)?.rank ?? 0) - (sizeClassInfo(b.value)?.rank ?? 0),
  light: (a, b) => Object.keys(LIGHT_LABELS).indexOf(a.value) - Object.keys(LIGHT_LABELS).indexOf(b.value),
  water: (a, b) => Object.keys(WATER_LABELS).indexOf(a.value) - Object.keys(WATER_LABELS).indexOf(b.value),
};
const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);

/** The facet count rows as the API answers them. */
export function toFacets(rows: FacetCountRow[], zone: string | undefined): CatalogFacets {
  const lists = Object.fromEntries(Object.keys(LABEL).map((name) => [name, [] as FacetValue[]])) as Record<
    ListFacet,
    FacetValue[]
  >;
  let price: CatalogFacets['price'] = null;
  let zoneCount: CatalogFacets['zone'] = null;
  for (const row of rows) {
    if (row.facet === 'price') {
      if (row.count > 0) price = { min: fromCents(row.min_cents!), max: fromCents(row.max_cents!) };
    } else if (row.facet === 'zone') {
      zoneCount = { value: zone!, count: row.count };
    } else if (row.value !== null) {
      lists[row.facet].push({ value: row.value, label: LABEL[row.facet](row.value), count: row.count });
    }
  }
  for (const name of Object.keys(lists) as ListFacet[]) lists[name].sort(ORDER[name] ?? byCount);
  return { ...lists, zone: zoneCount, price };
}
