// Care products: bags of soil, plant food, seaweed jug, shears.

import { f, type HSL, hex, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, stroke, tr } from '../core/svg.ts';
import { leaf } from '../parts/leaves.ts';

function label(x: number, y: number, w: number, h: number, col: HSL, accent: HSL, icon: string): string {
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="14" fill="${hex(col)}"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.14)}" rx="6" fill="${hex(accent)}"/>`;
  s += g(tr(x + w / 2, y + h * 0.5), icon);
  s += `<rect x="${f(x + w * 0.15)}" y="${f(y + h * 0.8)}" width="${f(w * 0.7)}" height="${f(h * 0.06)}" rx="${f(h * 0.03)}" fill="${hex(accent)}"/>`;
  s += `<rect x="${f(x + w * 0.25)}" y="${f(y + h * 0.9)}" width="${f(w * 0.5)}" height="${f(h * 0.035)}" rx="${f(h * 0.02)}" fill="${hex(tone(col, -25))}"/>`;
  return s;
}

export function bag(c: Ctx, body: HSL, labelCol: HSL, accent: HSL, icon: string): string {
  const w = c.r(290, 320);
  const h = c.r(390, 420);
  const x0 = 400 - w / 2;
  const bottom = 690;
  const top = bottom - h;
  let s = c.shadow(400, bottom + 4, w * 0.62);
  const fill = c.lin([
    [0, tone(body, -8)],
    [0.25, tone(body, 4)],
    [0.65, tone(body, 0)],
    [1, tone(body, -14)],
  ]);
  s += path(
    `M${f(x0 + 8)} ${f(top + 30)}L${f(x0 + w - 8)} ${f(top + 30)}C${f(x0 + w + 10)} ${f(top + h * 0.4)} ${f(x0 + w + 8)} ${f(bottom - 30)} ${f(x0 + w - 10)} ${f(bottom)}L${f(x0 + 10)} ${f(bottom)}C${f(x0 - 8)} ${f(bottom - 30)} ${f(x0 - 10)} ${f(top + h * 0.4)} ${f(x0 + 8)} ${f(top + 30)}Z`,
    fill,
  );
  s += `<rect x="${f(x0 + 4)}" y="${f(top)}" width="${f(w - 8)}" height="36" rx="5" fill="${hex(tone(body, -6))}"/>`;
  let teeth = '';
  for (let x = x0 + 12; x < x0 + w - 8; x += 8) teeth += `M${f(x)} ${f(top + 6)}l0 24`;
  s += stroke(teeth, hex(tone(body, -16)), 1.5, ' opacity="0.5"');
  s += stroke(
    `M${f(x0 + 30)} ${f(top + 50)}L${f(x0 + 26)} ${f(bottom - 10)}M${f(x0 + w - 30)} ${f(top + 50)}L${f(x0 + w - 26)} ${f(bottom - 10)}`,
    '#000',
    6,
    ' opacity="0.06"',
  );
  s += label(x0 + w * 0.16, top + 80, w * 0.68, h * 0.62, labelCol, accent, icon);
  return s;
}

export const sproutIcon = (col: HSL): string =>
  path('M-60 40Q0 10 60 40Z', hex([28, 35, 32])) +
  stroke('M0 30Q0 0 0 -20', hex(col), 5) +
  leaf(0, -10, -55, 48, 16, col) +
  leaf(0, -18, 50, 42, 14, tone(col, 6));

export const cactusIcon = (): string =>
  path('M-34 18L34 18L26 58L-26 58Z', hex([18, 52, 54])) +
  `<rect x="-40" y="10" width="80" height="14" rx="4" fill="${hex([18, 52, 60])}"/>` +
  `<rect x="-14" y="-52" width="28" height="66" rx="14" fill="${hex([120, 30, 40])}"/>` +
  stroke('M-14 -6L-30 -6L-30 -30M14 -16L28 -16L28 -36', hex([120, 30, 40]), 12);

export function pile(c: Ctx, cx: number, cy: number, w: number, col: HSL, speck: HSL): string {
  let s = path(
    `M${f(cx - w)} ${f(cy)}Q${f(cx - w * 0.4)} ${f(cy - w * 0.45)} ${f(cx)} ${f(cy - w * 0.42)}Q${f(cx + w * 0.5)} ${f(cy - w * 0.4)} ${f(cx + w)} ${f(cy)}Z`,
    hex(col),
  );
  for (let k = 0; k < 26; k++) {
    const x = cx + c.r(-0.7, 0.7) * w;
    const y = cy - c.r(0.02, 0.3) * w * (1 - Math.abs(x - cx) / w);
    s += circle(x, y, c.r(1.5, 3.5), hex(c.vary(speck, 6, 4, 4)));
  }
  return s;
}

