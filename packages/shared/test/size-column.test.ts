import { describe, expect, it } from 'vitest';
import { sizeColumnByContent, sizeUnitOfHeader, withSizeUnit } from '../src/rules/size-column.ts';

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

describe('a size column whose header names the unit', () => {
  it('finds the unit in the header, inches only when written apart', () => {
    expect(sizeUnitOfHeader('Size (gal)')).toBe('gal');
    expect(sizeUnitOfHeader('Container Size (gal.)')).toBe('gal');
    expect(sizeUnitOfHeader('Gallons')).toBe('gal');
    expect(sizeUnitOfHeader('Pot (qt)')).toBe('qt');
    expect(sizeUnitOfHeader('Height (ft)')).toBe('ft');
    expect(sizeUnitOfHeader('Caliper (in.)')).toBe('"');
    expect(sizeUnitOfHeader('Size in pots')).toBeNull();
    expect(sizeUnitOfHeader('Size')).toBeNull();
  });

  it('gives bare numbers and ranges the unit, and leaves any other size as written', () => {
    expect(withSizeUnit('3', 'gal')).toBe('3 gal');
    expect(withSizeUnit('6-8', 'ft')).toBe('6-8 ft');
    expect(withSizeUnit('2.5', '"')).toBe('2.5"');
    expect(withSizeUnit('#2', 'gal')).toBe('#2');
    expect(withSizeUnit('3 gal', 'gal')).toBe('3 gal');
    expect(withSizeUnit('3', null)).toBe('3');
  });
});
