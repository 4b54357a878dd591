import { describe, expect, it } from 'vitest';
import { sizeColumnByContent } from '../src/rules/size-column.ts';

describe('sizeColumnByContent', () => {
  const mapping = ['plant_name', 'pot_size', 'quantity_available', 'price'] as const;
  it('reads a "Pot Size" column of trade sizes as the size when no column names it', () => {
    const rows = [
      ['Switchgrass', '#2', '180', '14.50'],
      ['Catmint', '1 gal', '410', '9.80'],
      ['Coral Bells', '6" pot', '75', '11.95'],
      ['Jackman Clematis', '2 gal trellis', '40', '22.00'],
      ['Japanese Spurge', 'flat of 50', '64', '38.50'],
    ];
    expect(sizeColumnByContent(mapping, rows)).toEqual(['plant_name', 'size', 'quantity_available', 'price']);
  });
  it('keeps a pot description, and a pot size beside a Size column', () => {
    const rows = [
      ['Texas Sage', 'Black nursery pot', '25', '24.99'],
      ['Lantana', 'Fiber pot', '10', '6.00'],
    ];
    expect(sizeColumnByContent(mapping, rows)).toEqual([...mapping]);
    expect(sizeColumnByContent(['plant_name', 'size', 'pot_size'], [['Fern', '#1', '#1']])).toEqual([
      'plant_name',
      'size',
      'pot_size',
    ]);
  });
});
