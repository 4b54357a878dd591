// Availability lists shaped unlike our own (issue 13): a workbook with a cover sheet, a merged title and merged
// section banners, numbers stored as text; a list on two sheets; a Word document with a letterhead table and one
// table per section; a semicolon CSV with a byte order mark or in Windows-1252, with a line break inside a cell.

import * as XLSX from '@e965/xlsx';
import { LIMITS } from '@verdant/shared/messages';
import { prepareRow } from '@verdant/shared/rules/bulk-upload';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { parseCsv } from '../src/modules/bulk-upload/parsers/csv.ts';
import { parseDocx } from '../src/modules/bulk-upload/parsers/docx.ts';
import { htmlTables } from '../src/modules/bulk-upload/parsers/html-tables.ts';
import type { TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { byHeader, joinPages, sideBySide } from '../src/modules/bulk-upload/parsers/pdf-pages.ts';
import { parseXls } from '../src/modules/bulk-upload/parsers/xls.ts';
import { parseXlsx } from '../src/modules/bulk-upload/parsers/xlsx.ts';
import { fixture, PLANTS, SCIENTIFIC } from './bulk-upload-helpers.ts';

const LIST = [
  ["Acer x freemanii 'Autumn Blaze'", 'Freeman Maple', 'B&B 2.5" cal', '14', '$1,234.00'],
  ["Hydrangea paniculata 'Limelight'", 'Panicle Hydrangea', '#3', '340', '$28.50'],
  ['Clethra alnifolia ssp. tomentosa', 'Summersweet', '3 gal.', '0', '$23.75'],
  ['Asclepias tuberosa', 'Butterfly Weed', 'plug 72', '2,160', '$1.15'],
  ['Schizachyrium scoparium', 'Little Bluestem', '4" pot', '1,000', '$3.40'],
];
const expected = (list: string[][]) =>
  list.map(([scientific_name, plant_name, size, quantity_available, price]) => ({
    scientific_name,
    plant_name,
    size,
    quantity_available,
    price,
  }));
/** The cells read, numbers as the vendor wrote them once spreadsheet numbers are formatted back ("2160" = "2,160"). */
const readRows = (rows: { cells: Record<string, string | undefined> }[]) =>
  rows.map(({ cells }) => ({
    ...cells,
    quantity_available: Number(cells.quantity_available?.replace(/,/g, '')).toLocaleString('en-US'),
    price: `$${Number(cells.price?.replace(/[$,]/g, '')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  }));

const workbookBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

describe('spreadsheets made elsewhere', () => {
  it('reads a sheet under a cover sheet and a merged title, skipping merged section banners and the footer', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Read me').addRow(['Prices FOB. Minimum order $300.']);
    const sheet = workbook.addWorksheet('Availability');
    sheet.addRow(['Bluestem Native Plants']);
    sheet.mergeCells('A1:E1');
    sheet.addRow([]);
    sheet.addRow(['Botanical', 'Common', 'Container', 'Qty On Hand', 'Unit Price']);
    for (const [index, row] of LIST.entries()) {
      if (index === 0 || index === 3) {
        sheet.addRow([index === 0 ? 'TREES & SHRUBS' : 'PERENNIALS - 1 GAL']);
        sheet.mergeCells(`A${sheet.rowCount}:E${sheet.rowCount}`);
      }
      // Every other row has its numbers stored as text, the others as numbers.
      const [quantity, price] = [row[3]!, row[4]!];
      const asNumbers = [Number(quantity.replace(/,/g, '')), Number(price.replace(/[$,]/g, ''))];
      sheet.addRow([row[0], row[1], row[2], ...(index % 2 ? [quantity, price] : asNumbers)]);
    }
    sheet.addRow(['Prices subject to change.']);
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(readRows(list.rows)).toEqual(expected(LIST));
    expect(list.rows.map((row) => row.row)).toEqual([5, 6, 7, 9, 10]);
  });

  it('reads every sheet that has a header, one after the other', async () => {
    const workbook = new ExcelJS.Workbook();
    for (const [name, rows] of [
      ['Trees', LIST.slice(0, 2)],
      ['Perennials', LIST.slice(2)],
    ] as const) {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(['Plant', 'Botanical Name', 'Size', 'Avail', 'Price']);
      for (const row of rows) sheet.addRow([row[1], row[0], row[2], row[3], row[4]]);
    }
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(readRows(list.rows)).toEqual(expected(LIST));
    expect(list.columns.map((column) => column.field)).toEqual([
      'plant_name',
      'scientific_name',
      'size',
      'quantity_available',
      'price',
    ]);
  });

  it('reads what the sheet shows: no hidden row or column (a "Cost" column would take the price), dates as dates', async () => {
    const header = ['Plant', 'Size', 'Qty', 'Cost', 'Wholesale', 'Ready'];
    const rows = [
      ['Acer rubrum', '#7', 24, 90, 189, new Date(Date.UTC(2027, 3, 15))],
      ['Betula nigra', '#7', 20, 80, 165, 'Now'],
      ['Cercis canadensis', '#5', 15, 60, 129, 'Now'],
    ];
    const read = (tables: Parameters<typeof listFromTables>[0]) =>
      listFromTables(tables).rows.map(({ cells }) => [cells.plant_name, cells.price, cells.ready_date]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRows([header, ...rows]);
    sheet.getColumn(4).hidden = true;
    sheet.getRow(3).hidden = true;
    expect(read(await parseXlsx(await workbookBuffer(workbook)))).toEqual([
      ['Acer rubrum', '189', '2027-04-15'],
      ['Cercis canadensis', '129', 'Now'],
    ]);
    // Excel 97-2003, as SheetJS writes it (a hidden column, a date cell; it writes no hidden rows).
    const legacy = XLSX.utils.aoa_to_sheet([header, ...rows], { cellDates: true });
    legacy['!cols'] = [{}, {}, {}, { hidden: true }];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, legacy, 'List');
    expect(read(parseXls(XLSX.write(book, { type: 'buffer', bookType: 'biff8' })))).toEqual([
      ['Acer rubrum', '189', '2027-04-15'],
      ['Betula nigra', '165', 'Now'],
      ['Cercis canadensis', '129', 'Now'],
    ]);
  });

  it('gives a category written once for its group (a cell merged down the rows) to each row of the group', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRows([
      ['Category', 'Plant', 'Qty', 'Price'],
      ['Shade Trees', 'Acer rubrum', 24, 189],
      [null, 'Quercus rubra', 18, 1250],
      ['Shrubs', 'Ilex glabra', 60, 24],
      [null, 'Itea virginica', 85, 24],
    ]);
    sheet.mergeCells('A2:A3');
    sheet.mergeCells('A4:A5');
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(list.rows.map(({ cells }) => [cells.category, cells.plant_name])).toEqual([
      ['Shade Trees', 'Acer rubrum'],
      ['Shade Trees', 'Quercus rubra'],
      ['Shrubs', 'Ilex glabra'],
      ['Shrubs', 'Itea virginica'],
    ]);
  });

  it('joins "$" in its own cell to the amount beside it, under a "Price" spanning both', () => {
    const html =
      '<table><tr><th>Plant</th><th>Qty</th><th colspan="2">Price</th><th></th></tr>' +
      '<tr><td>Acer rubrum</td><td>24</td><td>$</td><td>1,250.00</td><td>new</td></tr>' +
      '<tr><td>Ilex glabra</td><td>60</td><td>$</td><td>24.00</td><td></td></tr></table>';
    const list = listFromTables(htmlTables(html));
    expect(list.rows.map(({ cells }) => [cells.plant_name, cells.price])).toEqual([
      ['Acer rubrum', '$1,250.00'],
      ['Ilex glabra', '$24.00'],
    ]);
    // A price column holding amounts keeps its cells, whatever stands beside it.
    const plain = html.replaceAll('<td>$</td>', '<td>$9.00</td>');
    expect(listFromTables(htmlTables(plain)).rows.map(({ cells }) => cells.price)).toEqual(['$9.00', '$9.00']);
  });

  it('keeps a row that only names a plant (it fails for want of a price) but skips banners and notes', () => {
    const csv = [
      'Plant,Size,Qty,Price',
      'SHRUBS,,,',
      'Texas Sage,3 gal,25,$24.99',
      'Blue Salvia,,,',
      'Call 512-555-0142 to reserve.,,,',
    ].join('\n');
    const list = listFromTables([parseCsv(Buffer.from(csv))]);
    expect(list.rows.map((row) => row.cells.plant_name)).toEqual(['Texas Sage', 'Blue Salvia']);
  });
});

describe('title-case section banners', () => {
  const names = (rows: { cells: Record<string, string | undefined> }[]) => rows.map((row) => row.cells.plant_name);

  it('skips "Shade Trees" alone in a sheet row, but keeps a plant named alone or missing its price, as errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Availability');
    sheet.addRow(['Plant Name', 'Botanical', 'Size', 'Qty', 'Price']);
    sheet.addRow(['Shade Trees']);
    sheet.addRow(['Red Maple', 'Acer rubrum', '15 gal', 4, 189]);
    sheet.addRow(['Evergreen Shrubs (Broadleaf)']);
    sheet.addRow(['Boxwood', 'Buxus sempervirens', '3 gal', 40]);
    sheet.addRow(['Red Maple']);
    sheet.addRow(['Blue Salvia']);
    sheet.addRow(['Trees & Shrubs for Shade']);
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(names(list.rows)).toEqual(['Red Maple', 'Boxwood', 'Red Maple', 'Blue Salvia']);
    // The two kept without a price fail as errors the vendor sees.
    expect(list.rows.map((row) => prepareRow(row.cells).errors.map((error) => error.field))).toEqual([
      [],
      ['price'],
      expect.arrayContaining(['price']),
      expect.arrayContaining(['price']),
    ]);
  });

  it("skips a Word table's banner row (also spanning the table), not a row with a number or a lowercase word", () => {
    const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    const html = `<table>${[
      row('Botanical Name', 'Common Name', 'Size', 'Qty', 'Price'),
      row('Perennials', '', '', '', ''),
      row('Echinacea purpurea', 'Purple Coneflower', '1 gal', '120', '$8.50'),
      '<tr><td colspan="5">Ornamental Grasses</td></tr>',
      row('Panicum virgatum', 'Switchgrass', '#2', '60', '$14.00'),
      row('Spring 2027', '', '', '', ''),
      row('Sold by the flat', '', '', '', ''),
    ].join('')}</table>`;
    const list = listFromTables(htmlTables(html));
    expect(list.rows.map((each) => each.cells.scientific_name)).toEqual([
      'Echinacea purpurea',
      'Panicum virgatum',
      'Spring 2027',
      'Sold by the flat',
    ]);
  });
});

describe('a Word document with a letterhead table and a table per section', () => {
  it('reads the rows of every table with a header, and none of the letterhead', async () => {
    const list = listFromTables(await parseDocx(fixture('two-tables.docx')));
    expect(list.rows.map(({ cells }) => [cells.plant_name, cells.scientific_name, cells.size, cells.price])).toEqual(
      PLANTS.map((plant, index) => [
        plant.plant_name,
        SCIENTIFIC[index],
        plant.size.replace(/"$/, ' in'),
        `$${plant.price}`,
      ]),
    );
  });
});

describe('CSV exported elsewhere', () => {
  const lines = [
    'Sunny Slope Farm availability;;;;',
    ';;;;',
    'Botanical Name;Common Name;Size;Qty;Price',
    ...LIST.map((row) => row.join(';')),
    'Echinacea × purpurea \'Magnus\';"Coneflower\r\nmagenta";1 gal;120;$8.50',
  ];
  const text = `${lines.join('\r\n')}\r\n`;
  const want = [
    ...expected(LIST),
    {
      scientific_name: "Echinacea × purpurea 'Magnus'",
      plant_name: 'Coneflower magenta',
      size: '1 gal',
      quantity_available: '120',
      price: '$8.50',
    },
  ];

  it.each([
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['Windows-1252', Buffer.from(text, 'latin1')],
  ])('reads semicolons, a quoted line break and a "×" in %s', (_, buffer) => {
    const list = listFromTables([parseCsv(buffer)]);
    expect(list.rows.map((row) => row.cells)).toEqual(want);
  });
});

describe('two-row headers: "Price" spanning its tier columns', () => {
  const tiers = [
    ['Asclepias tuberosa', '1 gal', '2,160', '$1.15', '$1.05', '$0.95'],
    ["Coreopsis verticillata 'Zagreb'", '1 gal', '410', '$8.95', '$8.05', '$7.15'],
  ];
  // Each tier column's price with its tier's first quantity, as the preview shows the tier text.
  const want = tiers.map(([plant_name, size, quantity_available, price, ten, fifty]) => ({
    plant_name,
    size,
    quantity_available,
    price_tiers: `1+ ${price}; 10+ ${ten}; 50+ ${fifty}`,
  }));

  it('keeps each Word table cell under its column (colspan, rowspan) and reads the tier row as part of the header', () => {
    const html = `<table><tr><th rowspan="2">Botanical Name</th><th rowspan="2">Size</th><th rowspan="2">Qty</th>
      <th colspan="3">Price</th></tr><tr><th>1-9</th><th>10-49</th><th>50+</th></tr>
      ${tiers.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;
    const [table] = htmlTables(html);
    expect(table!.slice(0, 2).map((row) => row.cells)).toEqual([
      ['Botanical Name', 'Size', 'Qty', 'Price', '', ''],
      ['', '', '', '1-9', '10-49', '50+'],
    ]);
    const list = listFromTables([table!]);
    expect(list.rows.map((row) => row.cells)).toEqual(want);
  });

  it('reads the same header from a workbook with the Price cell merged across its tiers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Availability');
    sheet.addRow(['Botanical Name', 'Size', 'Qty', 'Price']);
    sheet.addRow(['', '', '', '1-9', '10-49', '50+']);
    sheet.mergeCells('D1:F1');
    for (const row of tiers) sheet.addRow(row);
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(list.columns.map((column) => column.header)).toEqual([
      'Botanical Name',
      'Size',
      'Qty',
      'Price 1-9',
      '10-49',
      '50+',
    ]);
    expect(list.rows.map((row) => row.cells.quantity_available)).toEqual(['2,160', '410']);
  });

  it('caps a cell spanning more columns than a list may have', () => {
    const [table] = htmlTables('<table><tr><td colspan="99999999">x</td></tr></table>');
    expect(table![0]!.cells).toHaveLength(LIMITS.bulkMaxColumns);
    // Spans that would fill more cells than a list may have refuse the file (a small document, a huge table).
    const rows = Math.ceil(LIMITS.bulkMaxCells / LIMITS.bulkMaxColumns) + 1;
    const wide = `<table><tr><td colspan="${LIMITS.bulkMaxColumns}" rowspan="${rows + 1}">x</td></tr>${'<tr><td>y</td></tr>'.repeat(rows)}</table>`;
    expect(() => htmlTables(wide)).toThrow(expect.objectContaining({ reason: 'too-many-cells' }));
  });
});

