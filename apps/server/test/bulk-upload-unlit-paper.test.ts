// A page lit very unevenly (a desk lamp's bright spot, the rest falling off to grey): the shading the light was
// evened with before (a blurred copy read with three bytes a pixel as one) left the far part of the page in shade,
// and the threshold turned it into black grain. A page alone (cut out, flattened, or a scan) left in shade is
// evened by its shading proper. Synthetic image, made here, deterministic.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evenLight } from '../src/modules/bulk-upload/parsers/page-image.ts';
import { UNLIT_SHARE, unlitShare } from '../src/modules/bulk-upload/parsers/unlit-paper.ts';

const [WIDTH, HEIGHT] = [1000, 1200];

/** White paper with lines of "text" (dark bars) in its upper part, lit from the upper left, down to 35% at the far corner. */
function lampLitPage(): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const text = y >= 100 && y < 500 && (y - 100) % 40 < 8 && x >= 60 && x < 600 && (x - 60) % 90 < 70;
      const light = 1 - 0.5 * (y / HEIGHT) - 0.15 * (x / WIDTH);
      data[y * WIDTH + x] = Math.round((text ? 30 : 250) * light);
    }
  }
  return data;
}

const image = () => sharp(lampLitPage(), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } });

describe('a page lit unevenly by a lamp', () => {
  it('is evened all over when read as a page alone', async () => {
    const even = await evenLight(image(), WIDTH, null, true);
    expect(unlitShare(even)).toBeLessThan(0.01);
    // Its text stays dark.
    expect(even.data[102 * WIDTH + 100]!).toBeLessThan(100);
  });

  it('was left in shade in part by the smeared shading (still used where the desk is in view)', async () => {
    const even = await evenLight(image(), WIDTH);
    expect(unlitShare(even)).toBeGreaterThan(UNLIT_SHARE);
  });

  it('counts the cells whose paper is grey, not those with text or a thin rule', () => {
    const page = { data: Buffer.alloc(500 * 500, 255), width: 500, height: 500 };
    for (let y = 101; y < 105; y++) page.data.fill(20, y * 500, y * 500 + 500);
    expect(unlitShare(page)).toBe(0);
    page.data.fill(150, 400 * 500);
    expect(unlitShare(page)).toBeCloseTo(0.2, 1);
  });
});
