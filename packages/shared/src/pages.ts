// What the server's page serving (apps/server/src/plugins/static-files.ts) and the web app must agree on.
import { CATEGORIES, type Category } from './enums.ts';

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
export const RESULTS_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];

export type PlantListFilters = {
  search?: string | undefined;
  category?: Category | undefined;
  vendorId?: number | undefined;
  sort?: 'relevance' | ResultsSort | undefined;
  inStock?: boolean | undefined;
  limit?: number | undefined;
};

/**
 * The marketplace's filters from its address (`/?search=&category=&sort=`); unknown values are ignored. The results
 * view lists what this gives, and the server preloads the same list with the page.
 */
export function marketplaceFilters(params: URLSearchParams) {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    search: params.get('search')?.trim() || undefined,
    category: (CATEGORIES as readonly (string | null)[]).includes(category) ? (category as Category) : undefined,
    sort: (RESULTS_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ResultsSort) : undefined,
  } satisfies PlantListFilters;
}

/**
 * The API address of one page of a plant list. The web app fetches exactly this, and the server's preload of the
 * results page must name the same address, or the browser fetches the list twice.
 */
export function plantsUrl(filters: PlantListFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.vendorId) params.set('vendor_id', String(filters.vendorId));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.inStock) params.set('in_stock', 'true');
  if (filters.limit) params.set('limit', String(filters.limit));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/inventory${query ? `?${query}` : ''}`;
}
