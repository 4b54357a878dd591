import { searchTerms } from '../rules/catalog.ts';
import { plantReference, type Taxon } from './reference.ts';

// What catalog search takes from the plant-name reference (decision 020): which taxa a query names outright, and
// the reference word a misspelt search word was meant to be. Both are built once, on first use, and answer with map
// lookups: a search spends microseconds here.

/** How a name belongs to its taxon; the lower wins when taxa share a name ("fig" is Ficus carica's, not "creeping fig"). */
const ACCEPTED = 0;
const PRIMARY_COMMON = 1;
const SYNONYM = 2;
const OTHER_COMMON = 3;
const CULTIVAR_ALONE = 4;

/** Words a botanical name may carry or leave out: the hybrid sign and the rank ("Taxus x media", "var."). */
const OPTIONAL_WORDS = new Set(['x', 'var', 'subsp', 'ssp', 'f', 'cv']);

let names: Map<string, { taxon: Taxon; rank: number }[]> | null = null;

/** The search words of a name, as searchTerms reads a query (quotes and hyphens are word breaks). */
const key = (words: string[]) => words.join(' ');

function nameIndex() {
  if (names) return names;
  const index = new Map<string, { taxon: Taxon; rank: number }[]>();
  const add = (name: string, taxon: Taxon, rank: number, botanical: boolean) => {
    const words = searchTerms(name, 40);
    const keys = [key(words)];
    if (botanical) keys.push(key(words.filter((word) => !OPTIONAL_WORDS.has(word))));
    for (const text of new Set(keys)) {
      const entries = index.get(text) ?? [];
      if (!entries.some((entry) => entry.taxon === taxon)) index.set(text, [...entries, { taxon, rank }]);
    }
  };
  for (const taxon of plantReference().taxa) {
    add(taxon.name, taxon, ACCEPTED, true);
    taxon.common.forEach((common, at) => {
      add(common, taxon, at === 0 ? PRIMARY_COMMON : OTHER_COMMON, false);
    });
    for (const synonym of taxon.synonyms) add(synonym, taxon, SYNONYM, true);
  }
  addCultivarsAlone(index);
  names = index;
  return index;
}

/**
 * A cultivar's name alone ("Smaragd", "'Bloodgood'") names it when one taxon bears it, it is no other name, and
 * none of its words is a genus or an epithet ("Pendula" is also Betula pendula; "Nana" is many cultivars).
 */
function addCultivarsAlone(index: Map<string, { taxon: Taxon; rank: number }[]>) {
  const botanicalWords = new Set<string>();
  const bearers = new Map<string, Taxon[]>();
  for (const taxon of plantReference().taxa) {
    for (const word of searchTerms(`${taxon.genus} ${taxon.species ?? ''} ${taxon.infraspecific ?? ''}`, 40)) {
      botanicalWords.add(word);
    }
    if (taxon.cultivar) {
      const text = key(searchTerms(taxon.cultivar, 40));
      bearers.set(text, [...(bearers.get(text) ?? []), taxon]);
    }
  }
  for (const [text, taxa] of bearers) {
    if (taxa.length !== 1 || index.has(text) || text.split(' ').some((word) => botanicalWords.has(word))) continue;
    index.set(text, [{ taxon: taxa[0]!, rank: CULTIVAR_ALONE }]);
  }
}

/**
 * The taxa a search names in full: its words are one of their names, botanical (with or without the cultivar's
 * quotes, the hybrid sign or the rank), synonym or common. A name several taxa share goes to those for which it is
 * the accepted or first common name, else to all of them. Empty when the words are not a whole name ("maple").
 */
export function namedTaxa(terms: string[]): Taxon[] {
  const entries = nameIndex().get(key(terms));
  if (!entries) return [];
  const best = Math.min(...entries.map((entry) => entry.rank));
  return entries.filter((entry) => entry.rank === best).map((entry) => entry.taxon);
}

/**
 * Optimal string alignment distance: Levenshtein's edits plus the swap of two neighbouring letters as one edit
 * ("linedra" is one edit from "lindera", two for Levenshtein). Above `max` it answers max + 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

let deletions: Map<string, string[]> | null = null;
let nameWords: Set<string> | null = null;

const withoutOne = (word: string) => Array.from(word, (_, at) => word.slice(0, at) + word.slice(at + 1));

/** Every word (3 letters or more, folded as searchTerms folds) of the reference's names, synonyms and common names. */
function referenceWords(): Set<string> {
  if (nameWords) return nameWords;
  const words = new Set<string>();
  for (const taxon of plantReference().taxa) {
    for (const name of [taxon.name, ...taxon.synonyms, ...taxon.common]) {
      for (const word of searchTerms(name, 40)) if (word.length >= 3) words.add(word);
    }
  }
  nameWords = words;
  return words;
}

/** Whether `word` is a word of some plant's name in the reference ("Lagerstroemia", "indica", "myrtle"). */
export function isReferenceWord(word: string): boolean {
  const terms = searchTerms(word, 2);
  return terms.length === 1 && referenceWords().has(terms[0]!);
}

/** Every reference word, and every form of it less one letter, to the words it comes from. */
function deletionIndex() {
  if (deletions) return deletions;
  const index = new Map<string, string[]>();
  for (const word of referenceWords()) {
    for (const form of new Set([word, ...withoutOne(word)])) {
      const list = index.get(form);
      if (list) list.push(word);
      else index.set(form, [word]);
    }
  }
  deletions = index;
  return index;
}

/**
 * Reference words one edit from `term` (a letter added, dropped, changed, or two neighbours swapped), for a word
 * of 4 letters or more: in 3 letters one edit makes another real word. Sorted, so the answer is stable.
 */
export function nearReferenceWords(term: string): string[] {
  if (term.length < 4) return [];
  const index = deletionIndex();
  const found = new Set<string>();
  // A word one edit away shares the term, or the term less one letter, with itself or itself less one letter.
  for (const form of new Set([term, ...withoutOne(term)])) {
    for (const word of index.get(form) ?? []) if (word !== term && typoDistance(term, word, 1) <= 1) found.add(word);
  }
  return [...found].sort();
}

/**
 * The words to search beside a word no catalog word starts with: the closest of the catalog's trigram candidates
 * (`candidates`, best first), by typo distance and then by trigram order, and a reference word one edit away when
 * it is closer than that. At most two; none when nothing is near.
 */
export function corrections(term: string, candidates: string[]): string[] {
  const byDistance = (words: string[]) =>
    words
      .map((word, order) => ({ word, order, distance: typoDistance(term, word, 3) }))
      .sort((a, b) => a.distance - b.distance || a.order - b.order);
  const fromCatalog = byDistance(candidates.filter((word) => word !== term))[0];
  const fromReference = byDistance(nearReferenceWords(term))[0];
  const chosen = fromCatalog ? [fromCatalog.word] : [];
  if (fromReference && (!fromCatalog || fromReference.distance < fromCatalog.distance)) chosen.push(fromReference.word);
  return chosen;
}
