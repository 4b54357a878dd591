// Office files from writers the corpus had never seen (issue 13, office pass 4): formulas saved without a result
// (openpyxl, xlwt) or with a placeholder (xlsxwriter), number formats that write a unit ("0 \"gal\""), a header
// cell merged down two header rows.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { evaluateFormula, sheetNumbers } from '../src/modules/bulk-upload/parsers/formula.ts';
import { htmlTables } from '../src/modules/bulk-upload/parsers/html-tables.ts';
import { numberText } from '../src/modules/bulk-upload/parsers/spreadsheet-cells.ts';
import { parseXls } from '../src/modules/bulk-upload/parsers/xls.ts';
import { parseXlsx } from '../src/modules/bulk-upload/parsers/xlsx.ts';
import { sideBySideTables } from '../src/modules/bulk-upload/side-by-side.ts';
import { withNameAbove } from '../src/modules/bulk-upload/sub-header.ts';
import { fixture } from './bulk-upload-helpers.ts';

const cells: Record<string, number> = { A1: 10, B1: 2.5, C1: 0.1, A2: 4 };
const at = (column: number, row: number) => cells[`${String.fromCharCode(64 + column)}${row}`] ?? null;

describe('evaluateFormula', () => {
  it('works out arithmetic over cells and numbers, with ROUND, SUM over a range, MIN, MAX, ABS', () => {
    expect(evaluateFormula('=ROUND(A1*(1-$C$1),2)', at)).toBe(9);
    expect(evaluateFormula('A1*B1+A2/2-1', at)).toBe(26);
    expect(evaluateFormula('SUM(A1:B1, A2)', at)).toBe(16.5);
    expect(evaluateFormula('-A1^2+MAX(A1,A2)-MIN(1,2)+ABS(-3)', at)).toBe(-88);
    expect(evaluateFormula('B1*10%', at)).toBe(0.25);
    expect(evaluateFormula('C1+0.2', at)).toBe(0.3);
    expect(evaluateFormula('ROUND(2.675,2)', at)).toBe(2.68);
  });

  it('has no value for what it cannot know: an empty or text cell given as null, another sheet, a function not listed, division by zero', () => {
    expect(evaluateFormula('A1*D9', at)).toBeNull();
    expect(evaluateFormula('Prices!B2*2', at)).toBeNull();
    expect(evaluateFormula('VLOOKUP(A1,B1:C9,2)', at)).toBeNull();
    expect(evaluateFormula('A1/(A2-4)', at)).toBeNull();
    expect(evaluateFormula('A1*', at)).toBeNull();
    expect(evaluateFormula('"a"&A1', at)).toBeNull();
  });

  it('works each formula of a sheet out once; a loop has no value', () => {
    const formulas: Record<string, string> = { A1: 'A2+1', A2: 'A1+1', B1: 'B2*2', B2: '3' };
    let reads = 0;
    const numberAt = sheetNumbers((column, row) => {
      reads++;
      const formula = formulas[`${String.fromCharCode(64 + column)}${row}`];
      return formula ? { formula } : { number: 0 };
    });
    expect(numberAt(1, 1)).toBeNull();
    expect(numberAt(2, 1)).toBe(6);
    expect(numberAt(2, 1)).toBe(6);
    expect(reads).toBe(4);
  });

  it('stops within its budget on a web of formulas each reading the one before twice', () => {
    const numberAt = sheetNumbers((_column, row) => ({ formula: row === 1 ? '1' : `A${row - 1}+A${row - 1}` }));
    const started = performance.now();
    // Each worked out once: read again and again, 60 rows deep would be 2^59 reads.
    expect(numberAt(1, 60)).toBe(2 ** 59);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('number formats that write a unit', () => {
  it('shows the unit with the number, and keeps a plain number for currency, decimals, percent and dates', () => {
    expect(numberText(3, '0 "gal"')).toBe('3 gal');
    expect(numberText(1250, '#,##0 "ea"')).toBe('1,250 ea');
    expect(numberText(24.95, '$#,##0.00')).toBe('24.95');
    expect(numberText(24.95, '"$"#,##0.00')).toBe('24.95');
    expect(numberText(0.1, '0%')).toBe('0.1');
    expect(numberText(46492, 'mmm" "d')).toBe('46492');
    expect(numberText(7, undefined)).toBe('7');
  });
});

const workbookBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
const HEADER = ['Botanical Name', 'Size', 'Qty Avail', 'List', 'Price'];

describe('xlsx formulas saved without their results', () => {
  const book = (result?: number) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['Discount', 0.1]);
    sheet.addRow(HEADER);
    sheet.addRow(['Acer rubrum', '#7', 24, 210, { formula: 'ROUND(D3*(1-$B$1),2)', result }]);
    sheet.addRow(['Betula nigra', '#7', 20, 100, { formula: 'Prices!B2', result }]);
    sheet.getCell('B4').value = 3;
    sheet.getCell('B4').numFmt = '0 "gal"';
    return workbook;
  };
  const read = (tables: Parameters<typeof listFromTables>[0]) =>
    listFromTables(tables).rows.map((row) => [row.cells.size, row.cells.price, row.confidence?.price ?? 1]);

  it('works a formula out when the file holds no result (openpyxl); one it cannot shows its formula, unsure', async () => {
    // Never a blank: an empty quantity or size may pass as ok.
    expect(read(await parseXlsx(await workbookBuffer(book())))).toEqual([
      ['#7', '189', 1],
      ['3 gal', '=Prices!B2', 0],
    ]);
  });

  it("works a formula out when the writer asked Excel to recalculate (xlsxwriter's 0), else marks the stored result unsure", async () => {
    const workbook = book(5);
    workbook.calcProperties.fullCalcOnLoad = true;
    expect(read(await parseXlsx(await workbookBuffer(workbook)))).toEqual([
      ['#7', '189', 1],
      ['3 gal', '5', 0],
    ]);
  });

  it("skips a table's totals row whose sum is a formula it cannot work out (a structured reference)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRows([HEADER, ['Acer rubrum', '#7', 24, 210, 189]]);
    sheet.addRow(['Total', null, { formula: 'SUBTOTAL(109,Table1[Qty Avail])' }]);
    const tables = await parseXlsx(await workbookBuffer(workbook));
    expect(tables[0]![2]!.cells[2]).toBe('=SUBTOTAL(109,Table1[Qty Avail])');
    expect(listFromTables(tables).rows.map((row) => row.cells.plant_name)).toEqual(['Acer rubrum']);
  });

  it('keeps to its budget on a sheet of formulas each summing a column of formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(HEADER);
    for (let row = 2; row <= 3000; row++) {
      sheet.addRow(['Acer rubrum', '#7', 1, 1, { formula: `SUM(E1:E${row - 1})+SUM(B1:D9999)` }]);
    }
    const started = performance.now();
    const [table] = await parseXlsx(await workbookBuffer(workbook));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(table).toHaveLength(3000);
  });

  it('trusts the stored result of a workbook that does not ask for recalculation', async () => {
    expect(read(await parseXlsx(await workbookBuffer(book(5))))).toEqual([
      ['#7', '5', 1],
      ['3 gal', '5', 1],
    ]);
  });
});

