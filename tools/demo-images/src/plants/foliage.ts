// Plant drawers for houseplants. Each draws around the soil centre (0, 0), upward, at "pot rim = 250" scale.

import { f, type HSL, hex, type Pt, rad, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, cubic, cubicD, cubicRot, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { heartLeaf, leaf, leafD, leafHalfD } from '../parts/leaves.ts';

export type PlantFn = (c: Ctx) => string;

export function petiole(x0: number, y0: number, x1: number, y1: number, bow: number, col: HSL, w: number): string {
  const mx = (x0 + x1) / 2 + bow;
  const my = (y0 + y1) / 2;
  return stroke(`M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my)} ${f(x1)} ${f(y1)}`, hex(col), w);
}

export const monstera: PlantFn = (c) => {
  const base: HSL = c.vary([143, 44, 28], 3, 6, 5);
  const n = c.i(7, 9);
  const items: { s: string; z: number }[] = [];
  let petioles = '';
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    const a = -75 + 150 * t + c.r(-10, 10);
    const far = Math.abs(a) / 75;
    // Short petioles for the low, outer leaves; tall ones in the middle.
    const pl = c.r(160, 330) * (1 - 0.45 * far);
    const [px, py] = [Math.sin(rad(a)) * pl * 1.25, -Math.cos(rad(a)) * pl];
    const L = c.r(150, 190) * (1 - 0.12 * far);
    const rot = a * (1.1 + 0.5 * far) + c.r(-12, 12);
    const z = c.r();
    const col = tone(base, -5 + z * 9);
    const cuts: string[] = [];
    const m = c.i(3, 5);
    for (const side of [-1, 1]) {
      for (let q = 1; q <= m; q++) {
        const y = -(0.14 + (0.72 * q) / (m + 0.6)) * L + c.r(-0.03, 0.03) * L;
        const d0 = L * c.r(0.1, 0.2);
        const ang = rad(c.r(55, 70));
        const dx = side * Math.sin(ang);
        const dy = -Math.cos(ang);
        const len = L * 0.7;
        const w = L * c.r(0.035, 0.055);
        const ex = side * d0 + dx * len;
        const ey = y + dy * len;
        cuts.push(`M${f(side * d0)} ${f(y)}L${f(ex - dy * w)} ${f(ey + dx * w)}L${f(ex + dy * w)} ${f(ey - dx * w)}Z`);
      }
    }
    let holes = '';
    for (let q = 0; q < c.i(0, 3); q++) {
      const side = c.chance(0.5) ? -1 : 1;
      holes += g(
        tr(side * L * c.r(0.08, 0.12), -L * c.r(0.3, 0.7), side * 60),
        ellipse(0, 0, L * 0.016, L * 0.045, '#000'),
      );
    }
    const P = (x: number, y: number): string => `${f(x * L)} ${f(y * L)}`;
    const right = `C${P(0.28, -0.98)} ${P(0.52, -0.66)} ${P(0.48, -0.2)}C${P(0.42, 0.1)} ${P(0.1, 0.1)} 0 0Z`;
    const leafPath = `M0 0C${P(-0.1, 0.1)} ${P(-0.42, 0.1)} ${P(-0.48, -0.2)}C${P(-0.52, -0.66)} ${P(-0.28, -0.98)} ${P(0.05, -1)}${right}`;
    const mk = c.mask(`${path(leafPath, '#fff')}${path(cuts.join(''), '#000')}${holes}`, [
      -L,
      -L * 1.2,
      2 * L,
      L * 1.4,
    ]);
    let veins = '';
    for (const side of [-1, 1]) {
      for (let q = 1; q <= m + 1; q++) {
        const y = -(0.08 + (0.72 * (q - 0.5)) / (m + 0.6)) * L;
        veins += `M0 ${f(y)}l${f(side * L * 0.36)} ${f(-L * 0.2)}`;
      }
    }
    const body =
      path(leafPath, hex(col)) +
      path(`M0 0L${P(0.05, -1)}${right}`, hex(tone(col, -6))) +
      stroke(veins, hex(tone(col, 8)), L * 0.01, ' opacity="0.6"') +
      stroke(`M0 0Q${P(0.02, -0.5)} ${P(0.04, -0.93)}`, hex(tone(col, 14)), L * 0.022);
    const leafSvg = g(tr(px, py, rot), `<g mask="${mk}">${body}</g>`);
    const pet = petiole(c.r(-18, 18), 0, px, py, -a * 0.6, tone(base, 8, -8), 7);
    petioles += pet;
    items.push({ s: leafSvg, z });
  }
  items.sort((p, q) => p.z - q.z);
  return petioles + items.map((x) => x.s).join('');
};

