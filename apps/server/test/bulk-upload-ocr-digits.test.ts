import { describe, expect, it } from 'vitest';
import { invalidCellRegions, rereadInvalidCells, validCell } from '../src/modules/bulk-upload/parsers/cell-reread.ts';
import { layoutTable, type TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
import { splitAtColumnStarts } from '../src/modules/bulk-upload/parsers/ocr-geometry.ts';
import { repairNumber } from '../src/modules/bulk-upload/parsers/ocr-repairs.ts';
import type { Grey } from '../src/modules/bulk-upload/parsers/page-image.ts';

/** A white page with black blocks standing for digits: [x0, x1] each, 16 px tall around y 50. */
function page(glyphs: [number, number][]): Grey {
  const [width, height] = [300, 100];
  const data = Buffer.alloc(width * height, 255);
  for (const [x0, x1] of glyphs)
    for (let row = 42; row <= 58; row++) data.fill(0, row * width + x0, row * width + x1 + 1);
  return { data, width, height };
}

const box = (text: string, x0: number, x1: number) => ({ text, x0, x1, confidence: 0.9 });

describe('OCR digits', () => {
  it("a number under a centred header is not cut between its digits at the header's left edge", () => {
    // "15 gal": the "1" and the "5" 2 px apart, the centred "Size" header starting over the "5".
    const read: TextLine[] = [
      {
        y: 50,
        height: 20,
        boxes: [
          { text: '15', x0: 100, x1: 123 },
          { text: 'gal', x0: 131, x1: 160 },
        ],
      },
    ];
    const [kept] = splitAtColumnStarts(
      read,
      [112],
      page([
        [100, 110],
        [113, 123],
      ]),
      () => 0,
    );
    expect(kept!.boxes.map((box) => box.text)).toEqual(['15', 'gal']);
  });

  it('a quantity read as one round letter is 0, for review', () => {
    expect(repairNumber('O', true)).toEqual({ text: '0', repaired: true });
    expect(repairNumber('o', true)).toEqual({ text: '0', repaired: true });
    expect(repairNumber('O', false)).toEqual({ text: 'O', repaired: false });
    expect(repairNumber('Oak', true)).toEqual({ text: 'Oak', repaired: false });
  });
});

describe('number and size cells that are no valid value, read again on their own', () => {
  const laid = () =>
    layoutTable(
      [
        {
          y: 10,
          height: 20,
          boxes: [box('Plant', 20, 80), box('Size', 200, 240), box('Qty', 300, 340), box('Price', 400, 450)],
        },
        {
          y: 50,
          height: 20,
          boxes: [box('Acer', 20, 60), box('#3', 200, 225), box('us', 305, 330), box('$9.50', 400, 450)],
        },
        {
          y: 90,
          height: 20,
          boxes: [box('Ilex', 20, 60), box('"i', 200, 215), box('24', 305, 330), box('$8.00', 400, 450)],
        },
        {
          y: 130,
          height: 20,
          boxes: [box('Thuja', 20, 70), box('5 gal', 200, 250), box('40', 305, 330), box('$7.25', 400, 450)],
        },
      ],
      0.6,
      { ocr: true },
    )!;

  it('knows which cells no column of their kind can hold', () => {
    expect(validCell('quantity_available', '118')).toBe(true);
    expect(validCell('quantity_available', '-5')).toBe(true);
    expect(validCell('quantity_available', 'us')).toBe(false);
    expect(validCell('price', '$29.50')).toBe(true);
    expect(validCell('price', 'N $29.50')).toBe(false);
    expect(validCell('size', '"i')).toBe(false);
    expect(validCell('size', '#7')).toBe(true);
    expect(validCell('plant_name', '"i')).toBe(true);
  });

  it('finds such cells where their row and column are, and keeps a new reading only when it is valid, for review', async () => {
    const table = laid();
    const regions = invalidCellRegions(table, () => 0);
    expect(regions.map(({ row, column }) => [row, column])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    // Within the column's boundaries and the row's band.
    expect(regions[0]!.x0).toBeGreaterThan(250);
    expect(regions[0]!.x0).toBeLessThan(305);
    expect(regions[0]!.y0).toBeLessThan(45);
    expect(regions[0]!.y1).toBeGreaterThan(55);
    expect(regions[0]!.y1).toBeLessThan(85);
    // The recogniser reads the sheet: "118" in the first cell, "x" (still no size) in the second.
    // The sheet: a text height (20 px) of white, the first cell, twice that, the second cell.
    const second = 20 + Math.ceil(regions[0]!.y1) - Math.floor(regions[0]!.y0) + 1 + 40;
    const read = async (): Promise<TextLine[]> => [
      { y: 30, height: 20, boxes: [{ ...box('118', 20, 50), top: 22, bottom: 38 }] },
      { y: second + 10, height: 20, boxes: [{ ...box('x', 20, 30), top: second + 2, bottom: second + 18 }] },
    ];
    const sheetPage: Grey = { data: Buffer.alloc(400 * 200, 255), width: 400, height: 200 };
    const blank = await rereadInvalidCells(
      table,
      sheetPage,
      () => 0,
      20,
      async () => [],
    );
    expect(blank).toBe(0);
    const fixed = await rereadInvalidCells(table, sheetPage, () => 0, 20, read);
    expect(fixed).toBe(1);
    expect(table.table[1]!.cells).toEqual(['Acer', '#3', '118', '$9.50']);
    expect(table.table[1]!.confidence![2]).toBeLessThan(0.85);
    expect(table.table[2]!.cells).toEqual(['Ilex', '"i', '24', '$8.00']);
    // Read again as a valid size (now the sheet's only cell), it is kept.
    const valid = async (): Promise<TextLine[]> => [
      { y: 30, height: 20, boxes: [{ ...box('#7', 20, 30), top: 22, bottom: 38 }] },
    ];
    expect(await rereadInvalidCells(table, sheetPage, () => 0, 20, valid)).toBe(1);
    expect(table.table[2]!.cells[1]).toBe('#7');
  });

  it('gives back a "$" the second reading took for a digit, as the first reading\'s repairs do', async () => {
    const table = laid();
    // The sheet's only cell: the last row's price, read as a speck at first.
    table.table[1]!.cells[2] = '118';
    table.table[2]!.cells[1] = '5 gal';
    table.table[3]!.cells[3] = 'N';
    const read = async (): Promise<TextLine[]> => [
      { y: 30, height: 20, boxes: [{ ...box('825.25', 20, 80), top: 22, bottom: 38 }] },
    ];
    const sheetPage: Grey = { data: Buffer.alloc(400 * 300, 255), width: 400, height: 300 };
    const regions = invalidCellRegions(table, () => 0);
    expect(regions.map(({ row, column }) => [row, column])).toEqual([[3, 3]]);
    await rereadInvalidCells(table, sheetPage, () => 0, 20, read);
    expect(table.table[3]!.cells[3]).toBe('$25.25');
  });
});
