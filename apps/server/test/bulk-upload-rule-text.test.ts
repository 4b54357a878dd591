// A long serif word in a ruled table: its feet serifs nearly touch, so its baseline is a dark run as long as a rule
// with paper above and below it at the rule test's distance, and the rule eraser whitened the word's lower half
// ("Summersweet" read "Sununcisweoot"). Also a table of ten even rows: the nine points its column rules were
// checked at all fell on crossing rules, and the column rules were left in. Synthetic clean page, made here.
import { describe, expect, it } from 'vitest';
import { cleanPage, type Grey } from '../src/modules/bulk-upload/parsers/page-image.ts';

const [WIDTH, HEIGHT] = [1200, 900];
/** Ten rows 60 px tall between eleven rules. */
const RULE_ROWS = Array.from({ length: 11 }, (_, k) => 100 + 60 * k);
const RULE_COLUMNS = [100, 500, 1100];
/** The word's baseline: it stands in the second row's first cell. */
const BASELINE = RULE_ROWS[1]! + 44;
const WORD = { left: 130, strokes: 30, pitch: 9 };

function page(): Grey {
  const data = Buffer.alloc(WIDTH * HEIGHT, 255);
  const fill = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y <= y1; y++) data.fill(0, y * WIDTH + x0, y * WIDTH + x1 + 1);
  };
  for (const row of RULE_ROWS) fill(RULE_COLUMNS[0]!, RULE_COLUMNS.at(-1)!, row, row + 1);
  for (const column of RULE_COLUMNS) fill(column, column + 1, RULE_ROWS[0]!, RULE_ROWS.at(-1)! + 1);
  // The word: stems 3 px wide, 20 px tall, each on a foot serif 7 px wide; 2 px of paper between feet.
  for (let stroke = 0; stroke < WORD.strokes; stroke++) {
    const x = WORD.left + stroke * WORD.pitch;
    fill(x + 2, x + 4, BASELINE - 20, BASELINE);
    fill(x, x + 6, BASELINE - 1, BASELINE);
  }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('a ruled page with a long serif word', () => {
  it('keeps the word whole and erases the rules, across and down', async () => {
    const clean = await cleanPage(page(), 0);
    const black = (x: number, y: number) => clean.data[y * WIDTH + x]! < 128;
    let kept = 0;
    let inked = 0;
    for (let stroke = 0; stroke < WORD.strokes; stroke++) {
      const x = WORD.left + stroke * WORD.pitch;
      for (let y = BASELINE - 6; y <= BASELINE; y++) {
        inked++;
        if (black(x + 3, y)) kept++;
      }
    }
    expect(kept / inked).toBeGreaterThan(0.95);
    const ruleLeft = (x: number, y: number) => (black(x, y) ? 1 : 0);
    let left = 0;
    for (const row of RULE_ROWS) for (let x = 520; x < 1080; x++) left += ruleLeft(x, row);
    for (const column of RULE_COLUMNS) for (let y = 110; y < 690; y++) left += ruleLeft(column, y);
    expect(left).toBe(0);
  });
});