describe('a sheet printed wider than its paper', () => {
  const line = (y: number, ...cells: [string, number][]): TextLine => ({
    y,
    height: 10,
    boxes: cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5 })),
  });
  const first = [
    line(100, ['Botanical Name', 50], ['Qty', 300], ['Price', 400]),
    line(120, ['Acer rubrum', 50], ['24', 300], ['$189.00', 400]),
    line(140, ['Betula nigra', 50], ['20', 300], ['$165.00', 400]),
  ];
  const texts = (lines: TextLine[]) => lines.map((each) => each.boxes.map((box) => box.text));

  it('reads a page of the last columns beside the rows of the page before', () => {
    const rest = [
      line(100, ['Zone', 50], ['Type', 150]),
      line(120, ['3-9', 50], ['Tree', 150]),
      line(140, ['4-9', 50], ['Tree', 150]),
    ];
    const lines = joinPages([
      { lines: first, extent: 1400 },
      { lines: rest, extent: 1400 },
    ]);
    expect(texts(lines)).toEqual([
      ['Botanical Name', 'Qty', 'Price', 'Zone', 'Type'],
      ['Acer rubrum', '24', '$189.00', '3-9', 'Tree'],
      ['Betula nigra', '20', '$165.00', '4-9', 'Tree'],
    ]);
    // To the right of the page before, in the same order.
    expect(lines[1]!.boxes[3]!.x0).toBeGreaterThan(lines[1]!.boxes[2]!.x1);
  });

  it('joins a page holding the quantity and price to a page whose header names only the plant and size', () => {
    const names = [
      line(100, ['Item #', 0], ['Botanical Name', 50], ['Cont.', 200]),
      line(120, ['10412', 0], ['Acer rubrum', 50], ['#7', 200]),
      line(140, ['10418', 0], ['Betula nigra', 50], ['B&B 2"', 200]),
    ];
    const numbers = [
      line(70, ['ILITY', 50]),
      line(100, ['Qty Avail', 50], ['Price', 150]),
      line(120, ['1,250', 50], ['$189.00', 150]),
      line(140, ['20', 50], ['$165.00', 150]),
    ];
    const lines = joinPages([
      { lines: names, extent: 1400 },
      { lines: numbers, extent: 1400 },
    ]);
    expect(texts(lines)).toEqual([
      ['Item #', 'Botanical Name', 'Cont.', 'Qty Avail', 'Price'],
      ['10412', 'Acer rubrum', '#7', '1,250', '$189.00'],
      ['10418', 'Betula nigra', 'B&B 2"', '20', '$165.00'],
    ]);
    // A page of columns that, with the page before, still names no quantity nor price stays a page of its own.
    const notes = [line(100, ['Zone', 50]), line(120, ['3-9', 50]), line(140, ['4-9', 50])];
    expect(
      joinPages([
        { lines: names, extent: 1400 },
        { lines: notes, extent: 1400 },
      ]),
    ).toHaveLength(6);
  });

  it('joins a page of notes (a "Notes" header, cells wrapped onto lines between the rows) beside its rows', () => {
    const notes = [
      line(100, ['Notes', 50]),
      line(120, ['Dug fall, heeled', 50]),
      line(130, ['in', 50]),
      line(140, ['Sheared', 50]),
    ];
    const lines = joinPages([
      { lines: first, extent: 1400 },
      { lines: notes, extent: 1400 },
    ]);
    expect(texts(lines)).toEqual([
      ['Botanical Name', 'Qty', 'Price', 'Notes'],
      ['Acer rubrum', '24', '$189.00', 'Dug fall, heeled'],
      ['Betula nigra', '20', '$165.00', 'Sheared'],
      ['in'],
    ]);
    expect(lines.at(-1)!.y).toBe(130);
    // Notes aligned to the bottom of their cells: the wrapped line stands above the row's line.
    const bottom = [line(100, ['Notes', 50]), line(110, ['Dug fall,', 50]), line(120, ['heeled in', 50])];
    expect(
      joinPages([
        { lines: first, extent: 1400 },
        { lines: bottom, extent: 1400 },
      ]),
    ).toHaveLength(4);
    // A line of a next page beside no row of this one, nor part of a cell that is: a page of its own.
    const apart = [...bottom, line(160, ['Prices FOB', 50])];
    expect(
      joinPages([
        { lines: first, extent: 1400 },
        { lines: apart, extent: 1400 },
      ]),
    ).toHaveLength(7);
  });

  it('keeps a next page of plants (rows at the same heights, no header of its own) below, not beside', () => {
    const next = [
      line(100, ['Cercis canadensis', 50], ['15', 300], ['$129.00', 400]),
      line(120, ['Quercus alba', 50], ['8', 300], ['$245.00', 400]),
    ];
    const lines = joinPages([
      { lines: first, extent: 1400 },
      { lines: next, extent: 1400 },
    ]);
    expect(lines).toHaveLength(5);
    expect(lines.map((each) => each.y)).toEqual([100, 120, 140, 1500, 1520]);
  });
});

