// A PDF table whose header line is one text run ("Common Name Botanical Name Size Price Qty Notes", single-spaced
// over columns spread wider): cut into its column names, placed over the columns of the rows below (issue 13).
import { describe, expect, it } from 'vitest';
import { createPdf, pdfBuffer } from '../src/lib/pdf.ts';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { columnNames } from '../src/modules/bulk-upload/parsers/header-run.ts';
import { parsePdf } from '../src/modules/bulk-upload/parsers/pdf.ts';

type Doc = ReturnType<typeof createPdf>;
const row = (doc: Doc, columns: number[], y: number, cells: string[]) =>
  cells.forEach((text, index) => {
    if (text) doc.text(text, columns[index]!, y, { lineBreak: false });
  });

describe('a header drawn as one text run', () => {
  it('is cut into column names by the known header words', () => {
    expect(columnNames('Botanical Name Common Name Size Qty Price')).toEqual([
      'Botanical Name',
      'Common Name',
      'Size',
      'Qty',
      'Price',
    ]);
    // The longest known names win ("Qty Avail", "Unit Price"); unknown words stay together.
    expect(columnNames('Plant Qty Avail Unit Price Ready Week')).toEqual([
      'Plant',
      'Qty Avail',
      'Unit Price',
      'Ready',
      'Week',
    ]);
    expect(columnNames('Item Plant Grower Code Price')).toEqual(['Item', 'Plant', 'Grower Code', 'Price']);
  });

  it('reads a second table on the page and a table on a later page under their own one-run headers', async () => {
    const doc = createPdf('Availability');
    doc.fontSize(10);
    const trees = [50, 200, 330, 400, 460];
    row(doc, trees, 80, ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price']);
    row(doc, trees, 100, ['Acer rubrum', 'Red Maple', '15 gal', '4', '$189.00']);
    row(doc, trees, 115, ['Betula nigra', 'River Birch', '7 gal', '12', '$79.00']);
    doc.font('Helvetica-Bold').fontSize(12).text('Perennials', 50, 150, { lineBreak: false });
    doc.font('Helvetica').fontSize(10);
    doc.text('Common Name Botanical Name Size Price Qty Notes', 50, 170, { lineBreak: false });
    const perennials = [50, 170, 300, 360, 420, 480];
    row(doc, perennials, 190, ['Purple Coneflower', 'Echinacea purpurea', '1 gal', '$8.50', '120', 'Native']);
    row(doc, perennials, 205, ['Black-eyed Susan', 'Rudbeckia fulgida', '1 gal', '$7.95', '96', '']);
    row(doc, perennials, 220, ['Switchgrass', 'Panicum virgatum', '#2', '$14.00', '60', 'Heavy']);
    doc.addPage();
    doc.text('Item Plant Size Avail Price', 50, 80, { lineBreak: false });
    const shrubs = [50, 100, 250, 330, 400];
    row(doc, shrubs, 100, ['101', 'Texas Sage', '3 gal', '25', '$24.99']);
    row(doc, shrubs, 115, ['102', 'Lantana', '1 gal', '80', '$5.50']);
    row(doc, shrubs, 130, ['103', 'Blue Salvia', '1 gal', '40', '$6.00']);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    const read = list.rows.map(({ cells }) => [
      cells.plant_name,
      cells.scientific_name ?? '',
      cells.size,
      cells.quantity_available,
      cells.price,
    ]);
    expect(read).toEqual([
      ['Red Maple', 'Acer rubrum', '15 gal', '4', '$189.00'],
      ['River Birch', 'Betula nigra', '7 gal', '12', '$79.00'],
      ['Purple Coneflower', 'Echinacea purpurea', '1 gal', '120', '$8.50'],
      ['Black-eyed Susan', 'Rudbeckia fulgida', '1 gal', '96', '$7.95'],
      ['Switchgrass', 'Panicum virgatum', '#2', '60', '$14.00'],
      ['Texas Sage', '', '3 gal', '25', '$24.99'],
      ['Lantana', '', '1 gal', '80', '$5.50'],
      ['Blue Salvia', '', '1 gal', '40', '$6.00'],
    ]);
    expect(list.rows.map(({ cells }) => cells.description ?? '')).toEqual(['', '', 'Native', '', 'Heavy', '', '', '']);
  });

  it('joins header words set apart by wide spaces ("Plant   Name", fixed-width) over one column of the rows', async () => {
    const doc = createPdf('Availability');
    doc.font('Courier').fontSize(9);
    const widths = [22, 10, 8, 10, 12];
    const at = (column: number) => 50 + widths.slice(0, column).reduce((sum, width) => sum + width, 0) * 5.4;
    const header = ['Plant Name', 'Size', 'Qty', 'Price', 'Notes'];
    doc.text(header.map((text, column) => text.padEnd(widths[column]!)).join(''), 50, 80, { lineBreak: false });
    const plants = [
      ['Texas Sage', '3 gal', '25', '$24.99'],
      ['Lantana', '1 gal', '180', '$5.50'],
      ['Blue Salvia', '1 gal', '4', '$6.00'],
    ];
    row(doc, [0, 1, 2, 3].map(at), 95, plants[0]!);
    row(doc, [0, 1, 2, 3].map(at), 107, plants[1]!);
    row(doc, [0, 1, 2, 3].map(at), 119, plants[2]!);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    expect(list.columns.map((column) => column.header)).toEqual(header);
    expect(list.rows.map(({ cells }) => [cells.plant_name, cells.size, cells.quantity_available, cells.price])).toEqual(
      plants,
    );
  });

  it('leaves a title made of header words ("Plant Price List") above a real header alone', async () => {
    const doc = createPdf('Availability');
    doc.fontSize(10).text('Plant Price List', 50, 60, { lineBreak: false });
    const columns = [50, 200, 300, 380];
    row(doc, columns, 80, ['Plant', 'Size', 'Qty', 'Price']);
    row(doc, columns, 100, ['Texas Sage', '3 gal', '25', '$24.99']);
    row(doc, columns, 115, ['Lantana', '1 gal', '80', '$5.50']);
    row(doc, columns, 130, ['Blue Salvia', '1 gal', '40', '$6.00']);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    expect(list.columns.map((column) => column.header)).toEqual(['Plant', 'Size', 'Qty', 'Price']);
    expect(list.rows.map(({ cells }) => cells.plant_name)).toEqual(['Texas Sage', 'Lantana', 'Blue Salvia']);
  });

  it('cuts a run at its dot leader ("Quercus rubra.......B&B 2.5"", a tab stop with leaders)', async () => {
    const doc = createPdf('Availability');
    doc.fontSize(10);
    // The name and its size as one run, dots up to the size column (x 260), as a word processor sets them.
    const led = (name: string, size: string) => {
      let text = name;
      while (doc.widthOfString(`${text}.`) < 210) text += '.';
      return `${text}${size}`;
    };
    const columns = [50, 330, 400];
    row(doc, columns, 80, [led('Plant', 'Size'), 'Qty', 'Price']);
    row(doc, columns, 100, [led('Quercus rubra', 'B&B 2.5"'), '18', '$1,250.00']);
    row(doc, columns, 115, [led("Acer saccharum 'Green Mountain'", '#7'), '1,250', '$385.00']);
    row(doc, columns, 130, [led('Tilia cordata', "6-8'"), '42', '$149.50']);
    const list = listFromTables(await parsePdf(await pdfBuffer(doc)));
    expect(list.rows.map(({ cells }) => [cells.plant_name, cells.size, cells.quantity_available])).toEqual([
      ['Quercus rubra', 'B&B 2.5"', '18'],
      ["Acer saccharum 'Green Mountain'", '#7', '1,250'],
      ['Tilia cordata', "6-8'", '42'],
    ]);
  });
});