export function tub(c: Ctx): string {
  const body: HSL = c.vary([45, 30, 92], 2, 3, 3);
  const accent: HSL = c.vary([140, 45, 32], 3, 4, 4);
  const cx = 400;
  const w = 290;
  const top = 360;
  const bottom = 690;
  const e = 24;
  let s = c.shadow(cx, bottom + 4, w * 0.62);
  const fill = c.lin([
    [0, tone(body, -8)],
    [0.3, tone(body, 3)],
    [1, tone(body, -16)],
  ]);
  s += path(
    `M${cx - w / 2} ${top}L${cx - w / 2 + 10} ${bottom}A${w / 2 - 10} ${e} 0 0 0 ${cx + w / 2 - 10} ${bottom}L${cx + w / 2} ${top}Z`,
    fill,
  );
  // Label band.
  s += path(
    `M${cx - w / 2 + 3} ${top + 90}A${w / 2} ${e} 0 0 0 ${cx + w / 2 - 3} ${top + 90}L${cx + w / 2 - 7} ${top + 250}A${w / 2 - 7} ${e} 0 0 1 ${cx - w / 2 + 7} ${top + 250}Z`,
    hex(accent),
  );
  s += ellipse(cx, top + 175, 80, 70, hex(tone(body, 4)));
  for (const [x, y, col] of [
    [-28, 175, [30, 45, 62]],
    [0, 160, [200, 45, 60]],
    [26, 182, [100, 40, 55]],
  ] as const) {
    s += circle(cx + x, top + y, 16, hex(col)) + circle(cx + x - 5, top + y - 5, 5, '#fff', ' opacity="0.5"');
  }
  s += leaf(cx, top + 145, 30, 40, 12, [120, 40, 40]);
  // Lid.
  const lid: HSL = tone(accent, -4);
  s += path(
    `M${cx - w / 2 - 8} ${top - 40}L${cx - w / 2 - 8} ${top}A${w / 2 + 8} ${e} 0 0 0 ${cx + w / 2 + 8} ${top}L${cx + w / 2 + 8} ${top - 40}Z`,
    c.lin([
      [0, tone(lid, -6)],
      [0.3, tone(lid, 6)],
      [1, tone(lid, -12)],
    ]),
  );
  s += ellipse(cx, top - 40, w / 2 + 8, e, hex(tone(lid, 8)));
  let ridges = '';
  for (let k = -7; k <= 7; k++) ridges += `M${cx + k * 19} ${top - 36 + Math.abs(k) * 0.4}l0 ${f(36)}`;
  s += stroke(ridges, '#000', 2, ' opacity="0.1"');
  // Spilled granules.
  for (let k = 0; k < 22; k++) {
    const x = c.pick([-1, 1]) * c.r(170, 260) + cx;
    const y = c.r(675, 725);
    const col = c.pick<HSL>([
      [30, 45, 62],
      [200, 45, 60],
      [100, 40, 55],
    ]);
    s += circle(x, y, 6, hex(col)) + circle(x - 2, y - 2, 2, '#fff', ' opacity="0.5"');
  }
  return s;
}

