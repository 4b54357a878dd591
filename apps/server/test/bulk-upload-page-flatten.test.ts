// A grainy phone photo of a page seen a little from one side: the page is found on its desk through the grain, its
// corners mapped back onto a rectangle (rows and rules run straight again), and its faint rules, broken into dashes
// by the grain, are found along the flat page's rows and whitened. Synthetic images, made here, deterministic.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findDesk, pageCorners } from '../src/modules/bulk-upload/parsers/page-border.ts';
import { homography, type Quad, unwarp } from '../src/modules/bulk-upload/parsers/perspective.ts';
import { withoutStraightRules } from '../src/modules/bulk-upload/parsers/straight-rules.ts';
import type { Pixels } from '../src/modules/bulk-upload/parsers/threshold.ts';

/** A repeatable pseudo-random sequence (mulberry32), so the grain is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A page `width` x `height`: white paper with a dark horizontal rule every 40 px from y = 40. */
function ruledPage(width: number, height: number): Pixels {
  const data = Buffer.alloc(width * height, 245);
  for (let y = 40; y < height - 20; y += 40) data.fill(30, y * width + 20, (y + 3) * width - 20);
  return { data, width, height };
}

/** The page drawn onto a `width` x `height` desk (grey 110) as the four-sided `quad`, then grain added. */
function photograph(page: Pixels, quad: Quad, width: number, height: number, grain: number): Pixels {
  const pageCorners: Quad = [
    [0, 0],
    [page.width - 1, 0],
    [page.width - 1, page.height - 1],
    [0, page.height - 1],
  ];
  const toPage = homography(quad, pageCorners)!;
  const next = random(7);
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = toPage(x, y);
      const inside = u >= 0 && v >= 0 && u < page.width && v < page.height;
      const value = inside ? page.data[Math.floor(v) * page.width + Math.floor(u)]! : 110;
      // Roughly Gaussian grain: the sum of three uniforms.
      const noise = (next() + next() + next() - 1.5) * 2 * grain;
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(value + noise)));
    }
  }
  return { data, width, height };
}

const asImage = ({ data, width, height }: Pixels) => sharp(data, { raw: { width, height, channels: 1 } });

describe('perspective', () => {
  it('maps each corner of one four-sided shape onto the same corner of another', () => {
    const from: Quad = [
      [10, 20],
      [300, 5],
      [320, 410],
      [0, 380],
    ];
    const to: Quad = [
      [0, 0],
      [199, 0],
      [199, 299],
      [0, 299],
    ];
    const map = homography(from, to)!;
    from.forEach((corner, index) => {
      const [x, y] = map(...corner);
      expect(x).toBeCloseTo(to[index]![0], 6);
      expect(y).toBeCloseTo(to[index]![1], 6);
    });
    // Three corners in a line have no transform.
    expect(
      homography(
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        to,
      ),
    ).toBeNull();
  });

  it('finds a grainy photo’s page seen from one side and flattens it: its rules run straight across again', async () => {
    const page = ruledPage(400, 520);
    // Seen from below and a little to the left: the top edge shorter than the bottom, the right side leaning in.
    const quad: Quad = [
      [90, 60],
      [450, 80],
      [500, 640],
      [50, 620],
    ];
    const photo = photograph(page, quad, 560, 700, 40);
    const desk = await findDesk(asImage(photo));
    expect(desk).not.toBeNull();
    const across = photo.width / desk!.width;
    const down = photo.height / desk!.height;
    const corners = pageCorners(desk!, 0).map(([x, y]) => [x * across, y * down]);
    // Each corner within a few cells of the coarse map (a cell is about 3 px here).
    corners.forEach(([x, y], index) => {
      expect(Math.abs(x! - quad[index]![0])).toBeLessThan(12);
      expect(Math.abs(y! - quad[index]![1])).toBeLessThan(12);
    });
    const flat = unwarp(photo, corners as unknown as Quad);
    // As wide as the shape's top and bottom edges on average (361 and 450 px).
    expect(Math.abs(flat.width - 405)).toBeLessThan(12);
    // Every rule now lies along one row: at a quarter and at three quarters of the width its darkest row is the
    // same (within two pixels); in the photo the rules slope by up to 20 px across the page.
    const darkestRow = (image: Pixels, x: number, from: number, to: number) => {
      let best = from;
      for (let y = from; y < to; y++) {
        const row = (at: number) =>
          [-2, -1, 0, 1, 2].reduce((sum, d) => sum + image.data[at * image.width + x + d]!, 0);
        if (row(y) < row(best)) best = y;
      }
      return best;
    };
    const middle = Math.round(flat.height / 2);
    // Rules are about 43 px apart on the flat page: the first window holds one, the second only that one.
    const left = darkestRow(flat, Math.round(flat.width / 4), middle - 25, middle + 25);
    const right = darkestRow(flat, Math.round((3 * flat.width) / 4), left - 12, left + 12);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
  });
});

describe('straight rules on a flat page', () => {
  /** Paper 240 with: a faint rule broken into dashes at y = 100, a line of word-like blocks, a column of right-aligned numbers. */
  function page(): Pixels {
    const width = 800;
    const height = 400;
    const data = Buffer.alloc(width * height, 240);
    // The rule: 2 px thick, 60% dashes (14 px of ink, 10 px of gap), grey 170.
    for (let x = 40; x < 760; x++) {
      if (x % 24 < 14) for (const y of [100, 101]) data[y * width + x] = 170;
    }
    // A line of text: letters 9 px wide and 16 px tall, 3 px apart, words of five with 14 px between.
    for (let x = 40; x < 700; x += 12) {
      if (Math.floor((x - 40) / 12) % 6 === 5) continue;
      for (let y = 150; y < 166; y++) data.fill(30, y * width + x, y * width + x + 9);
    }
    // Numbers right-aligned at x = 600, one a row 30 px apart: their right edges line up down the page.
    for (let y = 200; y < 390; y += 30) {
      for (let row = y; row < y + 18; row++) data.fill(30, row * width + 570, row * width + 600);
    }
    return { data, width, height };
  }
  const ink = (image: Pixels, x0: number, x1: number, y0: number, y1: number) => {
    let count = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (image.data[y * image.width + x]! < 200) count++;
    return count;
  };

  it('whitens a faint rule the grain broke into dashes, and keeps the text and the numbers', () => {
    const before = page();
    const after = withoutStraightRules(before, 200);
    expect(ink(before, 0, 800, 95, 107)).toBeGreaterThan(500);
    expect(ink(after, 0, 800, 95, 107)).toBe(0);
    expect(ink(after, 0, 800, 140, 180)).toBe(ink(before, 0, 800, 140, 180));
    expect(ink(after, 550, 620, 190, 400)).toBe(ink(before, 550, 620, 190, 400));
  });

  it('whitens into another image when given one (the page already cleaned of other rules)', () => {
    const before = page();
    const into = { ...before, data: Buffer.from(before.data) };
    into.data.fill(240, 150 * 800, 170 * 800);
    const after = withoutStraightRules(before, 200, into);
    expect(ink(after, 0, 800, 95, 107)).toBe(0);
    expect(ink(after, 0, 800, 140, 180)).toBe(0);
  });
});
