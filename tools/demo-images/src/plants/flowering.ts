// Plant drawers for flowering plants and the shared shrub/canopy helpers (same frame as foliage.ts).

import { f, type HSL, hex, type Pt, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { daisy, leaf, rose, spikeFlowers } from '../parts/leaves.ts';
import type { PlantFn } from './foliage.ts';

// -- flowering

export function spikes(flower: HSL, foliage: HSL, kind: 'lavender' | 'sage'): PlantFn {
  return (c) => {
    let s = '';
    const fcol = c.vary(flower, 3, 5, 4);
    const fol = c.vary(foliage, 3, 4, 4);
    const n = c.i(16, 22);
    const stems: string[] = [];
    for (let k = 0; k < n; k++) {
      const a = -38 + (76 * k) / (n - 1) + c.r(-5, 5);
      const h = c.r(230, 340) * (1 - Math.abs(a) / 160);
      const [x, y] = polar(a, h);
      const ctrl = `${f(x * 0.25)} ${f(y * 0.5)}`;
      const fl = h * (kind === 'lavender' ? 0.3 : 0.38);
      const [sx, sy] = polar(a, h - fl);
      stems.push(
        stroke(`M${f(x * 0.08)} 0Q${ctrl} ${f(x)} ${f(y)}`, hex(tone(fol, -8)), 2.5) +
          g(tr(sx, sy, a * 1.05), spikeFlowers(c, fl, fcol, kind === 'lavender' ? 10 : 11)),
      );
    }
    s += c.shuffle(stems).join('');
    // Foliage mound in front.
    for (let k = 0; k < 34; k++) {
      const a = c.r(-75, 75);
      const L = c.r(55, 95) * (1 - Math.abs(a) / 200);
      s += leaf(c.r(-50, 50), 4, a, L, kind === 'lavender' ? 5 : 10, c.vary(fol, 5, 3, 3), { rib: false, shade: 6 });
    }
    return s;
  };
}

/** Dome of overlapping blobs: dark base, mid tone, highlights. */
export function canopy(c: Ctx, cx: number, cy: number, rx: number, ry: number, col: HSL, n = 22): string {
  const blobs: { x: number; y: number; r: number }[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0, 1)) * 0.78;
    blobs.push({
      x: cx + Math.cos(a) * rx * d,
      y: cy + Math.sin(a) * ry * d,
      r: c.r(0.26, 0.36) * Math.min(rx, ry) * (1 + 0.25 * (1 - d)),
    });
  }
  blobs.sort((p, q) => p.y - q.y);
  let s = ellipse(cx, cy + ry * 0.05, rx * 0.8, ry * 0.8, hex(tone(col, -9)));
  s += blobs.map((b) => circle(b.x + b.r * 0.12, b.y + b.r * 0.16, b.r, hex(tone(col, -9)))).join('');
  s += blobs.map((b) => circle(b.x, b.y, b.r * 0.9, hex(c.vary(col, 2.5, 2, 2)))).join('');
  s += blobs
    .filter((b) => b.y < cy + ry * 0.2)
    .map((b) => circle(b.x - b.r * 0.25, b.y - b.r * 0.28, b.r * 0.45, hex(tone(col, 7)), ' opacity="0.8"'))
    .join('');
  return s;
}

export function shrubDome(c: Ctx, col: HSL, rx: number, ry: number, lift = 0): string {
  return canopy(c, 0, -ry * 0.78 - lift, rx, ry, col, 26);
}

export function scatterOnDome(
  c: Ctx,
  rx: number,
  ry: number,
  lift: number,
  n: number,
  draw: (x: number, y: number) => string,
): string {
  let s = '';
  const pts: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0.05, 1)) * 0.92;
    pts.push([Math.cos(a) * rx * d, -ry * 0.78 - lift + Math.sin(a) * ry * d * 0.95]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  for (const [x, y] of pts) s += draw(x, y);
  return s;
}