describe('xls formulas saved without their results, number formats with a unit', () => {
  it('works the formula out and shows the unit', () => {
    // Made with python3-xlwt: sizes formatted '0 "gal"', prices =ROUND(D2*0.9,2) and =Prices!B3 (another sheet)
    // saved without a result.
    const tables = parseXls(fixture('xlwt-formula.xls'));
    expect(listFromTables(tables).rows.map((row) => [row.cells.size, row.cells.price])).toEqual([
      ['7 gal', '189'],
      ['5 gal', '=Prices!B3'],
    ]);
    expect(listFromTables(tables).rows[1]!.confidence?.price).toBe(0);
  });
});

describe('a header cell merged down two header rows', () => {
  it('names the column the header row leaves empty from the row of group names above it', () => {
    const above = ['Category', 'Plant', '', 'Availability', '', ''];
    const header = ['', 'Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price'];
    expect(withNameAbove(above, header)).toEqual(['Category', ...header.slice(1)]);
    const list = listFromTables([
      [
        { number: 1, cells: above },
        { number: 2, cells: header },
        { number: 3, cells: ['Shrubs', 'Ilex glabra', 'Inkberry', '#3', '60', '$24.00'] },
      ],
    ]);
    expect(list.rows[0]!.cells.category).toBe('Shrubs');
  });

  it('leaves a title above alone, and a name the header already has', () => {
    const header = ['', 'Botanical Name', 'Size', 'Qty', 'Price'];
    expect(withNameAbove(['Category', '', '', '', ''], header)).toEqual(header);
    expect(withNameAbove(['Size', 'Plant', '', '', ''], header)).toEqual(header);
    expect(withNameAbove(undefined, header)).toEqual(header);
  });
});

