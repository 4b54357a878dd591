// What an in-process search index would cost (issue 15: "show the measurements before reaching for another engine").
// Builds the search bench's catalog (bench/search.ts: BENCH_PLANTS listings drawn from the plant-name reference) in
// memory, then answers the bench's unique queries as the catalog search does: every word a prefix, all words must
// match, a word no catalog word starts with also matches its corrections, listings of a plant named in full first,
// the facet counts of every match, the top 25. The ranking is a stand-in for ts_rank (field weights), so this
// measures cost, not relevance. Prints build time, memory and CPU per search. Nothing here serves requests.
// Run: node --expose-gc apps/server/bench/search-in-memory.ts (BENCH_PLANTS=1000000 for the large catalog; without
// --expose-gc the heap figure includes garbage).
import { corrections, namedTaxa } from '@verdant/shared/plant-names/search';
import { searchTerms } from '@verdant/shared/rules/catalog';
import { factColumns } from '../src/modules/inventory/plant-facts.ts';
import { referenceListings, uniqueQueries } from './search-queries.ts';

const PLANTS = Number(process.env.BENCH_PLANTS ?? 100_000);
const QUERIES = 4_000;
const PAGE = 25;

const heapBefore = process.memoryUsage().heapUsed;
const built = performance.now();
const listings = referenceListings().map((listing) => ({
  ...listing,
  facts: factColumns({ plantName: listing.plantName, scientificName: listing.scientificName, size: listing.size }),
}));
const sizeClasses = [...new Set(listings.map((l) => l.facts.sizeClass ?? ''))];

// One row per plant, columns as typed arrays (what the facets and the ranking read).
const listingOf = new Int32Array(PLANTS);
const priceCents = new Int32Array(PLANTS);
const inStock = new Uint8Array(PLANTS);
const visible = new Uint8Array(PLANTS);
const stateOf = new Uint8Array(PLANTS);
// word -> plants holding it, with the word's weight there (names 3, description 1)
const postings = new Map<string, { ids: number[]; weights: number[] }>();
const nameWords = new Set<string>();
function index(id: number, text: string, weight: number, isName: boolean) {
  for (const word of searchTerms(text, 64)) {
    const posting = postings.get(word) ?? { ids: [], weights: [] };
    postings.set(word, posting);
    const last = posting.ids.length - 1;
    if (posting.ids[last] === id) posting.weights[last] = Math.max(posting.weights[last]!, weight);
    else {
      posting.ids.push(id);
      posting.weights.push(weight);
    }
    if (isName) nameWords.add(word);
  }
}
for (let id = 0; id < PLANTS; id++) {
  const n = id % listings.length;
  const listing = listings[n]!;
  listingOf[id] = n;
  priceCents[id] = 500 + ((id * 7919) % 20_000);
  inStock[id] = id % 40 > 0 ? 1 : 0;
  visible[id] = id % 50 !== 0 ? 1 : 0;
  stateOf[id] = (id % 50) % 3;
  index(id, `${listing.plantName} ${listing.scientificName} ${listing.facts.searchNames ?? ''}`, 3, true);
  index(id, `Nursery grown ${listing.plantName.toLowerCase()}, lot ${id} outdoor`, 1, false);
}
const vocabulary = [...postings.keys()].sort();
const packed = vocabulary.map((word) => {
  const { ids, weights } = postings.get(word)!;
  return { ids: Int32Array.from(ids), weights: Uint8Array.from(weights) };
});
postings.clear();
const namesByLetter = new Map<string, string[]>();
for (const word of nameWords) namesByLetter.set(word[0]!, [...(namesByLetter.get(word[0]!) ?? []), word]);
const buildSeconds = (performance.now() - built) / 1000;
globalThis.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

function lowerBound(word: string) {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (vocabulary[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Indexes into `vocabulary` of the words starting with `term`. */
function completions(term: string): number[] {
  const found: number[] = [];
  for (let at = lowerBound(term); at < vocabulary.length && vocabulary[at]!.startsWith(term); at++) found.push(at);
  return found;
}

const score = new Float32Array(PLANTS);
const seenAt = new Int32Array(PLANTS);
let stamp = 0;

function search(text: string) {
  const terms = searchTerms(text, 8);
  let matches: number[] | null = null;
  for (const term of terms) {
    let words = completions(term);
    if (words.length === 0 && term.length >= 3) {
      const near = (namesByLetter.get(term[0]!) ?? []).filter((word) => Math.abs(word.length - term.length) <= 2);
      words = corrections(term, near.slice(0, 400)).flatMap(completions);
    }
    stamp += 1;
    const next: number[] = [];
    for (const at of words) {
      const { ids, weights } = packed[at]!;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        if (matches && seenAt[id] !== stamp - 1) continue; // not matched by the words before
        if (seenAt[id] === stamp) score[id] = Math.max(score[id]!, weights[k]!);
        else {
          seenAt[id] = stamp;
          next.push(id);
          score[id] = (matches ? score[id]! : 0) + weights[k]!;
        }
      }
    }
    matches = next; // stamped with this word's stamp: the next word keeps only these
  }
  if (!matches) return { count: 0, page: [] as number[] };
  const named = new Set(namedTaxa(terms).map((taxon) => taxon.name));
  const facets = { size: new Int32Array(sizeClasses.length), state: new Int32Array(3), stock: 0, min: 1e9, max: 0 };
  const counts = new Map<string, number>(); // light, water, native states, deer resistance, zones: by value
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const shown: number[] = [];
  for (const id of matches) {
    if (!visible[id]) continue;
    const listing = listings[listingOf[id]!]!;
    if (named.has(listing.scientificName)) score[id] = score[id]! + 100;
    facets.size[sizeClasses.indexOf(listing.facts.sizeClass ?? '')]! += 1;
    facets.state[stateOf[id]!]! += 1;
    facets.stock += inStock[id]!;
    const { light, water, nativeStates, deerResistant, zoneMin, zoneMax } = listing.facts;
    for (const value of light ?? []) add(`light:${value}`);
    for (const value of nativeStates ?? []) add(`native:${value}`);
    add(`water:${water}`);
    add(`deer:${deerResistant}`);
    add(`zone:${zoneMin}-${zoneMax}`);
    facets.min = Math.min(facets.min, priceCents[id]!);
    facets.max = Math.max(facets.max, priceCents[id]!);
    shown.push(id);
  }
  shown.sort((a, b) => score[b]! - score[a]! || b - a);
  return { count: shown.length, page: shown.slice(0, PAGE + 1), facets, counts };
}

const queries = uniqueQueries(QUERIES);
for (const query of queries.slice(0, 200)) search(query); // warm the JIT
const times: number[] = [];
let matched = 0;
const cpu = process.cpuUsage();
for (const query of queries) {
  const started = performance.now();
  matched += search(query).count;
  times.push(performance.now() - started);
}
const used = process.cpuUsage(cpu);
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(3);
console.log(
  `${PLANTS} plants: built in ${buildSeconds.toFixed(1)} s, ${vocabulary.length} words, heap +${heapMb.toFixed(0)} MB; ` +
    `${queries.length} unique searches, ${(matched / queries.length).toFixed(0)} visible matches on average; ` +
    `CPU ${((used.user + used.system) / 1000 / queries.length).toFixed(3)} ms per search, ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (one thread, one at a time)`,
);
