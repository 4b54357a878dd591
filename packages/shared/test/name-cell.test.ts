import { describe, expect, it } from 'vitest';
import { withNamesApart } from '../src/rules/name-cell.ts';

describe('withNamesApart', () => {
  it('takes "Common (Botanical)" apart in a list with no botanical column', () => {
    expect(withNamesApart({ plant_name: 'Red Maple (Acer rubrum)', price: '$12' })).toEqual({
      plant_name: 'Red Maple',
      scientific_name: 'Acer rubrum',
      price: '$12',
    });
    expect(withNamesApart({ plant_name: "Red Maple (Acer rubrum 'October Glory')" })).toEqual({
      plant_name: 'Red Maple',
      scientific_name: "Acer rubrum 'October Glory'",
    });
    // The other way round, when the reference knows the common name.
    expect(withNamesApart({ plant_name: 'Acer rubrum (Red Maple)' })).toEqual({
      plant_name: 'Red Maple',
      scientific_name: 'Acer rubrum',
    });
  });

  it('leaves every other name as written', () => {
    for (const name of [
      "Hydrangea arborescens 'Incrediball' (PP20571)",
      'Acer rubrum (Native)',
      'Coral Bells (Assorted)',
      'Maple (Red)',
      'Blue Salvia',
      'Red Maple (Acer rubrum) (B&B)',
    ]) {
      expect(withNamesApart({ plant_name: name })).toEqual({ plant_name: name });
    }
    // A botanical column of its own is never overwritten.
    const both = { plant_name: 'Red Maple (Acer rubrum)', scientific_name: 'Acer rubrum' };
    expect(withNamesApart(both)).toEqual(both);
  });

  it('takes a known common name out of brackets in a botanical cell whose common cell is blank', () => {
    expect(withNamesApart({ scientific_name: "Ilex glabra 'Shamrock' (Inkberry)", size: '#3' })).toEqual({
      scientific_name: "Ilex glabra 'Shamrock'",
      plant_name: 'Inkberry',
      size: '#3',
    });
    // Brackets holding no name the reference knows stay as written.
    for (const name of ["Hydrangea arborescens 'Incrediball' (PP20571)", 'Acer rubrum (Native)', 'Ilex (Mixed)']) {
      expect(withNamesApart({ scientific_name: name })).toEqual({ scientific_name: name });
    }
  });

  it('keeps a botanical column of its own', () => {
    const both = { plant_name: 'Red Maple (Acer rubrum)', scientific_name: 'Acer rubrum' };
    expect(withNamesApart(both)).toEqual(both);
  });
});
