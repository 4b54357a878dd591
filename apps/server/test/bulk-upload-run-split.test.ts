import { describe, expect, it } from 'vitest';
import type { TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { splitRunsAtColumns } from '../src/modules/bulk-upload/parsers/run-split.ts';

// pdf.js reads the cells of a tight Writer table as one run when they sit a space apart (LibreOffice, 12 pt Liberation
// Sans: x positions as pdf.js gives them).

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 12,
  boxes: boxes.map(([text, x0, width]) => ({ text, x0, x1: x0 + width })),
});

const page = (): TextLine[] => [
  line(20, ['Riverbend Nursery — Availability, November 2026', 57, 270]),
  line(40, ['Botanical Name', 128, 90], ['Common Name', 301, 88], ['Size', 408, 24], ['Qty Avail', 441, 50]),
  line(
    60,
    ["Acer rubrum 'October Glory'", 59, 148],
    ['Red Maple', 292, 58],
    ['15 gal 24', 403, 52],
    ['$189.00', 498, 43],
  ),
  line(80, ["Hydrangea macrophylla 'Endless Summer' Bigleaf Hydrangea", 59, 331], ['3 gal', 403, 26], ['180', 442, 20]),
  line(100, ["Ilex vomitoria 'Nana'", 59, 107], ['Dwarf Yaupon', 292, 76], ['1 gal', 403, 26], ['0', 442, 7]),
  line(120, ['Magnolia virginiana', 59, 100], ['Sweetbay Magnolia', 292, 96], ['#7', 403, 14], ['30', 442, 13]),
];

const texts = (lines: TextLine[]) => lines.map((found) => found.boxes.map((box) => box.text));

describe('runs across columns (pdf.js)', () => {
  it('are cut where the other rows show a column starting', () => {
    const split = splitRunsAtColumns(page());
    expect(texts(split).slice(2, 4)).toEqual([
      ["Acer rubrum 'October Glory'", 'Red Maple', '15 gal', '24', '$189.00'],
      ["Hydrangea macrophylla 'Endless Summer'", 'Bigleaf Hydrangea', '3 gal', '180'],
    ]);
    // The cut pieces lie where their words are.
    const bigleaf = split[3]!.boxes[1]!;
    expect(Math.abs(bigleaf.x0 - 292)).toBeLessThan(4);
  });

  it('leave a line of running text, cells of one column and a run no column crosses alone', () => {
    const split = splitRunsAtColumns(page());
    expect(texts(split)[0]).toEqual(['Riverbend Nursery — Availability, November 2026']);
    expect(texts(split)[4]).toEqual(["Ilex vomitoria 'Nana'", 'Dwarf Yaupon', '1 gal', '0']);
    expect(splitRunsAtColumns(page().slice(0, 2))).toEqual(page().slice(0, 2));
  });

  it('cut a right-aligned number off the run it ends, where the other numbers end', () => {
    const right = [
      line(40, ['Plant', 60, 30], ['Size', 250, 24], ['Qty', 330, 20]),
      line(60, ['Ilex glabra', 60, 60], ['3 gal 180', 250, 100]),
      line(80, ['Itea virginica', 60, 70], ['1 gal', 250, 26], ['24', 337, 13]),
      line(100, ['Rosa rugosa', 60, 65], ['5 gal', 250, 26], ['7', 343, 7]),
      line(120, ['Salix alba', 60, 55], ['#7', 250, 14], ['1,200', 320, 30]),
    ];
    expect(texts(splitRunsAtColumns(right))[1]).toEqual(['Ilex glabra', '3 gal', '180']);
  });
});
