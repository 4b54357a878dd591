import { describe, expect, it } from 'vitest';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { joinWrappedLines } from '../src/modules/bulk-upload/parsers/wrapped-words.ts';

// A word processor's narrow table: names wrapped over two to four lines, every cell aligned to the top of its row,
// no room between rows (a ruled "Table Grid").

describe('joinWrappedLines: a wrapped cell read line by line', () => {
  it('joins lines wrapped at spaces with a space', () => {
    expect(joinWrappedLines(['Cornus', 'florida', "'Cherokee", "Princess'"])).toBe(
      "Cornus florida 'Cherokee Princess'",
    );
    expect(joinWrappedLines(['Black', 'Gum'])).toBe('Black Gum');
    expect(joinWrappedLines(['Sweetbay', 'Magnolia'])).toBe('Sweetbay Magnolia');
  });

  it('puts a word the column was too narrow for back together', () => {
    expect(joinWrappedLines(['Lagerstroemi', "a indica 'Natchez'"])).toBe("Lagerstroemia indica 'Natchez'");
    expect(joinWrappedLines(['Symphyotrich', 'um novae-angliae'])).toBe('Symphyotrichum novae-angliae');
  });

  it('keeps two words apart when both are words of plant names', () => {
    // "sweetbay" is a reference word too, but "Sweet" and "Bay" are each words of names.
    expect(joinWrappedLines(['Sweet', 'Bay'])).toBe('Sweet Bay');
  });

  it('joins a line ending in a hyphen without a space, and drops a hyphen that only split a word', () => {
    expect(joinWrappedLines(['Black-', 'eyed Susan'])).toBe('Black-eyed Susan');
    expect(joinWrappedLines(['Lagerstroe-', 'mia indica'])).toBe('Lagerstroemia indica');
    expect(joinWrappedLines(['6-', "8'"])).toBe("6-8'");
    expect(joinWrappedLines(["Hibiscus x 'Summerific", "'"])).toBe("Hibiscus x 'Summerific'");
    expect(joinWrappedLines(['Amelanchier', '×', 'grandiflora'])).toBe('Amelanchier × grandiflora');
  });

  it('leaves words it does not know apart', () => {
    expect(joinWrappedLines(['Nursery', 'grown'])).toBe('Nursery grown');
    expect(joinWrappedLines(['Acer', 'x freemanii'])).toBe('Acer x freemanii');
    expect(joinWrappedLines([])).toBe('');
  });
});

describe('a photo of a table whose names wrap, cells aligned to the top', () => {
  // OCR's word boxes: 20 px text on a 28 px pitch (1.4 text heights), so a wrapped name's last line is nearer the
  // next row's first line than its own.
  const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
    y,
    height: 20,
    boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1, confidence: 0.9 })),
  });
  const lines = [
    line(20, ['Botanical', 20, 100], ['Name', 108, 150], ['Common', 200, 270], ['Qty', 400, 440], ['Price', 500, 550]),
    line(50, ['Panicum', 20, 90], ['Switchgrass', 200, 300], ['420', 400, 430], ['$9.25', 500, 550]),
    line(78, ['virgatum', 20, 90]),
    line(106, ["'Shenandoah'", 20, 130]),
    line(134, ['Magnolia', 20, 95], ['Sweetbay', 200, 280], ['8', 400, 410], ['$265.00', 500, 560]),
    line(162, ['virginiana', 20, 100], ['Magnolia', 200, 280]),
    line(190, ["'Edith", 20, 75], ["Bogue'", 83, 140]),
    line(
      218,
      ['Rudbeckia', 20, 100],
      ['Black-eyed', 200, 290],
      ['Susan', 298, 350],
      ['95', 400, 420],
      ['$12.00', 500, 555],
    ),
    line(246, ['fulgida', 20, 80]),
    line(274, ["'Goldsturm'", 20, 120]),
    line(302, ['Thuja', 20, 70], ['Arborvitae', 200, 290], ['24', 400, 420], ['$175.00', 500, 560]),
    line(330, ['occidentalis', 20, 120]),
  ];

  it('keeps each wrapped line with its own row', () => {
    const laid = layoutTable(lines, 0.6, { ocr: true })!;
    expect(laid.table.slice(1).map((row) => row.cells)).toEqual([
      ["Panicum virgatum 'Shenandoah'", 'Switchgrass', '420', '$9.25'],
      ["Magnolia virginiana 'Edith Bogue'", 'Sweetbay Magnolia', '8', '$265.00'],
      ["Rudbeckia fulgida 'Goldsturm'", 'Black-eyed Susan', '95', '$12.00'],
      ['Thuja occidentalis', 'Arborvitae', '24', '$175.00'],
    ]);
  });
  it('reads a header wrapped over two lines as far apart as the rows are', () => {
    const header = [
      line(20, ['Botanical', 20, 100], ['Common', 200, 270], ['Qty', 400, 440], ['Price', 500, 550]),
      line(49, ['Name', 20, 62], ['Name', 200, 242]),
    ];
    const laid = layoutTable([...header, ...lines.slice(1).map((row) => ({ ...row, y: row.y + 30 }))], 0.6, {
      ocr: true,
    })!;
    expect(laid.table[0]!.cells).toEqual(['Botanical Name', 'Common Name', 'Qty', 'Price']);
    expect(laid.table[1]!.cells).toEqual(["Panicum virgatum 'Shenandoah'", 'Switchgrass', '420', '$9.25']);
  });
});
