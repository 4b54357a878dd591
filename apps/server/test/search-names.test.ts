import type { Plant } from '@verdant/shared/schemas/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlant, createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 15 point 3 through the API: a plant is found by any of its names, and a search that names a plant in full
// (a cultivar with or without quotes, a common name other plants share) ranks that plant's listings first.
// Misspellings are corrected by typo distance, not only by trigram likeness.

let ctx: TestContext;

const LISTINGS: [plantName: string, scientificName: string][] = [
  ['Emerald Green Arborvitae', "Thuja occidentalis 'Smaragd'"],
  ['Techny Arborvitae', "Thuja occidentalis 'Techny'"],
  ['Eastern Arborvitae', 'Thuja occidentalis'],
  ['Common Fig', 'Ficus carica'],
  ['Creeping Fig', 'Ficus pumila'],
  ['Banana Shrub', 'Magnolia figo'],
  ['American Sycamore', 'Platanus occidentalis'],
  ['California Sycamore', 'Platanus racemosa'],
  ['White Fringetree', 'Chionanthus virginicus'],
  ['Chinese Fringe Tree', 'Chionanthus retusus'],
  ['New England Aster', 'Symphyotrichum novae-angliae'],
  ['Crape Myrtle', 'Lagerstroemia indica'],
  ['White Fir', 'Abies concolor'],
  // Trigram-closer to "conoclor" than concolor is.
  ['Blue Mistflower', 'Conoclinium coelestinum'],
  ['Spicebush', 'Lindera benzoin'],
  ['Red Maple', 'Acer rubrum'],
];

beforeAll(async () => {
  ctx = await createTestApp();
  const vendor = await createVendor(ctx.app);
  for (const [plantName, scientificName] of LISTINGS) {
    await createPlant(ctx.app, vendor, { plantName, scientificName, description: 'Field grown.', category: 'outdoor' });
  }
});
afterAll(() => ctx.close());

async function search(text: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Plant[]).map((plant) => plant.plant_name);
}

describe('search by any name of a plant', () => {
  it('finds a plant by a synonym and by either spelling of its common name', async () => {
    expect(await search('Aster novae-angliae')).toEqual(['New England Aster']);
    expect(await search('crepe myrtle')).toEqual(['Crape Myrtle']);
    expect(await search('crape myrtle')).toEqual(['Crape Myrtle']);
  });

  it('finds every plant of a genus', async () => {
    expect((await search('Thuja')).sort()).toEqual([
      'Eastern Arborvitae',
      'Emerald Green Arborvitae',
      'Techny Arborvitae',
    ]);
  });

  it('ranks a cultivar named with or without quotes above its species, whose common names mention it', async () => {
    for (const query of [
      'Thuja occidentalis Smaragd',
      "thuja occidentalis 'smaragd'",
      'Thuja occidentalis "Smaragd"',
    ]) {
      const found = await search(query);
      // All three match: the species lists "Smaragd arborvitae", the other cultivar repeats its species' names.
      expect(found).toHaveLength(3);
      expect(found[0]).toBe('Emerald Green Arborvitae');
    }
    expect((await search('thuja occidentalis techny'))[0]).toBe('Techny Arborvitae');
    // The cultivar's name alone: one plant's, and no genus or epithet.
    expect((await search("'Smaragd'"))[0]).toBe('Emerald Green Arborvitae');
  });

  it('ranks first the plant a shared common name belongs to', async () => {
    // "fig" starts Magnolia figo's epithet and ends "creeping fig"; it is one of Ficus carica's own names.
    const found = await search('fig');
    expect(found[0]).toBe('Common Fig');
    expect(found).toEqual(expect.arrayContaining(['Creeping Fig', 'Banana Shrub']));
    // Both are sycamores; "sycamore" alone is a name of the American one only.
    expect(await search('sycamore')).toEqual(['American Sycamore', 'California Sycamore']);
    // Written as two words only in the Chinese one's name, "fringe tree" is a name of the white one.
    expect(await search('fringe tree')).toEqual(['White Fringetree', 'Chinese Fringe Tree']);
  });
});

describe('misspelt searches', () => {
  it('correct a word by typo distance where trigram likeness picks another word', async () => {
    expect(await search('Abies conoclor')).toEqual(['White Fir']);
    expect(await search('Linedra benzoin')).toEqual(['Spicebush']);
  });

  it('correct a short word with swapped letters from the plant-name reference', async () => {
    expect(await search('aecr rubrum')).toEqual(['Red Maple']);
  });

  it('leave a word the catalog knows as typed', async () => {
    expect(await search('figo')).toEqual(['Banana Shrub']);
    expect(await search('conoclinium')).toEqual(['Blue Mistflower']);
  });
});
