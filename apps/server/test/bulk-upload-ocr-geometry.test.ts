import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cellSheet,
  regionTexts,
  unnamedCellRegions,
  withHeaderCells,
} from '../src/modules/bulk-upload/parsers/header-reread.ts';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { missedPieces, pieceSheet, withSecondRead } from '../src/modules/bulk-upload/parsers/missed-text.ts';
import { splitAtColumnStarts, unlean, withoutNoise } from '../src/modules/bulk-upload/parsers/ocr-geometry.ts';
import {
  repairDecimalPoints,
  repairDollarSigns,
  repairNumber,
  repairQuotes,
  repairSize,
  repairTierHeaders,
} from '../src/modules/bulk-upload/parsers/ocr-repairs.ts';
import { findDesk, pageBox } from '../src/modules/bulk-upload/parsers/page-border.ts';
import { evenLight, type Grey, isGrainy, skew } from '../src/modules/bulk-upload/parsers/page-image.ts';
import type { SourceRow } from '../src/modules/bulk-upload/parsers/table.ts';

const cells = (table: { cells: string[] }[]) => table.map((row) => row.cells);
const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 20,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1, confidence: 0.9 })),
});

/** A white page with black blocks standing for glyphs: [x0, x1, y] each, 20 px tall around y. */
function page(width: number, height: number, glyphs: [number, number, number][]): Grey {
  const data = Buffer.alloc(width * height, 255);
  for (const [x0, x1, y] of glyphs) {
    for (let row = y - 8; row <= y + 8; row++) data.fill(0, row * width + x0, row * width + x1 + 1);
  }
  return { data, width, height };
}

describe('OCR geometry: word boxes put right from the page', () => {
  it('takes the lean out of columns that drift down the page, and leaves a straight page alone', () => {
    // Each row 40 px lower sits 3 px further left (a photo taken a little from one side).
    const rows = Array.from({ length: 8 }, (_, index) =>
      line(
        100 + 40 * index,
        ['Plant', 50 - 3 * index, 110 - 3 * index],
        ['12', 300 - 3 * index, 324 - 3 * index],
        ['gal', 340 - 3 * index, 370 - 3 * index],
      ),
    );
    const straight = unlean(rows);
    const lefts = straight.lines.map((found) => Math.round(found.boxes[0]!.x0));
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThanOrEqual(2);
    // The shift says where each line's words are on the page.
    expect(straight.lines[7]!.boxes[0]!.x0 - straight.shift(straight.lines[7]!)).toBeCloseTo(29);

    const level = Array.from({ length: 8 }, (_, index) => line(100 + 40 * index, ['Plant', 50, 110], ['12', 300, 324]));
    expect(unlean(level).lines).toBe(level);
  });

  it('cuts a number word that runs across a column start at the white nearest it, by the digits on each side', () => {
    // "300" right-aligned, one space, then "1" of the next column: read as one word "3001".
    const glyphs: [number, number, number][] = [
      [100, 110, 50],
      [113, 123, 50],
      [126, 136, 50],
      [145, 150, 50],
    ];
    const read = [line(50, ['3001', 100, 150], ['gal', 158, 180])];
    const [cut] = splitAtColumnStarts(read, [143], page(300, 100, glyphs), () => 0);
    expect(cut!.boxes.map((box) => box.text)).toEqual(['300', '1', 'gal']);
    expect(cut!.boxes[1]!.x0).toBe(145);
    // No white near the column start: the word is left whole; nor is a word that crosses no column start.
    expect(splitAtColumnStarts(read, [170], page(300, 100, glyphs), () => 0)[0]!.boxes[0]!.text).toBe('3001');
    const solid = page(300, 100, [[100, 150, 50]]);
    expect(splitAtColumnStarts(read, [143], solid, () => 0)[0]!.boxes[0]!.text).toBe('3001');
  });

  it('drops a lone unsure speck between the header and the first row, and a rule read as a word', () => {
    const speck: TextLine = { y: 30, height: 9, boxes: [{ text: 'I', x0: 200, x1: 202, confidence: 0.5 }] };
    const lines = [line(10, ['Plant', 0, 50]), speck, line(50, ['Fern', 0, 40]), line(90, ['1', 0, 8])];
    expect(withoutNoise(lines)).toEqual([lines[0], lines[2], lines[3]]);
    // "a" across 300 px of a 20 px line is a rule; "Summersweet" at 130 px and a garbled "ty" at 70 px are words.
    const ruled = [line(10, ['Plant', 0, 50], ['a', 0, 300], ['ty', 60, 130]), line(50, ['Summersweet', 0, 130])];
    expect(withoutNoise(ruled).map((found) => found.boxes.map((box) => box.text))).toEqual([
      ['Plant', 'ty'],
      ['Summersweet'],
    ]);
  });
});

