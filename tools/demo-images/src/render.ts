// One picture: measure the subject, fit it into the frame, add the category background.

import type { DemoPlant } from '@verdant/server/demo-catalog';
import type { Category } from '@verdant/shared/enums';
import sharp from 'sharp';
import { f, type HSL, hashString, hex, mulberry32, tone } from './core/color.ts';
import { Ctx } from './core/ctx.ts';
import { f2 } from './core/svg.ts';
import { subject } from './subject.ts';

const SIZE = 800;

const BACKGROUNDS: Record<Category, readonly [HSL, HSL]> = {
  deals: [
    [24, 72, 93],
    [16, 52, 85],
  ],
  indoor: [
    [105, 24, 93],
    [125, 18, 83],
  ],
  outdoor: [
    [185, 32, 93],
    [155, 20, 84],
  ],
  succulents: [
    [38, 48, 93],
    [28, 34, 85],
  ],
  flowering: [
    [345, 55, 95],
    [330, 32, 87],
  ],
  herbs: [
    [72, 42, 92],
    [88, 26, 84],
  ],
  care: [
    [36, 22, 93],
    [28, 16, 84],
  ],
  seeds: [
    [48, 68, 92],
    [40, 46, 84],
  ],
  planters: [
    [255, 22, 94],
    [245, 14, 85],
  ],
};

const FILTERS =
  '<filter id="soft" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="12"/></filter><filter id="softer" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="5"/></filter>';

/** Bounding box of the subject in canvas units, measured by rendering it alone on a transparent canvas. */
async function measure(p: DemoPlant): Promise<[number, number, number, number]> {
  const c = new Ctx(mulberry32(hashString(p.plant_name)));
  c.measuring = true;
  const body = subject(c, p);
  const px = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="-400 -400 1600 1600"><defs>${FILTERS}${c.defs.join('')}</defs>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 24) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  const k = 1600 / px;
  return [x0 * k - 400, y0 * k - 400, (x1 + 1) * k - 400, (y1 + 1) * k - 400];
}

export async function render(p: DemoPlant): Promise<string> {
  const [bx0, by0, bx1, by1] = await measure(p);
  const c = new Ctx(mulberry32(hashString(p.plant_name)));
  // Scale and centre the subject: at most 600 tall and 650 wide, a little above the middle, standing low.
  const s = Math.min(
    p.category === 'planters' || p.category === 'care' ? 1.1 : 1.3,
    600 / (by1 - by0),
    650 / (bx1 - bx0),
  );
  const height = s * (by1 - by0);
  const bottomY = Math.min(405 + height / 2, 722);
  const fit = `translate(${f(400 - (s * (bx0 + bx1)) / 2)} ${f(bottomY - height - s * by0)}) scale(${f2(s)})`;
  const bc = new Ctx(mulberry32(hashString(`${p.plant_name}/background`)));
  const [bgTop, bgBottom] = BACKGROUNDS[p.category];
  const top = bc.vary(bgTop, 1.5, 5, 4);
  const bottom = bc.vary(bgBottom, 1.5, 5, 4);
  c.shadowCol = hex(tone(bottom, -48, 5));
  const body = subject(c, p);
  const bg = c.lin(
    [
      [0, top],
      [1, bottom],
    ],
    0,
    0,
    0,
    1,
  );
  const glow = c.radial(
    [
      [0, '#ffffff', 0.6],
      [0.6, '#ffffff', 0.2],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.44,
    0.5,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${FILTERS}${c.defs.join('')}</defs><rect width="${SIZE}" height="${SIZE}" fill="${bg}"/><rect width="${SIZE}" height="${SIZE}" fill="${glow}"/><g transform="${fit}">${body}</g></svg>`;
}
