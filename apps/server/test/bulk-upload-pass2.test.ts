// Lists made by tools the reader was not built beside (issue 13, stop 17): a page's foot and a totals line among
// the rows, letter-spaced header words, header cells centred on a two-line header row.
import { describe, expect, it } from 'vitest';
import { createPdf, pdfBuffer } from '../src/lib/pdf.ts';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { isFooterRow } from '../src/modules/bulk-upload/footer-rows.ts';
import { parsePdf, unspaceLetters } from '../src/modules/bulk-upload/parsers/pdf.ts';

const table = (rows: string[][]) => rows.map((cells, index) => ({ number: index + 1, cells }));

describe("a list's foot and totals", () => {
  it('leaves out page marks, "continued" lines and a totals line, not plants', () => {
    expect(isFooterRow(['continued on next page', '', '', 'Page 1 of 3'])).toBe(true);
    expect(isFooterRow(['', '- 2 -'])).toBe(true);
    expect(isFooterRow(['(Continued)'])).toBe(true);
    expect(isFooterRow(['Total', '', '4,451', '$12,040.50'])).toBe(true);
    expect(isFooterRow(['Totals:', '88'])).toBe(true);
    expect(isFooterRow(['Total', 'Blue Spruce', '4'])).toBe(false);
    expect(isFooterRow(['Page Fern', '1 gal', '4', '$9.00'])).toBe(false);
    // A foot line whose "Page 1" landed in the price column (ReportLab's footer under a table).
    expect(isFooterRow(['Prices subject to change without notice.', '', '', '', 'Page 1'])).toBe(true);
    expect(isFooterRow(['Hosta Sum and Substance', '#1', '24', 'Page 1'])).toBe(false);
    const list = listFromTables([
      table([
        ['Plant', 'Size', 'Qty', 'Price'],
        ['Switchgrass', '#2', '180', '$14.50'],
        ['continued on next page', '', '', 'Page 1 of 2'],
        ['Catmint', '1 gal', '410', '$9.80'],
        ['Total', '', '590', ''],
      ]),
    ]);
    expect(list.rows.map((row) => row.cells.plant_name)).toEqual(['Switchgrass', 'Catmint']);
  });
});

describe('letter-spaced words', () => {
  it('joins single letters a space apart, words parted by two spaces', () => {
    expect(unspaceLetters('P L A N T')).toBe('PLANT');
    expect(unspaceLetters('B O T A N I C A L  N A M E')).toBe('BOTANICAL NAME');
    expect(unspaceLetters('Q T Y')).toBe('QTY');
    expect(unspaceLetters('A B')).toBe('A B');
    expect(unspaceLetters('Acer x B')).toBe('Acer x B');
  });
});

describe('header cells centred on a two-line header row', () => {
  it('reads the top half above the header line as part of it, not as a title', async () => {
    const doc = createPdf('List');
    doc.fontSize(7);
    const at = [50, 160, 250, 290, 330];
    const cell = (text: string, column: number, y: number) => {
      doc.text(text, at[column]!, y, { lineBreak: false });
    };
    doc.fontSize(12).text('Meadowlark Natives', 50, 40, { lineBreak: false }).fontSize(7);
    // "Container" and "On Hand" wrap in their narrow columns; the one-line cells are centred between.
    cell('Botanical', 0, 80);
    cell('Common', 1, 80);
    cell('Containe', 2, 76);
    cell('r', 2, 84);
    cell('On', 3, 76);
    cell('Hand', 3, 84);
    cell('Price', 4, 80);
    const rows = [
      ["Panicum virgatum 'Northwind'", 'Switchgrass', '#2', '180', '$14.50'],
      ['Magnolia virginiana', 'Sweetbay', "5-6'", '28', '$132.00'],
      ['Heuchera americana', 'Coral Bells', '6" pot', '75', '$11.95'],
    ];
    rows.forEach((texts, row) => {
      for (const [column, text] of texts.entries()) cell(text, column, 100 + row * 12);
    });
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    expect(list.rows.map(({ cells }) => [cells.size, cells.quantity_available])).toEqual([
      ['#2', '180'],
      ["5-6'", '28'],
      ['6" pot', '75'],
    ]);
  });
});