describe('text the first reading left out, read again and laid into its row', () => {
  // One row at y 60: "A" and "B" read, a wrapped line under "A" not read, and a cell of two lines at x 400 read as
  // one word as tall as both (the recogniser's "Gdrangea" for "Hydrangea" over "Summer'").
  const glyphs: [number, number, number][] = [
    [20, 80, 60],
    [200, 260, 60],
    [20, 60, 85],
    [400, 460, 50],
    [400, 430, 78],
  ];
  const read: TextLine[] = [
    {
      y: 60,
      height: 17,
      boxes: [
        { text: 'A', x0: 20, x1: 80, top: 52, bottom: 68 },
        { text: 'B', x0: 200, x1: 260, top: 52, bottom: 68 },
        { text: 'Tall', x0: 400, x1: 460, top: 40, bottom: 90 },
      ],
    },
  ];
  const printed = () => {
    const sheet = page(600, 200, glyphs);
    // A rule under the row and a speck are not text.
    sheet.data.fill(0, 130 * 600 + 10, 130 * 600 + 590);
    sheet.data.fill(0, 150 * 600 + 300, 150 * 600 + 302);
    return sheet;
  };

  it('finds the ink outside the words read, and both lines of a word as tall as two', () => {
    const pieces = missedPieces(printed(), read).sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
    expect(pieces).toEqual([
      { x0: 20, x1: 60, y0: 77, y1: 93 },
      { x0: 400, x1: 460, y0: 42, y1: 58 },
      { x0: 400, x1: 430, y0: 70, y1: 86 },
    ]);
    // Nothing above the header's bottom is looked for.
    expect(missedPieces(printed(), read, 100)).toEqual([]);
  });

  it('puts the words read again back on the page, held for review, in place of the tall word', async () => {
    const pieces = missedPieces(printed(), read);
    const { png, slots } = await pieceSheet(printed(), pieces, read);
    const { width = 0, height = 0 } = await sharp(png).metadata();
    expect(width).toBeGreaterThan(60);
    expect(height).toBeGreaterThan(3 * 17);
    // What the recogniser would read on the sheet: each piece's word where the sheet has it.
    const texts = new Map([
      [20, 'wrapped'],
      [400, 'upper'],
    ]);
    const sheetLines = slots.map(({ piece, left, top }) => ({
      y: top + 8,
      height: 17,
      boxes: [
        {
          text: piece.y0 > 60 && piece.x0 === 400 ? 'lower' : texts.get(piece.x0)!,
          x0: left,
          x1: left + piece.x1 - piece.x0,
          top,
          bottom: top + 16,
          confidence: 0.95,
        },
      ],
    }));
    const lines = withSecondRead(read, sheetLines, slots);
    expect(lines.map((found) => [found.y, found.boxes.map((box) => box.text)])).toEqual([
      [50, ['upper']],
      [60, ['A', 'B']],
      [78, ['lower']],
      [85, ['wrapped']],
    ]);
    const wrapped = lines[3]!.boxes[0]!;
    expect(wrapped).toMatchObject({ x0: 20, x1: 60, top: 77, reread: true });
    expect(wrapped.confidence).toBeLessThan(0.85);
    // Nothing read again there: the tall word stays, as all there is of that ink.
    expect(withSecondRead(read, [], slots)).toEqual(read);
  });

  it('joins lines read again to the row they belong to, never making a row of their own', () => {
    const again = (y: number, ...boxes: [string, number, number][]): TextLine => ({
      ...line(y, ...boxes),
      boxes: line(y, ...boxes).boxes.map((box) => ({ ...box, reread: true })),
    });
    const laid = layoutTable(
      [
        line(10, ['Plant', 20, 70], ['Qty', 300, 330], ['Price', 400, 450]),
        line(40, ['Acer', 20, 60], ['rubrum', 68, 130], ['60', 305, 328], ['$24.00', 400, 460]),
        again(78, ['Hydrangea', 20, 110], ['macrophylla', 118, 210], ['$165.0', 400, 460]),
        line(100, ['180', 300, 328]),
        again(122, ["'Endless", 20, 90], ["Summer'", 98, 160], ['0', 400, 410]),
        line(160, ['Thuja', 20, 70], ['40', 305, 328], ['$12.50', 400, 460]),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)).toEqual([
      ['Plant', 'Qty', 'Price'],
      ['Acer rubrum', '60', '$24.00'],
      ["Hydrangea macrophylla 'Endless Summer'", '180', '$165.00'],
      ['Thuja', '40', '$12.50'],
    ]);
  });
});

