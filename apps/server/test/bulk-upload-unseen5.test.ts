// Text lists pass 5 (issue 13, make-unseen5.sh): shapes other tools print that the reader missed. A header of three
// lines, a totals or count line under the rows, column names such as "Ht.", "Net", "Remarks", "List Price", item codes in
// capitals, a header under thirty rows of terms, a sheet printed wider than its paper with a column no field reads,
// a header over two rows of cells, a Word table without its header, a column a printout clips.
import { findHeaderRow, matchColumns } from '@verdant/shared/rules/bulk-header';
import { namesFromDescription } from '@verdant/shared/rules/code-column';
import { describe, expect, it } from 'vitest';
import { isFooterRow } from '../src/modules/bulk-upload/footer-rows.ts';
import type { TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { byHeader, joinPages } from '../src/modules/bulk-upload/parsers/pdf-pages.ts';
import { clippedColumns } from '../src/modules/bulk-upload/parsers/wrap-doubts.ts';
import { withHeaderBefore, withSubHeader } from '../src/modules/bulk-upload/sub-header.ts';

const line = (y: number, ...cells: [string, number][]): TextLine => ({
  y,
  height: 10,
  boxes: cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5 })),
});

describe('text lists pass 5', () => {
  it('leaves out a totals line naming what it sums and an export’s record count, not a plant', () => {
    expect(isFooterRow(['', 'Total items', '', '', '=SUM(E6:E14)'])).toBe(true);
    expect(isFooterRow(['Total Qty Avail:', '1,234'])).toBe(true);
    expect(isFooterRow(['', 'Records: 14', '', ''])).toBe(true);
    expect(isFooterRow(['14 items'])).toBe(true);
    expect(isFooterRow(['Total Eclipse Hosta', '24', '$9.00'])).toBe(false);
    expect(isFooterRow(['Items: 3 gal', '4'])).toBe(false);
  });

  it('reads "Ht." as the size, "Net" as the price and "Remarks" as the notes', () => {
    expect(matchColumns(['SKU', 'Variety', 'Ht.', 'On Hand', 'Net', 'Remarks'])).toEqual([
      null,
      'plant_name',
      'size',
      'quantity_available',
      'price',
      'description',
    ]);
  });

  it('reads a lone "List Price" as the price; "Was" alone stays an old price', () => {
    expect(matchColumns(['Plant', 'Qty', 'List Price'])).toEqual(['plant_name', 'quantity_available', 'price']);
    expect(matchColumns(['Plant', 'Qty', 'Was'])).toEqual(['plant_name', 'quantity_available', 'compare_at_price']);
  });

  it('joins a header written over two rows of cells, and reads a later table without header under it', () => {
    const rows = (cells: string[][]) => cells.map((each, index) => ({ number: index + 1, cells: each }));
    const [header, body] = withSubHeader(
      ['Botanical', 'Common', 'Container', 'Qty', 'Price'],
      rows([
        ['Name', 'Name', 'Size', 'Avail.', 'Each'],
        ['Quercus bicolor', 'Swamp White Oak', '2" cal.', '8', '410'],
      ]),
    );
    expect(header).toEqual(['Botanical Name', 'Common Name', 'Container Size', 'Qty Avail.', 'Price Each']);
    expect(body).toHaveLength(1);
    // A plant with no number is no header row.
    expect(withSubHeader(['Plant', 'Size', 'Price'], rows([['Blue Grama', '1 qt', 'call']]))[1]).toHaveLength(1);
    const header5 = ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price'];
    const later = rows([
      ["Panicum virgatum 'Northwind'", 'Switchgrass', '#3', '75', '$16.50'],
      ['Sesleria autumnalis', 'Autumn Moor Grass', '72 cell', '3,600', '$0.95'],
    ]);
    expect(withHeaderBefore(later, header5)[0]!.cells).toEqual(header5);
    expect(withHeaderBefore(rows([['Terms', 'net 30']]), header5)).toHaveLength(1);
  });

  it('finds a column a printout clips by a run reaching over the next one', () => {
    const boundaries = [100, 200];
    const clipped = [
      {
        y: 10,
        height: 10,
        boxes: [
          { text: "Echinacea 'Wild B", x0: 0, x1: 104 },
          { text: 'Coneflower', x0: 100, x1: 150 },
        ],
      },
    ];
    expect([...clippedColumns(clipped, boundaries)]).toEqual([0]);
    const whole = [
      {
        y: 10,
        height: 10,
        boxes: [
          { text: 'Salvia', x0: 0, x1: 40 },
          { text: 'Sage', x0: 100, x1: 130 },
        ],
      },
    ];
    expect(clippedColumns(whole, boundaries).size).toBe(0);
  });

  it('finds a header under thirty rows of an order form’s terms', () => {
    const rows = [
      ['ORDER FORM'],
      ...Array.from({ length: 32 }, (_, index) => [`${index + 1}. Terms line`]),
      ['Item #', 'Variety', 'Size', 'Available', 'Price'],
    ];
    expect(findHeaderRow(rows)).toBe(33);
  });

  it('reads item codes in capitals joined by dashes as codes, the description as the name', () => {
    const rows = [
      ['PAN-VIR-NOR', "Panicum virgatum 'Northwind'", '#3'],
      ['CAL-ACU-KAR', "Calamagrostis x acutiflora 'Karl Foerster'", '#1'],
      ['SES-AUT', 'Sesleria autumnalis', '72 cell'],
    ];
    expect(namesFromDescription(['plant_name', 'description', 'size'], rows)).toEqual([null, 'plant_name', 'size']);
    const names = [['Blue Grama', 'Bouteloua gracilis', '1 qt']];
    expect(namesFromDescription(['plant_name', 'description', 'size'], names)).toEqual([
      'plant_name',
      'description',
      'size',
    ]);
  });

  it('keeps a header of three lines (each of two naming columns) one table, and cuts at another table’s header', () => {
    const lines = [
      line(100, ['Item', 0], ['Common', 200], ['Qty', 300], ['Price', 350]),
      line(106, ['Botanical Name', 50], ['Remarks', 400]),
      line(112, ['No.', 0], ['Name', 200], ['Avail.', 300], ['Each', 350]),
      line(130, ['10412', 0], ['Malus domestica', 50], ['Apple', 200], ['48', 300], ['$42.00', 350]),
      line(160, ['Plant', 50], ['Size', 200], ['Qty', 300]),
      line(180, ['Acer rubrum', 50], ['#7', 200], ['12', 300]),
    ];
    expect(byHeader(lines).map((part) => part.length)).toEqual([4, 2]);
  });

  it('joins a page of the last columns whose header has a column no field reads ("Location")', () => {
    const names = [
      line(100, ['Item #', 0], ['Description', 50], ['Common Name', 200]),
      line(120, ['10412', 0], ["Malus domestica 'Honeycrisp'", 50], ['Honeycrisp Apple', 200]),
    ];
    const numbers = [
      line(70, ['RUIT TREE NURSERY', 50]),
      line(100, ['Cont.', 50], ['Avail.', 120], ['Each', 180], ['Location', 250]),
      line(120, ['#5', 50], ['48', 120], ['$42.00', 180], ['A-12', 250]),
    ];
    const lines = joinPages([
      { lines: names, extent: 1400 },
      { lines: numbers, extent: 1400 },
    ]);
    expect(lines.map((each) => each.boxes.map((box) => box.text))).toEqual([
      ['Item #', 'Description', 'Common Name', 'Cont.', 'Avail.', 'Each', 'Location'],
      ['10412', "Malus domestica 'Honeycrisp'", 'Honeycrisp Apple', '#5', '48', '$42.00', 'A-12'],
    ]);
  });
});
