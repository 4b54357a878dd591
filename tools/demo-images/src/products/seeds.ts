// Seeds: a packet with a small painting of the plant, seeds scattered in front.

import { f, type HSL, hex, type Pt, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { daisy, heartLeaf, leaf } from '../parts/leaves.ts';

type Art = (c: Ctx, W: number, H: number) => string;

const ART: Record<string, { art: Art; accent: HSL; seed: (c: Ctx) => string }> = {
  bluebonnet: {
    accent: [224, 55, 48],
    art: (c, W, H) => {
      let s = '';
      for (let k = 0; k < 4; k++) {
        const x = W * (0.16 + k * 0.23) + c.r(-8, 8);
        const h = c.r(165, 215);
        s += stroke(`M${f(x)} ${f(H)}L${f(x)} ${f(H - h)}`, hex([100, 30, 40]), 4);
        const L = h * 0.55;
        for (let q = 0; q < 12; q++) {
          const t = q / 12;
          const y = H - h + L - t * L;
          const w = 17 * (1 - t * 0.6);
          const col: HSL = t > 0.8 ? [0, 0, 98] : c.vary([226, 62, 50 + t * 10], 4, 3, 3);
          s +=
            ellipse(x - w * 0.55, y, w * 0.6, 7, hex(col)) +
            ellipse(x + w * 0.55, y - 3, w * 0.6, 7, hex(tone(col, -4)));
          if (t < 0.8 && q % 3 === 0) s += ellipse(x + (q % 2 ? -1 : 1) * w * 0.5, y - 2, 3, 2.5, '#fff');
        }
        s += ellipse(x, H - h - 2, 7, 10, '#fbfbff');
      }
      for (let k = 0; k < 7; k++) {
        const x = c.r(10, W - 10);
        let lf = '';
        for (let q = -2; q <= 2; q++) lf += leaf(0, 0, q * 30, 26, 5, [100, 30, 45], { rib: false });
        s += g(tr(x, H - 10, 0), lf);
      }
      return s;
    },
    seed: (c) => ellipse(0, 0, 6, 5, hex(c.vary([28, 25, 42], 6, 4, 4))),
  },
  blanket: {
    accent: [8, 70, 46],
    art: (c, W, H) => {
      let s = '';
      const pts: Pt[] = [
        [W * 0.3, H * 0.38],
        [W * 0.7, H * 0.3],
        [W * 0.52, H * 0.66],
      ];
      for (const [x, y] of pts) {
        s += stroke(
          `M${f(x)} ${f(y)}Q${f(x + 10)} ${f((y + H) / 2)} ${f(x + c.r(-20, 20))} ${f(H)}`,
          hex([95, 30, 40]),
          3,
        );
      }
      for (let k = 0; k < 8; k++) s += leaf(c.r(20, W - 20), H, c.r(-50, 50), 50, 6, [95, 28, 45], { rib: false });
      for (const [x, y] of pts)
        s += daisy(x, y, c.r(48, 56), 12, [6, 72, 48], [350, 45, 28], c.r(0, 30), c.r(0.85, 1), [48, 95, 58]);
      return s;
    },
    seed: (c) => path('M0 -7Q5 0 0 7Q-5 0 0 -7Z', hex(c.vary([35, 30, 55], 5, 4, 4))),
  },
  zinnia: {
    accent: [330, 60, 52],
    art: (c, W, H) => {
      let s = '';
      const cols: HSL[] = c.shuffle([
        [340, 70, 58],
        [22, 90, 58],
        [50, 90, 58],
        [355, 75, 50],
        [300, 45, 58],
      ]);
      const pts: Pt[] = [
        [W * 0.22, H * 0.42],
        [W * 0.5, H * 0.28],
        [W * 0.78, H * 0.44],
        [W * 0.4, H * 0.7],
        [W * 0.68, H * 0.74],
      ];
      pts.forEach(([x, y]) => {
        s += stroke(`M${f(x)} ${f(y)}L${f(x + c.r(-10, 10))} ${f(H)}`, hex([100, 35, 38]), 3);
      });
      for (let k = 0; k < 8; k++) s += leaf(c.r(20, W - 20), H, c.r(-60, 60), 46, 12, [105, 40, 38]);
      pts.forEach(([x, y], k) => {
        const col = cols[k % cols.length]!;
        const r = c.r(34, 42);
        s +=
          daisy(x, y, r, 14, col, [40, 70, 40], c.r(0, 20), 0.92) +
          daisy(x, y, r * 0.66, 12, tone(col, 6), [40, 70, 40], 10, 0.92);
        s += circle(x, y, r * 0.18, hex([45, 85, 50]));
      });
      return s;
    },
    seed: (c) => path('M0 -8L5 4L0 8L-5 4Z', hex(c.vary([30, 15, 50], 5, 4, 4))),
  },
  tomato: {
    accent: [355, 45, 40],
    art: (c, W, H) => {
      let s = stroke(
        `M${f(W * 0.2)} ${f(H)}C${f(W * 0.3)} ${f(H * 0.5)} ${f(W * 0.6)} ${f(H * 0.4)} ${f(W * 0.8)} ${f(H * 0.1)}`,
        hex([100, 35, 36]),
        5,
      );
      for (let k = 0; k < 9; k++) {
        const t = k / 9;
        const x = W * (0.2 + 0.6 * t) + c.r(-10, 10);
        const y = H * (1 - 0.9 * t);
        let lf = '';
        for (let q = -2; q <= 2; q++) lf += leaf(0, 0, q * 35, 34 - Math.abs(q) * 4, 11, [108, 40, 36], { veins: 2 });
        s += g(tr(x, y, (k % 2 ? 1 : -1) * 70), lf);
      }
      for (const [x, y, r] of [
        [W * 0.35, H * 0.62, 40],
        [W * 0.62, H * 0.58, 46],
        [W * 0.5, H * 0.84, 36],
      ] as const) {
        s += ellipse(x, y, r, r * 0.85, hex(c.vary([356, 38, 38], 3, 4, 3)));
        s += path(
          `M${f(x - r * 0.8)} ${f(y - r * 0.3)}Q${f(x)} ${f(y - r * 1.05)} ${f(x + r * 0.8)} ${f(y - r * 0.3)}Q${f(x)} ${f(y - r * 0.5)} ${f(x - r * 0.8)} ${f(y - r * 0.3)}Z`,
          hex([60, 35, 38]),
          ' opacity="0.6"',
        );
        s += ellipse(x - r * 0.35, y - r * 0.2, r * 0.18, r * 0.1, '#fff', ' opacity="0.35"');
        s += daisy(x, y - r * 0.78, 12, 5, [110, 40, 35], [110, 40, 30], 0, 0.6);
      }
      return s;
    },
    seed: (c) =>
      ellipse(0, 0, 6, 5, hex(c.vary([45, 40, 80], 4, 4, 4)), ` stroke="${hex([40, 30, 65])}" stroke-width="1"`),
  },
  sunflower: {
    accent: [42, 90, 50],
    art: (c, W, H) => {
      let s = '';
      for (const [x, y] of [
        [W * 0.42, H * 0.38],
        [W * 0.8, H * 0.62],
      ] as const) {
        s += stroke(`M${f(x)} ${f(y)}Q${f(x + 12)} ${f((y + H) / 2)} ${f(x)} ${f(H)}`, hex([95, 38, 36]), 6);
      }
      s +=
        heartLeaf(W * 0.42, H * 0.78, -60, 70, 40, [100, 40, 40]) +
        heartLeaf(W * 0.42, H * 0.88, 55, 64, 38, [100, 40, 36]);
      s += heartLeaf(W * 0.8, H * 0.86, -50, 48, 28, [100, 40, 40]);
      for (const [x, y, r] of [
        [W * 0.42, H * 0.38, 66],
        [W * 0.8, H * 0.62, 38],
      ] as const) {
        s += daisy(x, y, r * 1.2, 20, [46, 95, 55], [25, 50, 25], c.r(0, 18), 1);
        s += circle(x, y, r * 0.42, hex([25, 50, 22]));
        let dots = '';
        for (let q = 0; q < 30; q++) {
          const a = q * 137.5;
          const d = Math.sqrt(q / 30) * r * 0.38;
          const [px, py] = polar(a, d);
          dots += circle(x + px, y + py, 1.8, hex([35, 50, 40]));
        }
        s += dots;
      }
      return s;
    },
    seed: () => g('', ellipse(0, 0, 5, 9, '#2f2a28') + stroke('M-2 -6L-2 6M2 -6L2 6', '#e9e4da', 1.2)),
  },
  flower: {
    accent: [340, 50, 55],
    art: (_c, W, H) => daisy(W / 2, H / 2, 70, 10, [340, 60, 65], [45, 80, 50], 0),
    seed: () => ellipse(0, 0, 5, 4, '#7a6048'),
  },
};

export function seedPacket(c: Ctx, key: string): string {
  const spec = ART[key] ?? ART.flower!;
  const accent = c.vary(spec.accent, 2, 3, 3);
  const paper: HSL = [42, 45, 95];
  const W = 320;
  const H = 440;
  const x0 = 400 - W / 2;
  const y0 = 210;
  let p = '';
  // Body with crimped top.
  let crimp = `M${x0} ${y0 + 6}`;
  for (let x = x0; x < x0 + W; x += 10) crimp += `L${x + 5} ${y0}L${x + 10} ${y0 + 6}`;
  p += path(
    `${crimp}L${x0 + W} ${y0 + H - 8}Q${x0 + W} ${y0 + H} ${x0 + W - 8} ${y0 + H}L${x0 + 8} ${y0 + H}Q${x0} ${y0 + H} ${x0} ${y0 + H - 8}Z`,
    c.lin([
      [0, tone(paper, -2)],
      [0.3, paper],
      [1, tone(paper, -8)],
    ]),
  );
  p += `<rect x="${x0}" y="${y0 + 6}" width="${W}" height="22" fill="${hex(tone(paper, -7))}"/>`;
  let teeth = '';
  for (let x = x0 + 6; x < x0 + W; x += 7) teeth += `M${x} ${y0 + 10}l0 14`;
  p += stroke(teeth, hex(tone(paper, -14)), 1.4, ' opacity="0.6"');
  p += `<rect x="${x0}" y="${y0 + 28}" width="${W}" height="40" fill="${hex(accent)}"/>`;
  p += `<rect x="${x0 + 24}" y="${y0 + 42}" width="120" height="12" rx="6" fill="${hex(tone(accent, 30, -10))}" opacity="0.8"/>`;
  // Window with the painting.
  const wx = x0 + 22;
  const wy = y0 + 86;
  const ww = W - 44;
  const wh = 240;
  const sky = c.lin(
    [
      [0, [accent[0] + 180, 35, 90]],
      [1, [accent[0] + 160, 30, 97]],
    ],
    0,
    0,
    0,
    1,
  );
  const cl = c.clip(`<rect x="0" y="0" width="${ww}" height="${wh}" rx="12"/>`);
  p += g(
    tr(wx, wy),
    `<rect width="${ww}" height="${wh}" rx="12" fill="${sky}"/><g clip-path="${cl}">${ellipse(ww / 2, wh + 30, ww * 0.8, 60, hex([95, 30, 70]))}${spec.art(c, ww, wh)}</g><rect width="${ww}" height="${wh}" rx="12" fill="none" stroke="${hex(tone(accent, 10))}" stroke-width="4"/>`,
  );
  // Label placeholders (shapes, not text).
  p += `<rect x="${x0 + 24}" y="${y0 + 346}" width="190" height="18" rx="9" fill="${hex(tone(accent, -8))}"/>`;
  p += `<rect x="${x0 + 24}" y="${y0 + 376}" width="250" height="8" rx="4" fill="${hex(tone(paper, -25))}"/>`;
  p += `<rect x="${x0 + 24}" y="${y0 + 392}" width="170" height="8" rx="4" fill="${hex(tone(paper, -25))}"/>`;
  p += `<rect x="${x0 + W - 64}" y="${y0 + 346}" width="40" height="40" rx="20" fill="${hex(tone(accent, 25, -15))}"/>`;
  p += `<rect x="${x0}" y="${y0 + H - 24}" width="${W}" height="16" fill="${hex(accent)}" opacity="0.85"/>`;
  const rot = c.r(-4, 4);
  let s = c.shadow(400, y0 + H + 4, W * 0.6, 16, 0.32);
  s += g(`rotate(${f(rot)} 400 ${y0 + H})`, p);
  // Seeds in front.
  for (let k = 0; k < c.i(7, 10); k++) {
    const x = c.r(0, 1) < 0.5 ? c.r(170, 330) : c.r(470, 640);
    const y = c.r(672, 730);
    s += g(tr(x, y, c.r(0, 360), 1.4), spec.seed(c));
  }
  return s;
}
