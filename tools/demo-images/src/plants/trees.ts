// Plant drawers for trees, palms and grasses (same frame as foliage.ts).

import { f, type HSL, hex, type Pt, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { cubic, cubicD, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { leaf } from '../parts/leaves.ts';
import { canopy } from './flowering.ts';
import type { PlantFn } from './foliage.ts';

// -- trees and shrubs

interface TreeOpts {
  col: HSL;
  rx: number;
  ry: number;
  cy: number;
  trunks: number;
  trunkW?: number;
  bark: HSL;
  tiers?: number;
  extra?: (c: Ctx) => string;
}

export function tree(o: TreeOpts): PlantFn {
  return (c) => {
    let s = '';
    const col = c.vary(o.col, 3, 4, 4);
    for (let k = 0; k < o.trunks; k++) {
      const spread = o.trunks === 1 ? 0 : (k / (o.trunks - 1) - 0.5) * 2;
      const x0 = spread * 12;
      const x1 = spread * o.rx * 0.45 + c.r(-10, 10);
      const y1 = o.cy + o.ry * 0.1;
      const w = o.trunks === 1 ? (o.trunkW ?? 22) : 12;
      const d = `M${f(x0 - w / 2)} 0C${f(x0 - w / 2)} ${f(y1 * 0.4)} ${f(x1 - w * 0.3)} ${f(y1 * 0.6)} ${f(x1 - w * 0.2)} ${f(y1)}L${f(x1 + w * 0.2)} ${f(y1)}C${f(x1 + w * 0.3)} ${f(y1 * 0.6)} ${f(x0 + w / 2)} ${f(y1 * 0.4)} ${f(x0 + w / 2)} 0Z`;
      s += path(d, hex(tone(o.bark, c.r(-3, 3)))) + path(d, '#000', ' opacity="0.0"');
      s += stroke(
        `M${f(x0 + w * 0.22)} -4C${f(x0 + w * 0.22)} ${f(y1 * 0.4)} ${f(x1 + w * 0.05)} ${f(y1 * 0.6)} ${f(x1 + w * 0.08)} ${f(y1)}`,
        '#000',
        w * 0.22,
        ' opacity="0.12"',
      );
      if (o.trunks === 1) {
        for (const side of [-1, 1]) {
          const [bx, by] = [x1 + side * o.rx * 0.45, o.cy - o.ry * 0.1];
          s += stroke(`M${f(x1)} ${f(y1 + 30)}Q${f(x1 + side * 20)} ${f(o.cy)} ${f(bx)} ${f(by)}`, hex(o.bark), 9);
        }
      }
    }
    if (o.tiers) {
      for (let k = 0; k < o.tiers; k++) {
        const t = k / (o.tiers - 1);
        const ty = o.cy + o.ry * 0.7 - t * o.ry * 1.4;
        const trx = o.rx * (1 - t * 0.45) * c.r(0.9, 1.05);
        const tx = c.r(-30, 30);
        s += canopy(c, tx, ty, trx, o.ry * 0.42, tone(col, t * 6), 14);
      }
    } else {
      s += canopy(c, 0, o.cy, o.rx, o.ry, col, 30);
    }
    if (o.extra) s += o.extra(c);
    return s;
  };
}

export function inCanopy(
  c: Ctx,
  o: { cy: number; rx: number; ry: number },
  n: number,
  draw: (x: number, y: number) => string,
): string {
  const pts: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0.02, 1)) * 0.85;
    pts.push([Math.cos(a) * o.rx * d, o.cy + Math.sin(a) * o.ry * d]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  return pts.map(([x, y]) => draw(x, y)).join('');
}

export const sabalPalm: PlantFn = (c) => {
  const col: HSL = c.vary([105, 30, 38], 3, 4, 4);
  const H = c.r(150, 190);
  let s = path(`M-20 0L-16 ${f(-H)}L16 ${f(-H)}L20 0Z`, hex([32, 22, 42]));
  let hatch = '';
  for (let y = -10; y > -H; y -= 16) hatch += `M-18 ${f(y)}l18 -10l18 10`;
  s += stroke(hatch, hex([30, 25, 30]), 3, ' opacity="0.6"');
  const crown: Pt = [0, -H - 10];
  const fronds: { s: string; z: number }[] = [];
  const fan = (a: number, pl: number, R: number, spread: number, z: number): void => {
    const [px, py] = polar(a, pl);
    const cx = crown[0] + px;
    const cy = crown[1] + py;
    const fc = c.vary(col, 5, 3, 4);
    const droop = Math.abs(a) > 60 ? Math.sign(a) * (Math.abs(a) - 60) * 0.5 : 0;
    const segs = 22;
    let d = `M${f(cx)} ${f(cy)}`;
    let pleats = '';
    for (let q = 0; q <= segs; q++) {
      const u = q / segs;
      const ang = a + droop * u - spread + 2 * spread * u;
      const [tx, ty] = polar(ang, q % 2 ? R * 0.88 : R * (1 - 0.14 * Math.abs(u - 0.5)));
      d += `L${f(cx + tx)} ${f(cy + ty)}`;
      if (q % 2 === 0) pleats += `M${f(cx)} ${f(cy)}L${f(cx + tx * 0.96)} ${f(cy + ty * 0.96)}`;
    }
    fronds.push({
      s:
        stroke(`M${f(crown[0])} ${f(crown[1])}L${f(cx)} ${f(cy)}`, hex(tone(fc, 8, -8)), 5) +
        path(`${d}Z`, hex(fc)) +
        stroke(pleats, hex(tone(fc, 10)), 1.6, ' opacity="0.7"') +
        path(`M${f(cx)} ${f(cy)}${d.slice(d.indexOf('L'), d.indexOf('L', d.length / 2))}Z`, '#000', ' opacity="0.07"'),
      z,
    });
  };
  const n = c.i(7, 9);
  for (let k = 0; k < n; k++) {
    const a = -120 + (240 * k) / (n - 1) + c.r(-8, 8);
    fan(a, c.r(60, 115), c.r(115, 140), 55, Math.abs(a) > 80 ? c.r(0, 0.3) : c.r(0.2, 0.8));
  }
  // Fronds facing the viewer cover the crown.
  fan(c.r(-30, -10), c.r(15, 30), c.r(95, 110), 80, 0.9);
  fan(c.r(10, 30), c.r(15, 30), c.r(90, 105), 80, 0.95);
  fronds.sort((p, q) => p.z - q.z);
  return s + fronds.map((fr) => fr.s).join('');
};

export const featherGrass: PlantFn = (c) => {
  const grad = c.lin(
    [
      [0, [82, 35, 48]],
      [0.45, [70, 35, 62]],
      [1, [46, 55, 82]],
    ],
    0,
    0,
    0,
    -360,
    ' gradientUnits="userSpaceOnUse"',
  );
  let d1 = '';
  let d2 = '';
  for (let k = 0; k < 140; k++) {
    const a = c.r(-62, 62);
    const h = c.r(200, 380) * (1 - Math.abs(a) / 140);
    const [x, y] = polar(a, h);
    const sway = c.r(20, 70) * (a >= 0 ? 1 : -1);
    const seg = `M${f(c.r(-25, 25))} 0Q${f(x * 0.2)} ${f(y * 0.7)} ${f(x + sway)} ${f(y + Math.abs(a) * 1.2)}`;
    if (k % 2) d1 += seg;
    else d2 += seg;
  }
  return stroke(d1, grad, 2.6) + stroke(d2, grad, 1.8, ' opacity="0.85"');
};

export const redYucca: PlantFn = (c) => {
  const fol: HSL = c.vary([165, 16, 34], 3, 4, 4);
  const fl: HSL = c.vary([355, 68, 60], 3, 4, 4);
  let s = '';
  for (let k = 0; k < c.i(2, 3); k++) {
    const a = c.r(-18, 18);
    const h = c.r(400, 460);
    const p0: Pt = [c.r(-15, 15), 0];
    const p1: Pt = [p0[0], -h * 0.5];
    const p2: Pt = [a * 3, -h * 0.85];
    const p3: Pt = [a * 6, -h];
    s += stroke(cubicD(p0, p1, p2, p3), hex([350, 30, 38]), 4);
    for (let q = 0; q < 18; q++) {
      const t = 0.45 + q * 0.031;
      const [x, y] = cubic(p0, p1, p2, p3, t);
      const side = q % 2 ? 1 : -1;
      const col = t > 0.9 ? tone(fl, -15) : c.vary(fl, 4, 2, 3);
      s += g(
        tr(x, y, side * c.r(110, 150)),
        ellipse(0, -10, 4.5, 11, hex(col)) + ellipse(0, -19, 3.5, 3, hex([50, 80, 70])),
      );
    }
  }
  let leaves = '';
  for (let k = 0; k < 34; k++) {
    const a = c.r(-75, 75);
    const L = c.r(130, 210) * (1 - Math.abs(a) / 190);
    leaves += leaf(c.r(-30, 30), 4, a, L, 6, c.vary(fol, 5, 3, 3), { rib: false, bend: Math.sign(a) * 0.15 });
  }
  return s + leaves;
};