export const hotLips: PlantFn = (c) => {
  const fol: HSL = c.vary([105, 32, 36], 3, 4, 4);
  let s = '';
  // Twiggy stems.
  for (let k = 0; k < 10; k++) {
    const a = c.r(-60, 60);
    const [x, y] = polar(a, c.r(90, 150));
    s += stroke(`M0 0Q${f(x * 0.3)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([30, 25, 40]), 3);
  }
  s += shrubDome(c, fol, 165, 130, 8);
  s += scatterOnDome(c, 175, 150, 8, c.i(26, 34), (x, y) => {
    const rot = c.r(-30, 30);
    return g(
      tr(x, y, rot),
      ellipse(0, -4, 6, 8, hex([352, 78, 50])) +
        ellipse(0, 6, 7, 5.5, c.chance(0.7) ? '#fbf7f4' : hex([352, 78, 50])) +
        ellipse(-6, -8, 3, 5, hex([352, 78, 44])),
    );
  });
  return s;
};

export const knockOutRose: PlantFn = (c) => {
  const fol: HSL = c.vary([128, 36, 28], 3, 4, 4);
  const fl: HSL = c.vary([345, 70, 50], 3, 4, 5);
  let s = shrubDome(c, fol, 170, 140, 10);
  // Leaf texture on the edge.
  for (let k = 0; k < 26; k++) {
    const a = c.r(-100, 100);
    const [x, y] = polar(a, c.r(0.8, 1) * 150);
    s += leaf(x * 1.1, y * 0.95 - 120, a + c.r(-20, 20), c.r(30, 42), 13, c.vary(fol, 4, 2, 3), { veins: 2 });
  }
  s += scatterOnDome(c, 150, 125, 10, c.i(6, 9), (x, y) => rose(x, y, c.r(24, 33), c.vary(fl, 4, 2, 3), c.r(0, 72)));
  for (let k = 0; k < 4; k++) {
    const [x, y] = [c.r(-140, 140), c.r(-260, -60)];
    s += circle(x, y, 8, hex(tone(fl, -10))) + path(`M${f(x - 8)} ${f(y + 2)}q8 10 16 0`, hex(fol));
  }
  return s;
};

export const coreopsis: PlantFn = (c) => {
  const fol: HSL = c.vary([95, 35, 46], 3, 4, 4);
  const fl: HSL = c.vary([52, 82, 76], 2, 3, 3);
  let s = '';
  const blooms: { s: string; z: number }[] = [];
  for (let k = 0; k < c.i(15, 21); k++) {
    const a = c.r(-55, 55);
    const h = c.r(180, 280) * (1 - Math.abs(a) / 200);
    const [x, y] = polar(a, h);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.3)} ${f(y * 0.6)} ${f(x)} ${f(y)}`, hex(tone(fol, -6)), 2);
    blooms.push({ s: daisy(x, y, c.r(22, 30), 8, fl, [38, 70, 48], c.r(0, 45), c.r(0.7, 1)), z: y });
  }
  let fine = '';
  for (let k = 0; k < 110; k++) {
    const a = c.r(-80, 80);
    const L = c.r(60, 150) * (1 - Math.abs(a) / 170);
    const [x, y] = polar(a, L);
    fine += `M${f(x * 0.1)} 0Q${f(x * 0.4 + c.r(-10, 10))} ${f(y * 0.6)} ${f(x)} ${f(y)}`;
  }
  s += stroke(fine, hex(fol), 2.2) + stroke(fine.slice(0, fine.length / 2), hex(tone(fol, 10)), 1.6);
  blooms.sort((p, q) => p.z - q.z);
  return s + blooms.map((b) => b.s).join('');
};

export const lantana: PlantFn = (c) => {
  const fol: HSL = c.vary([112, 34, 34], 3, 4, 4);
  const fl: HSL = c.vary([46, 95, 56], 2, 3, 3);
  let s = shrubDome(c, fol, 175, 120, 0);
  for (let k = 0; k < 22; k++) {
    const a = c.r(-100, 100);
    const [x, y] = polar(a, c.r(0.85, 1) * 140);
    s += leaf(x * 1.2, y * 0.85 - 95, a + c.r(-20, 20), c.r(30, 40), 12, c.vary(fol, 4, 2, 3), { veins: 2 });
  }
  s += scatterOnDome(c, 165, 120, 0, c.i(13, 18), (x, y) => {
    let cl = circle(0, 0, 19, hex(tone(fl, -12, 0, -12)));
    for (let q = 0; q < 10; q++) {
      const a = (q / 10) * 360;
      const [px, py] = polar(a, q < 7 ? 14 : 6);
      cl +=
        circle(px, py, 6.5, hex(q < 7 ? fl : tone(fl, -8, 0, -10))) + circle(px, py, 1.5, hex(tone(fl, -25, 0, -15)));
    }
    return g(tr(x, y, 0, 1, 0.85), cl);
  });
  return s;
};