describe('OCR repairs of headers and amounts', () => {
  it('reads the digits, the dollar sign and the sizes OCR misreads, and only in what OCR read', () => {
    expect(repairNumber('%34.50', true)).toEqual({ text: '$34.50', repaired: true });
    expect(repairNumber('i80', true)).toEqual({ text: '180', repaired: true });
    expect(repairNumber('$165.0O°', true)).toEqual({ text: '$165.00', repaired: true });
    expect(repairNumber('$1O', false)).toEqual({ text: '$10', repaired: true });
    expect(repairNumber('%34.50')).toEqual({ text: '%34.50', repaired: false });
    expect(repairNumber('$34.50', true)).toEqual({ text: '$34.50', repaired: false });
    expect(repairNumber('Call', true).repaired).toBe(false);
    expect(repairSize('lgal')).toEqual({ text: '1gal', repaired: true });
    expect(repairSize('3.gal')).toEqual({ text: '3 gal', repaired: true });
    expect(repairSize('2.5 gal')).toEqual({ text: '2.5 gal', repaired: false });
    expect(repairSize('15 gal').repaired).toBe(false);
    expect(repairSize('1 5 gal')).toEqual({ text: '15 gal', repaired: true });
    expect(repairSize('2 1/2 gal').repaired).toBe(false);
    expect(repairSize('15 gat')).toEqual({ text: '15 gal', repaired: true });
    expect(repairSize('3 gallon').repaired).toBe(false);
    expect(repairSize('Sgal')).toEqual({ text: '5gal', repaired: true });
    expect(repairSize('S qt')).toEqual({ text: '5 qt', repaired: true });
    expect(repairSize('Small').repaired).toBe(false);
    expect(repairSize('Sgallon').repaired).toBe(false);
    expect(repairSize('2°')).toEqual({ text: '2"', repaired: true });
    expect(repairSize('1.5 °')).toEqual({ text: '1.5"', repaired: true });
    expect(repairSize('2"').repaired).toBe(false);
  });

  it("puts back a cultivar's lost opening mark and drops a doubled closing one, leaving apostrophes alone", () => {
    expect(repairQuotes("Spiraea japonica Little Princess'")).toEqual({
      text: "Spiraea japonica 'Little Princess'",
      repaired: true,
    });
    expect(repairQuotes("Rudbeckia fulgida var. sullivantii 'Goldsturm'’").text).toBe(
      "Rudbeckia fulgida var. sullivantii 'Goldsturm'",
    );
    expect(repairQuotes("Hosta Sum and Substance'").text).toBe("Hosta 'Sum and Substance'");
    expect(repairQuotes("hosta Sum and Substance'").repaired).toBe(false);
    expect(repairQuotes("Rosa Ranger's Choice").repaired).toBe(false);
    expect(repairQuotes("Acer rubrum 'October Glory'").repaired).toBe(false);
    expect(repairQuotes('Cercis canadensis "Forest Pansy"').text).toBe("Cercis canadensis 'Forest Pansy'");
  });

  it('puts a tier header back in its order, and leaves sound or lone ranges alone', () => {
    expect(repairTierHeaders(['Plant', 'Price 1-9', '110-49', '50+'])).toEqual({
      texts: ['Plant', 'Price 1-9', '10-49', '50+'],
      columns: [2],
    });
    expect(repairTierHeaders(['1-9', 'lO-49', '50+']).texts).toEqual(['1-9', '10-49', '50+']);
    expect(repairTierHeaders(['1-9', '10-49', '50+']).columns).toEqual([]);
    expect(repairTierHeaders(['Zone 7-10', 'Price']).columns).toEqual([]);
    // No reading fits both neighbours: left as read.
    expect(repairTierHeaders(['1-9', '20-29', '50+']).columns).toEqual([]);
  });

  it('puts lost decimal points back over the price and tier columns together, for review', () => {
    const rows = [
      ['$3975', '$35.78', '$3180'],
      ['$98.00', '$8820', '$7840'],
      ['$750', '$6.75', '$6.00'],
      ['$1995', '$1796', '$1596'],
    ].map((found, index): SourceRow => ({ number: index + 2, cells: found }));
    repairDecimalPoints(rows, [0, 1, 2]);
    expect(cells(rows)).toEqual([
      ['$39.75', '$35.78', '$31.80'],
      ['$98.00', '$88.20', '$78.40'],
      ['$7.50', '$6.75', '$6.00'],
      ['$19.95', '$17.96', '$15.96'],
    ]);
    expect(rows[0]!.confidence).toEqual([0.5, 1, 0.5]);
    // A list that writes whole dollars keeps them.
    const whole: SourceRow[] = [{ number: 2, cells: ['$125', '$110', '$98.50'] }];
    repairDecimalPoints(whole, [0, 1, 2]);
    expect(whole[0]!.cells).toEqual(['$125', '$110', '$98.50']);
  });

  it('gives back a "$" read as "5", "S" or "51" in a column of amounts written with "$", for review', () => {
    const rows: SourceRow[] = [
      ['$175.00', '$12.50'],
      ['51189.00', '$9.75'],
      ['$140.00', '512.00'],
      ['$95.00', '$14.00'],
      ['5120.00', '$8.00'],
    ].map((cells, index) => ({ number: index + 2, cells }));
    repairDollarSigns(rows, [0, 1]);
    // The reading nearest the column's usual amount: "$" as "51" in 51189.00, as "5" in 512.00 and 5120.00.
    expect(cells(rows)).toEqual([
      ['$175.00', '$12.50'],
      ['$189.00', '$9.75'],
      ['$140.00', '$12.00'],
      ['$95.00', '$14.00'],
      ['$120.00', '$8.00'],
    ]);
    expect(rows[1]!.confidence).toEqual([0.5, 1]);
    // A column written without "$" keeps its amounts.
    const plain: SourceRow[] = [
      { number: 2, cells: ['512.00'] },
      { number: 3, cells: ['$9.00'] },
      { number: 4, cells: ['14.00'] },
    ];
    repairDollarSigns(plain, [0]);
    expect(cells(plain)).toEqual([['512.00'], ['$9.00'], ['14.00']]);
    // A "$" read as "8" or "3" goes back only when the amount without that start is nearer the usual one.
    const bowls: SourceRow[] = [['$54.00'], ['825.25'], ['$17.50'], ['85.00'], ['$19.80'], ['316.40'], ['$36.90']].map(
      (cells, index) => ({ number: index + 2, cells }),
    );
    repairDollarSigns(bowls, [0]);
    expect(cells(bowls)).toEqual([['$54.00'], ['$25.25'], ['$17.50'], ['85.00'], ['$19.80'], ['$16.40'], ['$36.90']]);
    expect(bowls[3]!.confidence).toBeUndefined();
  });

  it('cuts a header cell that is two column names side by side, and keeps one name whole', () => {
    const laid = layoutTable(
      [
        line(10, ['Botanical', 20, 110], ['Name', 118, 160], ['Avail', 300, 350], ['Ready', 362, 420]),
        line(50, ['Acer', 20, 60], ['rubrum', 68, 130], ['60', 325, 348], ['Now', 358, 398]),
        line(90, ['Ilex', 20, 55], ['crenata', 63, 130], ['185', 313, 348], ['June', 358, 404]),
        line(130, ['Thuja', 20, 70], ['plicata', 78, 140], ['40', 325, 348], ['Sept', 358, 402]),
      ],
      0.6,
      { ocr: true },
    )!;
    expect(cells(laid.table)).toEqual([
      ['Botanical Name', 'Avail', 'Ready'],
      ['Acer rubrum', '60', 'Now'],
      ['Ilex crenata', '185', 'June'],
      ['Thuja plicata', '40', 'Sept'],
    ]);
  });
});