describe('a header row grouping columns', () => {
  const plants = [
    ["Panicum virgatum 'Northwind'", 'Switchgrass', '#2', '180', '$14.50'],
    ['Magnolia virginiana', 'Sweetbay', "5-6'", '28', '$132.00'],
    ['Heuchera americana', 'Coral Bells', '6" pot', '75', '$11.95'],
  ];
  const read = (list: ReturnType<typeof listFromTables>) =>
    list.rows.map(({ cells }) => [cells.scientific_name, cells.plant_name, cells.size, cells.quantity_available]);
  const want = plants.map(([scientific, name, size, qty]) => [scientific, name, size, qty]);

  it('takes the names under "Plant Name" (a sheet or Word table) as the columns, not as a plant', () => {
    const list = listFromTables([
      table([['Plant Name', '', 'Size', 'Qty', 'Price'], ['Botanical', 'Common', '', '', ''], ...plants]),
    ]);
    expect(read(list)).toEqual(want);
  });

  it('reads a PDF whose "Plant Name" is centred over "Botanical" and "Common", Size, Qty, Price between', async () => {
    const doc = createPdf('List');
    doc.fontSize(9);
    const at = [50, 240, 340, 390, 430];
    const cell = (text: string, x: number, y: number) => {
      doc.text(text, x, y, { lineBreak: false });
    };
    cell('Plant Name', 170, 70);
    for (const [column, text] of ['Size', 'Qty', 'Price'].entries()) cell(text, at[column + 2]!, 84);
    cell('Botanical', 120, 98);
    cell('Common', 260, 98);
    plants.forEach((texts, row) => {
      for (const [column, text] of texts.entries()) cell(text, at[column]!, 125 + row * 28);
    });
    expect(read(listFromTables(await parsePdf(await pdfBuffer(doc))))).toEqual(want);
  });
});

describe('cells one space apart in one run', () => {
  it('keeps a row whose quantity and price are one run across two column starts (not dropped as a note)', async () => {
    const doc = createPdf('List');
    doc.fontSize(7);
    const at = [50, 200, 250, 272, 290];
    const cell = (text: string, x: number, y: number) => {
      doc.text(text, x, y, { lineBreak: false });
    };
    for (const [column, text] of ['Plant', 'Size', 'Qty', 'Net', 'Price'].entries()) cell(text, at[column]!, 80);
    cell('Switchgrass', 50, 100);
    cell('#2', 200, 100);
    cell('180', 250, 100);
    cell('$14.50', 290, 100);
    cell('Serviceberry', 50, 112);
    cell('15 gal', 200, 112);
    cell('1,040 $1,089.00', 250, 112);
    cell('Catmint', 50, 124);
    cell('1 gal', 200, 124);
    cell('410', 250, 124);
    cell('$9.80', 290, 124);
    cell('All plants are grown from local seed and shipped bare root.', 50, 150);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    // Kept, never dropped as a note: read, or held as an error when the run can't be cut (as here).
    expect(list.rows.map(({ cells }) => cells.plant_name)).toEqual(['Switchgrass', 'Serviceberry', 'Catmint']);
    expect(list.rows[1]!.cells.quantity_available).toContain('1,040');
  });

  it('keeps a row whose name ran into the next columns (a sheet printed with its cells clipped), not a note', async () => {
    const doc = createPdf('List');
    doc.fontSize(10);
    const at = [50, 100, 150, 230, 290];
    const cell = (text: string, x: number, y: number) => {
      doc.text(text, x, y, { lineBreak: false });
    };
    for (const [column, text] of ['Botanical', 'Common', 'Size', 'Qty', 'Price'].entries()) cell(text, at[column]!, 80);
    cell('Acer rubrum Red Maple #15', 50, 100);
    cell('12', 262, 100);
    cell('$189.00', 300, 100);
    cell('Ilex glabra', 50, 115);
    cell('Inkberry', 100, 115);
    cell('#3', 150, 115);
    cell('45', 262, 115);
    cell('$24.00', 300, 115);
    cell('All plants are grown from local seed and shipped bare root.', 50, 140);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    // Kept and cut at the column starts (where the run can't be cut, an error for the vendor to see), never
    // silently dropped; the note still is.
    expect(list.rows).toHaveLength(2);
    expect(list.rows[0]!.cells).toEqual({
      scientific_name: 'Acer rubrum',
      plant_name: 'Red Maple',
      size: '#15',
      quantity_available: '12',
      price: '$189.00',
    });
    expect(list.rows[1]!.cells.plant_name).toBe('Inkberry');
  });
});