/** Trailing vines with heart leaves (pothos, heartleaf philodendron). */
export function trailing(variegated: boolean): PlantFn {
  return (c) => {
    const base: HSL = variegated ? c.vary([92, 52, 38], 3, 5, 5) : c.vary([118, 52, 30], 3, 5, 5);
    const vari: HSL | undefined = variegated ? [56, 70, 72] : undefined;
    let back = '';
    let front = '';
    // Mound of leaves on top.
    const mound: string[] = [];
    for (let k = 0; k < c.i(11, 15); k++) {
      const a = c.r(-80, 80);
      const d = c.r(20, 95);
      const [x, y] = polar(a, d);
      const L = c.r(55, 78);
      mound.push(
        petiole(x * 0.2, 0, x, y * 0.9 - 5, 0, tone(base, 8), 3) +
          heartLeaf(x, y * 0.9 - 5, a * 1.1 + c.r(-15, 15), L, L * 0.62, c.vary(base, 5, 3, 3), vari),
      );
    }
    back += c.shuffle(mound).join('');
    const nv = c.i(6, 8);
    for (let k = 0; k < nv; k++) {
      const side = k % 2 ? 1 : -1;
      const x0 = side * c.r(20, 100);
      const overFront = c.chance(0.35);
      const endX = overFront ? side * c.r(20, 110) : side * c.r(140, 200);
      const endY = c.r(170, 400);
      const p0: Pt = [x0, -10];
      const p1: Pt = [x0 + side * c.r(40, 90), -c.r(40, 80)];
      const p2: Pt = [overFront ? endX + side * 70 : side * c.r(170, 210), c.r(0, 60)];
      const p3: Pt = [endX, endY];
      let v = stroke(cubicD(p0, p1, p2, p3), hex(tone(base, 4, -10)), 3.5);
      const steps = Math.round(endY / 32) + 3;
      for (let q = 1; q <= steps; q++) {
        const t = q / steps;
        const [x, y] = cubic(p0, p1, p2, p3, t);
        const rot = cubicRot(p0, p1, p2, p3, t) + (q % 2 ? 70 : -70) + c.r(-12, 12);
        const L = c.r(58, 70) * (1 - 0.45 * t);
        v += heartLeaf(x, y, rot, L, L * 0.62, c.vary(base, 5, 3, 3), vari);
      }
      front += v;
    }
    return back + front;
  };
}

