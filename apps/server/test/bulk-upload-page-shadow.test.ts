// A photographed page with a shadow across it (the phone's): the shadowed paper is as dark as the desk beside it,
// and the page was cut out without its shadowed part. A page's edge is a sharp step up from the desk, a shadow's
// edge soft: the page is found whole. Synthetic image, made here, deterministic.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findDesk, pageBox } from '../src/modules/bulk-upload/parsers/page-border.ts';
import { evenLight } from '../src/modules/bulk-upload/parsers/page-image.ts';

const [WIDTH, HEIGHT] = [800, 900];
const PAGE = { left: 80, top: 70, right: 730, bottom: 840 };

/** A white page with lines of "text" (dark bars) on a grey desk, a soft shadow over the left part of both. */
function shadowedPhoto(): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    // The shadow's edge runs from x 330 at the top to 250 at the bottom, soft over about 60 px.
    const edge = 330 - (80 * y) / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const onPage = x >= PAGE.left && x < PAGE.right && y >= PAGE.top && y < PAGE.bottom;
      const text = onPage && y >= 140 && y < 600 && (y - 140) % 40 < 12 && x >= 120 && x < 560 && (x - 120) % 70 < 55;
      const level = text ? 40 : onPage ? 245 : 122;
      const shade = 0.52 + 0.48 / (1 + Math.exp(-(x - edge) / 15));
      data[y * WIDTH + x] = Math.round(level * shade);
    }
  }
  return data;
}

describe('a photographed page with a shadow across it', () => {
  it('is found whole, its shadowed part with it, not cut at the shadow', async () => {
    const image = sharp(shadowedPhoto(), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } });
    const desk = await findDesk(image);
    expect(desk).not.toBeNull();
    const box = pageBox(desk!);
    const scale = WIDTH / desk!.width;
    // The page's left edge (80 px), in the shadow, within a few cells of the coarse grid; not the shadow's edge.
    expect(box.left * scale).toBeGreaterThan(60);
    expect(box.left * scale).toBeLessThan(110);
    expect((box.left + box.width) * scale).toBeGreaterThan(700);
    expect(box.top * scale).toBeLessThan(95);
  });

  it('evens the light of the shadowed paper to the white of the rest, pixel by pixel, its text still dark', async () => {
    const image = sharp(shadowedPhoto(), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } });
    const desk = await findDesk(image);
    expect(desk?.shadowed).toBe(true);
    const even = await evenLight(image, WIDTH, desk);
    const mean = (x0: number, x1: number, y0: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += even.data[y * WIDTH + x]!;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    // Blank paper in the shadow (left, below the text) and in the light (right).
    expect(mean(120, 220, 650, 800)).toBeGreaterThan(235);
    expect(mean(600, 700, 650, 800)).toBeGreaterThan(235);
    // A bar of "text" in the shadow stays dark.
    expect(mean(125, 170, 142, 150)).toBeLessThan(120);
  });
});
