import { MESSAGES } from '@verdant/shared/messages';
import {
  marketplaceFilters,
  PLANT_CARD_IMAGE_SIZES,
  PLANT_PAGE_IMAGE_SIZES,
  plantsUrl,
  showsResults,
} from '@verdant/shared/pages';
import { corrections, namedTaxa } from '@verdant/shared/plant-names/search';
import { fromCents, toCents } from '@verdant/shared/rules/cart';
import { mainImage, searchTerms } from '@verdant/shared/rules/catalog';
import { zoneRank } from '@verdant/shared/rules/growing';
import { shownReadyDate } from '@verdant/shared/rules/ready-day';
import {
  type CatalogFacets,
  type CatalogQuery,
  catalogQuerySchema,
  type VendorStore,
} from '@verdant/shared/schemas/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { toPlantImage } from '../images/image-view.ts';
import { growingView } from '../inventory/inventory.view.ts';
import { tiersFromCents } from '../inventory/price-tiers.ts';
import {
  dailyDeals,
  findVendorStore,
  findVisiblePlant,
  findVisiblePlantImages,
  type ListFilters,
  type ListQuery,
  listPlants,
  type PlantRow,
  type VendorStoreRow,
} from './catalog.repository.ts';
import { type FacetCountRow, facetCounts, searchWithFacets } from './catalog-facets.repository.ts';
import { toFacets } from './catalog-facets.view.ts';
import { oneTurn } from './catalog-statements.ts';
import { analyzeTerms, type TermRow } from './catalog-terms.repository.ts';

const MAX_TERMS = 8;
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toPlant(row: PlantRow): Plant {
  const images = (row.images ?? []).map(toPlantImage);
  return {
    id: row.id,
    plant_name: row.plant_name,
    scientific_name: row.scientific_name,
    description: row.description,
    care_instructions: row.care_instructions,
    price: fromCents(row.price_cents),
    compare_at_price: row.compare_at_price_cents === null ? null : fromCents(row.compare_at_price_cents),
    price_tiers: tiersFromCents(row.price_tiers),
    quantity_available: row.quantity_available,
    category: row.category,
    size: row.size,
    pot_size: row.pot_size,
    is_available: row.is_available,
    image_url: images.find((image) => image.is_primary)?.image_url ?? images[0]?.image_url ?? null,
    images,
    vendor: {
      id: row.vendor_id,
      business_name: row.business_name,
      business_description: row.business_description,
      business_email: row.business_email,
      business_phone: row.business_phone,
    },
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
    rating_count: row.rating_count,
    created_at: toIso(row.created_at),
    stock_confirmed_at: toIso(row.stock_confirmed_at),
    ready_date: shownReadyDate(row.ready_date),
    ...growingView(row),
  };
}

/** A search word, and the words it may have been meant as when no catalog word starts with it. */
interface CheckedTerm {
  term: string;
  corrections: string[];
  /** The lexemes of the term and of each correction, as the search's tsquery reads them (space-separated). */
  stems: string[];
}

/**
 * The to_tsquery text for a search: every word is a prefix ("monst" finds Monstera), all words must match, and a
 * word that starts no catalog word also matches its corrections ("philodendorn" finds Philodendron). Words are
 * [a-z0-9] only (searchTerms and the catalog's words), so nothing the user typed reaches tsquery syntax.
 */
export function buildTsquery(terms: CheckedTerm[]): string {
  return terms
    .map(({ term, corrections }) =>
      corrections.length ? `(${[term, ...corrections].map((word) => `${word}:*`).join(' | ')})` : `${term}:*`,
    )
    .join(' & ');
}

/** The database's answer for a word, with the corrections chosen (plant-names/search.ts). */
export function checkedTerm({ term, known, candidates, stem, candidate_stems }: TermRow): CheckedTerm {
  const chosen = known ? [] : corrections(term, candidates ?? []);
  const stemOf = (word: string) => candidate_stems?.[candidates?.indexOf(word) ?? -1] ?? word;
  return { term, corrections: chosen, stems: [stem, ...chosen.map(stemOf)] };
}

// Word checks change only when the catalog gains words, so a minute-old answer is good enough: popular searches skip
// the dictionary round trip. Bounded, oldest entries evicted first.
const TERM_CACHE_MS = 60_000;
const TERM_CACHE_MAX = 2_000;
const termCache = new Map<string, { row: CheckedTerm; at: number }>();

function remember(row: CheckedTerm, now: number) {
  if (termCache.size >= TERM_CACHE_MAX) termCache.delete(termCache.keys().next().value!);
  termCache.set(row.term, { row, at: now });
}

