import { botanicalKey, formatPlantName, normaliseNameText, type ParsedName, parsePlantName } from './parse-name.ts';
import { commonKey, plantReference, type Taxon } from './reference.ts';

export type MatchKind = 'exact' | 'synonym' | 'common' | 'cultivar' | 'epithet' | 'fuzzy' | 'genus' | 'none';

export interface NameMatch {
  kind: MatchKind;
  /** The reference entry matched (species level, or the cultivar's own entry when the reference has it). */
  taxon: Taxon | null;
  /** The name to keep: the text as written, or the reference's spelling when the text was misread or cut. */
  name: string;
  /** True when `name` differs from what was read (a misread or cut name put right). */
  corrected: boolean;
  /** 0..1: how sure the match is. */
  confidence: number;
}

/** Pairs an OCR engine confuses, folded to one spelling before two names are compared. */
const OCR_FOLDS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/cl/g, 'd'],
  [/vv/g, 'w'],
  [/[1|!iI]/g, 'l'],
  [/0/g, 'o'],
  [/5/g, 's'],
];
const ocrFold = (text: string) => OCR_FOLDS.reduce((value, [pattern, to]) => value.replace(pattern, to), text);

/** Levenshtein distance with a ceiling: stops early once every path is past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits allowed for a word of this length: none for short words, where one letter makes another plant. */
const allowedEdits = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : length < 12 ? 2 : 3);

/** Distance between a read word and a reference word, the smaller of plain and OCR-folded spellings. */
function readingDistance(read: string, known: string, max: number): number {
  const plain = editDistance(read, known, max);
  if (plain === 0) return 0;
  const folded = editDistance(ocrFold(read), ocrFold(known), max);
  return Math.min(plain, folded === 0 ? 0.5 : folded);
}

/** The one closest candidate within the allowed edits, or null when none is close or two are equally close. */
function closest<T>(read: string, candidates: Iterable<[string, T]>): { value: T; distance: number } | null {
  const max = allowedEdits(read.length);
  let best: { value: T; distance: number } | null = null;
  let tie = false;
  for (const [key, value] of candidates) {
    const distance = readingDistance(read, key, max);
    // The same word once OCR's confusions are folded ("llex" is Ilex) counts even where no edit is allowed.
    if (distance > max && distance !== 0.5) continue;
    if (!best || distance < best.distance) {
      best = { value, distance };
      tie = false;
    } else if (distance === best.distance && best.value !== value) tie = true;
  }
  return best && !tie ? best : null;
}

function named(taxon: Taxon, parsed: ParsedName): string {
  return formatPlantName({ ...taxon, cultivar: parsed.cultivar ?? taxon.cultivar });
}

/**
 * The cultivar's own entry when the reference has it, else the species: the cultivar as read, or misread within
 * the edits allowed ("'Endless Sumer'"), when one of the species' cultivars is that close.
 */
function withCultivar(taxon: Taxon, cultivar: string | null): Taxon {
  if (!cultivar) return taxon;
  const cultivars = plantReference().byCultivar;
  const prefix = `${botanicalKey(taxon)}|`;
  const exact = cultivars.get(`${prefix}${commonKey(cultivar)}`);
  if (exact) return exact;
  const candidates: [string, Taxon][] = [];
  for (const [key, entry] of cultivars) if (key.startsWith(prefix)) candidates.push([key.slice(prefix.length), entry]);
  return closest(commonKey(cultivar), candidates)?.value ?? taxon;
}

function result(kind: MatchKind, taxon: Taxon | null, name: string, read: string, confidence: number): NameMatch {
  // A genus whose capital I or L was read as "i" or "l" ("ilex") is a misreading; other case is the list's style.
  const genusCase = /^[il]/.test(normaliseNameText(read)) && /^[IL]/.test(name);
  const corrected = genusCase || normaliseNameText(name).toLowerCase() !== normaliseNameText(read).toLowerCase();
  return { kind, taxon, name, corrected: kind !== 'common' && kind !== 'none' && corrected, confidence };
}

