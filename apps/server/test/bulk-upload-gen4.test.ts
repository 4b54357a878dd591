// Text lists from PDF writers the reader was not built beside (issue 13, stop 18): running page lines of a fixed-width
// report, a two-line header repeated on a later page, a note under the table, words broken to fit a narrow column, a
// spreadsheet's text overflowing into the next cell, ligature pieces after a slash.
import { describe, expect, it } from 'vitest';
import { splitAtColumns } from '../src/modules/bulk-upload/parsers/columns.ts';
import { type TextLine, tableFromLines } from '../src/modules/bulk-upload/parsers/layout.ts';
import { joinWordPieces, unreadableText } from '../src/modules/bulk-upload/parsers/pdf.ts';
import { byHeader } from '../src/modules/bulk-upload/parsers/pdf-pages.ts';
import { withoutRunningLines } from '../src/modules/bulk-upload/parsers/running-lines.ts';
import { brokenWords, joinCutLetter } from '../src/modules/bulk-upload/parsers/wrap-doubts.ts';

const line = (y: number, ...boxes: [string, number, number][]): TextLine => ({
  y,
  height: 10,
  boxes: boxes.map(([text, x0, x1]) => ({ text, x0, x1 })),
});
const HEADER = (y: number) => line(y, ['Plant', 20, 50], ['Size', 200, 222], ['Qty', 260, 278], ['Price', 300, 328]);
const row = (y: number, plant: string, size: string, qty: string, price: string) =>
  line(y, [plant, 20, 20 + plant.length * 5], [size, 200, 200 + size.length * 5], [qty, 260, 275], [price, 300, 330]);

describe('running lines of a report printed over pages', () => {
  it('leaves out a line each page repeats at its height (its page number aside), keeps the header', () => {
    const page = (number: number, plant: string) => ({
      extent: 800,
      lines: [
        line(10, ['/tmp/stock.txt', 20, 90], ['Tue Nov 24 2026', 150, 240], [String(number), 270, 276]),
        HEADER(30),
        row(50, plant, '#3', '12', '9.50'),
      ],
    });
    const pages = withoutRunningLines([page(1, 'Acer rubrum'), page(2, 'Quercus alba')]);
    expect(pages.map((p) => p.lines.map((l) => l.boxes[0]!.text))).toEqual([
      ['Plant', 'Acer rubrum'],
      ['Plant', 'Quercus alba'],
    ]);
  });

  it('keeps rows that only look alike, and a single page as it is', () => {
    const page = (qty: string) => ({ extent: 800, lines: [HEADER(30), row(50, 'Acer rubrum', '#3', qty, '9.50')] });
    expect(withoutRunningLines([page('12'), page('24')]).every((p) => p.lines.length === 2)).toBe(true);
    const one = { extent: 800, lines: [line(10, ['Cedar Hollow Nursery', 20, 120])] };
    expect(withoutRunningLines([one])[0]!.lines).toHaveLength(1);
  });

  it("keeps a wrapped cell's word alone on its line at about the same height on two pages (mid-table, no margin)", () => {
    // A Word table: "Corylopsis" over "pauciflora" in row 10 of page 1 and row 8 of page 2, 3.6 pt apart.
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => row(from + i * 26, `Plant ${i}`, '#3', '12', '9.50'));
    const page = (y: number) => ({
      extent: 800,
      lines: [HEADER(30), ...rows(50, 8), line(y, ['pauciflora', 20, 70]), ...rows(y + 13, 8)].sort(
        (a, b) => a.y - b.y,
      ),
    });
    const pages = withoutRunningLines([page(263), page(266.6)]);
    expect(pages.every((p) => p.lines.some((l) => l.boxes[0]!.text === 'pauciflora'))).toBe(true);
  });
});

describe("a table's header and foot", () => {
  it('a two-line header repeated at the top of a later page is no part of the row below it', () => {
    const two = (y: number) => [
      line(y, ['Botanical', 20, 60], ['Qty', 260, 278]),
      line(y + 12, ['Name', 20, 45], ['Size', 200, 222], ['Avail', 260, 285], ['Price', 300, 328]),
    ];
    const table = tableFromLines(
      [
        ...two(20),
        row(50, 'Physocarpus opulifolius', '#2', '2,400', '$19.95'),
        ...two(1020),
        row(1050, 'Rosa rugosa', '3 gal', '75', '$22.95'),
      ],
      0.15,
    );
    expect(table?.slice(1).map((r) => r.cells[0])).toEqual(['Physocarpus opulifolius', 'Rosa rugosa']);
  });

  it('a header repeated with its words in other runs ("Common Name Size" as one) is the same table', () => {
    const parts = byHeader([
      line(20, ['Plant', 20, 50], ['Common Name', 100, 160], ['Size', 165, 185], ['Qty', 260, 278]),
      row(40, 'Acer rubrum', '#3', '12', '$9.50'),
      line(1020, ['Plant', 20, 50], ['Common Name Size', 100, 185], ['Qty', 260, 278]),
      row(1040, 'Quercus alba', '#5', '4', '$19.50'),
    ]);
    expect(parts).toHaveLength(1);
    // Other words start a table of its own.
    expect(
      byHeader([
        HEADER(20),
        row(40, 'Acer rubrum', '#3', '12', '$9.50'),
        line(60, ['Plant', 20, 50], ['Price', 300, 328]),
      ]),
    ).toHaveLength(2);
  });

  it('a note set across the columns under the last row is left out, not joined to it', () => {
    const table = tableFromLines(
      [
        HEADER(20),
        row(40, 'Acer rubrum', '#3', '12', '$9.50'),
        line(52, ['saccharinum', 20, 75]),
        row(80, 'Pennisetum', '#1', '300', '$9.25'),
        line(92, ['alopecuroides', 20, 85]),
        line(104, ['Call 555-0167 to reserve.', 18, 240]),
      ],
      0.15,
    );
    expect(table?.at(-1)?.cells[0]).toBe('Pennisetum alopecuroides');
  });
});

