// Plant drawers for succulents and cacti (same frame as foliage.ts).

import { f, type HSL, hex, type Pt, rad, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, cubic, cubicD, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { leafD, leafHalfD } from '../parts/leaves.ts';
import type { PlantFn } from './foliage.ts';

// -- succulents

function rosette(
  c: Ctx,
  rings: readonly { n: number; L: number; W: number; lift: number }[],
  fill: (ring: number) => string,
  edge: HSL,
  squash: number,
  leafShape: 'spoon' | 'point',
  spine?: string,
): string {
  let s = '';
  rings.forEach((ring, ri) => {
    const off = c.r(0, 360);
    const ls: { s: string; z: number }[] = [];
    for (let k = 0; k < ring.n; k++) {
      const a = off + (360 / ring.n) * k + c.r(-6, 6);
      const L = ring.L * c.r(0.9, 1.08);
      const W = ring.W;
      const d =
        leafShape === 'spoon'
          ? `M0 0C${f(W * 0.5)} ${f(-L * 0.2)} ${f(W * 1.05)} ${f(-L * 0.55)} ${f(W * 0.75)} ${f(-L * 0.85)}Q${f(W * 0.35)} ${f(-L)} 0 ${f(-L * 1.08)}Q${f(-W * 0.35)} ${f(-L)} ${f(-W * 0.75)} ${f(-L * 0.85)}C${f(-W * 1.05)} ${f(-L * 0.55)} ${f(-W * 0.5)} ${f(-L * 0.2)} 0 0Z`
          : leafD(L, W);
      let body = path(d, fill(ri), ` stroke="${hex(edge)}" stroke-width="2"`);
      body += path(leafHalfD(L, W * (leafShape === 'spoon' ? 1.1 : 1)), '#000', ' opacity="0.08"');
      if (spine) body += stroke(`M0 ${f(-L * 0.97)}l0 ${f(-L * 0.1)}`, spine, 3);
      ls.push({ s: g(`rotate(${f(a)})`, body), z: -Math.cos(rad(a)) });
    }
    ls.sort((p, q) => p.z - q.z);
    s += g(tr(0, -ring.lift, 0, 1, squash), ls.map((l) => l.s).join(''));
  });
  return s;
}

export const echeveria: PlantFn = (c) => {
  const tip: HSL = c.vary([330, 38, 74], 3, 8, 5);
  const baseCol: HSL = c.vary([160, 14, 68], 3, 6, 4);
  const fills = [0, 1, 2, 3].map((ri) =>
    c.lin(
      [
        [0, tone(tip, ri * 2)],
        [0.55, tone(baseCol, 4 + ri * 2, 0, 40)],
        [1, tone(baseCol, -4 + ri * 3)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const scale = c.r(1.45, 1.6);
  return g(
    tr(0, -40, 0, scale),
    rosette(
      c,
      [
        { n: c.i(11, 13), L: 100, W: 36, lift: 0 },
        { n: c.i(9, 10), L: 76, W: 30, lift: 14 },
        { n: c.i(7, 8), L: 52, W: 23, lift: 26 },
        { n: 5, L: 28, W: 14, lift: 36 },
      ],
      (ri) => fills[ri]!,
      tone(tip, 8),
      0.55,
      'spoon',
    ),
  );
};

export const agave: PlantFn = (c) => {
  const base: HSL = c.vary([188, 16, 62], 3, 5, 3);
  const fills = [0, 1, 2].map((ri) =>
    c.lin(
      [
        [0, tone(base, 6 + ri * 3)],
        [1, tone(base, -6 + ri * 3)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  let s = g(
    tr(0, -50, 0, 1.05),
    rosette(
      c,
      [
        { n: c.i(9, 11), L: 180, W: 56, lift: 0 },
        { n: c.i(7, 8), L: 130, W: 46, lift: 30 },
      ],
      (ri) => fills[ri]!,
      tone(base, 10),
      0.5,
      'point',
      '#5a3d2e',
    ),
  );
  // Upright young leaves in the centre.
  for (let k = 0; k < 3; k++) {
    const rot = (k - 1) * c.r(14, 22);
    s += g(
      tr(0, -75, rot),
      path(leafD(130 - Math.abs(rot), 42), fills[2]!, ` stroke="${hex(tone(base, 10))}" stroke-width="2"`) +
        path(leafHalfD(130 - Math.abs(rot), 42), '#000', ' opacity="0.08"') +
        stroke(`M0 ${f(-(130 - Math.abs(rot)) * 0.97)}l0 -12`, '#5a3d2e', 3),
    );
  }
  return s;
};

export const aloe: PlantFn = (c) => {
  const base: HSL = c.vary([118, 20, 48], 3, 5, 4);
  const n = c.i(11, 14);
  const leaves: { s: string; z: number }[] = [];
  for (let k = 0; k < n; k++) {
    const t = k / (n - 1);
    const a = -72 + 144 * t + c.r(-8, 8);
    const L = c.r(170, 250) * (1 - 0.35 * Math.abs(a / 80));
    const W = c.r(21, 27);
    const col = c.vary(base, 4, 3, 3);
    let spots = '';
    for (let q = 0; q < c.i(4, 7); q++) {
      const yy = -L * c.r(0.1, 0.65);
      spots += ellipse(c.r(-0.4, 0.4) * W, yy, c.r(2, 3.2), c.r(4, 6), hex(tone(col, 22, -5)), ' opacity="0.85"');
    }
    let teeth = '';
    for (let yy = -15; yy > -L * 0.8; yy -= 16) {
      const wx = W * (1 - (-yy / L) ** 1.3) * 0.98;
      teeth += `M${f(wx)} ${f(yy)}l4 -5l-3 0ZM${f(-wx)} ${f(yy)}l-4 -5l3 0Z`;
    }
    const body =
      path(leafD(L, W, Math.sign(a) * 0.06), hex(col)) +
      path(leafHalfD(L, W, Math.sign(a) * 0.06), hex(tone(col, -7))) +
      spots +
      path(teeth, hex(tone(col, 20)));
    leaves.push({ s: g(tr(a * 0.4, 0, a * 0.95), body), z: Math.abs(a) });
  }
  leaves.sort((p, q) => q.z - p.z);
  return leaves.map((l) => l.s).join('');
};

export const jade: PlantFn = (c) => {
  const leafCol: HSL = c.vary([112, 36, 40], 3, 5, 4);
  const bark: HSL = [35, 22, 42];
  const branches: string[] = [];
  const leaves: string[] = [];
  const addLeaves = (x: number, y: number, rot: number, n: number, size: number): void => {
    for (let k = 0; k < n; k++) {
      const a = rot + c.r(-95, 95);
      const L = c.r(42, 56) * size;
      const col = c.vary(leafCol, 5, 3, 3);
      leaves.push(
        g(
          tr(x, y, a),
          ellipse(0, -L / 2, L * 0.37, L / 2, hex(col), ` stroke="${hex([2, 50, 56])}" stroke-width="2"`) +
            path(`M0 0A${f(L * 0.37)} ${f(L / 2)} 0 0 1 0 ${f(-L)}Z`, hex(tone(col, -7))) +
            ellipse(-L * 0.12, -L * 0.62, L * 0.08, L * 0.16, '#fff', ' opacity="0.25"'),
        ),
      );
    }
  };
  const grow = (x: number, y: number, rot: number, len: number, w: number, depth: number): void => {
    const [dx, dy] = polar(rot, len);
    const bend = c.r(-10, 10);
    branches.push(
      stroke(
        `M${f(x)} ${f(y)}Q${f(x + dx / 2 + bend)} ${f(y + dy / 2)} ${f(x + dx)} ${f(y + dy)}`,
        hex(tone(bark, depth * 3)),
        w,
      ),
    );
    const ex = x + dx;
    const ey = y + dy;
    if (depth >= 2) addLeaves(x + dx * 0.5, y + dy * 0.5, rot, c.i(1, 3), 0.85);
    if (depth >= 3) {
      addLeaves(ex, ey, rot, c.i(6, 9), 1);
      return;
    }
    const kids = c.i(2, 3);
    for (let k = 0; k < kids; k++) {
      const a = rot + (k - (kids - 1) / 2) * c.r(34, 50) + c.r(-8, 8);
      grow(ex, ey, a, len * c.r(0.75, 0.95), w * 0.66, depth + 1);
    }
  };
  grow(0, 0, c.r(-6, 6), c.r(70, 90), 26, 1);
  return branches.join('') + c.shuffle(leaves).join('');
};

export const pricklyPear: PlantFn = (c) => {
  const base: HSL = c.vary([130, 26, 52], 3, 5, 4);
  const pads: string[] = [];
  const tips: Pt[] = [];
  const pad = (x: number, y: number, rot: number, L: number, depth: number): void => {
    const W = L * 0.4;
    const d = `M0 0C${f(W * 0.9)} ${f(-L * 0.02)} ${f(W * 1.5)} ${f(-L * 0.8)} 0 ${f(-L)}C${f(-W * 1.5)} ${f(-L * 0.8)} ${f(-W * 0.9)} ${f(-L * 0.02)} 0 0Z`;
    const col = c.vary(base, 4, 3, 3);
    let dots = '';
    for (let row = 1; row <= 5; row++) {
      const yy = -L * row * 0.17;
      const half = W * 0.9 * Math.sin((Math.PI * row) / 6.2);
      const cnt = Math.max(1, Math.round(half / 16));
      for (let q = -cnt; q <= cnt; q++) {
        dots += circle((q + (row % 2) * 0.5) * (half / (cnt + 0.5)), yy, 2.4, hex([40, 35, 72]));
      }
    }
    pads.push(
      g(
        tr(x, y, rot),
        path(d, hex(col), ` stroke="${hex(tone(col, 10))}" stroke-width="3"`) +
          path(
            `M0 0L0 ${f(-L)}C${f(W * 1.5)} ${f(-L * 0.8)} ${f(W * 0.9)} ${f(-L * 0.02)} 0 0Z`,
            '#000',
            ' opacity="0.08"',
          ) +
          dots,
      ),
    );
    const kids = depth >= 3 ? 0 : depth === 1 ? c.i(2, 3) : c.i(0, 2);
    if (kids === 0 || kids === 1) tips.push([x + polar(rot - 20, L * 0.95)[0], y + polar(rot - 20, L * 0.95)[1]]);
    for (let k = 0; k < kids; k++) {
      const side = kids === 1 ? (c.chance(0.5) ? -1 : 1) : k === 0 ? -1 : k === 1 ? 1 : 0;
      const [px, py] = polar(rot + side * 28, L * 0.88);
      pad(x + px, y + py, rot + side * c.r(22, 48), L * c.r(0.72, 0.85), depth + 1);
    }
  };
  pad(0, 6, c.r(-8, 8), c.r(165, 185), 1);
  let fruit = '';
  for (const [x, y] of tips.slice(0, c.i(1, 3))) {
    fruit += ellipse(x, y - 8, 12, 17, hex([335, 55, 45])) + ellipse(x - 4, y - 14, 3, 5, '#fff', ' opacity="0.3"');
  }
  return pads.join('') + fruit;
};

export const barrelCactus: PlantFn = (c) => {
  const r = c.r(118, 132);
  const cy = -r * 0.72;
  const body = c.radial(
    [
      [0, [105, 42, 50]],
      [0.75, [118, 45, 34]],
      [1, [125, 45, 24]],
    ],
    0.38,
    0.3,
    0.75,
  );
  let s = ellipse(0, cy, r, r * 0.95, body);
  const ribs = c.i(8, 10);
  let ribD = '';
  let spines = '';
  for (let k = 1; k < ribs; k++) {
    const u = -1 + (2 * k) / ribs;
    const xm = Math.sin((u * Math.PI) / 2) * r;
    ribD += `M0 ${f(cy - r * 0.93)}Q${f(xm * 1.25)} ${f(cy)} ${f(xm * 0.8)} ${f(cy + r * 0.93)}`;
    for (let q = 1; q <= 6; q++) {
      const t = q / 7;
      const yy = cy - r * 0.93 + t * r * 1.86;
      const xx = (1 - t) * (1 - t) * 0 + 2 * (1 - t) * t * xm * 1.25 + t * t * xm * 0.8;
      if (yy > -8) continue;
      spines += `M${f(xx)} ${f(yy)}l-9 -9M${f(xx)} ${f(yy)}l9 -9M${f(xx)} ${f(yy)}l0 -12`;
    }
  }
  s += stroke(ribD, hex([125, 40, 26]), 3, ' opacity="0.6"');
  s += stroke(spines, hex([48, 85, 68]), 2.2);
  s += ellipse(0, cy - r * 0.9, r * 0.28, r * 0.09, hex([48, 70, 78]));
  return s;
};

export const stringOfPearls: PlantFn = (c) => {
  const base: HSL = c.vary([100, 38, 46], 3, 4, 3);
  let s = '';
  let pearls = '';
  let hi = '';
  const bead = (x: number, y: number, r: number): void => {
    pearls += circle(x, y, r, hex(c.vary(base, 4, 2, 2)));
    hi += circle(x - r * 0.3, y - r * 0.3, r * 0.32, '#fff');
  };
  // Mound.
  for (let k = 0; k < 70; k++) {
    const a = c.r(-90, 90);
    const d = c.r(0, 1) ** 0.7 * 105;
    const [x, y] = polar(a, d);
    bead(x, y * 0.4 - 6, 9);
  }
  const ns = c.i(11, 14);
  for (let k = 0; k < ns; k++) {
    const x0 = -110 + (220 * k) / (ns - 1) + c.r(-8, 8);
    const endY = c.r(150, 430);
    const p0: Pt = [x0, 0];
    const p1: Pt = [x0 * 1.25, 20];
    const p2: Pt = [x0 * 1.2 + c.r(-30, 30), endY * 0.6];
    const p3: Pt = [x0 * 1.1 + c.r(-40, 40), endY];
    s += stroke(cubicD(p0, p1, p2, p3), hex([95, 25, 40]), 1.5);
    const steps = Math.round(endY / 17);
    for (let q = 1; q <= steps; q++) {
      const [x, y] = cubic(p0, p1, p2, p3, q / steps);
      bead(x, y, 8);
    }
  }
  return `${s}${pearls}<g opacity="0.35">${hi}</g>`;
};
