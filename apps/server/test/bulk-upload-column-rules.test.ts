import { describe, expect, it } from 'vitest';
import { markColumnRules } from '../src/modules/bulk-upload/parsers/column-rules.ts';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { cleanPage, type Grey } from '../src/modules/bulk-upload/parsers/page-image.ts';

// A ruled table whose cells are padded less than a word space: the rules, not the white, say where a cell ends.

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 20,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1, confidence: 0.95 })),
});

/** Item | Plant | Size | Qty | Price, the item numbers 8 px from the plant names (less than the 12 px word gap). */
function tightRows(): TextLine[] {
  const plants = ['Cercis canadensis', 'Magnolia grandiflora', 'Salvia greggii', 'Rosa rugosa'];
  return [
    line(40, ['Item', 10, 50], ['Plant', 160, 210], ['Size', 330, 370], ['Qty', 420, 450], ['Price', 500, 550]),
    ...plants.map((plant, index) =>
      line(
        80 + 30 * index,
        [String(1001 + index), 10, 52],
        [plant.split(' ')[0]!, 60, 140],
        [plant.split(' ')[1]!, 148, 250],
        ['#3', 330, 352],
        [String(12 * (index + 1)), 420, 444],
        ['$14.25', 500, 556],
      ),
    ),
  ];
}

describe('column rules', () => {
  it('a rule between two close words makes them two cells, read into their own columns', () => {
    const rules = [
      { x0: 56, y0: 30, x1: 56, y1: 200 },
      { x0: 300, y0: 30, x1: 300, y1: 200 },
    ];
    const laid = layoutTable(markColumnRules(tightRows(), rules), 0.6, { ocr: true });
    expect(laid?.header.mapping).toEqual([null, 'plant_name', 'size', 'quantity_available', 'price']);
    expect(laid?.table.slice(1).map((row) => row.cells.slice(0, 2))).toEqual([
      ['1001', 'Cercis canadensis'],
      ['1002', 'Magnolia grandiflora'],
      ['1003', 'Salvia greggii'],
      ['1004', 'Rosa rugosa'],
    ]);
    // Without the rules the item number swallows the plant's name.
    const unruled = layoutTable(tightRows(), 0.6, { ocr: true });
    expect(unruled?.table[1]?.cells[1]).not.toBe('Cercis canadensis');
  });

  it('follows a leaning rule (perspective) to where it crosses each line', () => {
    // From x 50 at the top to x 70 at the bottom: at y 150 it is at 60, between "1002" (ends 58) and "Magnolia".
    const marked = markColumnRules(
      [line(150, ['1002', 20, 58], ['Magnolia', 64, 140]), line(150, ['Abelia', 20, 40], ['x', 45, 50])],
      [{ x0: 50, y0: 100, x1: 70, y1: 200 }],
    );
    expect(marked[0]!.boxes.map((box) => box.ruleBefore ?? false)).toEqual([false, true]);
    expect(marked[1]!.boxes.map((box) => box.ruleBefore ?? false)).toEqual([false, false]);
  });

  it('a clean page: erases dark column rules and faint row rules, keeps the text, and reports the column rules', async () => {
    const [width, height] = [900, 600];
    const data = Buffer.alloc(width * height, 255);
    const fill = (x0: number, x1: number, y0: number, y1: number, value: number) => {
      for (let y = y0; y <= y1; y++) data.fill(value, y * width + x0, y * width + x1 + 1);
    };
    // Row rules 47 px apart (faint: a JPEG-smeared hairline, grey 190 on one row) and five column rules (dark, 2 px).
    for (let y = 50; y <= 550; y += 47) fill(50, 851, y, y, 190);
    for (const x of [50, 250, 450, 650, 850]) fill(x, x + 1, 50, 550, 110);
    // A "glyph" block in every cell, clear of the rules.
    for (let y = 73; y < 530; y += 47) for (const x of [60, 260, 460, 660]) fill(x, x + 60, y - 8, y + 8, 0);
    const clean = await cleanPage({ data, width, height } as Grey, 0);
    const inkAt = (x: number, y: number) => clean.data[y * clean.width + x]! < 215;
    expect([50, 250, 450, 650, 850].some((x) => inkAt(x, 310))).toBe(false);
    expect([97, 144, 520].some((y) => inkAt(150, y))).toBe(false);
    expect(inkAt(90, 73) && inkAt(690, 496)).toBe(true);
    expect(clean.columnRules?.map((rule) => Math.round(rule.x0))).toHaveLength(5);
  });
});
