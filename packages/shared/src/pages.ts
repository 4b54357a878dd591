// What the server's page serving (apps/server/src/plugins/static-files.ts) and the web app must agree on.
import { CATEGORIES, type Category } from './enums.ts';
import { LIGHTS, type LightValue, US_STATES, WATERS, type WaterValue, zoneRank } from './rules/growing.ts';
import { sizeClassInfo } from './rules/trade-size.ts';

/**
 * The `sizes` of the plant page's main photo. The web app draws it with this, and the server preloads the matching
 * srcset candidate with the page (a Link header); the two must agree, or the browser downloads the photo twice.
 */
export const PLANT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** The `sizes` of a plant card's photo; the server preloads the first result's photo with the results page. */
export const PLANT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * The pages whose built HTML also names their code (`<name>.html`, written by apps/web/scripts/prerender.ts): the
 * marketplace's results view, a plant and the cart. The server sends each for its address.
 */
export const PAGES_WITH_CODE = ['marketplace', 'plant', 'cart'] as const;
export type PageWithCode = (typeof PAGES_WITH_CODE)[number];

/** Set (to 1) once the promo banner is dismissed, so the server sends the home page's first paint without it. */
export const PROMO_DISMISSED_COOKIE = 'verdant_promo_dismissed';

/** The orders the results view offers besides best match (the API's `sort`). */
export const RESULTS_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'size'] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];

/** The results view's plant filters (issue 15): in the address and the API under the same snake_case names. */
export type PlantFacetFilters = {
  /** A USDA zone ("8a"): plants that grow in it ("grows in my zone"). */
  zone?: string | undefined;
  light?: LightValue[] | undefined;
  water?: WaterValue[] | undefined;
  /** Trade size class keys ("#3", "pot-4in"). */
  sizeClass?: string[] | undefined;
  nativeState?: string | undefined;
  deerResistant?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  /** The nursery's state. */
  state?: string | undefined;
};

export type PlantListFilters = PlantFacetFilters & {
  search?: string | undefined;
  category?: Category | undefined;
  vendorId?: number | undefined;
  sort?: 'relevance' | ResultsSort | undefined;
  limit?: number | undefined;
  /** Ask for the facets' counts with the list (the first page of the results view). */
  facets?: boolean | undefined;
};
export type MarketplaceFilters = ReturnType<typeof marketplaceFilters>;

const known = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly (string | null | undefined)[]).includes(value);
/** "a,b" (or a repeated parameter) into the known values, in the list's own order; undefined when none. */
function knownList<T extends string>(params: URLSearchParams, name: string, keep: (value: string) => value is T) {
  const values = new Set(params.getAll(name).flatMap((value) => value.split(',').map((part) => part.trim())));
  const list = [...values].filter(keep);
  return list.length > 0 ? list : undefined;
}
function price(text: string | null): number | undefined {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value <= 1_000_000 ? value : undefined;
}
const upperState = (text: string | null): string | undefined => {
  const state = text?.trim().toUpperCase();
  return known(US_STATES, state) ? state : undefined;
};

/**
 * The marketplace's filters from its address (`/?search=&category=&sort=&zone=&light=...`); unknown values are
 * ignored. The results view lists what this gives, and the server preloads the same list with the page.
 */
export function marketplaceFilters(params: URLSearchParams) {
  const category = params.get('category');
  const sort = params.get('sort');
  const zone = params.get('zone')?.trim().toLowerCase();
  const minPrice = price(params.get('min_price'));
  const maxPrice = price(params.get('max_price'));
  return {
    search: params.get('search')?.trim() || undefined,
    category: known(CATEGORIES, category) ? category : undefined,
    sort: known(RESULTS_SORTS, sort) ? sort : undefined,
    zone: zone && zoneRank(zone) >= 0 ? zone : undefined,
    light: knownList(params, 'light', (value) => known(LIGHTS, value)),
    water: knownList(params, 'water', (value) => known(WATERS, value)),
    sizeClass: knownList(params, 'size_class', (value): value is string => sizeClassInfo(value) !== null),
    nativeState: upperState(params.get('native_state')),
    deerResistant: params.get('deer_resistant') === 'true' || undefined,
    minPrice,
    // A maximum below the minimum is a mistake the API refuses: the list ignores it instead.
    maxPrice: maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice) ? maxPrice : undefined,
    inStock: params.get('in_stock') === 'true' || undefined,
    state: upperState(params.get('state')),
  } satisfies PlantListFilters;
}

/** True when the address asks for results (a search, a category or any filter), not the home page. */
export function showsResults(filters: PlantListFilters): boolean {
  return Object.entries(filters).some(([name, value]) => name !== 'sort' && value !== undefined);
}

/** The filters as query parameters, in one fixed order (the API's names; the marketplace's address uses them too). */
export function plantListParams(filters: PlantListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | string[] | undefined) => {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) return;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  };
  set('search', filters.search);
  set('category', filters.category);
  set('vendor_id', filters.vendorId);
  set('zone', filters.zone);
  set('light', filters.light);
  set('water', filters.water);
  set('size_class', filters.sizeClass);
  set('native_state', filters.nativeState);
  set('deer_resistant', filters.deerResistant);
  set('min_price', filters.minPrice);
  set('max_price', filters.maxPrice);
  set('in_stock', filters.inStock);
  set('state', filters.state);
  set('sort', filters.sort);
  set('facets', filters.facets);
  set('limit', filters.limit);
  return params;
}

/**
 * The API address of one page of a plant list. The web app fetches exactly this, and the server's preload of the
 * results page must name the same address, or the browser fetches the list twice.
 */
export function plantsUrl(filters: PlantListFilters, page: number): string {
  const params = plantListParams(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/inventory${query ? `?${query}` : ''}`;
}
