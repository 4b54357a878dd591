import { describe, expect, it } from 'vitest';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { standsApart } from '../src/modules/bulk-upload/parsers/lone-lines.ts';

// A table without drawn rules (a sheet printed to PDF, a list set with tab stops): a heading or a plant's names
// alone on their row stand a line's pitch from the row above, as its wrapped name's next line would.

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 11,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1 })),
});

describe('standsApart: whether a line starts cells of its own', () => {
  // The name column reaches x = 250 (its widest text); the common names start at 265.
  const boundaries = [258, 400, 480, 560];
  const edges = [250, 390, 470, 540, 620];

  it('says a word that would have fitted on the line above starts a cell of its own', () => {
    const above = line(100, ["'Skyline'", 55, 100]);
    expect(standsApart(above, line(112, ['SHRUBS', 55, 106]), boundaries, edges, 1)).toBe(true);
    expect(standsApart(above, line(112, ["Ilex glabra 'Shamrock'", 55, 177]), boundaries, edges, 1)).toBe(true);
  });

  it('says nothing against a wrapped cell: its next word did not fit', () => {
    const above = line(100, ['Schizachyrium scoparium', 55, 200]);
    expect(standsApart(above, line(112, ["'Standing Ovation'", 55, 150]), boundaries, edges, 1)).toBe(false);
  });

  it('says nothing of a line set elsewhere in the column (a centred cell) or in other columns', () => {
    const above = line(100, ['Acer', 55, 80]);
    expect(standsApart(above, line(112, ['rubrum', 120, 160]), boundaries, edges, 1)).toBe(false);
    expect(standsApart(above, line(112, ['#3', 410, 425]), boundaries, edges, 1)).toBe(false);
  });
});

describe('a sheet printed to PDF with headings and names alone on their rows', () => {
  const rows = (lines: TextLine[]) => layoutTable(lines, 0.15)!.table.slice(1);
  const page = [
    line(
      80,
      ['Botanical Name', 55, 135],
      ['Common Name', 265, 340],
      ['Size', 433, 455],
      ['Qty', 510, 530],
      ['Price', 580, 610],
    ),
    line(93, ['SHADE TREES', 55, 154]),
    line(
      108,
      ["Acer rubrum 'October Glory'", 55, 210],
      ['Red Maple', 265, 320],
      ['#5', 433, 449],
      ['40', 510, 524],
      ['$45.00', 580, 618],
    ),
    line(123, ['#7', 433, 449], ['20', 510, 524], ['$65.00', 580, 618]),
    line(
      138,
      ["Gleditsia triacanthos 'Skyline'", 55, 218],
      ['Honeylocust', 265, 330],
      ['#15', 433, 456],
      ['9', 510, 517],
      ['$135.00', 580, 625],
    ),
    line(153, ['SHRUBS', 55, 114]),
    line(168, ["Ilex glabra 'Shamrock'", 55, 177], ['Inkberry', 265, 311]),
    line(183, ['#3', 433, 449], ['60', 510, 524], ['$22.00', 580, 618]),
    line(198, ["Schizachyrium scoparium 'Standing", 55, 250], ['Little Bluestem', 265, 348]),
    line(211, ["Ovation'", 55, 101], ['1 gal', 433, 460], ['70', 510, 524], ['$10.50', 580, 618]),
  ];

  it('keeps a banner and a name alone as rows of their own, and a name wrapped above its numbers with them', () => {
    const table = rows(page);
    expect(table.map((row) => row.cells)).toEqual([
      ['SHADE TREES', '', '', '', ''],
      ["Acer rubrum 'October Glory'", 'Red Maple', '#5', '40', '$45.00'],
      ['', '', '#7', '20', '$65.00'],
      ["Gleditsia triacanthos 'Skyline'", 'Honeylocust', '#15', '9', '$135.00'],
      ['SHRUBS', '', '', '', ''],
      ["Ilex glabra 'Shamrock'", 'Inkberry', '', '', ''],
      ['', '', '#3', '60', '$22.00'],
      ["Schizachyrium scoparium 'Standing Ovation'", 'Little Bluestem', '1 gal', '70', '$10.50'],
    ]);
    // The wrapped name found only by its words (beyond the rows' pitch): its row is reviewed.
    expect(table.at(-1)!.confidence![0]).toBeLessThan(0.5);
    expect(table[1]!.confidence).toEqual([1, 1, 1, 1, 1]);
  });
});