export function jug(c: Ctx): string {
  const body: HSL = c.vary([168, 42, 28], 3, 4, 4);
  const cx = 400;
  const bottom = 690;
  const w = 270;
  const top = 330;
  let s = c.shadow(cx, bottom + 4, w * 0.62);
  s += stroke(
    `M${cx + 30} ${top - 30}C${cx + 120} ${top - 40} ${cx + 150} ${top + 10} ${cx + w / 2 - 6} ${top + 70}`,
    hex(tone(body, -4)),
    30,
  );
  const fill = c.lin([
    [0, tone(body, -6)],
    [0.28, tone(body, 8)],
    [0.7, tone(body, 0)],
    [1, tone(body, -10)],
  ]);
  s += path(
    `M${cx - 42} ${top - 50}L${cx - 42} ${top - 20}C${cx - 100} ${top} ${cx - w / 2} ${top + 20} ${cx - w / 2} ${top + 80}L${cx - w / 2} ${bottom - 16}Q${cx - w / 2} ${bottom} ${cx - w / 2 + 16} ${bottom}L${cx + w / 2 - 16} ${bottom}Q${cx + w / 2} ${bottom} ${cx + w / 2} ${bottom - 16}L${cx + w / 2} ${top + 80}C${cx + w / 2} ${top + 20} ${cx + 100} ${top} ${cx + 42} ${top - 20}L${cx + 42} ${top - 50}Z`,
    fill,
  );
  s += `<rect x="${cx - 50}" y="${top - 95}" width="100" height="52" rx="8" fill="${hex([40, 15, 92])}"/>`;
  let ridges = '';
  for (let k = -4; k <= 4; k++) ridges += `M${cx + k * 10} ${top - 88}l0 38`;
  s += stroke(ridges, '#000', 2, ' opacity="0.12"');
  s += stroke(`M${cx - w / 2 + 26} ${top + 90}L${cx - w / 2 + 26} ${bottom - 30}`, '#fff', 10, ' opacity="0.12"');
  const frond = (x: number, rot: number, col: HSL): string => {
    let d = 'M0 40';
    for (let k = 0; k < 5; k++) d += `Q${k % 2 ? 14 : -14} ${40 - k * 18 - 9} 0 ${40 - (k + 1) * 18}`;
    return g(tr(x, 0, rot), stroke(d, hex(col), 10));
  };
  const icon = frond(-16, -12, [60, 45, 38]) + frond(6, 4, [75, 40, 32]) + frond(24, 16, [50, 45, 45]);
  s += label(cx - 95, top + 100, 190, 230, [45, 30, 93], tone(body, 6), icon);
  for (const [x, y] of [
    [cx + 190, 690],
    [cx + 220, 705],
    [cx - 200, 700],
  ] as const) {
    s += path(
      `M${x} ${y - 18}Q${x + 10} ${y - 2} ${x} ${y + 2}Q${x - 10} ${y - 2} ${x} ${y - 18}Z`,
      hex(tone(body, 25, -10)),
      ' opacity="0.7"',
    );
  }
  return s;
}

export function shears(c: Ctx): string {
  const grip: HSL = c.pick<HSL>([
    [4, 70, 50],
    [22, 85, 55],
    [145, 38, 36],
  ]);
  const steel = c.lin([
    [0, [210, 10, 88]],
    [0.45, [210, 8, 74]],
    [1, [210, 10, 56]],
  ]);
  const dark: HSL = [215, 12, 36];
  let s = '';
  // Hook (anvil) blade behind, cutting blade in front.
  s += path('M-2 8C8 -46 26 -104 18 -166C32 -128 38 -56 22 12Z', hex(dark));
  s += path('M-20 14C-30 -60 -36 -140 -18 -214C2 -170 18 -96 14 -4Z', steel);
  s += stroke('M-24 -40C-28 -100 -26 -150 -18 -196', '#fff', 3, ' opacity="0.55"');
  // Handles with moulded grips.
  s += path('M-16 8C-30 60 -42 120 -52 170L-34 172C-24 120 -12 64 4 12Z', hex(dark));
  s += path('M16 8C28 60 36 120 44 170L26 172C20 120 10 64 -4 12Z', hex(tone(dark, -4)));
  s += path('M-50 96C-62 150 -74 210 -80 262Q-80 282 -60 280C-48 226 -36 160 -26 100Q-36 88 -50 96Z', hex(grip));
  s += path('M26 100C36 160 46 222 54 276Q62 290 74 272C68 214 60 152 50 96Q38 88 26 100Z', hex(tone(grip, -8)));
  s += stroke('M-56 130C-64 170 -70 210 -72 250', '#fff', 6, ' opacity="0.2"');
  // Spring, pivot bolt and latch.
  s += stroke('M-14 44l24 8l-24 8l24 8l-24 8', hex([210, 8, 64]), 4);
  s +=
    circle(0, 4, 19, hex([210, 8, 78])) +
    circle(0, 4, 12, hex([210, 8, 62])) +
    circle(-4, 0, 4, '#fff', ' opacity="0.6"');
  s += `<rect x="-10" y="-2" width="6" height="12" rx="2" fill="${hex(dark)}" transform="rotate(30)"/>`;
  let out = c.shadow(420, 630, 220, 26, 0.28);
  let sprig = stroke('M505 660Q575 640 650 600', hex([100, 35, 38]), 4);
  for (let k = 0; k < 6; k++)
    sprig += leaf(520 + k * 24, 654 - k * 10, k % 2 ? 25 : 115, 38, 12, c.vary([105, 42, 40], 4, 2, 3));
  out += sprig;
  out += g(tr(385, 400, c.r(38, 46), 1.15), s);
  return out;
}
