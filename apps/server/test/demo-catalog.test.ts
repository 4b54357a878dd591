import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES_DIR, DEMO_PLANTS, DEMO_VENDORS } from '../src/db/seed/demo-catalog.ts';

// The seed reads one picture per demo plant from DEMO_IMAGES_DIR (drawn by tools/demo-images): a renamed plant
// without a redrawn picture would only fail when a fresh database is seeded.
describe('demo catalog', () => {
  it('has exactly one WebP picture per plant in the assets folder', () => {
    const names = DEMO_PLANTS.map((plant) => plant.image);
    expect(new Set(names).size).toBe(names.length);
    expect(readdirSync(DEMO_IMAGES_DIR).sort()).toEqual([...names].sort());
    for (const name of names) {
      const bytes = readFileSync(path.join(DEMO_IMAGES_DIR, name));
      expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
    }
  });

  it('gives every plant a known vendor', () => {
    const vendors = new Set(DEMO_VENDORS.map((vendor) => vendor.key));
    expect(DEMO_PLANTS.filter((plant) => !vendors.has(plant.vendor))).toEqual([]);
  });
});