/** Upright trunk with big leaves along it (fiddle leaf fig, rubber plant). */
export function trunkPlant(kind: 'fiddle' | 'rubber'): PlantFn {
  return (c) => {
    const base: HSL = kind === 'fiddle' ? c.vary([112, 42, 31], 3, 6, 5) : c.vary([345, 32, 19], 2, 5, 5);
    const H = c.r(360, 420);
    const lean = c.r(-30, 30);
    const p0: Pt = [0, 0];
    const p1: Pt = [c.r(-20, 20), -H * 0.35];
    const p2: Pt = [lean - c.r(-20, 20), -H * 0.7];
    const p3: Pt = [lean, -H];
    let s = stroke(cubicD(p0, p1, p2, p3), kind === 'fiddle' ? '#7a6a55' : '#5c4a44', 13);
    s += stroke(cubicD(p0, p1, p2, p3), kind === 'fiddle' ? '#8c7b63' : '#6e5a52', 5, ' opacity="0.6"');
    const n = c.i(9, 12);
    const leaves: string[] = [];
    for (let k = 0; k < n; k++) {
      const t = 0.22 + (0.78 * k) / (n - 1);
      const [x, y] = cubic(p0, p1, p2, p3, t);
      const side = k % 2 ? 1 : -1;
      const dir = cubicRot(p0, p1, p2, p3, t);
      const rot = k === n - 1 ? dir + c.r(-6, 6) : dir + side * (72 - 52 * t + c.r(-10, 10));
      const L = (kind === 'fiddle' ? c.r(115, 145) : c.r(110, 135)) * (1 - 0.3 * t * t);
      const col = tone(base, k === n - 1 ? 6 : c.r(-3, 4));
      const [qx, qy] = polar(rot, 14);
      let leafSvg: string;
      if (kind === 'fiddle') {
        const P = (px: number, py: number): string => `${f(px * L)} ${f(py * L)}`;
        const half = `C${P(0.33, -1.02)} ${P(0.5, -0.78)} ${P(0.34, -0.5)}C${P(0.22, -0.3)} ${P(0.14, -0.06)} 0 0Z`;
        const d = `M0 0C${P(-0.14, -0.06)} ${P(-0.22, -0.3)} ${P(-0.34, -0.5)}C${P(-0.5, -0.78)} ${P(-0.33, -1.02)} 0 ${P(0, -0.98).split(' ')[1]}${half}`;
        let veins = '';
        for (let v = 1; v <= 4; v++) {
          const yy = -L * (0.2 + v * 0.15);
          veins += `M0 ${f(yy)}l${f(L * 0.26)} ${f(-L * 0.12)}M0 ${f(yy)}l${f(-L * 0.26)} ${f(-L * 0.12)}`;
        }
        leafSvg = g(
          tr(x + qx, y + qy, rot),
          path(d, hex(col)) +
            path(`M0 0L0 ${f(-L * 0.98)}${half}`, hex(tone(col, -6))) +
            stroke(`M0 0L0 ${f(-L * 0.9)}${veins}`, hex(tone(col, 14, -10)), 2.2, ' opacity="0.7"'),
        );
      } else {
        leafSvg = g(
          tr(x + qx, y + qy, rot),
          path(leafD(L, L * 0.3), hex(col)) +
            path(leafHalfD(L, L * 0.3), hex(tone(col, -5))) +
            stroke(`M0 0L0 ${f(-L * 0.93)}`, hex([350, 45, 45]), 2.5) +
            stroke(
              `M${f(-L * 0.2)} ${f(-L * 0.25)}Q${f(-L * 0.26)} ${f(-L * 0.55)} ${f(-L * 0.08)} ${f(-L * 0.82)}`,
              '#fff',
              3,
              ' opacity="0.16"',
            ),
        );
      }
      leaves.push(stroke(`M${f(x)} ${f(y)}l${f(qx)} ${f(qy)}`, hex(tone(col, 8)), 5) + leafSvg);
    }
    s += leaves.join('');
    if (kind === 'rubber')
      s += g(tr(p3[0], p3[1], cubicRot(p0, p1, p2, p3, 1)), path(leafD(46, 6), hex([352, 62, 46])));
    return s;
  };
}

export const snakePlant: PlantFn = (c) => {
  const base: HSL = c.vary([125, 34, 25], 2, 6, 4);
  const n = c.i(6, 9);
  const leaves: { s: string; z: number }[] = [];
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    const x = -75 + 150 * t + c.r(-10, 10);
    const rot = (t - 0.5) * 26 + c.r(-6, 6);
    const L = c.r(250, 380) * (1 - 0.25 * Math.abs(t - 0.5));
    const W = c.r(28, 36);
    const bend = c.r(-0.05, 0.05);
    const d = `M${f(-W)} 0C${f(-W * 1.15)} ${f(-L * 0.45)} ${f(-W * 0.6 + bend * L * 0.5)} ${f(-L * 0.85)} ${f(bend * L)} ${f(-L)}C${f(W * 0.6 + bend * L * 0.5)} ${f(-L * 0.85)} ${f(W * 1.15)} ${f(-L * 0.45)} ${f(W)} 0Z`;
    const cl = c.clip(path(d, '#fff'));
    let bands = '';
    for (let y = -20; y > -L; y -= c.r(18, 30)) {
      bands += `M${f(-W * 1.3)} ${f(y)}l${f(W * 0.45)} ${f(-6)}l${f(W * 0.45)} 7l${f(W * 0.45)} -7l${f(W * 0.45)} 7l${f(W * 0.45)} -6`;
    }
    const col = tone(base, c.r(-3, 4));
    const body =
      path(d, hex(col)) +
      `<g clip-path="${cl}">${stroke(bands, hex(tone(col, 14, -14)), c.r(3, 5), ' opacity="0.55"')}${path(`M${f(W * 0.1)} 0L${f(W * 1.4)} 0L${f(W * 1.4)} ${f(-L)}L${f(bend * L)} ${f(-L)}Z`, '#000', ' opacity="0.12"')}</g>` +
      path(d, 'none', ` stroke="${hex([58, 62, 64])}" stroke-width="6"`);
    leaves.push({ s: g(tr(x * 0.9, 4, rot), body), z: -L + c.r(-40, 40) });
  }
  leaves.sort((p, q) => p.z - q.z);
  return leaves.map((l) => l.s).join('');
};

