import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { splitAtColumnStarts, unlean, withoutNoise } from '../src/modules/bulk-upload/parsers/ocr-geometry.ts';
import { repairDecimalPoints, repairTierHeaders } from '../src/modules/bulk-upload/parsers/ocr-repairs.ts';
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

describe('OCR repairs of headers and amounts', () => {
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