describe('one plant in several sizes, its names merged down its rows', () => {
  const want = [
    ['Ilex glabra', 'Inkberry', '#3'],
    ['Ilex glabra', 'Inkberry', '#5'],
    ['Itea virginica', 'Sweetspire', '#3'],
  ];
  const read = (tables: Parameters<typeof listFromTables>[0]) =>
    listFromTables(tables).rows.map(({ cells }) => [cells.scientific_name, cells.plant_name, cells.size]);

  it('gives the names to every row of a sheet they are merged down, not a title merged across', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRows([
      ['Pine Hill Nursery'],
      ['Botanical Name', 'Common Name', 'Size', 'Qty', 'Price'],
      ['Ilex glabra', 'Inkberry', '#3', 60, 24],
      [null, null, '#5', 20, 38],
      ['Itea virginica', 'Sweetspire', '#3', 85, 24],
    ]);
    sheet.mergeCells('A1:C1');
    sheet.mergeCells('A3:A4');
    sheet.mergeCells('B3:B4');
    const [table] = await parseXlsx(await workbookBuffer(workbook));
    expect(table![0]!.cells).toEqual(['Pine Hill Nursery', '', '']);
    expect(read([table!])).toEqual(want);
  });

  it('gives them to every row of a Word table they span (rowspan), not a block spanning columns too', () => {
    const html = `<table><tr><th>Botanical Name</th><th>Common Name</th><th>Size</th><th>Qty</th><th>Price</th></tr>
      <tr><td rowspan="2">Ilex glabra</td><td rowspan="2">Inkberry</td><td>#3</td><td>60</td><td>$24.00</td></tr>
      <tr><td>#5</td><td>20</td><td>$38.00</td></tr>
      <tr><td>Itea virginica</td><td>Sweetspire</td><td>#3</td><td colspan="2" rowspan="2">Call</td></tr>
      <tr><td>Clethra alnifolia</td><td>Summersweet</td><td>#3</td></tr></table>`;
    const [table] = htmlTables(html);
    expect(table!.map((row) => row.spanned ?? null)).toEqual([
      null,
      null,
      [true, true, false, false, false],
      null,
      null,
    ]);
    expect(read([table!]).slice(0, 3)).toEqual(want);
    expect(listFromTables([table!]).rows[3]!.cells.quantity_available).toBeUndefined();
  });
});

describe('a size column whose header names the unit', () => {
  it('reads "3" under "Size (gal)" as "3 gal", and a size with its own unit as written', () => {
    const list = listFromTables([
      [
        { number: 1, cells: ['Botanical Name', 'Size (gal)', 'Qty', 'Price'] },
        { number: 2, cells: ['Ilex glabra', '3', '60', '24'] },
        { number: 3, cells: ['Itea virginica', '#2', '85', '19'] },
      ],
      [
        { number: 1, cells: ['Plant', 'Gallons', 'Qty', 'Price'] },
        { number: 2, cells: ['Ilex glabra', '7', '60', '24'] },
      ],
    ]);
    expect(list.rows.map((row) => row.cells.size)).toEqual(['3 gal', '#2', '7 gal']);
  });
});

describe('both names in one cell, on two lines', () => {
  const list = (name: string) =>
    listFromTables([
      [
        { number: 1, cells: ['Plant', 'Size', 'Qty', 'Price'] },
        { number: 2, cells: [name, '#3', '60', '24'] },
      ],
    ]).rows[0]!;

  it('takes them apart, either way round; a common name the reference does not know is for the vendor to check', () => {
    expect(list("Acer rubrum 'Red Sunset'\nRed Maple").cells).toMatchObject({
      scientific_name: "Acer rubrum 'Red Sunset'",
      plant_name: 'Red Maple',
    });
    expect(list('Red Maple\nAcer rubrum').cells).toMatchObject({
      scientific_name: 'Acer rubrum',
      plant_name: 'Red Maple',
    });
    expect(list('Red Maple\nAcer rubrum').confidence?.plant_name).toBeUndefined();
    const unknown = list('Acer rubrum\nRiverbend Beauty');
    expect(unknown.cells.plant_name).toBe('Riverbend Beauty');
    expect(unknown.confidence?.plant_name).toBeLessThan(0.5);
  });

  it('leaves a cultivar or a name wrapped onto a second line as one name', () => {
    expect(list("Acer rubrum\n'Red Sunset'").cells).toEqual(
      expect.objectContaining({ plant_name: "Acer rubrum 'Red Sunset'" }),
    );
    expect(list("Gleditsia triacanthos var.\ninermis 'Skyline'").cells.scientific_name).toBeUndefined();
    expect(list('Red Maple\nSpecimen 2').cells.scientific_name).toBeUndefined();
  });

  it('keeps the paragraphs of a Word cell as its lines', () => {
    const [table] = htmlTables('<table><tr><td><p><em>Acer rubrum</em></p><p>Red Maple</p></td></tr></table>');
    expect(table![0]!.cells).toEqual(['Acer rubrum\nRed Maple']);
  });
});

