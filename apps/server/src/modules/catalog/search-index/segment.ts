// One vendor's visible plants, packed for search: a sorted word list (PostgreSQL's own lexemes, read from
// search_vector) with, per word, the plants holding it and their positions; and a column per filter. A write to a
// vendor's plants rebuilds that vendor's segment only.

/** A plant as the index reads it (search-index.repository.ts). */
export interface IndexedPlant {
  id: number;
  /** search_vector::text, e.g. `'acer':1A 'mapl':4A,9`. */
  vector: string;
  /** The accepted name of the plant's taxon (search_names' first part), for the named-plant boost. */
  taxon: string | null;
  category: string;
  price_cents: number;
  in_stock: boolean;
  size_class: string | null;
  light: string[] | null;
  water: string | null;
  native_states: string[] | null;
  deer_resistant: boolean | null;
  zone_min_rank: number | null;
  zone_max_rank: number | null;
  confirmed_ms: number;
}

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Parses tsvector output into lexemes and their positions (PostgreSQL's 16-bit position-and-weight entries). */
export function parseTsvector(text: string): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") {
      at++;
      continue;
    }
    let word = '';
    at++;
    for (; at < text.length; at++) {
      const char = text[at]!;
      if (char === '\\') word += text[++at] ?? '';
      else if (char === "'" && text[at + 1] === "'") word += text[at++]!;
      else if (char === "'") break;
      else word += char;
    }
    at++;
    const positions: number[] = [];
    if (text[at] === ':') {
      const match = /^:([0-9A-D,]+)/.exec(text.slice(at, at + 2048));
      for (const part of match?.[1]?.split(',') ?? []) {
        const weight = WEIGHT_BITS[part.at(-1)!];
        const position = Number.parseInt(part, 10);
        positions.push(((weight ?? 0) << 14) | Math.min(position, 0x3fff));
      }
      at += match?.[0].length ?? 0;
    } else positions.push(0x3fff); // no positions: PostgreSQL ranks it as one entry of weight D
    lexemes.set(word, positions);
  }
  return lexemes;
}

/** Interned values (size classes, water, categories...) as small numbers; 0 is "none". */
export class Interner {
  readonly values: (string | null)[] = [null];
  readonly #ids = new Map<string, number>();

  /** The value's id, or -1 when no plant holds it. */
  find(value: string): number {
    return this.#ids.get(value) ?? -1;
  }

  id(value: string | null | undefined): number {
    if (value === null || value === undefined) return 0;
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.#ids.set(value, id);
    }
    return id;
  }
}

/** Lists (light, native states) interned whole: a list id stands for its values. */
export class ListInterner {
  readonly lists: string[][] = [[]];
  readonly #ids = new Map<string, number>();

  id(values: string[] | null): number {
    if (!values || values.length === 0) return 0;
    const key = values.join('\u0000');
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.lists.length;
      this.lists.push(values);
      this.#ids.set(key, id);
    }
    return id;
  }
}

export interface Interners {
  values: Interner;
  lists: ListInterner;
}

/** Marks a search's ranked candidates in Segment.mark; above every group mark (nextStamps stays under 2^29). */
export const CANDIDATE_MARK = 2 ** 30;

export class Segment {
  readonly size: number;
  readonly ids: Int32Array;
  readonly priceCents: Int32Array;
  readonly inStock: Uint8Array;
  /** Interned: category, size class, water, taxon (0 = none). */
  readonly category: Int32Array;
  readonly sizeClass: Int32Array;
  readonly water: Int32Array;
  readonly taxon: Int32Array;
  /** List ids (ListInterner). */
  readonly light: Int32Array;
  readonly nativeStates: Int32Array;
  /** 1 true, 0 false, -1 unknown. */
  readonly deerResistant: Int8Array;
  /** verdant_zone_rank of zone_min / zone_max, -1 when unknown. */
  readonly zoneMin: Int8Array;
  readonly zoneMax: Int8Array;
  readonly confirmedMs: Float64Array;
  /** The vector's count of positions (ts_rank's document length). */
  readonly vectorLength: Int32Array;
  /** Sorted lexemes; word w's postings are postingDoc[wordStart[w] .. wordStart[w + 1]). */
  readonly words: string[];
  readonly wordStart: Int32Array;
  readonly postingDoc: Int32Array;
  /** Posting p's positions are positions[positionStart[p] .. positionStart[p + 1]). */
  readonly positionStart: Int32Array;
  readonly positions: Uint16Array;
  /** Scratch for one search at a time (searches are synchronous): a plant's mark says which step matched it. */
  readonly mark: Int32Array;
  #stamp = 0;