/** A clean printed page (rows of word-like blocks on white), `width` x `height`, as a greyscale PNG. */
async function printedPage(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height, 250);
  for (let y = 60; y < height - 60; y += 28) {
    for (let x = 40; x < width - 80; x += 90) fillBlock(data, width, x, x + 60, y, y + 9);
  }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}
function fillBlock(data: Buffer, width: number, x0: number, x1: number, y0: number, y1: number) {
  for (let y = y0; y < y1; y++) data.fill(40, y * width + x0, y * width + x1);
}

describe('a photographed page found on its desk, however clean the photo', () => {
  it('finds a sharp, grain-free page on a darker surround, whitens the desk and measures the skew on the page', async () => {
    // The page turned 3 degrees clockwise (its lines go down to the right) on a plain grey desk.
    const photo = await sharp(await printedPage(500, 640))
      .rotate(3, { background: '#7d7d7d' })
      .extend({ top: 50, bottom: 50, left: 50, right: 50, background: '#7d7d7d' })
      .png()
      .toBuffer();
    const desk = await findDesk(sharp(photo));
    expect(desk).not.toBeNull();
    const box = pageBox(desk!);
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    // The page's bounding box: the photo less its 50 px of desk on each side (within a cell or two of the coarse grid).
    expect((box.left * width) / desk!.width).toBeGreaterThan(40);
    expect((box.left * width) / desk!.width).toBeLessThan(62);
    expect(((box.left + box.width) * width) / desk!.width).toBeGreaterThan(width - 62);
    expect(((box.top + box.height) * height) / desk!.height).toBeLessThan(height - 40);
    const even = await evenLight(sharp(photo), width, desk);
    // Grain-free: by its grain alone (the old test) it would pass for a scan.
    expect(isGrainy(await evenLight(sharp(photo), width))).toBe(false);
    // Within 50 px of the photo's edges there is only desk: white once the light is evened (divided by its blur
    // alone, the page's bright edge leaves a dark halo there that is read as words and tilts the skew).
    let deskInk = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const nearEdge = x < 50 || y < 50 || x >= width - 50 || y >= height - 50;
        if (nearEdge && even.data[y * width + x]! < 170) deskInk++;
      }
    }
    expect(deskInk).toBe(0);
    // ...and the text is still there, with the tilt of its lines.
    expect(even.data.filter((value) => value < 128).length).toBeGreaterThan(1000);
    expect(skew(even)).toBeGreaterThan(2.4);
    expect(skew(even)).toBeLessThan(3.6);
  });

  it('finds the page on a dark mat inside a light frame (the light reaches the edges, the mat rings the page)', async () => {
    const matted = await sharp(await printedPage(500, 640))
      .rotate(3, { background: '#4a4640' })
      .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#4a4640' })
      .png()
      .toBuffer();
    const photo = await sharp(matted)
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#e0e0e0' })
      .png()
      .toBuffer();
    const desk = await findDesk(sharp(photo));
    expect(desk).not.toBeNull();
    const box = pageBox(desk!);
    const { width = 0 } = await sharp(photo).metadata();
    // The page, not the frame: 100 px of frame and mat on each side (within a cell or two of the coarse grid).
    expect((box.left * width) / desk!.width).toBeGreaterThan(90);
    expect((box.left * width) / desk!.width).toBeLessThan(125);
    expect(((box.left + box.width) * width) / desk!.width).toBeLessThan(width - 90);
    // A light frame round a page with no mat is no desk: the page fills the frame.
    const unmatted = await sharp(await printedPage(500, 640))
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#e0e0e0' })
      .png()
      .toBuffer();
    expect(await findDesk(sharp(unmatted))).toBeNull();
  });

  it('finds no desk on a scan (paper to the edges), even with a dark band at one edge', async () => {
    expect(await findDesk(sharp(await printedPage(500, 640)))).toBeNull();
    const banded = await sharp(await printedPage(500, 640))
      .composite([
        { input: { create: { width: 500, height: 40, channels: 3, background: '#303030' } }, top: 0, left: 0 },
      ])
      .png()
      .toBuffer();
    expect(await findDesk(sharp(banded))).toBeNull();
  });
});