function byCommonName(text: string): Taxon | null {
  const found = plantReference().byCommon.get(commonKey(text));
  if (!found?.length) return null;
  // The most specific entry wins ("Limelight hydrangea" is the cultivar, not every panicle hydrangea).
  const cultivars = found.filter((taxon) => taxon.cultivar);
  if (cultivars.length === 1) return cultivars[0]!;
  const species = found.filter((taxon) => !taxon.cultivar);
  return species[0] ?? found[0]!;
}

/** A genus read with a typo ("Hydrangae"), matched to the reference's genera. */
function genusOf(read: string): { genus: string; distance: number } | null {
  const genera = plantReference().genera;
  const exact = genera.get(read.toLowerCase());
  if (exact) return { genus: exact, distance: 0 };
  const near = closest(read.toLowerCase(), genera.entries());
  return near ? { genus: near.value, distance: near.distance } : null;
}

function speciesIn(genus: string, parsed: ParsedName): { taxon: Taxon; distance: number } | null {
  const reference = plantReference();
  const key = botanicalKey({ ...parsed, genus });
  const exact = reference.byName.get(key) ?? reference.bySynonym.get(key);
  if (exact) return { taxon: exact, distance: 0 };
  const prefix = `${genus.toLowerCase()} `;
  const read = key.slice(prefix.length);
  const candidates: [string, Taxon][] = [];
  for (const [name, taxon] of reference.byName)
    if (name.startsWith(prefix)) candidates.push([name.slice(prefix.length), taxon]);
  for (const [name, taxon] of reference.bySynonym)
    if (name.startsWith(prefix)) candidates.push([name.slice(prefix.length), taxon]);
  const near = closest(read, candidates);
  return near ? { taxon: near.value, distance: near.distance } : null;
}

let species: Set<string> | null = null;
/** "genus epithet" of every accepted name, lower case. */
function speciesKeys(): Set<string> {
  species ??= new Set(
    plantReference().taxa.flatMap((taxon) => (taxon.species ? [`${taxon.genus} ${taxon.species}`.toLowerCase()] : [])),
  );
  return species;
}

/**
 * Botanical case put back where a list wrote it otherwise ("ACER RUBRUM", "Acer Rubrum", OCR's "Cornus fIorida"):
 * a known genus capitalised, the word after it in lower case unless it is a title-case cultivar ("Hosta June").
 */
