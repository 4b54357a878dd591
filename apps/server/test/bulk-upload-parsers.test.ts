import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { mayUploadPhotos } from '@verdant/shared/rules/bulk-upload';
import { describe, expect, it } from 'vitest';
import { extensionOf, sniff } from '../src/modules/bulk-upload/detect-type.ts';
import { parseCsv } from '../src/modules/bulk-upload/parsers/csv.ts';
import { htmlTables } from '../src/modules/bulk-upload/parsers/html-tables.ts';
import { type TextLine, tableFromLines } from '../src/modules/bulk-upload/parsers/layout.ts';
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
        ['Rose & Co red', '$3'],
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

  it('refuses a truncated archive', async () => {
    expect(await refusal(fixture('truncated.xlsx'))).toBe('unreadable');
  });
});
