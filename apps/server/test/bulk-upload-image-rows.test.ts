import { describe, expect, it } from 'vitest';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { cleanPage, type Grey } from '../src/modules/bulk-upload/parsers/page-image.ts';
import { gatherRowRules, markImageRows } from '../src/modules/bulk-upload/parsers/row-rules.ts';

// A ruled table scanned or photographed: a heading or a name alone on its row stands a line's pitch under the
// wrapped name above, as that name's next line would. The row rules the photo reader finds (and erases before the
// text is read) tell them apart, as a PDF's drawn rules do.

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 24,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1, confidence: 0.95 })),
});
const page = () => [
  line(
    100,
    ['Botanical Name', 60, 300],
    ['Common Name', 420, 620],
    ['Size', 700, 760],
    ['Qty', 860, 910],
    ['Price', 980, 1060],
  ),
  line(
    140,
    ['Nepeta x faassenii', 60, 330],
    ['Catmint', 420, 540],
    ['1 gal', 700, 780],
    ['150', 860, 910],
    ['$9.25', 980, 1060],
  ),
  line(180, ["'Walker's Low'", 60, 270]),
  line(220, ['Panicum virgatum', 60, 320], ['Switchgrass', 420, 600]),
  line(260, ["'Shenandoah'", 60, 250]),
  line(300, ['1 gal', 700, 780], ['80', 860, 890], ['$9.00', 980, 1060]),
  line(340, ['3 gal', 700, 780], ['25', 860, 890], ['$21.00', 980, 1080]),
  line(380, ['Perennials', 60, 220]),
  line(
    420,
    ['Echinacea purpurea', 60, 350],
    ['Coneflower', 420, 600],
    ['1 gal', 700, 780],
    ['200', 860, 910],
    ['$8.50', 980, 1060],
  ),
  line(460, ["'Magnus'", 60, 190]),
];
/** The rules under the header and under each row, a hair slanted (a photo's page turned upright). */
const rules = [120, 200, 280, 320, 360, 400, 480].map((y) => ({ x0: 50, x1: 1120, y0: y - 4, y1: y + 4 }));
const rows = (lines: TextLine[]) =>
  layoutTable(lines, 0.6, { ocr: true })!
    .table.slice(1)
    .map((row) => row.cells);

describe('a ruled table read from an image: its row rules say which row a line is in', () => {
  it('keeps a wrapped name in its row and a name alone on its own, and leaves out a title heading', () => {
    expect(rows(markImageRows(page(), rules))).toEqual([
      ["Nepeta x faassenii 'Walker's Low'", 'Catmint', '1 gal', '150', '$9.25'],
      ["Panicum virgatum 'Shenandoah'", 'Switchgrass', '', '', ''],
      ['', '', '1 gal', '80', '$9.00'],
      ['', '', '3 gal', '25', '$21.00'],
      ["Echinacea purpurea 'Magnus'", 'Coneflower', '1 gal', '200', '$8.50'],
    ]);
    // Without the rules the name alone on its row reads as the next lines of the wrapped name above.
    expect(rows(page())[0]![1]).toBe('Catmint Switchgrass');
  });

  it('leaves the lines as they are without rules, or with fewer than three between them', () => {
    expect(markImageRows(page(), []).every((each) => each.band === undefined)).toBe(true);
    expect(markImageRows(page(), rules.slice(0, 2)).every((each) => each.band === undefined)).toBe(true);
  });

  it('leaves the lines as they are where the rules found disagree (a line counts fewer above it than one higher up)', () => {
    // A stroke under the size columns only, just over the Nepeta row (a smudge, a rule's stub): the row's sizes line
    // counts it, the row's next line ('Walker's Low', names only) does not.
    const stub = { x0: 680, x1: 1120, y0: 128, y1: 128 };
    expect(markImageRows(page(), [...rules, stub]).every((each) => each.band === undefined)).toBe(true);
  });

  it('gathers a rule found on neighbouring pixel rows into one level line, and follows a slanted one', () => {
    // Whole on three rows, in part on a fourth (a letter's foot touching it): still level at the rows' middle.
    const level = gatherRowRules([
      { y: 53, x0: 300, x1: 500 },
      { y: 54, x0: 100, x1: 1000 },
      { y: 55, x0: 100, x1: 1000 },
      { y: 56, x0: 100, x1: 1000 },
    ]);
    expect(level).toHaveLength(1);
    expect(Math.abs(level[0]!.y1 - level[0]!.y0)).toBeLessThan(1);
    // A rule dropping a pixel every 100: found as steps on successive rows.
    const steps = Array.from({ length: 10 }, (_, k) => ({ y: 200 + k, x0: 100 + 100 * k, x1: 200 + 100 * k }));
    const [slanted] = gatherRowRules(steps);
    expect(slanted!.y0).toBeCloseTo(200, 0);
    expect(slanted!.y1).toBeCloseTo(209, 0);
  });

  it('a clean scan: the row rules erased are reported at their heights', async () => {
    const [width, height] = [900, 600];
    const data = Buffer.alloc(width * height, 255);
    const fill = (x0: number, x1: number, y0: number, y1: number, value: number) => {
      for (let y = y0; y <= y1; y++) data.fill(value, y * width + x0, y * width + x1 + 1);
    };
    for (let y = 50; y <= 550; y += 50) fill(50, 851, y, y + 1, 110);
    for (const x of [50, 450, 850]) fill(x, x + 1, 50, 550, 110);
    for (let y = 75; y < 550; y += 50) for (const x of [60, 460]) fill(x, x + 60, y - 8, y + 8, 0);
    const clean = await cleanPage({ data, width, height } as Grey, 0);
    // Each 2 px rule's middle, a half pixel under its first row.
    const heights = (clean.rowRules ?? []).map((rule) => (rule.y0 + rule.y1) / 2);
    expect(heights).toHaveLength(11);
    for (const [index, y] of heights.entries()) expect(Math.abs(y - (50.5 + 50 * index))).toBeLessThanOrEqual(1);
  });
});