export const zzPlant: PlantFn = (c) => {
  const base: HSL = c.vary([128, 46, 26], 2, 5, 4);
  const n = c.i(7, 9);
  const out: { s: string; z: number }[] = [];
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    const a = -50 + 100 * t + c.r(-8, 8);
    const len = c.r(250, 360) * (1 - 0.25 * Math.abs(t - 0.5));
    const p0: Pt = [c.r(-20, 20), 0];
    const end = polar(a, len);
    const p1: Pt = [p0[0] + end[0] * 0.1, -len * 0.4];
    const p2: Pt = [end[0] * 0.75, end[1] * 0.95];
    const p3: Pt = [end[0] * 1.05, end[1] + Math.abs(a) * 0.8];
    let s = stroke(cubicD(p0, p1, p2, p3), hex([88, 30, 38]), 7);
    const pairs = c.i(5, 7);
    for (let q = 0; q < pairs; q++) {
      const tt = 0.3 + (0.7 * q) / (pairs - 1);
      const [x, y] = cubic(p0, p1, p2, p3, tt);
      const dir = cubicRot(p0, p1, p2, p3, tt);
      const L = c.r(50, 58) * (1 - 0.28 * tt);
      const col = c.vary(base, 3, 2, 2);
      for (const side of q === pairs - 1 ? [0] : [-1, 1]) {
        s += leaf(x, y, dir + side * c.r(38, 52), L, L * 0.34, col, { shade: 8 });
        s += g(tr(x, y, dir + side * 45), ellipse(-L * 0.1, -L * 0.55, L * 0.06, L * 0.22, '#fff', ' opacity="0.18"'));
      }
    }
    out.push({ s, z: c.r() });
  }
  out.sort((p, q) => p.z - q.z);
  return out.map((o) => o.s).join('');
};

export const peaceLily: PlantFn = (c) => {
  const base: HSL = c.vary([135, 42, 26], 2, 5, 4);
  let s = '';
  const leaves: string[] = [];
  const n = c.i(10, 13);
  for (let k = 0; k < n; k++) {
    const a = -78 + (156 * k) / (n - 1) + c.r(-8, 8);
    const p = c.r(50, 110) * (1 - Math.abs(a) / 200);
    const [x, y] = polar(a, p);
    const L = c.r(150, 210);
    leaves.push(
      petiole(0, 0, x, y, 0, tone(base, 8), 5) +
        leaf(x, y, a * 1.15, L, L * 0.2, c.vary(base, 4, 2, 3), { bend: Math.sign(a) * 0.12, veins: 5 }),
    );
  }
  // Flowers behind part of the foliage.
  const spathe = c.lin(
    [
      [0, [60, 20, 98]],
      [0.7, [75, 25, 93]],
      [1, [95, 35, 72]],
    ],
    0,
    0,
    0,
    1,
  );
  const flowers: string[] = [];
  for (let k = 0; k < c.i(2, 4); k++) {
    const a = c.r(-18, 18);
    const h = c.r(280, 370);
    const [x, y] = polar(a, h);
    flowers.push(
      petiole(c.r(-10, 10), 0, x, y, c.r(-20, 20), tone(base, 14), 4) +
        g(
          tr(x, y, a * 1.2 + c.r(-10, 10)),
          path(leafD(95, 30, 0.05), spathe) +
            path(leafHalfD(95, 30, 0.05), '#000', ' opacity="0.05"') +
            ellipse(0, -24, 6, 19, hex([55, 45, 82])),
        ),
    );
  }
  const sh = c.shuffle(leaves);
  s += sh.slice(0, Math.floor(n / 2)).join('') + flowers.join('') + sh.slice(Math.floor(n / 2)).join('');
  return s;
};

