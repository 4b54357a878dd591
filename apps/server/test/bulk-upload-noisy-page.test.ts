// A photo of a page filling the frame (no desk), light falling off towards its top: the page looks clean on the
// whole (its blank bottom half), but stretched to full contrast its dim top is grain, which the rule finder took for
// rules and erased in white bars across the header. Such a page is smoothed and thresholded like a grainy photo.
// Synthetic image, made here, deterministic.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { readImagePage } from '../src/modules/bulk-upload/parsers/photo.ts';

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROWS = [
  ['Stewartia pseudocamellia', '7 gal', '24', '$89.00'],
  ['Oxydendrum arboreum', '15 gal', '12', '$145.00'],
  ['Halesia tetraptera', '10 gal', '30', '$98.50'],
];

describe('a page filling the frame, dim and noisy at its top', () => {
  const reader = new OcrReader(mkdtempSync(path.join(tmpdir(), 'verdant-ocr-')));
  afterAll(() => reader.close());

  it('is read with its header', async () => {
    const [width, height] = [1180, 1320];
    const xs = [60, 500, 640, 760];
    const text = (x: number, y: number, value: string) =>
      `<text x="${x}" y="${y}" font-family="DejaVu Serif" font-size="22" fill="#111">${value}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="#fff"/>
      ${['Botanical Name', 'Size', 'Qty', 'Price'].map((name, i) => text(xs[i]!, 110, name)).join('')}
      <rect x="50" y="122" width="820" height="2" fill="#111"/>
      ${ROWS.map((row, r) => row.map((cell, i) => text(xs[i]!, 165 + r * 40, cell)).join('')).join('')}
      ${ROWS.map((_, r) => `<rect x="50" y="${177 + r * 40}" width="820" height="1" fill="#999"/>`).join('')}
    </svg>`;
    const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Light falling to 70% at the top, then sensor noise (a sum of uniforms: roughly Gaussian, sd about 14).
    const next = random(11);
    for (let y = 0; y < height; y++) {
      const light = 0.7 + 0.3 * Math.min(1, y / (height * 0.6));
      for (let x = 0; x < width; x++) {
        const noise = (next() + next() + next() + next() - 2) * 24;
        data[y * width + x] = Math.max(0, Math.min(255, Math.round(data[y * width + x]! * light + noise)));
      }
    }
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const { table } = await readImagePage(png, 'png', reader, { owner: 1 });
    expect(table[0]!.cells).toEqual(['Botanical Name', 'Size', 'Qty', 'Price']);
    expect(table.slice(1).map((row) => row.cells[0])).toEqual(ROWS.map((row) => row[0]));
  }, 60_000);
});