describe('a PDF with one table per section, each with its own columns', () => {
  const line = (y: number, ...cells: [string, number][]): TextLine => ({
    y,
    height: 10,
    boxes: cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5 })),
  });
  const trees = [
    line(100, ['Botanical Name', 50], ['Qty', 300], ['Price', 400]),
    line(120, ['Acer rubrum', 50], ['24', 300], ['$189.00', 400]),
  ];
  const perennials = [
    line(160, ['Common Name', 50], ['Price', 200], ['Qty', 300]),
    line(180, ['Butterfly Weed', 50], ['$1.15', 200], ['2,160', 300]),
  ];
  const count = (parts: TextLine[][]) => parts.map((part) => part.length);

  it('reads each table under its own header, and a header repeated as it was cuts nothing', () => {
    expect(count(byHeader([...perennials, ...trees]))).toEqual([2, 2]);
    const again = trees.map((each) => ({ ...each, y: each.y + 1000 }));
    expect(count(byHeader([...trees, ...again]))).toEqual([4]);
  });

  it('reads two tables side by side under one repeated header as two tables, cut at the white between them', () => {
    // Headers centred over their columns: "Plant" on the right starts after its names do.
    const flyer = [
      line(80, ['Availability', 10]),
      line(100, ['Plant', 40], ['Qty', 140], ['Price', 190], ['Plant', 300], ['Qty', 400], ['Price', 450]),
      line(
        120,
        ['Northern Red Oak', 10],
        ['18', 145],
        ['$1,250.00', 180],
        ['Ninebark', 270],
        ['96', 405],
        ['$34.50', 455],
      ),
      line(140, ['Sugar Maple', 10], ['1,250', 140], ['$385.00', 190], ['Catmint', 270], ['36', 405], ['$68.00', 455]),
      line(160, ['Linden', 10], ['42', 145], ['$149.50', 190], ['Switchgrass', 270], ['525', 400], ['$9.50', 460]),
    ];
    const texts = (parts: TextLine[][]) => parts.map((part) => part.map((each) => each.boxes.map((box) => box.text)));
    expect(texts(sideBySide(flyer))).toEqual([
      [
        ['Availability'],
        ['Plant', 'Qty', 'Price'],
        ['Northern Red Oak', '18', '$1,250.00'],
        ['Sugar Maple', '1,250', '$385.00'],
        ['Linden', '42', '$149.50'],
      ],
      [
        ['Plant', 'Qty', 'Price'],
        ['Ninebark', '96', '$34.50'],
        ['Catmint', '36', '$68.00'],
        ['Switchgrass', '525', '$9.50'],
      ],
    ]);
    // One table whose header names two plant columns is not two tables.
    const one = [line(100, ['Plant', 10], ['Qty', 140], ['Common Name', 200], ['Price', 300]), ...trees.slice(1)];
    expect(sideBySide(one)).toEqual([one]);
  });
});
