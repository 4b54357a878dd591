import type { MarketplaceFilters } from '@verdant/shared/pages';
import { LIGHT_LABELS, WATER_LABELS } from '@verdant/shared/rules/growing';
import { sizeClassInfo } from '@verdant/shared/rules/trade-size';
import type { CatalogFacets, FacetValue } from '@verdant/shared/schemas/catalog';

/** The filters the filter panel sets (search, category and sort have their own controls above the list). */
export const PANEL_FILTERS = [
  'zone',
  'sizeClass',
  'light',
  'water',
  'nativeState',
  'deerResistant',
  'minPrice',
  'maxPrice',
  'inStock',
  'state',
] as const satisfies readonly (keyof MarketplaceFilters)[];

/** How many panel filters are on, a price range counting once (the phone's Filters button shows it). */
export function activeFilterCount(filters: MarketplaceFilters): number {
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return (
    PANEL_FILTERS.filter((name) => name !== 'minPrice' && name !== 'maxPrice' && filters[name] !== undefined).length +
    price
  );
}

/** The same search, category and sort with every panel filter off. */
export function withoutPanelFilters(filters: MarketplaceFilters): MarketplaceFilters {
  const next = { ...filters };
  for (const name of PANEL_FILTERS) next[name] = undefined;
  return next;
}

/**
 * Plants matching the whole query, from the facets: every plant has one category, so the category counts add up to
 * it (or, with a category chosen, that category's count is it).
 */
export function matchingCount(facets: CatalogFacets, filters: MarketplaceFilters): number {
  if (filters.category) return facets.category.find((entry) => entry.value === filters.category)?.count ?? 0;
  return facets.category.reduce((sum, entry) => sum + entry.count, 0);
}

/** A list's chosen value added or taken out; undefined once empty (no filter). */
export function toggled<T extends string>(list: T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = on ? [...new Set([...(list ?? []), value])] : (list ?? []).filter((item) => item !== value);
  return next.length > 0 ? next : undefined;
}

/** The facet's values, plus any chosen value it no longer lists (0 left), so a choice can always be undone. */
export function withChosen(values: FacetValue[], chosen: string[] | undefined, label: (value: string) => string) {
  const missing = (chosen ?? []).filter((value) => !values.some((entry) => entry.value === value));
  return [...values, ...missing.map((value) => ({ value, label: label(value), count: 0 }))];
}

/** The count of a yes/no facet ("true"), or undefined when the answer did not count it. */
export const yesCount = (values: FacetValue[] | undefined) => values?.find((entry) => entry.value === 'true')?.count;

export type FilterChip = { key: string; label: string; without: MarketplaceFilters };

const dollars = (value: number) => `$${Number.isInteger(value) ? value : value.toFixed(2)}`;

/** The panel filters that are on, one chip each (one per chosen value of a list), with the filters once it is removed. */
export function activeFilterChips(filters: MarketplaceFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, change: Partial<MarketplaceFilters>) =>
    chips.push({ key, label, without: { ...filters, ...change } });
  const listChips = <T extends string>(
    name: 'light' | 'water' | 'sizeClass',
    values: T[] | undefined,
    label: (value: T) => string,
  ) => {
    for (const value of values ?? []) add(`${name}:${value}`, label(value), { [name]: toggled(values, value, false) });
  };
  if (filters.zone) add('zone', `Grows in zone ${filters.zone}`, { zone: undefined });
  listChips('sizeClass', filters.sizeClass, (value) => sizeClassInfo(value)?.label ?? value);
  listChips('light', filters.light, (value) => LIGHT_LABELS[value]);
  listChips('water', filters.water, (value) => WATER_LABELS[value]);
  if (filters.nativeState) add('nativeState', `Native to ${filters.nativeState}`, { nativeState: undefined });
  if (filters.deerResistant) add('deerResistant', 'Deer resistant', { deerResistant: undefined });
  if (filters.inStock) add('inStock', 'In stock', { inStock: undefined });
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined || max !== undefined) {
    const label =
      min !== undefined && max !== undefined
        ? `${dollars(min)}–${dollars(max)}`
        : min !== undefined
          ? `From ${dollars(min)}`
          : `Up to ${dollars(max as number)}`;
    add('price', label, { minPrice: undefined, maxPrice: undefined });
  }
  if (filters.state) add('state', `Nursery in ${filters.state}`, { state: undefined });
  return chips;
}
