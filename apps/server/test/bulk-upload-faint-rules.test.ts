// A small photo of a ruled table read scaled up (a messaging app's 800 px copy): its thin rules come out pale, some
// pixels darker than the ink threshold and some lighter, and a hair slanted. The rule finder looked for runs of
// dark pixels in one row only, found none long enough and left the rules in; the threshold kept their darker parts
// as dashes, read as letters and digits ("Boxwood Bh", "TY"). Synthetic evened page, made here, deterministic.
import { describe, expect, it } from 'vitest';
import { cleanPage, type Grey } from '../src/modules/bulk-upload/parsers/page-image.ts';

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const [WIDTH, HEIGHT] = [2000, 1400];
const RULE_ROWS = Array.from({ length: 9 }, (_, k) => 200 + 100 * k);
const RULE_COLUMNS = [100, 700, 1300, 1900];
/** Rules step down one pixel every 700 across (0.08 degrees), right one every 700 down. */
const ruleY = (row: number, x: number) => row + Math.floor(x / 700);
const ruleX = (column: number, y: number) => column + Math.floor(y / 700);

/** Grey paper with grain, a "word" (dark strokes) in each cell, and pale rules. */
function page(): Grey {
  const next = random(7);
  const data = Buffer.alloc(WIDTH * HEIGHT);
  for (let index = 0; index < data.length; index++) data[index] = Math.round(240 + (next() + next() - 1) * 12);
  const set = (x: number, y: number, value: number) => {
    if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) data[y * WIDTH + x] = value;
  };
  for (const top of RULE_ROWS.slice(0, -1)) {
    for (const left of RULE_COLUMNS.slice(0, -1)) {
      // A word: 24 strokes 3 px wide, 7 px apart, 22 px tall, in the middle of the cell.
      for (let stroke = 0; stroke < 24; stroke++) {
        for (let y = top + 40; y < top + 62; y++) {
          for (let x = left + 60 + stroke * 7; x < left + 63 + stroke * 7; x++) set(x, y, 60 + next() * 40);
        }
      }
    }
  }
  // Pale rules three pixels wide, broken every 8 px by 3 px paler than the ink threshold (a thin rule scaled up
  // from a small JPEG): the rest of each is darker than it.
  const pale = (along: number, d: number) => (along % 8 < 5 ? 160 : 212) + (d === 1 ? 0 : 15);
  for (const row of RULE_ROWS) {
    for (let x = RULE_COLUMNS[0]!; x <= RULE_COLUMNS.at(-1)!; x++) {
      for (const d of [0, 1, 2]) set(x, ruleY(row, x) + d, pale(x, d));
    }
  }
  for (const column of RULE_COLUMNS) {
    for (let y = RULE_ROWS[0]!; y <= RULE_ROWS.at(-1)!; y++) {
      for (const d of [0, 1, 2]) set(ruleX(column, y) + d, y, pale(y, d));
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('pale, slightly slanted rules on a grainy page', () => {
  it('are erased whole, not left as dashes beside the words', async () => {
    const clean = await cleanPage(page(), 0, true);
    // Black pixels left within 3 px of a rule, away from the crossings and the words.
    let left = 0;
    let looked = 0;
    for (const row of RULE_ROWS) {
      for (let x = 150; x < 1850; x++) {
        if (RULE_COLUMNS.some((column) => Math.abs(x - column) < 12)) continue;
        for (let d = -3; d <= 4; d++) {
          looked++;
          if (clean.data[(ruleY(row, x) + d) * WIDTH + x]! < 128) left++;
        }
      }
    }
    expect(left / looked).toBeLessThan(0.002);
    // The words stay black.
    expect(clean.data[(RULE_ROWS[0]! + 50) * WIDTH + RULE_COLUMNS[0]! + 61]).toBe(0);
    expect(clean.columnRules?.length).toBeGreaterThanOrEqual(4);
  });
});