export const birdOfParadise: PlantFn = (c) => {
  const base: HSL = c.vary([150, 22, 36], 2, 5, 4);
  const n = c.i(6, 8);
  const out: { s: string; z: number }[] = [];
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    const a = -42 + 84 * t + c.r(-7, 7);
    const pl = c.r(140, 240);
    const [x, y] = polar(a, pl);
    const L = c.r(190, 240);
    const W = L * c.r(0.26, 0.31);
    const rot = a * 1.25 + c.r(-8, 8);
    const col = tone(base, c.r(-4, 5));
    const cuts: string[] = [];
    for (let q = 0; q < c.i(1, 3); q++) {
      const side = c.chance(0.5) ? 1 : -1;
      const yy = -L * c.r(0.3, 0.8);
      cuts.push(
        `M${f(side * W * 1.3)} ${f(yy - L * 0.08)}L${f(side * W * 0.25)} ${f(yy)}L${f(side * W * 1.3)} ${f(yy - L * 0.05)}Z`,
      );
    }
    const d = leafD(L, W, 0.04);
    const mk = c.mask(`${path(d, '#fff')}${path(cuts.join('') || 'M0 0', '#000')}`, [-L, -L * 1.2, 2 * L, L * 1.4]);
    let veins = '';
    for (let v = 1; v < 12; v++) {
      const yy = -L * v * 0.075;
      veins += `M0 ${f(yy)}l${f(W)} ${f(-L * 0.1)}M0 ${f(yy)}l${f(-W)} ${f(-L * 0.1)}`;
    }
    const body =
      path(d, hex(col)) +
      path(leafHalfD(L, W, 0.04), hex(tone(col, -6))) +
      stroke(veins, hex(tone(col, 7)), 1.5, ' opacity="0.7"') +
      stroke(`M0 0Q${f(L * 0.02)} ${f(-L * 0.5)} ${f(L * 0.04)} ${f(-L * 0.95)}`, hex([70, 22, 78]), 4);
    out.push({
      s: petiole(c.r(-12, 12), 0, x, y, -a * 0.4, [65, 20, 62], 7) + g(tr(x, y, rot), `<g mask="${mk}">${body}</g>`),
      z: c.r(),
    });
  }
  out.sort((p, q) => p.z - q.z);
  return out.map((o) => o.s).join('');
};

export const pilea: PlantFn = (c) => {
  const base: HSL = c.vary([98, 55, 42], 3, 5, 4);
  const H = c.r(110, 150);
  let s = stroke(`M0 0Q${f(c.r(-10, 10))} ${f(-H / 2)} 0 ${f(-H)}`, hex([90, 30, 45]), 8);
  const n = c.i(13, 18);
  const items: { s: string; z: number }[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(-110, 110);
    const y0 = -H * c.r(0.3, 1);
    const len = c.r(70, 150);
    const [dx, dy] = polar(a, len);
    const x1 = dx;
    const y1 = y0 + dy - 20;
    const r = c.r(26, 42);
    const col = c.vary(base, 6, 3, 4);
    const squash = c.r(0.6, 0.95);
    const tilt = a * 0.3 + c.r(-20, 20);
    const body = g(
      tr(x1, y1, tilt, 1, squash),
      circle(0, 0, r, hex(col)) +
        path(`M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z`, hex(tone(col, -7))) +
        circle(-r * 0.3, -r * 0.35, r * 0.3, '#fff', ' opacity="0.12"') +
        circle(0, 0, 2.5, hex(tone(col, 18))),
    );
    items.push({
      s:
        stroke(`M0 ${f(y0)}Q${f(x1 * 0.5)} ${f(Math.min(y0, y1) - 30)} ${f(x1)} ${f(y1)}`, hex([88, 35, 50]), 2.5) +
        body,
      z: y1,
    });
  }
  items.sort((p, q) => p.z - q.z);
  s += items.map((i) => i.s).join('');
  return s;
};
