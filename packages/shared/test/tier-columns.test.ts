import { describe, expect, it } from 'vitest';
import { cellsFromRow, matchColumns, prepareRow } from '../src/rules/bulk-upload.ts';
import { parseTierHeader, splitTierCell } from '../src/rules/tier-columns.ts';

describe('parseTierHeader', () => {
  it.each([
    ['1-9', { min: 1, max: 9 }],
    ['10-49', { min: 10, max: 49 }],
    ['10 - 49', { min: 10, max: 49 }],
    ['10\u201349', { min: 10, max: 49 }],
    ['50+', { min: 50, max: null }],
    ['Price 10+', { min: 10, max: null }],
    ['10+ price', { min: 10, max: null }],
    ['10+ Price ($)', { min: 10, max: null }],
    ['Qty 10-49', { min: 10, max: 49 }],
    ['Qty 1-9 each', { min: 1, max: 9 }],
    ['100 and up', { min: 100, max: null }],
    ['1,000+', { min: 1000, max: null }],
    ['@ 25+', { min: 25, max: null }],
    ['Price (50+)', { min: 50, max: null }],
  ])('%s is a tier', (header, range) => {
    expect(parseTierHeader(header)).toEqual(range);
  });

  it.each(['Price', 'Qty', 'Size', 'Zone 7-10', 'Hardiness 5-9', '2024-25', '0+', '3 gal', '#3', 'Item ID', ''])(
    '%s is not',
    (header) => {
      expect(parseTierHeader(header)).toBeNull();
    },
  );
});

describe('splitTierCell', () => {
  it('reads "quantity then price" parts, lowest quantity first', () => {
    expect(splitTierCell('50+ $28.00; 10+ $31.00')).toEqual([
      { min_quantity: 10, price_text: '$31.00' },
      { min_quantity: 50, price_text: '$28.00' },
    ]);
    expect(splitTierCell('10-49: 31; 50 and up 28')).toEqual([
      { min_quantity: 10, price_text: '31' },
      { min_quantity: 50, price_text: '28' },
    ]);
    expect(splitTierCell('')).toEqual([]);
  });

  it('refuses a part without a quantity', () => {
    expect(splitTierCell('31.00')).toBeNull();
    expect(splitTierCell('10+ 31; cheap')).toBeNull();
  });
});

describe('tier columns in a list', () => {
  const headers = ['Item ID', 'Plant', 'Qty', 'Price', 'Price 10+', 'Qty 50+'];

  it('map to price_tiers, each column, beside Item ID', () => {
    expect(matchColumns(headers)).toEqual([
      'item_id',
      'plant_name',
      'quantity_available',
      'price',
      'price_tiers',
      'price_tiers',
    ]);
    // Without a Price or Qty column, tiers make a header row too.
    expect(matchColumns(['Plant', '1-9', '10+'])).toEqual(['plant_name', 'price_tiers', 'price_tiers']);
  });

  it('become breaks; the Price column stays the price', () => {
    const cells = cellsFromRow(matchColumns(headers), ['12', 'Yaupon', '80', '$34.50', '$31', '28'], headers);
    expect(cells).toMatchObject({ item_id: '12', price_tiers: '10+ $31; 50+ 28' });
    const row = prepareRow(cells);
    expect(row.errors).toEqual([]);
    expect(row.itemId).toBe(12);
    expect(row.cells.price_tiers).toBe('10+ 31.00; 50+ 28.00');
    expect(row.value).toMatchObject({
      price: 34.5,
      price_tiers: [
        { min_quantity: 10, price: 31 },
        { min_quantity: 50, price: 28 },
      ],
    });
  });

  it('without a price, the lowest tier is the price', () => {
    const row = prepareRow({ plant_name: 'Yaupon', quantity_available: '5', price_tiers: '1+ 34.50; 10+ 31' });
    expect(row.cells).toMatchObject({ price: '34.50', price_tiers: '10+ 31.00' });
    expect(row.value).toMatchObject({ price: 34.5, price_tiers: [{ min_quantity: 10, price: 31 }] });
  });

  it('reports tiers it cannot read, breaks above the price and a bad Item ID', () => {
    const unreadable = prepareRow({ plant_name: 'A', price: '5', quantity_available: '1', price_tiers: 'ten 4' });
    expect(unreadable.errors[0]).toMatchObject({ field: 'price_tiers' });
    const above = prepareRow({ plant_name: 'A', price: '5', quantity_available: '1', price_tiers: '10+ 6' });
    expect(above.errors).toEqual([
      { field: 'price_tiers', message: 'Quantity break prices must be lower than the price' },
    ]);
    const id = prepareRow({ plant_name: 'A', price: '5', quantity_available: '1', item_id: 'X-12' });
    expect(id.errors).toEqual([
      { field: 'item_id', message: 'Item ID "X-12" is not a number: keep the id from your exported list' },
    ]);
    expect(prepareRow({ plant_name: 'A', price: '5', quantity_available: '1', item_id: '7.0' }).itemId).toBe(7);
  });
});