export const esperanza: PlantFn = (c) => {
  const fol: HSL = c.vary([108, 42, 34], 3, 4, 4);
  const fl: HSL = c.vary([50, 95, 56], 2, 3, 3);
  let s = '';
  const stems: Pt[] = [];
  for (let k = 0; k < 9; k++) {
    const a = -48 + k * 12 + c.r(-5, 5);
    const h = c.r(260, 360) * (1 - Math.abs(a) / 160);
    const [x, y] = polar(a, h);
    stems.push([x, y]);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.2)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([80, 25, 38]), 3.5);
    for (let q = 0; q < 7; q++) {
      const t = 0.25 + q * 0.11;
      const side = q % 2 ? 1 : -1;
      s += leaf(x * t, y * t, a + side * c.r(45, 75), c.r(55, 75), 11, c.vary(fol, 4, 2, 3), { bend: side * 0.1 });
    }
  }
  for (const [x, y] of stems) {
    const n = c.i(3, 6);
    for (let q = 0; q < n; q++) {
      const rot = c.r(-70, 70) + 180;
      const trumpet = `M-3 0L3 0C4 14 7 24 15 32Q0 40 -15 32C-7 24 -4 14 -3 0Z`;
      s += g(
        tr(x + c.r(-14, 14), y + c.r(-10, 10), rot),
        path(trumpet, hex(c.vary(fl, 3, 2, 2))) + stroke('M0 8L0 30M-6 28L-2 16M6 28L2 16', hex([32, 90, 50]), 1.5),
      );
    }
  }
  return s;
};

export const hibiscus: PlantFn = (c) => {
  const fol: HSL = c.vary([132, 46, 26], 3, 4, 4);
  const fl: HSL = c.pick<HSL>([
    [354, 80, 52],
    [8, 85, 62],
    [338, 72, 64],
    [28, 90, 60],
  ]);
  let s = shrubDome(c, fol, 170, 135, 10);
  for (let k = 0; k < 28; k++) {
    const a = c.r(-110, 110);
    const [x, y] = polar(a, c.r(0.7, 1) * 150);
    s += leaf(x * 1.1, y * 0.9 - 115, a + c.r(-20, 20), c.r(50, 66), 21, c.vary(fol, 4, 2, 3), { veins: 3 });
  }
  const petalFill = c.radial(
    [
      [0, tone(fl, -22, 5, -8)],
      [0.25, tone(fl, -8)],
      [1, tone(fl, 6)],
    ],
    0.5,
    1,
    1,
  );
  const nf = c.i(2, 3);
  const pos: Pt[] =
    nf === 2
      ? [
          [-65, -175],
          [75, -130],
        ]
      : [
          [-85, -150],
          [70, -200],
          [40, -85],
        ];
  for (const [px, py] of pos) {
    const r = c.r(58, 72);
    let fs = '';
    const off = c.r(0, 72);
    for (let k = 0; k < 5; k++) {
      fs += g(
        `rotate(${f(off + k * 72)})`,
        path(
          `M0 0C${f(r * 0.55)} ${f(-r * 0.25)} ${f(r * 0.75)} ${f(-r * 0.95)} 0 ${f(-r)}C${f(-r * 0.75)} ${f(-r * 0.95)} ${f(-r * 0.55)} ${f(-r * 0.25)} 0 0Z`,
          petalFill,
        ) +
          stroke(
            `M0 -6L0 ${f(-r * 0.7)}M0 -6L${f(r * 0.2)} ${f(-r * 0.6)}M0 -6L${f(-r * 0.2)} ${f(-r * 0.6)}`,
            hex(tone(fl, -12)),
            1.2,
            ' opacity="0.5"',
          ),
      );
    }
    const sa = c.r(-40, 40);
    const [ex, ey] = polar(sa, r * 0.75);
    fs += stroke(`M0 0L${f(ex)} ${f(ey)}`, hex(tone(fl, 10)), 4) + circle(ex, ey, 5, hex([48, 90, 60]));
    s += g(tr(px + c.r(-10, 10), py + c.r(-10, 10), 0, 1, c.r(0.85, 1)), fs);
  }
  return s;
};
