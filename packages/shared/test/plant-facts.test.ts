import { describe, expect, it } from 'vitest';
import { matchColumns, prepareRow } from '../src/rules/bulk-upload.ts';
import { parseZoneRange, USDA_ZONES, zoneRank } from '../src/rules/growing.ts';
import { plantFacts } from '../src/rules/plant-facts.ts';

describe('USDA zones', () => {
  it('runs 1a..13b and compares by position, not as text', () => {
    expect(USDA_ZONES).toHaveLength(26);
    expect(zoneRank('10a')).toBeGreaterThan(zoneRank('8a'));
    expect(zoneRank('8A')).toBe(zoneRank('8a'));
    expect(zoneRank('14a')).toBe(-1);
  });

  it.each([
    ['5-9', { min: '5a', max: '9b' }],
    ['Zones 4a-8b', { min: '4a', max: '8b' }],
    ['USDA 6 to 9', { min: '6a', max: '9b' }],
    ['z7b', { min: '7b', max: '7b' }],
    ['8', { min: '8a', max: '8b' }],
    ['10-11', { min: '10a', max: '11b' }],
  ])('reads %s', (text, range) => {
    expect(parseZoneRange(text)).toEqual(range);
  });

  it.each([['9-5'], ['zone 14'], ['sunny'], ['']])('refuses %s', (text) => {
    expect(parseZoneRange(text)).toBeNull();
  });
});

const item = (fields: Partial<Parameters<typeof plantFacts>[0]>) =>
  plantFacts({ plant_name: '', scientific_name: null, size: null, pot_size: null, given: {}, ...fields });

describe('plantFacts', () => {
  it('fills what the vendor left empty from the reference and keeps what it gave', () => {
    const facts = item({
      plant_name: 'Crape Myrtle',
      scientific_name: 'Lagerstroemia indica',
      size: '3 gal',
      given: { light: ['part_shade'] },
    });
    expect(facts).toMatchObject({
      size_class: '#3',
      zone_min: '7a',
      zone_max: '9b',
      light: ['part_shade'],
      water: 'low',
      habit: 'deciduous',
      deer_resistant: false,
    });
    expect(facts.from_reference).not.toContain('light');
    expect(facts.search_names).toContain('crepe myrtle');
  });

  it('knows a plant by a synonym or a common name', () => {
    expect(item({ scientific_name: 'Aster novae-angliae' }).search_names).toContain('Symphyotrichum novae-angliae');
    expect(item({ plant_name: 'red maple' }).zone_min).toBe('3a');
  });

  it('a cultivar also carries its species names', () => {
    const facts = item({ scientific_name: "Hosta 'June'" });
    expect(facts.search_names).toContain('June hosta');
    expect(facts.search_names).toContain('plantain lily');
  });

  it('leaves an unknown plant with what the vendor gave, and drops a reference zone that contradicts it', () => {
    expect(item({ plant_name: 'Mystery Seedling', size: 'large' })).toMatchObject({
      size_class: null,
      size_rank: null,
      zone_min: null,
      search_names: null,
      from_reference: [],
    });
    const facts = item({ scientific_name: 'Acer rubrum', given: { zone_min: '10a' } });
    expect(facts).toMatchObject({ zone_min: '10a', zone_max: null });
  });
});

describe('growing attribute columns of an imported list', () => {
  it('maps the headers nurseries use', () => {
    expect(
      matchColumns(['Plant', 'Price', 'Hardiness', 'Sun', 'Water needs', 'Mature height', 'Spread', 'Native to']),
    ).toEqual(['plant_name', 'price', 'zone', 'light', 'water', 'mature_height', 'mature_spread', 'native']);
    expect(matchColumns(['Name', 'Qty', 'Deer resistant', 'Evergreen/Deciduous', 'Bloom time'])).toEqual([
      'plant_name',
      'quantity_available',
      'deer_resistant',
      'habit',
      'bloom',
    ]);
  });

  it('reads the cells into the inventory payload', () => {
    const { value, errors } = prepareRow({
      plant_name: 'Texas Sage',
      price: '$24.99',
      quantity_available: '5',
      zone: 'Zones 7-10',
      light: 'Full sun / Part shade',
      water: 'Low',
      mature_height: "5-6'",
      mature_spread: '30 in',
      native: 'TX, NM',
      deer_resistant: 'Yes',
      habit: 'Evergreen',
      bloom: 'Summer, purple',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      zone_min: '7a',
      zone_max: '10b',
      light: ['full_sun', 'part_shade'],
      water: 'low',
      mature_height_ft: 6,
      mature_spread_ft: 2.5,
      native_states: ['TX', 'NM'],
      deer_resistant: true,
      habit: 'evergreen',
      bloom_season: ['summer'],
      bloom_color: 'purple',
    });
  });

  it('says which growing cell it did not understand', () => {
    const { errors } = prepareRow({
      plant_name: 'Fern',
      price: '5',
      quantity_available: '1',
      zone: 'cold',
      light: 'x',
    });
    expect(errors.map((error) => error.field)).toEqual(['zone', 'light']);
  });
});
