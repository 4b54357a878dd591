// A photographed list whose column names are printed white on a dark band (a filled header row): the band is turned
// light before reading, as the text recogniser skips a solid dark block and the list was read without its header
// ("No header row was found"). Synthetic images, made here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { invertDarkBands } from '../src/modules/bulk-upload/parsers/dark-bands.ts';
import { readImagePage } from '../src/modules/bulk-upload/parsers/photo.ts';

/** A white page 400 x 300 with: a dark band (y 40-69, x 50-349) holding light "letters", a 3 px rule, a dark desk strip. */
function page() {
  const [width, height] = [400, 300];
  const data = Buffer.alloc(width * height, 250);
  const fill = (x0: number, y0: number, x1: number, y1: number, value: number) => {
    for (let y = y0; y < y1; y++) data.fill(value, y * width + x0, y * width + x1);
  };
  fill(50, 40, 350, 70, 20);
  for (let x = 60; x < 340; x += 20) fill(x, 48, x + 4, 62, 240); // the band's light letters (thin strokes)
  fill(50, 120, 350, 123, 20); // a rule: thinner than a line of text
  fill(0, 200, width, 240, 30); // edge to edge: a desk or a shadow, not a printed fill
  fill(60, 150, 66, 164, 20); // a dark letter on the paper
  return { data, width, height };
}

describe('dark bands', () => {
  it('turns a dark band light with dark letters, and leaves rules, edge-to-edge dark areas and text alone', () => {
    const before = page();
    const after = invertDarkBands(before);
    const at = (x: number, y: number) => after.data[y * after.width + x]!;
    expect(after.bands).toBe(1);
    expect(at(100, 42)).toBeGreaterThan(200); // the fill, now light
    expect(at(62, 55)).toBeLessThan(50); // a letter, now dark
    expect(at(100, 30)).toBe(250); // paper above the band
    expect(at(100, 121)).toBe(20); // the rule
    expect(at(100, 220)).toBe(30); // the desk strip
    expect(at(62, 155)).toBe(20); // the letter on the paper
  });

  const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
  afterAll(() => reader.close());

  it('reads the column names printed white on a dark band of a photographed list', async () => {
    const rows = [
      ['Amsonia tabernaemontana', '1 gal', '120', '$9.50'],
      ['Coreopsis lanceolata', '1 gal', '240', '$8.25'],
      ['Monarda fistulosa', '2 gal', '75', '$14.00'],
      ['Solidago speciosa', '1 gal', '160', '$8.75'],
    ];
    const xs = [40, 420, 560, 700];
    const text = (x: number, y: number, value: string, fill: string, weight = 'normal') =>
      `<text x="${x}" y="${y}" font-family="Liberation Sans" font-size="26" font-weight="${weight}" fill="${fill}">${value}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="460">
      <rect width="900" height="460" fill="#fff"/>
      <rect x="28" y="40" width="800" height="50" fill="#263a30"/>
      ${['Plant', 'Size', 'Qty', 'Price'].map((name, i) => text(xs[i]!, 74, name, '#fff', 'bold')).join('')}
      ${rows.map((row, r) => row.map((cell, i) => text(xs[i]!, 140 + r * 70, cell, '#111')).join('')).join('')}
    </svg>`;
    const png = await sharp(Buffer.from(svg)).greyscale().png().toBuffer();
    const { table } = await readImagePage(png, 'png', reader, { owner: 1 });
    expect(table[0]!.cells).toEqual(['Plant', 'Size', 'Qty', 'Price']);
    expect(table.slice(1).map((row) => row.cells[0])).toEqual(rows.map((row) => row[0]));
  }, 60_000);
});
