import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { mayUploadPhotos } from '@verdant/shared/rules/bulk-upload';
import { describe, expect, it } from 'vitest';
import { extensionOf, sniff } from '../src/modules/bulk-upload/detect-type.ts';
import { parseCsv } from '../src/modules/bulk-upload/parsers/csv.ts';
import { htmlTables } from '../src/modules/bulk-upload/parsers/html-tables.ts';
import { repairHeaderWords } from '../src/modules/bulk-upload/parsers/infer-columns.ts';
import { layoutTable, type TextLine, tableFromLines } from '../src/modules/bulk-upload/parsers/layout.ts';
import { repairQuotes } from '../src/modules/bulk-upload/parsers/ocr-repairs.ts';
import { inspectZip, ZipRefused } from '../src/modules/bulk-upload/zip-guard.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/bulk-upload', name));
const cells = (table: { cells: string[] }[]) => table.map((row) => row.cells);

describe('sniff: the type comes from the bytes', () => {
  it.each([
    ['availability.csv', 'text'],
    ['availability.xlsx', 'zip'],
    ['availability.docx', 'zip'],
    ['availability.xls', 'cfb'],
    ['availability.pdf', 'pdf'],
    ['availability-photo.png', 'png'],
    ['not-a-pdf.pdf', 'text'],
  ])('%s is %s', (name, kind) => {
    expect(sniff(fixture(name))).toBe(kind);
  });

  it('knows images and refuses binary junk', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(sniff(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniff(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(sniff(Buffer.from([0, 1, 2, 3]))).toBe('unknown');
    expect(sniff(Buffer.from('BMW,Plant,Price\n'))).toBe('text');
    expect(extensionOf('List.XLSX')).toBe('xlsx');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('photo plans', () => {
  it('are Pro and Premium, or anyone in the promotional period', () => {
    expect(mayUploadPhotos('PRO_VENDOR', false)).toBe(true);
    expect(mayUploadPhotos('PREMIUM_VENDOR', false)).toBe(true);
    expect(mayUploadPhotos('STARTER_VENDOR', false)).toBe(false);
    expect(mayUploadPhotos('NONE', false)).toBe(false);
    expect(mayUploadPhotos('STARTER_VENDOR', true)).toBe(true);
  });
});

describe('parseCsv', () => {
  it('handles quotes, line breaks in quotes and keeps line numbers', () => {
    const table = parseCsv(Buffer.from('Plant,Notes,Price\r\n"Rose, red","says ""hi""\nsecond line",3\r\nFern,,4\n'));
    expect(table).toEqual([
      { number: 1, cells: ['Plant', 'Notes', 'Price'] },
      { number: 2, cells: ['Rose, red', 'says "hi"\nsecond line', '3'] },
      { number: 4, cells: ['Fern', '', '4'] },
    ]);
  });

  it('detects semicolons, tabs and Excel sep= lines, and UTF-16 and Windows-1252 text', () => {
    expect(cells(parseCsv(Buffer.from('Plant;Price\nFern;3,50\n')))).toEqual([
      ['Plant', 'Price'],
      ['Fern', '3,50'],
    ]);
    expect(cells(parseCsv(Buffer.from('Plant\tPrice\nFern\t3\n')))).toEqual([
      ['Plant', 'Price'],
      ['Fern', '3'],
    ]);
    expect(cells(parseCsv(Buffer.from('sep=|\nPlant|Price\nFern|3\n')))).toEqual([
      ['Plant', 'Price'],
      ['Fern', '3'],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Plant\tPrice\nJalapeño\t3\n', 'utf16le')]);
    expect(cells(parseCsv(utf16))[1]).toEqual(['Jalapeño', '3']);
    expect(cells(parseCsv(Buffer.from([0x4a, 0x61, 0x6c, 0x61, 0x70, 0x65, 0xf1, 0x6f])))).toEqual([['Jalapeño']]);
  });
});

describe('htmlTables', () => {
  it('reads each table of generated HTML, nested ones apart', () => {
    const html =
      '<p>Title</p><table><tr><td><p>Plant</p></td><td><p>Price</p></td></tr>' +
      '<tr><td><p>Rose &amp; Co</p><p>red</p></td><td>&#36;3</td></tr></table>' +
      '<table><tr><th>A</th></tr><tr><td><table><tr><td>inner</td></tr></table></td></tr></table>';
    expect(htmlTables(html).map(cells)).toEqual([
      [
        ['Plant', 'Price'],
        // A cell's paragraphs are its lines (both names on two lines are taken apart); cleanText joins them.
        ['Rose & Co\nred', '$3'],
      ],
      [['inner']],
      [['A'], ['']],
    ]);
  });
});

describe('tableFromLines: positioned text back into rows', () => {
  const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
    y,
    height: 12,
    boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1 })),
  });

  it('finds the header under a title, joins wrapped cells and two-line headers, and drops notes', () => {
    const lines = [
      line(10, ['Hill Country Growers availability', 50, 400]),
      line(40, ['Price', 300, 330]),
      line(47, ['Plant', 50, 80], ['Botanical', 150, 210], ['Qty', 250, 270]),
      line(54, ['($)', 300, 318]),
      line(80, ['Blue Salvia', 50, 110], ['Salvia farinacea', 150, 240], ['48', 250, 262], ['$8.99', 300, 330]),
      line(94, ['Henry Duelberg', 150, 235]),
      line(120, ['Live Oak', 50, 95], ['Quercus', 150, 200], ['6', 258, 264], ['$149.00', 296, 340]),
      line(170, ['Prices change weekly; call 512-555-0142 to reserve your plants', 50, 380]),
    ];
    expect(cells(tableFromLines(lines, 0.15)!)).toEqual([
      ['Plant', 'Botanical', 'Qty', 'Price ($)'],
      ['Blue Salvia', 'Salvia farinacea Henry Duelberg', '48', '$8.99'],
      ['Live Oak', 'Quercus', '6', '$149.00'],
    ]);
  });

  it('keeps a wrapped cell whole beside cells centred on its row, though its last line is nearer the next row', () => {
    const lines = [
      line(70, ['Botanical Name', 50, 130], ['Common Name', 150, 220], ['Qty', 250, 270], ['Price', 300, 330]),
      // One row: a name on four lines, the other cells centred on it (a browser's vertical-align: middle).
      line(100, ['Acer', 50, 75]),
      line(114, ['saccharum', 50, 110]),
      line(121, ['Sugar Maple', 150, 215], ['1,250', 250, 280], ['$385.00', 300, 340]),
      line(128, ["'Green", 50, 85]),
      line(142, ["Mountain'", 50, 100]),
      line(164, ['Tilia cordata', 50, 120]),
      line(171, ['Linden', 150, 190], ['42', 262, 274], ['$149.50', 300, 340]),
      line(178, ["'Greenspire'", 50, 120]),
      line(200, ['Quercus rubra', 50, 125], ['Red Oak', 150, 195], ['18', 262, 274], ['$1,250.00', 290, 340]),
    ];
    expect(cells(tableFromLines(lines, 0.15)!)).toEqual([
      ['Botanical Name', 'Common Name', 'Qty', 'Price'],
      ["Acer saccharum 'Green Mountain'", 'Sugar Maple', '1,250', '$385.00'],
      ["Tilia cordata 'Greenspire'", 'Linden', '42', '$149.50'],
      ['Quercus rubra', 'Red Oak', '18', '$1,250.00'],
    ]);
    expect(tableFromLines(lines, 0.15)!.every((row) => (row.confidence ?? [1]).every((value) => value === 1))).toBe(
      true,
    );
  });

  it("cuts a wrapped cell running into the next row's cell at that row, cells aligned to the top elsewhere", () => {
    const lines = [
      line(70, ['Plant', 50, 80], ['Qty', 200, 220], ['Price', 250, 280], ['Notes', 320, 350]),
      line(100, ['Acer rubrum', 50, 115], ['24', 208, 220], ['$189.00', 250, 290], ['Dug fall,', 320, 370]),
      line(112, ['heeled in', 320, 370]),
      line(136, ['Ilex glabra', 50, 110], ['60', 208, 220], ['$24.00', 250, 285], ['Native; heavy', 320, 400]),
      line(148, ['berry set; good', 320, 410]),
      line(160, ['fall color', 320, 380]),
      line(172, ['Itea virginica', 50, 125], ['85', 208, 220], ['$24.00', 250, 285], ['Plugs', 320, 350]),
    ];
    expect(cells(tableFromLines(lines, 0.15)!).map((row) => row[3])).toEqual([
      'Notes',
      'Dug fall, heeled in',
      'Native; heavy berry set; good fall color',
      'Plugs',
    ]);
  });

  it('holds rows for review when a wrapped line of centred cells could belong to the row above or below', () => {
    // No room between rows (padding 0, line height 1): "Acer" may end "Quercus rubra" or start the next name.
    const lines = [
      line(70, ['Plant', 50, 80], ['Qty', 250, 270], ['Price', 300, 330]),
      line(100, ['Quercus rubra', 50, 125], ['18', 262, 274], ['$1,250.00', 290, 340]),
      line(112, ['Acer', 50, 75]),
      line(124, ['saccharum', 50, 110]),
      line(130, ['1,250', 250, 280], ['$385.00', 300, 340]),
      line(136, ["'Green", 50, 85]),
      line(148, ["Mountain'", 50, 100]),
      line(160, ['Tilia cordata', 50, 120]),
      line(166, ['42', 262, 274], ['$149.50', 300, 340]),
      line(172, ["'Greenspire'", 50, 120]),
    ];
    const table = tableFromLines(lines, 0.15)!;
    expect(table.slice(1).map((row) => Math.min(...row.confidence!) < 0.5)).toEqual([true, true, true]);
  });

  it('reads "Qty Avail" as one column when its numbers stand under "Avail" alone (both right-aligned)', () => {
    const header = line(70, ['Plant', 50, 80], ['Qty', 200, 220], ['Avail', 224, 254], ['Price', 300, 330]);
    const rows = [
      ['Quercus rubra', '18'],
      ['Acer saccharum', '1,250'],
      ['Tilia cordata', '42'],
      ['Picea pungens', '65'],
    ].map(([name, qty], index) =>
      line(100 + 20 * index, [name!, 50, 130], [qty!, 254 - 6 * qty!.length, 254], ['$9.50', 300, 330]),
    );
    expect(cells(tableFromLines([header, ...rows], 0.15)!)).toEqual([
      ['Plant', 'Qty Avail', 'Price'],
      ['Quercus rubra', '18', '$9.50'],
      ['Acer saccharum', '1,250', '$9.50'],
      ['Tilia cordata', '42', '$9.50'],
      ['Picea pungens', '65', '$9.50'],
    ]);
  });

  it('reads "Each / 10+ / 50+" under a spanning "Price" as part of a header whose names are centred between', () => {
    const lines = [
      line(60, ['Price', 330, 360]),
      line(68, ['Plant', 50, 80], ['Qty', 220, 240]),
      line(76, ['Each', 270, 300], ['10+', 335, 355], ['50+', 400, 420]),
      line(
        100,
        ['Quercus rubra', 50, 125],
        ['18', 228, 240],
        ['$1,250.00', 260, 310],
        ['$1,125.00', 325, 375],
        ['$1,062.50', 390, 440],
      ),
      line(
        120,
        ['Tilia cordata', 50, 120],
        ['42', 228, 240],
        ['$149.50', 270, 310],
        ['$134.55', 335, 375],
        ['$127.08', 400, 440],
      ),
    ];
    expect(cells(tableFromLines(lines, 0.15)!)).toEqual([
      ['Plant', 'Qty', 'Each', 'Price 10+', '50+'],
      ['Quercus rubra', '18', '$1,250.00', '$1,125.00', '$1,062.50'],
      ['Tilia cordata', '42', '$149.50', '$134.55', '$127.08'],
    ]);
  });

  it('groups OCR words into cells at the gutters, right-aligned numbers included', () => {
    const lines = [
      line(10, ['Common', 20, 80], ['Name', 86, 120], ['Size', 200, 230], ['Price', 300, 340]),
      line(40, ['Mexican', 20, 80], ['Feathergrass', 86, 180], ['1', 200, 206], ['gal', 210, 230], ['$7.49', 302, 340]),
      line(70, ['Rosemary', 20, 90], ['4in', 200, 222], ['$14.25', 290, 340]),
      line(100, ['Big', 20, 40], ['Tree', 46, 80], ['15', 200, 214], ['gal', 218, 240], ['$149.00', 282, 340]),
    ];
    expect(cells(tableFromLines(lines, 0.6)!)).toEqual([
      ['Common Name', 'Size', 'Price'],
      ['Mexican Feathergrass', '1 gal', '$7.49'],
      ['Rosemary', '4in', '$14.25'],
      ['Big Tree', '15 gal', '$149.00'],
    ]);
  });

  it('skips the header repeated at the top of the next page, and says when there is no header', () => {
    const lines = [
      line(10, ['Plant', 20, 60], ['Price', 200, 240]),
      line(40, ['Fern', 20, 50], ['$3', 200, 215]),
      line(900, ['Plant', 20, 60], ['Price', 200, 240]),
      line(930, ['Moss', 20, 55], ['$2', 200, 215]),
    ];
    expect(cells(tableFromLines(lines, 0.15)!)).toEqual([
      ['Plant', 'Price'],
      ['Fern', '$3'],
      ['Moss', '$2'],
    ]);
    expect(tableFromLines([line(10, ['Dear customer, here is our list', 20, 300])], 0.15)).toBeNull();
  });

  it('reads a scanned page without a header under the header of the page before', () => {
    const first = layoutTable(
      [
        line(10, ['Plant', 20, 60], ['Qty', 150, 175], ['Price', 200, 240]),
        line(40, ['Fern', 20, 50], ['12', 160, 175], ['$3.00', 200, 240]),
      ],
      0.6,
      { ocr: true },
    )!;
    const second = [
      line(20, ['Moss', 20, 55], ['40', 160, 175], ['$2.50', 200, 240]),
      line(50, ['Wild', 20, 45], ['Ginger', 50, 90], ['8', 168, 175], ['$6.75', 200, 240]),
    ];
    expect(layoutTable(second, 0.6, { ocr: true })).toBeNull();
    expect(cells(layoutTable(second, 0.6, { ocr: true, continues: first.header })!.table)).toEqual([
      ['Plant', 'Qty', 'Price'],
      ['Moss', '40', '$2.50'],
      ['Wild Ginger', '8', '$6.75'],
    ]);
  });

  it('puts header words OCR misread back to the nearest column name, and leaves real words alone', () => {
    expect(repairHeaderWords(['Botanical Name', 'QiyAvall', 'Size', 'Price:', 'CommonMame', 'Hill Country'])).toEqual([
      'Botanical Name',
      'Qty Avail',
      'Size',
      'Price:',
      'Common Name',
      'Hill Country',
    ]);
  });

  it('names a photo header cell it could not read from the values under it, and sends the rows to review', () => {
    const laid = layoutTable(
      [
        line(10, ['Common', 20, 60], ['Name', 64, 90], ['Container', 150, 200], ['Hig', 230, 250], ['Ee', 290, 300]),
        line(
          40,
          ['Eastern', 20, 60],
          ['Redbud', 64, 100],
          ['10', 150, 162],
          ['gal', 166, 185],
          ['15', 238, 250],
          ['$129.00', 280, 320],
        ),
        line(70, ['Switchgrass', 20, 90], ['3', 150, 156], ['gal', 160, 180], ['210', 232, 250], ['$19.95', 286, 320]),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)).toEqual([
      ['Common Name', 'Container', 'Qty', 'Price'],
      ['Eastern Redbud', '10 gal', '15', '$129.00'],
      ['Switchgrass', '3 gal', '210', '$19.95'],
    ]);
    expect(laid.table[1]!.confidence![2]).toBeLessThanOrEqual(0.6);
    expect(laid.table[2]!.confidence![3]).toBeLessThanOrEqual(0.6);
  });

  it('puts back a decimal point OCR lost when the column has cents, and runs a number into the next column apart', () => {
    const laid = layoutTable(
      [
        line(10, ['Plant', 20, 60], ['Qty', 150, 175], ['Ready', 190, 230], ['Price', 260, 300]),
        line(40, ['Fern', 20, 50], ['12', 160, 175], ['Now', 190, 215], ['$64.00', 260, 300]),
        line(70, ['Moss', 20, 55], ['85June', 160, 215], ['$9800', 260, 300]),
        line(100, ['Hosta', 20, 55], ['40', 160, 175], ['May', 190, 215], ['$129.00', 260, 300]),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)).toEqual([
      ['Plant', 'Qty', 'Ready', 'Price'],
      ['Fern', '12', 'Now', '$64.00'],
      ['Moss', '85', 'June', '$98.00'],
      ['Hosta', '40', 'May', '$129.00'],
    ]);
    // The repaired price is less sure: its row goes to review.
    expect(laid.table[2]!.confidence![3]).toBeLessThanOrEqual(0.5);
    expect(laid.table[1]!.confidence![3]).toBe(1);
  });

  it('cuts OCR header words into cells where the rows below have their white, not by spacing alone', () => {
    const laid = layoutTable(
      [
        line(
          10,
          ['Common', 20, 80],
          ['Name', 89, 120],
          ['Botanical', 200, 260],
          ['Qty', 300, 325],
          ['Avail', 336, 370],
          ['Price', 400, 440],
        ),
        line(
          40,
          ['Red', 20, 45],
          ['Maple', 52, 90],
          ['Acer', 200, 230],
          ['rubrum', 236, 280],
          ['24', 352, 370],
          ['$189.00', 400, 450],
        ),
        line(
          70,
          ['Boxwood', 20, 85],
          ['Buxus', 200, 235],
          ['sempervirens', 241, 320],
          ['450', 345, 370],
          ['$18.25', 405, 450],
        ),
        line(
          100,
          ['Blue', 20, 50],
          ['Holly', 57, 90],
          ['Ilex', 200, 225],
          ['opaca', 231, 270],
          ['60', 352, 370],
          ['$39.75', 405, 450],
        ),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)).toEqual([
      ['Common Name', 'Botanical', 'Qty Avail', 'Price'],
      ['Red Maple', 'Acer rubrum', '24', '$189.00'],
      ['Boxwood', 'Buxus sempervirens', '450', '$18.25'],
      ['Blue Holly', 'Ilex opaca', '60', '$39.75'],
    ]);
  });

  it('names a found header cell OCR garbled from its whole numbers when the quantity is missing, for review', () => {
    const laid = layoutTable(
      [
        line(10, ['Plant', 20, 60], ['Size', 150, 180], ['Jv%,', 240, 270], ['Price', 300, 340]),
        line(
          40,
          ['Red', 20, 45],
          ['Maple', 52, 90],
          ['7', 150, 158],
          ['gal', 162, 180],
          ['36', 255, 270],
          ['$89.95', 300, 350],
        ),
        line(70, ['Boxwood', 20, 85], ['3', 150, 158], ['gal', 162, 180], ['210', 249, 270], ['$19.95', 300, 350]),
        line(
          100,
          ['Blue', 20, 45],
          ['Holly', 50, 80],
          ['1', 150, 158],
          ['gal', 162, 180],
          ['15', 255, 270],
          ['$9.50', 306, 350],
        ),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)[0]).toEqual(['Plant', 'Size', 'Qty', 'Price']);
    expect(laid.table[2]!.cells[2]).toBe('210');
    expect(laid.table[2]!.confidence![2]).toBeLessThanOrEqual(0.6);
  });

  it('cuts apart two OCR columns that one row runs together', () => {
    const laid = layoutTable(
      [
        line(10, ['Plant', 20, 60], ['Botanical', 120, 200], ['Qty', 300, 320]),
        line(40, ['Red', 20, 45], ['Maple', 52, 90], ['Acer', 120, 150], ['rubrum', 156, 200], ['24', 305, 320]),
        line(
          70,
          ['Bigleaf', 20, 60],
          ['Hydrangea', 65, 110],
          ['Hydrangea', 115, 175],
          ['macrophylla', 180, 250],
          ['18', 305, 320],
        ),
        line(100, ['Blue', 20, 45], ['Holly', 50, 80], ['Ilex', 120, 140], ['opaca', 146, 180], ['60', 305, 320]),
        line(130, ['Boxwood', 20, 80], ['Buxus', 120, 160], ['450', 298, 320]),
        line(160, ['Red', 20, 45], ['Oak', 50, 75], ['Quercus', 120, 170], ['rubra', 176, 210], ['6', 310, 320]),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(laid.table[2]!.cells).toEqual(['Bigleaf Hydrangea', 'Hydrangea macrophylla', '18']);
    expect(laid.table[1]!.cells).toEqual(['Red Maple', 'Acer rubrum', '24']);
  });

  it("pairs a cultivar's quotes OCR misread, for review, and leaves apostrophes and sound names alone", () => {
    const fixed = (text: string) => repairQuotes(text).text;
    expect(fixed(`Acer rubrum 'October Glory"`)).toBe("Acer rubrum 'October Glory'");
    expect(fixed(`Thuja occidentalis "Emerald Green'`)).toBe("Thuja occidentalis 'Emerald Green'");
    expect(fixed("Buxus sempervirens 'Green Velvet")).toBe("Buxus sempervirens 'Green Velvet'");
    for (const sound of [
      "Rosa 'Knock Out'",
      'Hydrangea macrophylla ‘Endless Summer’',
      "Texas Ranger's Sage",
      "'Boxwood",
    ])
      expect(repairQuotes(sound)).toEqual({ text: sound, repaired: false });
    const laid = layoutTable(
      [
        line(10, ['Plant', 20, 60], ['Qty', 260, 290]),
        line(
          40,
          ['Buxus', 20, 60],
          ['sempervirens', 66, 150],
          ["'Green", 156, 200],
          ['Velvet', 206, 250],
          ['12', 270, 290],
        ),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(laid.table[1]!.cells[0]).toBe("Buxus sempervirens 'Green Velvet'");
    expect(laid.table[1]!.confidence![0]).toBeLessThanOrEqual(0.5);
  });
});

/** A zip with stored or deflated entries, written by hand so the test can lie in its headers. */
function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(0, 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('inspectZip: limits before a parser opens the archive', () => {
  const limits = { maxEntries: 1000, maxUnpackedBytes: 25 * 1024 * 1024 };
  const refusal = (buffer: Buffer, custom = limits) =>
    inspectZip(buffer, custom).then(
      () => 'accepted',
      (error) => (error instanceof ZipRefused ? error.reason : String(error)),
    );

  it('lists the parts of a real xlsx', async () => {
    expect(await inspectZip(fixture('availability.xlsx'), limits)).toContain('xl/workbook.xml');
  });

  it('refuses too many entries or too much unpacked data', async () => {
    expect(await refusal(fixture('availability.xlsx'), { maxEntries: 3, maxUnpackedBytes: 1e9 })).toBe('too-large');
    expect(await refusal(fixture('zip-bomb.xlsx'))).toBe('too-large');
    expect(await refusal(fixture('availability.xlsx'), { maxEntries: 1000, maxUnpackedBytes: 1000 })).toBe('too-large');
  });

  it('does not trust sizes a header understates', async () => {
    const liar = zip([{ name: 'xl/workbook.xml', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 100 }]);
    expect(await refusal(liar)).toBe('unreadable');
    const honest = zip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect(await inspectZip(honest, limits)).toEqual(['xl/workbook.xml']);
  });

  it('counts columns per row: a long sheet of a few columns is accepted, one wide row is refused', async () => {
    const cellLimits = { ...limits, maxColumns: 200, maxCells: 250_000 };
    const row = (r: number, columns: number) =>
      `<row r="${r}">${Array.from({ length: columns }, (_, c) => `<c r="${String.fromCharCode(65 + (c % 26))}${r}"><v>1</v></c>`).join('')}</row>`;
    const sheet = (rows: string) =>
      zip([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`),
        },
      ]);
    const long = Array.from({ length: 5000 }, (_, r) => row(r + 1, 5)).join('');
    expect(await refusal(sheet(long), cellLimits)).toBe('accepted');
    expect(await refusal(sheet(row(1, 201)), cellLimits)).toBe('too-many-cells');
  });

  it('refuses a truncated archive', async () => {
    expect(await refusal(fixture('truncated.xlsx'))).toBe('unreadable');
  });
});