describe('an inventory export: item codes under "Item", the plant under "Description"', () => {
  it('reads the description as the plant name when the item column holds codes', () => {
    const rows = (codes: string[]) =>
      listFromTables([
        [
          { number: 1, cells: ['Item', 'Description', 'Size', 'Available', 'Price'] },
          ...codes.map((code, index) => ({ number: 2 + index, cells: [code, 'Acer rubrum', '#7', '24', '189'] })),
        ],
      ]).rows.map((row) => [row.cells.plant_name, row.cells.description]);
    expect(rows(['ACERUB-100', '4012'])).toEqual([
      ['Acer rubrum', undefined],
      ['Acer rubrum', undefined],
    ]);
    // Names under "Item": the description stays a description.
    expect(rows(['Red Maple', 'Red Maple'])).toEqual([
      ['Red Maple', 'Acer rubrum'],
      ['Red Maple', 'Acer rubrum'],
    ]);
  });
});

describe('two lists side by side under one repeated header row', () => {
  const row = (number: number, cells: string[]) => ({ number, cells });
  const header = ['Botanical Name', 'Size', 'Qty', 'Price'];

  it('reads each list, the left one first, a third one too', () => {
    const table = [
      row(1, ['Availability - Spring']),
      row(2, [...header, '', ...header, ...header]),
      row(3, [
        'Acer rubrum',
        '#7',
        '24',
        '189',
        '',
        'Ilex glabra',
        '#3',
        '60',
        '24',
        'Itea virginica',
        '#3',
        '85',
        '24',
      ]),
      row(4, ['Betula nigra', '#7', '20', '165', '', 'Cornus sericea', '#3', '40', '22']),
    ];
    const tables = sideBySideTables(table);
    expect(tables).toHaveLength(3);
    expect(listFromTables(tables).rows.map((r) => [r.row, r.cells.plant_name])).toEqual([
      [3, 'Acer rubrum'],
      [4, 'Betula nigra'],
      [3, 'Ilex glabra'],
      [4, 'Cornus sericea'],
      [3, 'Itea virginica'],
    ]);
  });

  it('leaves one list alone, a column named twice too', () => {
    const table = [
      row(1, ['Plant', 'Price', 'Size', 'Price', 'Qty']),
      row(2, ['Acer rubrum', '189', '#7', '170', '24']),
    ];
    expect(sideBySideTables(table)).toEqual([table]);
  });
});

describe('hidden sheets', () => {
  const sheetRows = (sheet: ExcelJS.Worksheet, price: number) =>
    sheet.addRows([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Acer rubrum', '#7', 24, price],
    ]);

  it("reads the list the workbook shows, not last season's in a hidden sheet before it", async () => {
    const workbook = new ExcelJS.Workbook();
    const old = workbook.addWorksheet('2026', { state: 'hidden' });
    sheetRows(old, 150);
    sheetRows(workbook.addWorksheet('2027'), 189);
    sheetRows(workbook.addWorksheet('Lookup', { state: 'veryHidden' }), 1);
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(list.rows.map((row) => row.cells.price)).toEqual(['189']);
  });

  it('reads the shown sheet of an .xls too', () => {
    const book = XLSX.utils.book_new();
    for (const price of [150, 189]) {
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([
          ['Plant', 'Qty', 'Price'],
          ['Acer rubrum', 24, price],
        ]),
      );
    }
    book.Workbook = { Sheets: [{ Hidden: 1 }, { Hidden: 0 }] };
    const tables = parseXls(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    expect(listFromTables(tables).rows.map((row) => row.cells.price)).toEqual(['189']);
  });

  it('reads hidden sheets when no sheet it shows has a list', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cover').addRow(['Pine Hill Nursery']);
    sheetRows(workbook.addWorksheet('Data', { state: 'hidden' }), 189);
    const list = listFromTables(await parseXlsx(await workbookBuffer(workbook)));
    expect(list.rows.map((row) => row.cells.price)).toEqual(['189']);
  });
});

describe('rows struck through', () => {
  it('holds for review a sheet row whose cells are struck through (sold out, gone), whole or in part', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRows([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Acer rubrum', '#7', 24, 189],
      ['Betula nigra', '#7', 20, 165],
      ['Cercis canadensis', '#5', 15, { richText: [{ text: '$129', font: { strike: true } }, { text: ' $119' }] }],
    ]);
    sheet.getRow(3).font = { strike: true };
    const rows = listFromTables(await parseXlsx(await workbookBuffer(workbook))).rows;
    expect(rows.map((row) => [row.confidence?.plant_name ?? 1, row.confidence?.price ?? 1])).toEqual([
      [1, 1],
      [0, 0],
      [1, 0],
    ]);
  });

  it('holds for review a Word table row with struck-through text', () => {
    const [table] = htmlTables(
      '<table><tr><td>Plant</td><td>Price</td></tr><tr><td><s>Acer rubrum</s></td><td>$189</td></tr></table>',
    );
    expect(table!.map((row) => row.confidence ?? null)).toEqual([null, [0, 1]]);
    expect(table![1]!.cells).toEqual(['Acer rubrum', '$189']);
  });
});