describe('a two-line header cell read as one garbled word, read again on its own', () => {
  // "Qty" over "Avail" between one-line header cells, read as "ad" on the header's line.
  const header = line(20, ['Plant', 20, 80], ['ad', 300, 340], ['Price', 400, 450]);
  const rows = [
    line(80, ['Acer', 20, 60], ['24', 305, 330], ['$24.00', 400, 460]),
    line(120, ['Ilex', 20, 60], ['180', 300, 335], ['$9.75', 400, 460]),
    line(160, ['Thuja', 20, 70], ['40', 305, 330], ['$12.50', 400, 460]),
  ];
  const glyphs: [number, number, number][] = [
    [305, 330, 12],
    [300, 340, 34],
  ];

  it('finds the cell named only from its values, and where it lies: between its neighbours, above the first row', () => {
    const laid = layoutTable([header, ...rows], 0.6, { ocr: true })!;
    expect(laid.header.mapping).toEqual(['plant_name', 'quantity_available', 'price']);
    expect(laid.unnamed).toEqual([1]);
    const [region] = unnamedCellRegions(laid, 20, 0);
    expect(region).toMatchObject({ column: 1, x0: 280, x1: 360 });
    expect(region!.y0).toBeLessThanOrEqual(10);
    expect(region!.y1).toBeGreaterThan(30);
    expect(region!.y1).toBeLessThan(70);
    // A header whose every cell names its column has nothing to read again.
    expect(
      layoutTable([line(20, ['Plant', 20, 80], ['Qty', 300, 340], ['Price', 400, 450]), ...rows], 0.6)!.unnamed,
    ).toEqual([]);
  });

  it('reads the cell again from a sheet of its own, and names its column by the words read', async () => {
    const laid = layoutTable([header, ...rows], 0.6, { ocr: true })!;
    const regions = unnamedCellRegions(laid, 20, 0);
    const { png, tops } = await cellSheet(page(500, 200, glyphs), regions, 20);
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    // The cell's ink is on the sheet, a text height of white around it.
    const x = 20 + 305 - Math.floor(regions[0]!.x0);
    const y = tops[0]! + 12 - Math.floor(regions[0]!.y0);
    expect(data[y * info.width + x]).toBe(0);
    expect(data[0]).toBe(255);
    // What the recogniser would read on the sheet: "Qty" over "Avail".
    const sheetLines = [
      { ...line(tops[0]! + 14, ['Avail', 20, 60]), y: tops[0]! + 30 },
      line(tops[0]! + 8, ['Qty', 25, 50]),
    ].map((found) => ({
      ...found,
      boxes: found.boxes.map((box) => ({ ...box, top: found.y - 8, bottom: found.y + 8 })),
    }));
    const texts = regionTexts(sheetLines, regions, tops);
    expect(texts).toEqual([{ text: 'Qty Avail', confidence: 0.9 }]);
    const relaid = layoutTable(withHeaderCells([header, ...rows], regions, texts), 0.6, { ocr: true })!;
    expect(relaid.table[0]!.cells).toEqual(['Plant', 'Qty Avail', 'Price']);
    expect(relaid.unnamed).toEqual([]);
    // Rows read under a column named by its header are as sure as their words.
    expect(relaid.table[1]!.confidence).toEqual([0.9, 0.9, 0.9]);
    // Words read again that name no column leave the header as it was.
    expect(withHeaderCells([header, ...rows], regions, [{ text: 'xq', confidence: 0.9 }])).toEqual([header, ...rows]);
  });
});
