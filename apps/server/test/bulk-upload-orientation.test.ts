// A landscape list photographed with the phone held upright (no orientation tag): its lines of text run down the
// image. Such a page, where no table is found, is read again turned a quarter. Synthetic images, made here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { textDirection } from '../src/modules/bulk-upload/parsers/orientation.ts';
import { readImagePage } from '../src/modules/bulk-upload/parsers/photo.ts';

const ROWS = [
  ['Tsuga canadensis', '7 gal', '48', '$62.00'],
  ['Abies concolor', '10 gal', '20', '$94.00'],
  ['Picea glauca', '5 gal', '75', '$38.50'],
  ['Pinus resinosa', '5 gal', '90', '$36.25'],
];

/** The list as a landscape page (a ruled header, four rows), in grey. */
async function landscapeList(): Promise<Buffer> {
  const xs = [40, 420, 560, 700];
  const text = (x: number, y: number, value: string) =>
    `<text x="${x}" y="${y}" font-family="Liberation Sans" font-size="26" fill="#111">${value}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="460">
    <rect width="900" height="460" fill="#fff"/><rect x="30" y="84" width="800" height="3" fill="#111"/>
    ${['Plant', 'Size', 'Qty', 'Price'].map((name, i) => text(xs[i]!, 70, name)).join('')}
    ${ROWS.map((row, r) => row.map((cell, i) => text(xs[i]!, 140 + r * 70, cell)).join('')).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

describe('a page photographed a quarter turned', () => {
  it('is told by its lines of text running down the image', async () => {
    const upright = await landscapeList();
    expect(await textDirection(sharp(upright))).toBe('across');
    expect(await textDirection(sharp(await sharp(upright).rotate(90).toBuffer()))).toBe('down');
    expect(await textDirection(sharp(await sharp(upright).rotate(270).toBuffer()))).toBe('down');
  });

  it('is told on a dark, grainy desk under uneven light', async () => {
    const page = await sharp(await landscapeList())
      .resize(700)
      .toBuffer();
    const [width, height] = [1000, 700];
    // A brown desk, grainy (a fixed pseudo-random grain), the page on it, light falling off to one corner.
    const desk = Buffer.alloc(width * height);
    for (let index = 0, seed = 7; index < desk.length; index++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      desk[index] = 80 + ((seed >> 16) % 40);
    }
    const lit = await sharp(desk, { raw: { width, height, channels: 1 } })
      .composite([{ input: page, top: 170, left: 150 }])
      .extractChannel(0)
      .raw()
      .toBuffer();
    for (let index = 0; index < lit.length; index++) {
      const [x, y] = [index % width, Math.floor(index / width)];
      lit[index] = Math.round(lit[index]! * (1 - 0.3 * ((x / width + y / height) / 2)));
    }
    const photo = await sharp(lit, { raw: { width, height, channels: 1 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    expect(await textDirection(sharp(photo))).toBe('across');
    for (const turn of [90, 270])
      expect(await textDirection(sharp(await sharp(photo).rotate(turn).toBuffer()))).toBe('down');
  });

  const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
  afterAll(() => reader.close());

  it('is read turned upright', async () => {
    const turned = await sharp(await landscapeList())
      .rotate(90)
      .png()
      .toBuffer();
    const { table } = await readImagePage(turned, 'png', reader, { owner: 1 });
    expect(table[0]!.cells).toEqual(['Plant', 'Size', 'Qty', 'Price']);
    expect(table.slice(1).map((row) => row.cells)).toEqual(ROWS);
  }, 60_000);
});
