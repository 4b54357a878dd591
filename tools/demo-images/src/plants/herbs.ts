// Plant drawers for herbs and edibles (same frame as foliage.ts).

import { f, type HSL, hex, tone } from '../core/color.ts';
import { circle, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { daisy, leaf } from '../parts/leaves.ts';
import { scatterOnDome, shrubDome } from './flowering.ts';
import { type PlantFn, petiole } from './foliage.ts';
import { inCanopy, tree } from './trees.ts';

// -- herbs

export const basil: PlantFn = (c) => {
  const col: HSL = c.vary([100, 55, 41], 3, 4, 4);
  let s = '';
  const leaves: { s: string; z: number }[] = [];
  const n = c.i(4, 5);
  for (let k = 0; k < n; k++) {
    const a = -30 + (60 * k) / (n - 1) + c.r(-6, 6);
    const h = c.r(200, 280);
    const [x, y] = polar(a, h);
    s += stroke(`M${f(x * 0.1)} 0L${f(x)} ${f(y)}`, hex([95, 40, 40]), 5);
    const nodes = 4;
    for (let q = 0; q < nodes; q++) {
      const t = 0.3 + (0.7 * q) / nodes;
      const L = c.r(62, 80) * (1 - 0.35 * t);
      for (const side of [-1, 1]) {
        leaves.push({
          s: leaf(x * t, y * t, a + side * c.r(55, 80), L, L * 0.36, c.vary(col, 4, 3, 3), {
            veins: 3,
            bend: side * 0.12,
          }),
          z: y * t,
        });
      }
    }
    for (const side of [-1, 0, 1]) leaves.push({ s: leaf(x, y, a + side * 30, 38, 13, tone(col, 6)), z: y - 1 });
  }
  leaves.sort((p, q) => q.z - p.z);
  return s + leaves.map((l) => l.s).join('');
};

export const rosemary: PlantFn = (c) => {
  const col: HSL = c.vary([150, 20, 33], 3, 4, 4);
  let s = '';
  let flowers = '';
  const n = c.i(13, 17);
  for (let k = 0; k < n; k++) {
    const a = -32 + (64 * k) / (n - 1) + c.r(-5, 5);
    const h = c.r(210, 330) * (1 - Math.abs(a) / 150);
    const [x, y] = polar(a, h);
    const bow = c.r(-20, 20);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.5 + bow)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([30, 20, 40]), 3);
    let nd = '';
    for (let t = 0.12; t < 1; t += 0.028) {
      const px = x * 0.1 * (1 - t) * (1 - t) + 2 * (1 - t) * t * (x * 0.5 + bow) + t * t * x;
      const py = 2 * (1 - t) * t * (y * 0.5) + t * t * y;
      const len = 17 * (1 - t * 0.5);
      const [lx, ly] = polar(a - 55, len);
      const [rx2, ry2] = polar(a + 55, len);
      nd += `M${f(px)} ${f(py)}l${f(lx)} ${f(ly)}M${f(px)} ${f(py)}l${f(rx2)} ${f(ry2)}`;
      if (c.chance(0.05)) flowers += circle(px + c.r(-8, 8), py + c.r(-6, 6), 4.5, hex(c.vary([218, 55, 74], 5, 4, 4)));
    }
    s += stroke(nd, hex(c.vary(col, 5, 3, 3)), 3.2);
  }
  return s + flowers;
};