describe('words broken to fit a narrow column', () => {
  it('a one-word line filling the column before a small letter is doubted; "x" before an epithet is not', () => {
    const boundaries = [100];
    const lines = [
      line(10, ['Schizachyriu', 20, 92], ['Little', 110, 140]),
      line(22, ['m scoparium', 20, 80], ['Bluestem', 110, 150]),
    ];
    const [cut] = brokenWords(lines, boundaries, [93, 160]);
    expect(cut).toEqual({ column: 0, head: 'Schizachyriu', tail: 'm' });
    expect(joinCutLetter('Schizachyriu m scoparium', cut!)).toBe('Schizachyrium scoparium');
    expect(joinCutLetter('Hosta Sum and Substance', { column: 0, head: 'Sum', tail: 'and' })).toBe(
      'Hosta Sum and Substance',
    );
    // Well short of the column's edge: the next word did not fit, the word itself did.
    expect(brokenWords(lines, boundaries, [120, 160])).toEqual([]);
    const hybrid = [line(10, ['Calamagrostis', 20, 92]), line(22, ['x acutiflora', 20, 80])];
    expect(brokenWords(hybrid, boundaries, [93, 160])).toEqual([]);
    // The widest word setting the edge itself, a whole word after it.
    const whole = [line(10, ['Physocarpus', 20, 93]), line(22, ['opulifolius', 20, 80])];
    expect(brokenWords(whole, boundaries, [93, 160])).toEqual([]);
  });
});

describe("a spreadsheet's overflowing text", () => {
  it('a run holding two cells with no white between them is cut where a small letter meets a capital, for review', () => {
    const pieces = splitAtColumns({ text: 'Thornless HoneylocustB&B 2.5" cal', x0: 265, x1: 415 }, [364], 8.6);
    expect(pieces.map((piece) => piece.text)).toEqual(['Thornless Honeylocust', 'B&B 2.5" cal']);
    expect(pieces.every((piece) => (piece.confidence ?? 1) < 1)).toBe(true);
    // A cut at a space is sure.
    const spaced = splitAtColumns({ text: "Swamp White Oak 6-8'", x0: 265, x1: 380 }, [364], 8.6);
    expect(spaced.map((piece) => [piece.text, piece.confidence])).toEqual([
      ['Swamp White Oak', undefined],
      ["6-8'", undefined],
    ]);
  });

  it("a cell's text running into the next column in one row leaves the other rows' columns apart", () => {
    const header = line(20, ['Plant', 20, 50], ['Common Name', 120, 180], ['Size', 200, 222], ['Qty', 260, 278]);
    const rows = [
      line(40, ['Acer rubrum', 20, 75], ['Red Maple', 120, 165], ['#3', 200, 210], ['12', 265, 275]),
      line(52, ['Gleditsia triacanthos', 20, 110], ['Thornless HoneylocustB&B', 120, 216], ['9', 270, 275]),
      line(64, ['Quercus alba', 20, 80], ['White Oak', 120, 165], ['#5', 200, 210], ['22', 265, 275]),
      line(76, ['Tilia cordata', 20, 85], ['Linden', 120, 150], ['#15', 200, 215], ['1,200', 252, 275]),
    ];
    const table = tableFromLines([header, ...rows], 0.15);
    expect(table?.slice(1).map((r) => r.cells[1])).toEqual([
      'Red Maple',
      'Thornless Honeylocust',
      'White Oak',
      'Linden',
    ]);
    expect(table?.[2]?.cells[2]).toBe('B&B');
    expect(table?.[3]?.cells[2]).toBe('#5');
  });

  it('ligature pieces after a slash are one word again ("32/" "fl" "at")', () => {
    const joined = joinWordPieces(
      [
        { text: '32/', x0: 364.5, x1: 378 },
        { text: 'fl', x0: 378, x1: 383.3 },
        { text: 'at', x0: 383.3, x1: 392 },
      ],
      8.6,
    );
    expect(joined.map((box) => box.text)).toEqual(['32/flat']);
  });
});

describe('text that is glyph codes', () => {
  it('is unreadable when most of its characters are neither letters nor digits', () => {
    // pdf.js's reading of wkhtmltopdf's fonts after pdftops | ps2pdf (no map from glyphs to characters).
    const codes = [
      line(10, ['!', 20, 25], ['" # !', 40, 60], ['$"', 200, 210]),
      line(22, ['%&"\'()*+,-./0:;<=>?', 20, 90]),
    ];
    expect(unreadableText(codes)).toBe(true);
    expect(unreadableText([HEADER(10), row(30, 'Acer rubrum', '#3', '12', '$9.50')])).toBe(false);
    // Too little text to tell (a page number, a rule of dashes) says nothing.
    expect(unreadableText([line(10, ['- 2 -', 20, 40])])).toBe(false);
  });
});