/** Words under 3 letters have too few trigrams to correct: they stay prefixes (the database gives their stems). */
async function analyzeSearch(db: Db, terms: string[]): Promise<CheckedTerm[]> {
  const now = Date.now();
  // Taken before the database is asked: other searches may evict these entries meanwhile.
  const cached = new Map(
    terms.map((term) => {
      const hit = termCache.get(term);
      return [term, hit && now - hit.at < TERM_CACHE_MS ? hit.row : undefined];
    }),
  );
  const missing = terms.filter((term) => !cached.get(term));
  const read = missing.length > 0 ? (await analyzeTerms(db, missing)).map(checkedTerm) : [];
  for (const row of read) remember(row, now);
  return terms.map((term) => cached.get(term) ?? read.find((row) => row.term === term)!);
}

export interface CatalogPage {
  plants: Plant[];
  hasMore: boolean;
  /** Only when the query asked for them (facets=true). */
  facets?: CatalogFacets;
}

/** Page of the public catalog, plus whether another page follows (and the facets when asked). */
export async function searchCatalog(deps: Deps, query: CatalogQuery): Promise<CatalogPage> {
  const terms = query.search ? searchTerms(query.search, MAX_TERMS) : [];
  // A search by relevance: its word check, the index's check for changes and its page (or its one statement) in
  // one turn on PGlite. A refresh of the index is then only ever awaited inside the turn that holds the queue.
  const oneStatement = terms.length > 0 && (query.sort ?? 'relevance') === 'relevance';
  return oneStatement ? oneTurn(deps.db, () => search(deps, query, terms)) : search(deps, query, terms);
}

async function search(deps: Deps, query: CatalogQuery, terms: string[]): Promise<CatalogPage> {
  const { db } = deps;
  // A search of only punctuation filters nothing.
  const checked = terms.length > 0 ? await analyzeSearch(db, terms) : [];
  const tsquery = checked.length > 0 ? buildTsquery(checked) : undefined;
  const named = tsquery ? namedTaxa(terms).map((taxon) => taxon.name) : [];
  const filters: ListFilters = {
    tsquery,
    named: named.join('|') || undefined,
    category: query.category,
    vendorId: query.vendor_id,
    minPriceCents: query.min_price === undefined ? undefined : toCents(query.min_price),
    maxPriceCents: query.max_price === undefined ? undefined : toCents(query.max_price),
    inStock: query.in_stock,
    zoneRank: query.zone ? zoneRank(query.zone) : undefined,
    light: query.light,
    water: query.water,
    sizeClass: query.size_class,
    nativeState: query.native_state,
    deerResistant: query.deer_resistant,
    state: query.state,
  };
  const list: ListQuery = {
    ...filters,
    sort: query.sort ?? (tsquery ? 'relevance' : 'newest'),
    // One extra row tells whether there is a next page, without counting every match.
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  };
  const relevance = tsquery !== undefined && list.sort === 'relevance';
  const indexed = relevance && deps.searchIndex?.ready ? await searchIndexed(deps, checked, named, list, query) : null;
  const { rows, counts } = indexed ?? (await searchDatabase(db, list, filters, query.facets === true));
  const page: CatalogPage = { plants: rows.slice(0, query.limit).map(toPlant), hasMore: rows.length > query.limit };
  if (counts) page.facets = toFacets(counts, query.zone);
  return page;
}

/** The page (and the facets when asked) from PostgreSQL. */
async function searchDatabase(db: Db, list: ListQuery, filters: ListFilters, facets: boolean): Promise<SearchRows> {
  // A search by relevance with facets reads its matches once for both (the results view's first request).
  if (facets && list.tsquery !== undefined && list.sort === 'relevance') return searchWithFacets(db, list);
  const [rows, counts] = await Promise.all([listPlants(db, list), facets ? facetCounts(db, filters) : null]);
  return { rows, counts };
}

interface SearchRows {
  rows: PlantRow[];
  counts: FacetCountRow[] | null;
}

/**
 * The words as the index matches them: per word, its lexemes and its corrections' (a stop word's are left out, as
 * to_tsquery leaves them out). Null when a word reads as several lexemes or every word is a stop word: PostgreSQL
 * answers those few.
 */
function indexGroups(checked: CheckedTerm[]): string[][] | null {
  const groups: string[][] = [];
  for (const { stems } of checked) {
    if (stems.some((stem) => stem.includes(' '))) return null;
    const group = stems.filter((stem) => stem !== '');
    if (group.length > 0) groups.push(group);
  }
  return groups.length > 0 ? groups : null;
}

