// A search by relevance over the in-process segments: the same matches, order and facet counts as the catalog's
// SQL (catalog.repository.ts rankThenFetch, catalog-facets.repository.ts), computed without a database round trip.
import { STOCK_STALE_DAYS } from '@verdant/shared/rules/stock-confirmation';
import type { FacetName, ListFilters } from '../catalog.repository.ts';
import type { FacetCountRow } from '../catalog-facets.repository.ts';
import { CANDIDATE_MARK, type Interners, type Segment } from './segment.ts';
import { type DocEntries, tsRank } from './ts-rank.ts';

export interface IndexedVendor {
  approved: boolean;
  state: string | null;
  /** Digest of the vendor's columns a plant's row shows (a change drops its cached rows). */
  shown: string;
  segment: Segment | null;
}

export interface IndexQuery {
  /** Per search word, the lexemes it matches as prefixes: its own stem and its corrections'. */
  groups: string[][];
  /** The accepted names of the taxa the search names in full (their listings rank first). */
  named: string[];
  filters: ListFilters;
  offset: number;
  limit: number;
  facets: boolean;
  nowMs: number;
}

export interface IndexAnswer {
  ids: number[];
  counts: FacetCountRow[] | null;
}

type Filter = FacetName | 'price';
const BIT: Record<Filter, number> = {
  category: 1,
  price: 2,
  in_stock: 4,
  zone: 8,
  light: 16,
  water: 32,
  size_class: 64,
  native_state: 128,
  deer_resistant: 256,
  state: 512,
};
const DAY_MS = 86_400_000;