export const pepper: PlantFn = (c) => {
  const fol: HSL = c.vary([112, 44, 34], 3, 4, 4);
  let s = '';
  for (let k = 0; k < 7; k++) {
    const a = c.r(-50, 50);
    const [x, y] = polar(a, c.r(150, 240));
    s += stroke(`M0 0Q${f(x * 0.2)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([95, 35, 38]), 4);
  }
  const peppers: string[] = [];
  for (let k = 0; k < c.i(5, 7); k++) {
    const x = c.r(-125, 125);
    const y = c.r(-190, -50);
    const red = k < 2;
    const col: HSL = red ? [4, 72, 46] : c.vary([112, 58, 30], 3, 3, 3);
    const L = c.r(70, 85);
    peppers.push(
      g(
        tr(x, y, c.r(-25, 25)),
        path(
          `M-12 0C-15 ${f(L * 0.35)} -8 ${f(L * 0.8)} 2 ${f(L)}C7 ${f(L * 0.78)} 14 ${f(L * 0.35)} 12 0Z`,
          hex(col),
          ` stroke="${hex(tone(col, -14))}" stroke-width="2"`,
        ) +
          stroke(`M-5 8C-7 ${f(L * 0.35)} -4 ${f(L * 0.6)} -1 ${f(L * 0.75)}`, '#fff', 3, ' opacity="0.3"') +
          path('M-13 2Q0 -8 13 2Q0 8 -13 2Z', hex([100, 35, 32])) +
          stroke('M0 -2Q2 -12 8 -16', hex([95, 35, 36]), 3.5),
      ),
    );
  }
  s += shrubDome(c, fol, 155, 125, 30);
  s += scatterOnDome(c, 140, 115, 30, 22, (x, y) =>
    leaf(x, y + 20, c.r(-60, 60), c.r(44, 58), 17, c.vary(fol, 5, 2, 3), { veins: 3 }),
  );
  for (let k = 0; k < 24; k++) {
    const a = c.r(-110, 110);
    const [x, y] = polar(a, c.r(0.75, 1) * 140);
    s += leaf(x * 1.15, y * 0.9 - 130, a + c.r(-20, 20), c.r(48, 62), 18, c.vary(fol, 4, 2, 3), { veins: 3 });
  }
  return s + peppers.join('');
};

export const mintMarigold: PlantFn = (c) => {
  const fol: HSL = c.vary([98, 40, 38], 3, 4, 4);
  const fl: HSL = c.vary([44, 95, 55], 2, 3, 3);
  let s = '';
  let blooms = '';
  for (let k = 0; k < 11; k++) {
    const a = -40 + k * 8 + c.r(-4, 4);
    const h = c.r(220, 310) * (1 - Math.abs(a) / 150);
    const [x, y] = polar(a, h);
    s += stroke(`M${f(x * 0.1)} 0L${f(x)} ${f(y)}`, hex([90, 30, 40]), 3);
    for (let t = 0.15; t < 0.95; t += 0.09) {
      const side = Math.round(t * 100) % 2 ? 1 : -1;
      s += leaf(x * t, y * t, a + side * c.r(35, 55), c.r(40, 55), 6, c.vary(fol, 4, 2, 3), { rib: false });
    }
    for (let q = 0; q < c.i(2, 4); q++) {
      blooms += daisy(x + c.r(-18, 18), y + c.r(-12, 12), c.r(13, 17), 5, fl, [34, 90, 45], c.r(0, 72));
    }
  }
  return s + blooms;
};

export const roseGeranium: PlantFn = (c) => {
  const fol: HSL = c.vary([100, 28, 44], 3, 4, 4);
  const fl: HSL = c.vary([330, 55, 74], 3, 4, 4);
  let s = '';
  const leaves: { s: string; z: number }[] = [];
  for (let k = 0; k < c.i(14, 18); k++) {
    const a = c.r(-80, 80);
    const [x, y] = polar(a, c.r(60, 200) * (1 - Math.abs(a) / 180));
    let lf = '';
    const col = c.vary(fol, 5, 3, 3);
    for (let q = -2; q <= 2; q++) {
      lf += leaf(0, 0, q * 32, 42 - Math.abs(q) * 5, 11, tone(col, -Math.abs(q) * 2), { veins: 2 });
    }
    leaves.push({ s: petiole(x * 0.2, 0, x, y, 0, tone(fol, 5), 3) + g(tr(x, y, a * 0.9), lf), z: y });
  }
  leaves.sort((p, q) => q.z - p.z);
  s += leaves.map((l) => l.s).join('');
  for (let k = 0; k < c.i(3, 5); k++) {
    const [x, y] = polar(c.r(-40, 40), c.r(230, 290));
    s += stroke(`M0 -30Q${f(x * 0.3)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex(tone(fol, -5)), 2.5);
    for (let q = 0; q < 5; q++) {
      const [px, py] = polar(q * 72 + c.r(-10, 10), 15);
      s += g(tr(x + px, y + py, 0), daisy(0, 0, 13, 5, fl, tone(fl, -25), c.r(0, 72)));
    }
  }
  return s;
};

export const cilantro: PlantFn = (c) => {
  const col: HSL = c.vary([100, 56, 44], 3, 4, 4);
  let s = '';
  const leaves: { s: string; z: number }[] = [];
  const leaflet = (L: number): string =>
    `M0 0L${f(-0.42 * L)} ${f(-0.62 * L)}Q${f(-0.52 * L)} ${f(-0.92 * L)} ${f(-0.26 * L)} ${f(-0.86 * L)}Q${f(-0.16 * L)} ${f(-1.06 * L)} 0 ${f(-0.94 * L)}Q${f(0.16 * L)} ${f(-1.06 * L)} ${f(0.26 * L)} ${f(-0.86 * L)}Q${f(0.52 * L)} ${f(-0.92 * L)} ${f(0.42 * L)} ${f(-0.62 * L)}Z`;
  for (let k = 0; k < c.i(22, 28); k++) {
    const a = c.r(-72, 72);
    const h = c.r(90, 250) * (1 - Math.abs(a) / 170);
    const [x, y] = polar(a, h);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.3)} ${f(y * 0.6)} ${f(x)} ${f(y)}`, hex([95, 38, 50]), 2.2);
    const lc = c.vary(col, 5, 3, 3);
    let lf = '';
    for (const q of [-1, 1, 0]) {
      const L = q === 0 ? 34 : 28;
      lf += g(
        `rotate(${q * 50})`,
        path(leaflet(L), hex(q === 0 ? lc : tone(lc, -6))) + stroke(`M0 0L0 ${f(-L * 0.8)}`, hex(tone(lc, 12)), 1.2),
      );
    }
    leaves.push({ s: g(tr(x, y, a * 0.6 + c.r(-15, 15), c.r(0.85, 1.15)), lf), z: y });
  }
  leaves.sort((p, q) => p.z - q.z);
  return s + leaves.map((l) => l.s).join('');
};

export const meyerLemon = tree({
  col: [122, 40, 28],
  rx: 165,
  ry: 140,
  cy: -290,
  trunks: 1,
  bark: [30, 22, 38],
  extra: (c) =>
    inCanopy(c, { cy: -290, rx: 150, ry: 125 }, c.i(7, 10), (x, y) =>
      g(
        tr(x, y, c.r(-40, 40)),
        ellipse(0, 0, 15, 12, hex(c.vary([50, 92, 56], 3, 2, 3))) +
          path('M12 -2l7 2l-7 2Z', hex([50, 90, 50])) +
          ellipse(-5, -4, 4, 3, '#fff', ' opacity="0.5"'),
      ),
    ),
});

export const turksCap: PlantFn = (c) => {
  const fol: HSL = c.vary([118, 38, 32], 3, 4, 4);
  let s = shrubDome(c, fol, 170, 135, 6);
  for (let k = 0; k < 20; k++) {
    const a = c.r(-100, 100);
    const [x, y] = polar(a, c.r(0.8, 1) * 145);
    s += leaf(x * 1.15, y * 0.9 - 110, a + c.r(-20, 20), c.r(40, 52), 18, c.vary(fol, 4, 2, 3), { veins: 2 });
  }
  s += scatterOnDome(c, 165, 135, 6, c.i(16, 22), (x, y) =>
    g(
      tr(x, y, c.r(-50, 50)),
      ellipse(0, 0, 8, 16, hex(c.vary([355, 78, 48], 3, 2, 2))) +
        stroke('M-5 -10Q6 -2 -4 10', hex([355, 70, 62]), 2) +
        stroke('M0 -14L0 -26', hex([340, 60, 70]), 2.5),
    ),
  );
  return s;
};
