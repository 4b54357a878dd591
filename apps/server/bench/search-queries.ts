import { plantReference, type Taxon } from '@verdant/shared/plant-names/reference';

// Search traffic drawn from the plant-name reference (issue 15): the catalog rows to search, the relevance list
// (query -> expected plant) and a stream of queries that do not repeat. Deterministic: the same on every run.
// Used by the search bench (bench/search.ts) and the relevance test (test/search-relevance.test.ts).

const SIZES = ['#1', '3 gal', '#5', '4" pot', '1 qt', '72 cell flat', 'B&B 2" cal', "6-8' B&B", '#15', 'bare root'];

/** One listing per taxon: its first common name as the plant name, the accepted name as the botanical name. */
export function referenceListings(): { plantName: string; scientificName: string; size: string }[] {
  return plantReference().taxa.map((taxon, index) => ({
    plantName: titleCase(taxon.common[0] ?? taxon.name),
    scientificName: taxon.name,
    size: SIZES[index % SIZES.length]!,
  }));
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** A deterministic misspelling: two letters of the longest word swapped (never the first letter). */
export function misspell(text: string, seed: number): string {
  const words = text.split(' ');
  let at = 0;
  words.forEach((word, index) => {
    if (/^[a-z-]+$/i.test(word) && word.length > words[at]!.length) at = index;
  });
  const word = words[at]!;
  if (word.length < 6) return text;
  const i = 2 + (seed % (word.length - 3));
  words[at] = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return words.join(' ');
}

/** A deterministic misspelling: one letter of the longest word written twice (never the first letter). */
export function doubleLetter(text: string, seed: number): string {
  const words = text.split(' ');
  const at = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[at]!;
  const i = 1 + (seed % (word.length - 1));
  words[at] = word.slice(0, i + 1) + word.slice(i);
  return words.join(' ');
}

export interface RelevancePair {
  query: string;
  /** The accepted name of the plant that must be in the top 3. */
  expected: string;
  kind: 'accepted' | 'synonym' | 'common' | 'cultivar' | 'typo' | 'shared';
}

/**
 * At least 200 pairs: synonyms, common names (other than the listing's own), cultivars without quotes, accepted
 * names and misspelt accepted names. Names two taxa share are left out there: they have no single expected plant.
 * Then (added with the name boost and the typo distance, decision 020): names several taxa share, expected for the
 * one whose first common name it is; cultivars in lower case with quotes; a letter written twice; a cultivar's
 * name alone, in quotes, where one plant bears it.
 */
export function relevancePairs(): RelevancePair[] {
  const { taxa } = plantReference();
  const owners = new Map<string, Set<Taxon>>();
  const own = (name: string, taxon: Taxon) => {
    const key = name.toLowerCase().replace(/['"]/g, '');
    owners.set(key, (owners.get(key) ?? new Set()).add(taxon));
  };
  for (const taxon of taxa) for (const name of [taxon.name, ...taxon.synonyms, ...taxon.common]) own(name, taxon);
  const unique = (name: string) => owners.get(name.toLowerCase().replace(/['"]/g, ''))?.size === 1;

  const pairs: RelevancePair[] = [];
  const take = (kind: RelevancePair['kind'], limit: number, pick: (taxon: Taxon, index: number) => string | null) => {
    let taken = 0;
    taxa.forEach((taxon, index) => {
      if (taken >= limit) return;
      const query = pick(taxon, index);
      if (!query) return;
      pairs.push({ query, expected: taxon.name, kind });
      taken += 1;
    });
  };
  take('synonym', 60, (taxon) => taxon.synonyms.find((name) => unique(name) && !name.includes("'")) ?? null);
  take('common', 60, (taxon, index) =>
    index % 3 === 0 ? (taxon.common.slice(1).find((name) => unique(name)) ?? null) : null,
  );
  take('cultivar', 40, (taxon) =>
    taxon.cultivar && taxon.species ? `${taxon.genus} ${taxon.species} ${taxon.cultivar}` : null,
  );
  take('accepted', 30, (taxon, index) => (index % 7 === 3 && !taxon.cultivar && taxon.species ? taxon.name : null));
  take('typo', 60, (taxon, index) => {
    if (index % 4 !== 1 || taxon.cultivar || !taxon.species || taxon.species.length < 7) return null;
    const typo = misspell(`${taxon.genus} ${taxon.species}`, index);
    return typo === `${taxon.genus} ${taxon.species}` ? null : typo;
  });
  const primary = new Map<string, Taxon[]>();
  for (const taxon of taxa) {
    const first = taxon.common[0]?.toLowerCase().replace(/['"]/g, '');
    if (first) primary.set(first, [...(primary.get(first) ?? []), taxon]);
  }
  take('shared', 40, (taxon, index) => {
    const first = taxon.common[0];
    if (index % 2 || !first || unique(first)) return null;
    return primary.get(first.toLowerCase().replace(/['"]/g, ''))?.length === 1 ? first : null;
  });
  take('cultivar', 20, (taxon, index) =>
    index % 2 && taxon.cultivar && taxon.species
      ? `${taxon.genus} ${taxon.species} '${taxon.cultivar}'`.toLowerCase()
      : null,
  );
  take('typo', 30, (taxon, index) =>
    // Not a variety: its species' own listing rightly ranks first for the species' name.
    index % 4 === 2 && !taxon.cultivar && !taxon.rank && taxon.species && taxon.species.length >= 6
      ? doubleLetter(`${taxon.genus} ${taxon.species}`, index)
      : null,
  );
  const cultivarOwners = new Map<string, number>();
  for (const { cultivar } of taxa) if (cultivar) cultivarOwners.set(cultivar, (cultivarOwners.get(cultivar) ?? 0) + 1);
  take('cultivar', 20, (taxon, index) =>
    index % 3 === 0 && taxon.cultivar && cultivarOwners.get(taxon.cultivar) === 1 ? `'${taxon.cultivar}'` : null,
  );
  return pairs;
}

/**
 * `count` different search texts, drawn from every name in the reference, about 30% misspelt, each made unique by
 * its position (a trailing cultivar-like word is avoided: it would change what matches).
 */
export function uniqueQueries(count: number): string[] {
  const names = plantReference().taxa.flatMap((taxon) => [taxon.name, ...taxon.synonyms, ...taxon.common]);
  const queries = new Set<string>();
  for (let index = 0; queries.size < count && index < count * 20; index++) {
    const name = names[(index * 7919) % names.length]!.replace(/['"]/g, '');
    const round = Math.floor(index / names.length);
    let query = index % 10 < 3 ? misspell(name, index + round) : name;
    // The same name in a later round: cut to a prefix, as a user typing would send.
    if (queries.has(query) && round > 0) query = query.slice(0, Math.max(4, query.length - round));
    queries.add(query);
  }
  return [...queries];
}
