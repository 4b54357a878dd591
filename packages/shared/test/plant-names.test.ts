import { describe, expect, it } from 'vitest';
import { matchPlantName } from '../src/plant-names/match.ts';
import { parsePlantName } from '../src/plant-names/parse-name.ts';
import { plantReference } from '../src/plant-names/reference.ts';

describe('plant-name reference', () => {
  it('holds at least 1,000 taxa, each with zones, light and water', () => {
    const { taxa } = plantReference();
    expect(taxa.length).toBeGreaterThanOrEqual(1000);
    for (const taxon of taxa) {
      expect(taxon.zoneMin, taxon.name).toBeTruthy();
      expect(taxon.light.length, taxon.name).toBeGreaterThan(0);
      expect(taxon.water.length, taxon.name).toBeGreaterThan(0);
    }
  });

  it('never lists one accepted name twice', () => {
    const names = plantReference().taxa.map((taxon) => taxon.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps growing attributes: zones, native states, deer resistance, bloom', () => {
    const redbud = plantReference().byName.get('cercis canadensis')!;
    expect(redbud).toMatchObject({ zoneMin: '4', zoneMax: '9', usNative: true, habit: 'deciduous' });
    expect(redbud.nativeStates).toContain('OH');
    expect(redbud.bloomSeasons).toEqual(['spring']);
    const lavender = plantReference().byName.get('lavandula angustifolia')!;
    expect(lavender).toMatchObject({ deerResistant: true, habit: 'evergreen', usNative: false });
  });
});

describe('parsePlantName', () => {
  it.each([
    ['Acer x freemanii', { genus: 'Acer', hybrid: true, species: 'freemanii', cultivar: null }],
    [
      'Acer ×freemanii \u2018Autumn Blaze\u2019',
      { genus: 'Acer', hybrid: true, species: 'freemanii', cultivar: 'Autumn Blaze' },
    ],
    ['Cornus florida var. rubra', { genus: 'Cornus', species: 'florida', rank: 'var.', infraspecific: 'rubra' }],
    ['Hydrangea anomala ssp. petiolaris', { rank: 'subsp.', infraspecific: 'petiolaris' }],
    ['Acer rubrum October Glory', { genus: 'Acer', species: 'rubrum', cultivar: 'October Glory' }],
    ["macrophylla 'Endless Summer*", { genus: null, species: 'macrophylla', cultivar: 'Endless Summer' }],
    ['Hydrangea macrophylla "Endless Summer"', { species: 'macrophylla', cultivar: 'Endless Summer' }],
    ['Heuchera Obsidian®', { genus: 'Heuchera', species: null, cultivar: 'Obsidian' }],
  ])('%s', (text, expected) => {
    expect(parsePlantName(text)).toMatchObject(expected);
  });
});

describe('matchPlantName', () => {
  // Real misreadings: OCR confusions (rn/m, cl/d, l/1, O/0), typos, names cut in two, synonyms, common names.
  it.each([
    ['Acer rubrum', 'exact', 'Acer rubrum', false],
    ['acer RUBRUM', 'exact', 'acer RUBRUM', false],
    ["Acer rubrum 'October Glory'", 'exact', "Acer rubrum 'October Glory'", false],
    ["macrophylla 'Endless Summer*", 'epithet', "Hydrangea macrophylla 'Endless Summer'", true],
    ['Acer rubrurn', 'fuzzy', 'Acer rubrum', true],
    ['Cornus fIorida', 'fuzzy', 'Cornus florida', true],
    ['Hydrangea paniculata Limelight', 'exact', 'Hydrangea paniculata Limelight', false],
    ['Hydrangae paniculata', 'fuzzy', 'Hydrangea paniculata', true],
    ['Magnolia virginiana', 'exact', 'Magnolia virginiana', false],
    ['Syringa reticu1ata', 'fuzzy', 'Syringa reticulata', true],
    ['Liriodendron tulipifera', 'exact', 'Liriodendron tulipifera', false],
    ['Liriodendron tullpifera', 'fuzzy', 'Liriodendron tulipifera', true],
    ['Lagerstroemia indica', 'exact', 'Lagerstroemia indica', false],
    ['Echinacea purpurea', 'exact', 'Echinacea purpurea', false],
    ['Echlnacea purpurea', 'fuzzy', 'Echinacea purpurea', true],
    ['Rudbeckia fulgida', 'exact', 'Rudbeckia fulgida', false],
    ['Ilex verticiIlata', 'fuzzy', 'Ilex verticillata', true],
    ["llex vomitoria 'Nana'", 'fuzzy', "Ilex vomitoria 'Nana'", true],
    // OCR: the capital I read as "i" or "f", a cultivar one letter out.
    ["ilex x meserveae 'Blue Princess'", 'exact', "Ilex x meserveae 'Blue Princess'", true],
    ["fllex x meserveae 'Blue Princess'", 'fuzzy', "Ilex x meserveae 'Blue Princess'", true],
    ["Hydrangea macrophylla 'Endless Sumer'", 'fuzzy', "Hydrangea macrophylla 'Endless Summer'", true],
    ["Hydrangea macrophylla 'Endless Winter'", 'exact', "Hydrangea macrophylla 'Endless Winter'", false],
    ['Leucophylium frutescens', 'fuzzy', 'Leucophyllum frutescens', true],
    ['Thuja occidentalis', 'exact', 'Thuja occidentalis', false],
    ['Aster novae-angliae', 'synonym', 'Symphyotrichum novae-angliae', false],
    ['Cimicifuga racemosa', 'synonym', 'Actaea racemosa', false],
    ['Leucanthemum x superbum', 'synonym', 'Chrysanthemum x superbum', false],
    ['crape myrtle', 'common', 'crape myrtle', false],
    ['Crepe Myrtle', 'common', 'Crepe Myrtle', false],
    ['Red Maple', 'common', 'Red Maple', false],
    ['Knock Out rose', 'common', 'Knock Out rose', false],
    ['Hosta', 'common', 'Hosta', false],
    ['Quercus', 'genus', 'Quercus', false],
    ['Hosta Sum and Substance', 'exact', 'Hosta Sum and Substance', false],
    ['Viburnum x burkwoodii', 'exact', 'Viburnum x burkwoodii', false],
  ])('%s -> %s %s', (text, kind, name, corrected) => {
    const match = matchPlantName(text);
    expect({ kind: match.kind, name: match.name, corrected: match.corrected }).toEqual({ kind, name, corrected });
  });

  it('attaches the reference entry, cultivar first', () => {
    expect(matchPlantName("macrophylla 'Endless Summer*").taxon?.cultivar).toBe('Endless Summer');
    expect(matchPlantName('Aster novae-angliae').taxon?.name).toBe('Symphyotrichum novae-angliae');
    expect(matchPlantName('crepe myrtle').taxon?.genus).toBe('Lagerstroemia');
  });

  it('never guesses: an epithet shared by several genera, a short word, an unknown name', () => {
    for (const text of ['virginiana', '\'October Glory"', 'Acer rubra x', 'Xyzzy plant']) {
      const match = matchPlantName(text);
      expect(match.corrected, text).toBe(false);
      expect(match.confidence, text).toBeLessThan(0.85);
    }
    expect(matchPlantName('virginiana').kind).toBe('none');
  });

  it('gives full confidence only to names found as written', () => {
    expect(matchPlantName('Acer rubrum').confidence).toBe(1);
    expect(matchPlantName('Acer rubrurn').confidence).toBeLessThan(1);
    expect(matchPlantName('Quercus').confidence).toBeLessThan(0.85);
  });
});
