import { describe, expect, it } from 'vitest';
import { corrections, namedTaxa, nearReferenceWords, typoDistance } from '../src/plant-names/search.ts';
import { searchTerms } from '../src/rules/catalog.ts';

const named = (query: string) => namedTaxa(searchTerms(query)).map((taxon) => taxon.name);

describe('namedTaxa: the plants a search names in full', () => {
  it('reads a cultivar with or without quotes, in any case, and without the hybrid sign', () => {
    for (const query of [
      'Thuja occidentalis Smaragd',
      "thuja occidentalis 'smaragd'",
      'THUJA OCCIDENTALIS “Smaragd”',
    ]) {
      expect(named(query)).toEqual(["Thuja occidentalis 'Smaragd'"]);
    }
    expect(named('Taxus media Densiformis')).toEqual(["Taxus x media 'Densiformis'"]);
    expect(named('Acer palmatum dissectum')).toEqual(['Acer palmatum var. dissectum']);
  });

  it('reads synonyms and common-name variants', () => {
    expect(named('Aster novae-angliae')).toEqual(['Symphyotrichum novae-angliae']);
    expect(named('crepe myrtle')).toEqual(['Lagerstroemia indica']);
    expect(named('Crape Myrtle')).toEqual(['Lagerstroemia indica']);
  });

  it('gives a shared common name to the plant whose first common name it is', () => {
    // Ilex verticillata is also called black alder; Alnus glutinosa is called so first.
    expect(named('black alder')).toEqual(['Alnus glutinosa']);
    // The species lists its cultivar's name among its own common names.
    expect(named('Emerald Green arborvitae')).toEqual(["Thuja occidentalis 'Smaragd'"]);
  });

  it("reads a cultivar's name alone when it is one plant's and no botanical word", () => {
    expect(named('Smaragd')).toEqual(["Thuja occidentalis 'Smaragd'"]);
    expect(named("'Bloodgood'")).toEqual(["Acer palmatum 'Bloodgood'"]);
    // Betula pendula, and several cultivars called Pendula.
    expect(named('pendula')).toEqual([]);
  });

  it('names nothing for words that are not a whole name', () => {
    expect(named('maple')).toEqual([]);
    expect(named('thuja occidentalis smarag')).toEqual([]);
    expect(named('')).toEqual([]);
  });
});

describe('typo distance', () => {
  it('counts a swap of neighbours as one edit, and the other edits as Levenshtein does', () => {
    expect(typoDistance('linedra', 'lindera', 3)).toBe(1);
    expect(typoDistance('conoclor', 'concolor', 3)).toBe(1);
    expect(typoDistance('buxxus', 'buxus', 3)).toBe(1);
    expect(typoDistance('galil', 'galium', 3)).toBe(2);
    expect(typoDistance('abc', 'abc', 3)).toBe(0);
    expect(typoDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('stops at the ceiling', () => {
    expect(typoDistance('conoclor', 'conoclinium', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('corrections of a word no catalog word starts with', () => {
  it('finds reference words one edit away, even where trigrams see nothing alike', () => {
    expect(nearReferenceWords('aecr')).toContain('acer');
    expect(nearReferenceWords('linedra')).toEqual(['lindera']);
    expect(nearReferenceWords('buxxus')).toEqual(['buxus']);
    // Three letters: one edit makes another word.
    expect(nearReferenceWords('oka')).toEqual([]);
  });

  it('prefers the catalog candidate closest by typo distance over the most trigram-similar one', () => {
    // pg_trgm ranks conoclinium (0.40) above concolor (0.38) for "conoclor", and galium above galli for "galil".
    expect(corrections('conoclor', ['conoclinium', 'concolor', 'color'])).toEqual(['concolor']);
    expect(corrections('galil', ['galium', 'galen', 'galli'])).toEqual(['galli']);
  });

  it('adds a reference word when it is closer than every catalog candidate', () => {
    expect(corrections('linedra', ['line', 'linearis'])).toEqual(['line', 'lindera']);
    expect(corrections('aecr', [])).toEqual(['acer']);
  });

  it('keeps the trigram candidate when nothing is closer, and never offers the word itself', () => {
    expect(corrections('qwzxv', ['qwerty'])).toEqual(['qwerty']);
    expect(corrections('lindera', ['lindera'])).toEqual([]);
  });
});