/** Counts per facet value, over plants failing no filter but (at most) the facet's own. */
class FacetTally {
  readonly scalar = { category: new Map<number, number>(), size_class: new Map<number, number>() };
  readonly water = new Map<number, number>();
  readonly state = new Map<string, number>();
  readonly lists = { light: new Map<number, number>(), native_state: new Map<number, number>() };
  deer = 0;
  stock = 0;
  price = { count: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
  zone = 0;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Which filters a query sets, as predicates over a segment's columns. */
function filterTests(filters: ListFilters, interners: Interners) {
  const { values, lists } = interners;
  const ids = (list: string[] | undefined) => new Set((list ?? []).map((value) => values.find(value)));
  const listTest = (accept: (list: string[]) => boolean) => {
    const cache = new Map<number, boolean>();
    return (id: number) => {
      let answer = cache.get(id);
      if (answer === undefined) {
        answer = id !== 0 && accept(lists.lists[id]!);
        cache.set(id, answer);
      }
      return answer;
    };
  };
  const light = filters.light?.length ? listTest((list) => list.some((v) => filters.light!.includes(v))) : null;
  const native = filters.nativeState ? listTest((list) => list.includes(filters.nativeState!)) : null;
  return {
    category: filters.category ? values.find(filters.category) : 0,
    water: filters.water?.length ? ids(filters.water) : null,
    sizeClass: filters.sizeClass?.length ? ids(filters.sizeClass) : null,
    light,
    native,
  };
}

/** The failing filters of plant `d` of `segment`, as bits. */
function failing(segment: Segment, d: number, f: ListFilters, tests: ReturnType<typeof filterTests>, vendor: number) {
  let bits = vendor;
  if (f.category && segment.category[d] !== tests.category) bits |= BIT.category;
  const price = segment.priceCents[d]!;
  if (
    (f.minPriceCents !== undefined && price < f.minPriceCents) ||
    (f.maxPriceCents !== undefined && price > f.maxPriceCents)
  )
    bits |= BIT.price;
  if (f.inStock && !segment.inStock[d]) bits |= BIT.in_stock;
  if (f.zoneRank !== undefined) {
    const low = segment.zoneMin[d]!;
    const high = segment.zoneMax[d]!;
    if (low < 0 || high < 0 || low > f.zoneRank || high < f.zoneRank) bits |= BIT.zone;
  }
  if (tests.light && !tests.light(segment.light[d]!)) bits |= BIT.light;
  if (tests.water && !tests.water.has(segment.water[d]!)) bits |= BIT.water;
  if (tests.sizeClass && !tests.sizeClass.has(segment.sizeClass[d]!)) bits |= BIT.size_class;
  if (tests.native && !tests.native(segment.nativeStates[d]!)) bits |= BIT.native_state;
  if (f.deerResistant !== undefined && (segment.deerResistant[d] === 1) !== f.deerResistant) bits |= BIT.deer_resistant;
  return bits;
}

function tally(t: FacetTally, segment: Segment, d: number, vendor: IndexedVendor, bits: number) {
  const only = (filter: Filter) => bits === 0 || bits === BIT[filter];
  if (only('category')) bump(t.scalar.category, segment.category[d]!);
  if (only('size_class') && segment.sizeClass[d]) bump(t.scalar.size_class, segment.sizeClass[d]!);
  if (only('water') && segment.water[d]) bump(t.water, segment.water[d]!);
  if (only('state') && vendor.state !== null) bump(t.state, vendor.state);
  if (only('deer_resistant') && segment.deerResistant[d] === 1) t.deer++;
  if (only('in_stock') && segment.inStock[d]) t.stock++;
  if (only('light') && segment.light[d]) bump(t.lists.light, segment.light[d]!);
  if (only('native_state') && segment.nativeStates[d]) bump(t.lists.native_state, segment.nativeStates[d]!);
  if (only('price')) {
    const price = segment.priceCents[d]!;
    t.price.count++;
    t.price.min = Math.min(t.price.min, price);
    t.price.max = Math.max(t.price.max, price);
  }
  if (bits === 0) t.zone++;
}

function countRows(t: FacetTally, interners: Interners, zoneSet: boolean): FacetCountRow[] {
  const rows: FacetCountRow[] = [];
  const row = (facet: Filter, value: string | null, count: number) =>
    rows.push({ facet, value, count, min_cents: null, max_cents: null });
  for (const [name, counts] of Object.entries(t.scalar) as [Filter, Map<number, number>][])
    for (const [id, count] of counts) row(name, interners.values.values[id]!, count);
  for (const [id, count] of t.water) row('water', interners.values.values[id]!, count);
  for (const [state, count] of t.state) row('state', state, count);
  if (t.deer) row('deer_resistant', 'true', t.deer);
  if (t.stock) row('in_stock', 'true', t.stock);
  for (const [name, counts] of Object.entries(t.lists) as [Filter, Map<number, number>][]) {
    const byValue = new Map<string, number>();
    for (const [id, count] of counts)
      for (const value of interners.lists.lists[id]!) byValue.set(value, (byValue.get(value) ?? 0) + count);
    for (const [value, count] of byValue) row(name, value, count);
  }
  const { count, min, max } = t.price;
  rows.push({ facet: 'price', value: null, count, min_cents: count ? min : null, max_cents: count ? max : null });
  if (zoneSet) row('zone', null, t.zone);
  return rows;
}

/** The best `size` plants seen, by the catalog's order: recently confirmed first, then rank, then the higher id. */
class Best {
  readonly fresh: number[] = [];
  readonly rank: number[] = [];
  readonly id: number[] = [];
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  #before(fresh: number, rank: number, id: number, at: number): boolean {
    return fresh !== this.fresh[at]
      ? fresh > this.fresh[at]!
      : rank !== this.rank[at]
        ? rank > this.rank[at]!
        : id > this.id[at]!;
  }

  offer(fresh: number, rank: number, id: number): void {
    let at = this.id.length;
    if (at === this.#size && (at === 0 || !this.#before(fresh, rank, id, at - 1))) return;
    while (at > 0 && this.#before(fresh, rank, id, at - 1)) at--;
    this.fresh.splice(at, 0, fresh);
    this.rank.splice(at, 0, rank);
    this.id.splice(at, 0, id);
    if (this.id.length > this.#size) {
      this.fresh.pop();
      this.rank.pop();
      this.id.pop();
    }
  }
}

/** The query's distinct lexemes in PostgreSQL's order (SortAndUniqItems: byte order). */
const distinctItems = (groups: string[][]) => [...new Set(groups.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function searchSegments(vendors: Iterable<IndexedVendor>, interners: Interners, query: IndexQuery): IndexAnswer {
  const { groups, filters } = query;
  const items = distinctItems(groups);
  const itemOf = new Map(items.map((item, n) => [item, n]));
  const groupItems = groups.map((group) => [...new Set(group)].map((item) => itemOf.get(item)!));
  const named = new Set(query.named.map((name) => interners.values.find(name)));
  const tests = filterTests(filters, interners);
  const staleBefore = query.nowMs - STOCK_STALE_DAYS * DAY_MS;
  const facets = query.facets ? new FacetTally() : null;
  const best = new Best(query.offset + query.limit);
  for (const vendor of vendors) {
    const segment = vendor.segment;
    if (!vendor.approved || !segment) continue;
    const vendorBits = filters.state !== undefined && vendor.state !== filters.state ? BIT.state : 0;
    const base = segment.nextStamps(groups.length + 1);
    const ranges = items.map((item) => segment.wordsStartingWith(item));
    // Plants holding every word: group g keeps those marked by group g - 1.
    const matched: number[] = [];
    for (const [g, members] of groupItems.entries()) {
      const last = g === groupItems.length - 1;
      for (const item of members) {
        const [from, to] = ranges[item]!;
        for (let p = segment.wordStart[from]!; p < segment.wordStart[to]!; p++) {
          const d = segment.postingDoc[p]!;
          const mark = segment.mark[d]!;
          if (mark === base + g + 1 || (g > 0 && mark !== base + g)) continue;
          segment.mark[d] = base + g + 1;
          if (last) matched.push(d);
        }
      }
    }
    // Rank the plants passing every filter; count facets over the others.
    const candidates: number[] = [];
    for (const d of matched) {
      const bits = failing(segment, d, filters, tests, vendorBits);
      if (facets) tally(facets, segment, d, vendor, bits);
      if (bits === 0) candidates.push(d);
    }
    if (candidates.length)
      rankCandidates(segment, candidates, items.length, ranges, named, staleBefore, base, groups.length > 1, best);
  }
  return {
    ids: best.id.slice(query.offset),
    counts: facets ? countRows(facets, interners, filters.zoneRank !== undefined) : null,
  };
}

// Scratch for gathering candidates' entries (searches are synchronous): grown as needed, never shrunk.
let entryPostings = new Int32Array(1024);
let entryItems = new Int32Array(1024);
let entryStart = new Int32Array(256);

/**
 * Offers each candidate to `best` with its ts_rank (plus 1 for a plant the search names in full). Each candidate's
 * entries are gathered in PostgreSQL's order (item, then lexeme) with two passes over the items' postings: one to
 * count them, one to place them.
 */
function rankCandidates(
  segment: Segment,
  candidates: number[],
  itemCount: number,
  ranges: [number, number][],
  named: Set<number>,
  staleBefore: number,
  base: number,
  and: boolean,
  best: Best,
): void {
  const slot = base + CANDIDATE_MARK;
  const slots = segment.slots();
  for (const [n, d] of candidates.entries()) {
    segment.mark[d] = slot;
    slots[d] = n;
  }
  if (entryStart.length < candidates.length + 1) entryStart = new Int32Array(2 * candidates.length + 2);
  entryStart.fill(0, 0, candidates.length + 1);
  for (const [from, to] of ranges)
    for (let p = segment.wordStart[from]!; p < segment.wordStart[to]!; p++) {
      const d = segment.postingDoc[p]!;
      if (segment.mark[d] === slot) entryStart[slots[d]! + 1]!++;
    }
  for (let n = 0; n < candidates.length; n++) entryStart[n + 1]! += entryStart[n]!;
  const total = entryStart[candidates.length]!;
  if (entryPostings.length < total) {
    entryPostings = new Int32Array(2 * total);
    entryItems = new Int32Array(2 * total);
  }
  const next = entryStart.slice(0, candidates.length);
  for (const [item, [from, to]] of ranges.entries())
    for (let p = segment.wordStart[from]!; p < segment.wordStart[to]!; p++) {
      const d = segment.postingDoc[p]!;
      if (segment.mark[d] !== slot) continue;
      const at = next[slots[d]!]!++;
      entryPostings[at] = p;
      entryItems[at] = item;
    }
  const doc: DocEntries = {
    positions: segment.positions,
    positionStart: segment.positionStart,
    postings: entryPostings,
    items: entryItems,
    from: 0,
    to: 0,
    itemCount,
  };
  for (const [n, d] of candidates.entries()) {
    doc.from = entryStart[n]!;
    doc.to = entryStart[n + 1]!;
    const rank = tsRank(doc, and, segment.vectorLength[d]!) + (named.has(segment.taxon[d]!) ? 1 : 0);
    best.offer(segment.confirmedMs[d]! >= staleBefore ? 1 : 0, rank, segment.ids[d]!);
  }
}