  constructor(plants: IndexedPlant[], interners: Interners) {
    const n = plants.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.priceCents = new Int32Array(n);
    this.inStock = new Uint8Array(n);
    this.category = new Int32Array(n);
    this.sizeClass = new Int32Array(n);
    this.water = new Int32Array(n);
    this.taxon = new Int32Array(n);
    this.light = new Int32Array(n);
    this.nativeStates = new Int32Array(n);
    this.deerResistant = new Int8Array(n);
    this.zoneMin = new Int8Array(n);
    this.zoneMax = new Int8Array(n);
    this.confirmedMs = new Float64Array(n);
    this.vectorLength = new Int32Array(n);
    this.mark = new Int32Array(n);
    const postings = new Map<string, { docs: number[]; positions: number[][] }>();
    let postingCount = 0;
    let positionCount = 0;
    for (const [doc, plant] of plants.entries()) {
      const { values, lists } = interners;
      this.ids[doc] = plant.id;
      this.priceCents[doc] = plant.price_cents;
      this.inStock[doc] = plant.in_stock ? 1 : 0;
      this.category[doc] = values.id(plant.category);
      this.sizeClass[doc] = values.id(plant.size_class);
      this.water[doc] = values.id(plant.water);
      this.taxon[doc] = values.id(plant.taxon);
      this.light[doc] = lists.id(plant.light);
      this.nativeStates[doc] = lists.id(plant.native_states);
      this.deerResistant[doc] = plant.deer_resistant === null ? -1 : plant.deer_resistant ? 1 : 0;
      this.zoneMin[doc] = plant.zone_min_rank ?? -1;
      this.zoneMax[doc] = plant.zone_max_rank ?? -1;
      this.confirmedMs[doc] = plant.confirmed_ms;
      let length = 0;
      for (const [word, positions] of parseTsvector(plant.vector)) {
        const posting = postings.get(word) ?? { docs: [], positions: [] };
        postings.set(word, posting);
        posting.docs.push(doc);
        posting.positions.push(positions);
        length += positions.length;
        postingCount++;
        positionCount += positions.length;
      }
      this.vectorLength[doc] = length;
    }
    // Byte order of the lexemes, as PostgreSQL sorts a vector's entries (they are lower-case ASCII here).
    this.words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.wordStart = new Int32Array(this.words.length + 1);
    this.postingDoc = new Int32Array(postingCount);
    this.positionStart = new Int32Array(postingCount + 1);
    this.positions = new Uint16Array(positionCount);
    let p = 0;
    let q = 0;
    for (const [w, word] of this.words.entries()) {
      this.wordStart[w] = p;
      const posting = postings.get(word)!;
      for (const [k, doc] of posting.docs.entries()) {
        this.postingDoc[p] = doc;
        this.positionStart[p] = q;
        for (const position of posting.positions[k]!) this.positions[q++] = position;
        p++;
      }
    }
    this.wordStart[this.words.length] = p;
    this.positionStart[p] = q;
  }

  #slots: Int32Array | null = null;

  /** Scratch: a ranked candidate's place in its search's list (made on first use). */
  slots(): Int32Array {
    this.#slots ??= new Int32Array(this.size);
    return this.#slots;
  }

  /** `count` fresh mark values for one search, above every mark left by earlier searches. */
  nextStamps(count: number): number {
    if (this.#stamp + count > 2 ** 29) {
      this.#stamp = 0;
      this.mark.fill(0);
    }
    const base = this.#stamp;
    this.#stamp += count;
    return base;
  }

  /** The range [from, to) of words starting with `prefix`. */
  wordsStartingWith(prefix: string): [number, number] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.words[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < this.words.length && this.words[end]!.startsWith(prefix)) end++;
    return [low, end];
  }
}