/** A search by relevance from the in-process index, its page read by id; null: ask PostgreSQL. */
async function searchIndexed(
  { searchIndex, log }: Deps,
  checked: CheckedTerm[],
  named: string[],
  list: ListQuery,
  query: CatalogQuery,
): Promise<SearchRows | null> {
  const groups = indexGroups(checked);
  if (!groups || !searchIndex) return null;
  // Twice at most: a plant hidden between the index's check and the page's read is noticed there.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await searchIndex.fresh();
    } catch (error) {
      log.warn({ err: error }, 'search index could not be refreshed; searching PostgreSQL');
      return null;
    }
    const { ids, counts } = searchIndex.search({
      groups,
      named,
      filters: list,
      offset: list.offset,
      limit: list.limit,
      facets: query.facets === true,
      nowMs: Date.now(),
    });
    const rows = await searchIndex.rows(ids);
    if (rows.length === ids.length) return { rows, counts };
    searchIndex.markChanged();
  }
  return null;
}

export async function getPlant({ db }: Deps, id: number): Promise<Plant> {
  const row = await findVisiblePlant(db, id);
  if (!row) throw notFound(MESSAGES.plantNotFound);
  return toPlant(row);
}

export async function getDailyDeals({ db }: Deps, limit: number): Promise<Plant[]> {
  return (await dailyDeals(db, limit)).map(toPlant);
}

export async function getVendorStore({ db }: Deps, vendorId: number): Promise<VendorStore> {
  const row = await findVendorStore(db, vendorId);
  if (!row) throw notFound(MESSAGES.vendorNotFound);
  return toVendorStoreView(row);
}

/** The store page's view of a vendor; the directory's cards use it too, so both show the same numbers. */
export function toVendorStoreView(row: VendorStoreRow): VendorStore {
  return {
    id: row.id,
    business_name: row.business_name,
    business_description: row.business_description,
    business_address: row.business_address,
    business_phone: row.business_phone,
    business_email: row.business_email,
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
    rating_count: row.rating_count,
    plant_count: row.plant_count,
    member_since: toIso(row.created_at),
  };
}

/** A catalog search through the catalog cache: the API's listings and the results page's preload share entries. */
export function cachedCatalogSearch(deps: Deps, query: CatalogQuery) {
  return deps.catalogCache.get(`list:${JSON.stringify(query)}`, () => searchCatalog(deps, query));
}

/**
 * The marketplace's results view (`/?search=`, `?category=` or any filter) asks for its first page of plants (with
 * the facets' counts) at once, and its largest paint is the first result's photo: both are preloaded with the page.
 * The search runs now, through the cache, so the page's own request for it a moment later is answered from memory.
 */
export async function resultsPagePreload(deps: Deps, params: URLSearchParams) {
  const filters = marketplaceFilters(params);
  if (!showsResults(filters)) return null;
  // The results view's first request (with the facets' counts), read as the API will read that address.
  const url = plantsUrl({ ...filters, facets: true }, 1);
  const query = catalogQuerySchema.safeParse(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
  if (!query.success) return null; // the API refuses it as well; the page shows that error
  const links = [`<${url}>; rel=preload; as=fetch; crossorigin=anonymous`];
  const { plants } = await cachedCatalogSearch(deps, query.data);
  const image = plants[0] && mainImage(plants[0].images);
  if (image) links.push(imagePreload(image, PLANT_CARD_IMAGE_SIZES));
  return links.join(', ');
}

function imagePreload(image: { image_url: string; srcset: string }, sizes: string) {
  return `<${image.image_url}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${image.srcset}"; imagesizes="${sizes}"`;
}

/**
 * A Link header for a plant page: the plant's data (the request the page makes first) and its main photo start
 * downloading with the HTML, not after the app's code has arrived. Null for an unknown or hidden plant.
 */
export async function plantPagePreload({ db }: Deps, id: number): Promise<string | null> {
  // Only the images: the page's own request for the plant follows at once, and that one reads the whole row.
  const images = await findVisiblePlantImages(db, id);
  if (!images) return null;
  // as=fetch preloads are CORS-mode; for a same-origin URL that matches the app's fetch (credentials same-origin).
  const links = [`</api/inventory/${id}>; rel=preload; as=fetch; crossorigin=anonymous`];
  const main = mainImage(images);
  if (main) links.push(imagePreload(toPlantImage(main), PLANT_PAGE_IMAGE_SIZES));
  return links.join(', ');
}
