/** A plant name taken apart: "Acer x freemanii 'Autumn Blaze'", "Cornus florida var. rubra", "macrophylla". */
export interface ParsedName {
  /** Capitalised genus, or null when the name starts with a lower-case epithet (a name cut in two). */
  genus: string | null;
  species: string | null;
  hybrid: boolean;
  rank: 'var.' | 'subsp.' | 'f.' | null;
  infraspecific: string | null;
  cultivar: string | null;
  /** Words left over that are not part of a botanical name (a common name, a trade name). */
  rest: string;
}

const RANKS: Record<string, ParsedName['rank']> = {
  var: 'var.',
  variety: 'var.',
  subsp: 'subsp.',
  ssp: 'subsp.',
  sub: 'subsp.',
  f: 'f.',
  forma: 'f.',
};

/**
 * Spelling put straight: curly quotes, the hybrid sign, trademark signs, and the stray quote an OCR engine reads as
 * "*" or a double quote at the end of a cultivar ("'Endless Summer*" is 'Endless Summer').
 */
export function normaliseNameText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[®™©]/g, '')
    .replace(/[‘’`´′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/×/g, ' x ')
    .replace(/(\w)\*+(?=\s|$)/g, "$1'")
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD = /^[A-Za-z][a-z-]*\.?$/;

/** Takes a written name apart without any reference: used for the data itself and for names read from files. */
export function parsePlantName(text: string): ParsedName {
  let value = normaliseNameText(text);
  let cultivar: string | null = null;
  // A cultivar in quotes, single or double, closed or cut off at the end.
  const quoted = /(['"])([^'"]+)(?:['"]|$)/.exec(value);
  if (quoted) {
    cultivar = quoted[2]!.trim() || null;
    value = `${value.slice(0, quoted.index)} ${value.slice(quoted.index + quoted[0].length)}`.trim();
  }
  const words = value.split(' ').filter(Boolean);
  const parsed: ParsedName = {
    genus: null,
    species: null,
    hybrid: false,
    rank: null,
    infraspecific: null,
    cultivar,
    rest: '',
  };
  let index = 0;
  // An intergeneric hybrid is written "x Heucherella".
  if (words[0]?.toLowerCase() === 'x' && words[1] && /^[A-Z]/.test(words[1])) index = 1;
  const first = words[index];
  if (first && /^[A-Z][a-z]+$/.test(first)) {
    parsed.genus = first;
    index += 1;
  }
  if (words[index]?.toLowerCase() === 'x') {
    parsed.hybrid = true;
    index += 1;
  }
  const epithet = words[index];
  // Digits and bars stay in an epithet: OCR reads "l" as "1" or "|" ("reticu1ata"), the matcher folds them back.
  if (epithet && /^[a-z][a-z0-9|!-]+$/.test(epithet) && !RANKS[epithet.replace('.', '')]) {
    parsed.species = epithet;
    index += 1;
  }
  const rank = words[index] && RANKS[words[index]!.toLowerCase().replace(/\.$/, '')];
  if (parsed.species && rank && words[index + 1] && /^[a-z][a-z-]+$/.test(words[index + 1]!)) {
    parsed.rank = rank;
    parsed.infraspecific = words[index + 1]!;
    index += 2;
  }
  const rest = words.slice(index);
  // An unquoted cultivar after the botanical name: "Acer rubrum October Glory", "Hosta Sum and Substance".
  if (!parsed.cultivar && parsed.genus && rest.length > 0 && rest.every((word) => WORD.test(word))) {
    if (/^[A-Z]/.test(rest[0]!)) {
      parsed.cultivar = rest.join(' ');
      return parsed;
    }
  }
  parsed.rest = rest.join(' ');
  return parsed;
}

/** The key a botanical name is looked up by: genus, epithet and infraspecific name, lower case, no cultivar. */
export function botanicalKey(name: Pick<ParsedName, 'genus' | 'species' | 'rank' | 'infraspecific'>): string {
  return [name.genus, name.species, name.rank, name.infraspecific].filter(Boolean).join(' ').toLowerCase();
}

/** The name written the botanical way: "Acer x freemanii 'Autumn Blaze'". */
export function formatPlantName(name: Omit<ParsedName, 'rest'>): string {
  const parts = [name.genus, name.hybrid ? 'x' : null, name.species, name.rank, name.infraspecific];
  const botanical = parts.filter(Boolean).join(' ');
  return name.cultivar ? `${botanical} '${name.cultivar}'`.trim() : botanical;
}
