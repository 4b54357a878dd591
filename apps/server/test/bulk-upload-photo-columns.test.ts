// A list printed in two columns (two tables side by side under one header line that repeats its column names),
// photographed: each table is read on its own, the left one first. It was read as one table of the left columns,
// and the right table's rows were lost. Synthetic image, made here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { readImage } from '../src/modules/bulk-upload/parsers/photo.ts';

const LEFT = [
  ['Tiarella cordifolia', 'Quart', '300', '$6.50'],
  ['Packera aurea', 'Quart', '280', '$6.25'],
  ['Phlox divaricata', 'Flat', '350', '$5.90'],
];
const RIGHT = [
  ['Asarum canadense', 'Flat', '140', '$9.50'],
  ['Mitchella repens', 'Quart', '500', '$4.25'],
  ['Geranium maculatum', 'Quart', '95', '$15.25'],
];

describe('a photographed list printed in two columns', () => {
  const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
  afterAll(() => reader.close());

  it('is read as two tables, the left one first', async () => {
    const xs = [30, 300, 390, 470];
    const text = (x: number, y: number, value: string) =>
      `<text x="${x}" y="${y}" font-family="Liberation Sans" font-size="22" fill="#111">${value}</text>`;
    const table = (left: number, rows: string[][]) =>
      ['Plant', 'Size', 'Qty', 'Price'].map((name, i) => text(left + xs[i]!, 60, name)).join('') +
      `<rect x="${left + 25}" y="70" width="530" height="2" fill="#111"/>` +
      rows.map((row, r) => row.map((cell, i) => text(left + xs[i]!, 115 + r * 50, cell)).join('')).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="300">
      <rect width="1240" height="300" fill="#fff"/>${table(0, LEFT)}${table(620, RIGHT)}</svg>`;
    const png = await sharp(Buffer.from(svg)).greyscale().png().toBuffer();
    const tables = await readImage(png, 'png', reader, 1);
    expect(tables.map((t) => t.map((row) => row.cells))).toEqual([
      [['Plant', 'Size', 'Qty', 'Price'], ...LEFT],
      [['Plant', 'Size', 'Qty', 'Price'], ...RIGHT],
    ]);
  }, 60_000);
});