function caseFixed(text: string): string {
  const words = text.split(' ');
  const first = words[0]!.toLowerCase();
  // A genus OCR misread letter for letter ("llex") is still that genus.
  const exact = plantReference().genera.get(first);
  const folded = exact ? null : genusOf(first);
  // A genus one OCR slip away ("fllex") is capitalised too, when written without its capital.
  const near = folded && (folded.distance <= 0.5 || (folded.distance <= 1 && /^\p{Ll}/u.test(words[0]!)));
  const genus = exact ?? (near ? folded.genus : undefined);
  if (!genus) return text;
  // Only the case is put back here: a misread genus stays misread, for the matcher to see and say.
  words[0] = exact ?? first.charAt(0).toUpperCase() + first.slice(1);
  const at = words[1]?.toLowerCase() === 'x' ? 2 : 1;
  const epithet = words[at];
  if (epithet && !/^['"]/.test(epithet)) {
    const lower = epithet.toLowerCase();
    const known = speciesKeys().has(`${genus.toLowerCase()} ${lower}`);
    if (!/^[A-Z][a-z]+$/.test(epithet) || known) words[at] = lower;
  }
  return words.join(' ');
}

/**
 * Matches a plant name as read from a list to the reference: the accepted name, a synonym, a common name, a name
 * with a typo or an OCR misreading, a name cut off before its epithet ("macrophylla 'Endless Summer*"), or the
 * genus alone. Never guesses between two equally close plants.
 */
export function matchPlantName(text: string): NameMatch {
  const known = recent.get(text);
  if (known) return known;
  const match = matchOnce(text);
  // A list repeats its names (one row per size): remember the last few thousand.
  if (recent.size >= 5000) recent.delete(recent.keys().next().value!);
  recent.set(text, match);
  return match;
}

const recent = new Map<string, NameMatch>();

function matchOnce(text: string): NameMatch {
  const read = normaliseNameText(text);
  if (!read) return result('none', null, '', text, 0);
  const reference = plantReference();

  const common = byCommonName(read);
  if (common) return result('common', common, read, text, 1);

  const parsed = parsePlantName(caseFixed(read));
  if (parsed.genus) {
    const genus = genusOf(parsed.genus);
    if (!genus) return result('none', null, read, text, 0.5);
    const length = read.length;
    if (!parsed.species) {
      // The genus alone, or a genus with a cultivar: known only as far as the genus.
      const cultivar =
        parsed.cultivar && reference.byCultivar.get(`${genus.genus.toLowerCase()}|${commonKey(parsed.cultivar)}`);
      if (cultivar && genus.distance === 0) return result('exact', cultivar, read, text, 1);
      if (cultivar) return result('fuzzy', cultivar, named(cultivar, parsed), text, 0.85);
      const name = formatPlantName({ ...parsed, genus: genus.genus });
      return result('genus', null, parsed.rest ? `${name} ${parsed.rest}` : name, text, genus.distance ? 0.5 : 0.6);
    }
    const species = speciesIn(genus.genus, parsed);
    if (!species) return result('genus', null, read, text, 0.5);
    const distance = genus.distance + species.distance;
    const taxon = withCultivar(species.taxon, parsed.cultivar);
    const isSynonym = !reference.byName.has(botanicalKey({ ...parsed, genus: genus.genus })) && distance === 0;
    // A cultivar matched to the reference's spelling of it is written that way.
    const misreadCultivar =
      taxon.cultivar && parsed.cultivar && commonKey(taxon.cultivar) !== commonKey(parsed.cultivar);
    const spelled = misreadCultivar ? { ...parsed, cultivar: taxon.cultivar } : parsed;
    if (misreadCultivar) return result('fuzzy', taxon, named(taxon, spelled), text, distance === 0 ? 0.8 : 0.6);
    if (distance === 0) {
      return isSynonym
        ? { kind: 'synonym', taxon, name: named(taxon, parsed), corrected: false, confidence: 0.95 }
        : result('exact', taxon, /^[il]/.test(read) ? caseFixed(read) : read, text, 1);
    }
    return result('fuzzy', taxon, named(taxon, parsed), text, Math.max(0.3, Math.min(0.9, 1 - distance / length)));
  }

  // No genus: a name cut in two keeps its epithet ("macrophylla") or only its cultivar ("'October Glory'").
  if (parsed.species) {
    const candidates = reference.byEpithet.get(parsed.species.toLowerCase()) ?? [];
    if (parsed.cultivar) {
      const withIt = candidates
        .map((taxon) => reference.byCultivar.get(`${botanicalKey(taxon)}|${commonKey(parsed.cultivar!)}`))
        .filter((taxon): taxon is Taxon => Boolean(taxon));
      if (withIt.length === 1) return result('epithet', withIt[0]!, named(withIt[0]!, parsed), text, 0.8);
    }
    if (candidates.length === 1) return result('epithet', candidates[0]!, named(candidates[0]!, parsed), text, 0.7);
    return result('none', null, read, text, 0.3);
  }
  if (parsed.cultivar && !parsed.rest) {
    const key = `|${commonKey(parsed.cultivar)}`;
    const found = [...reference.byCultivar].filter(([name]) => name.endsWith(key)).map(([, taxon]) => taxon);
    if (found.length === 1) return result('cultivar', found[0]!, named(found[0]!, parsed), text, 0.7);
    return result('none', null, read, text, 0.3);
  }
  // A common name with a typo ("crepe mrytle"): compared with the common names starting with the same letter.
  const readKey = commonKey(read);
  if (readKey.length >= 6) {
    const candidates: [string, { taxon: Taxon; common: string }][] = [];
    for (const taxon of reference.taxa)
      for (const common of taxon.common)
        if (common[0]?.toLowerCase() === readKey[0]) candidates.push([commonKey(common), { taxon, common }]);
    const near = closest(readKey, candidates);
    if (near) return result('fuzzy', near.value.taxon, near.value.common, text, 0.6);
  }
  return result('none', null, read, text, 0.5);
}
