import { describe, expect, it } from 'vitest';
import type { TextLine } from '../src/modules/bulk-upload/parsers/layout.ts';
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
