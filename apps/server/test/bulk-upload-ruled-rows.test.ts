import { describe, expect, it } from 'vitest';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { markRuledRows, type Segment } from '../src/modules/bulk-upload/parsers/pdf-rules.ts';

// A Word table printed to PDF: no room between rows, so a heading or a name alone on its row stands a line's pitch
// under the wrapped name of the row above, as its next line would. Only the drawn row rules tell them apart.

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 10,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1 })),
});
const page = () => [
  line(
    100,
    ['Botanical Name', 57, 130],
    ['Common Name', 187, 250],
    ['Size', 295, 315],
    ['Qty', 369, 385],
    ['Price', 425, 450],
  ),
  line(
    112,
    ['Gleditsia triacanthos', 57, 162],
    ['Thornless', 187, 237],
    ['#15', 295, 316],
    ['9', 369, 375],
    ['$135.00', 425, 467],
  ),
  line(124, ["'Skyline'", 57, 100], ['Honeylocust', 187, 250]),
  line(136, ['SHRUBS', 57, 106]),
  line(148, ["Ilex glabra 'Shamrock'", 57, 171], ['Inkberry', 187, 231]),
  line(160, ['#3', 295, 310], ['60', 369, 381], ['$22.00', 425, 460]),
  line(172, ['#7', 295, 310], ['15', 369, 381], ['$48.00', 425, 460]),
];
// The rules under the header and under each row, drawn per cell (a heading's across the table).
const rule = (
  y: number,
  cells = [
    [52, 182],
    [182, 290],
    [290, 364],
    [364, 420],
    [420, 482],
  ],
): Segment[] => cells.map(([x0, x1]) => ({ x0: x0!, x1: x1!, y0: y, y1: y }));
const rules = [94, 106, 130, 142, 154, 166, 178].flatMap((y) => (y === 142 ? rule(y, [[52, 482]]) : rule(y)));
const rows = (lines: TextLine[]) =>
  layoutTable(lines, 0.15)!
    .table.slice(1)
    .map((row) => row.cells);

describe('a ruled table printed to PDF: its drawn rules say which row a line is in', () => {
  it('keeps a wrapped name in its row, and a heading and a name alone on their rows apart', () => {
    const lines = page();
    markRuledRows(lines, rules, [1, 0], 1);
    expect(rows(lines)).toEqual([
      ["Gleditsia triacanthos 'Skyline'", 'Thornless Honeylocust', '#15', '9', '$135.00'],
      ['SHRUBS', '', '', '', ''],
      ["Ilex glabra 'Shamrock'", 'Inkberry', '', '', ''],
      ['', '', '#3', '60', '$22.00'],
      ['', '', '#7', '15', '$48.00'],
    ]);
  });

  it('counts one rule drawn per cell, or as the two edges of a box, once', () => {
    const lines = page();
    const doubled = rules.flatMap((segment) => [segment, { ...segment, y0: segment.y0 + 0.5, y1: segment.y1 + 0.5 }]);
    markRuledRows(lines, doubled, [1, 0], 2);
    expect(lines.map((each) => each.band)).toEqual([200_000, 200_001, 200_001, 200_002, 200_003, 200_004, 200_005]);
  });

  it('leaves a page with fewer than three rules between its lines unbanded (rules under the header only)', () => {
    const lines = page();
    markRuledRows(lines, [...rule(94), ...rule(106)], [1, 0], 1);
    expect(lines.every((each) => each.band === undefined)).toBe(true);
  });

  it('reads a rule only under the words it reaches: a name merged down over rows keeps its lines together', () => {
    const lines = page();
    // No rule under the name column between the Gleditsia row and the next: its second line stays with it.
    const partial = rules
      .filter((segment) => !(segment.y0 === 130 && segment.x0 === 52))
      .concat(rule(130, [[182, 482]]));
    markRuledRows(lines, partial, [1, 0], 1);
    expect(lines[2]!.band).toBe(lines[1]!.band);
  });
});
