// Deals: price tag and bundles.

import { f, type HSL, hex, type Pt, rad, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';
import { daisy, leaf } from '../parts/leaves.ts';

export function tag(c: Ctx, x: number, y: number, rot: number, attach: Pt): string {
  const col: HSL = c.vary([6, 78, 60], 2, 3, 3);
  const [hx, hy] = [x, y];
  let s = stroke(
    `M${f(attach[0])} ${f(attach[1])}Q${f((attach[0] + hx) / 2)} ${f(Math.max(attach[1], hy) + 20)} ${f(hx)} ${f(hy)}`,
    hex([30, 20, 40]),
    2,
  );
  const body =
    path('M-10 0L18 -26L112 -26Q122 -26 122 -16L122 16Q122 26 112 26L18 26Z', hex(col)) +
    path('M-10 0L18 26L112 26Q122 26 122 16L122 4L-4 4Z', '#000', ' opacity="0.08"') +
    circle(4, 0, 6, '#fff', ' opacity="0.9"') +
    circle(54, -9, 7, 'none', ' stroke="#fff" stroke-width="4"') +
    circle(88, 9, 7, 'none', ' stroke="#fff" stroke-width="4"') +
    stroke('M92 -14L50 14', '#fff', 4.5);
  s += g(tr(hx - 4 * Math.cos(rad(rot)), hy - 4 * Math.sin(rad(rot)), rot), body);
  return s;
}

export function jasmineFlat(c: Ctx): string {
  const tray: HSL = [210, 6, 22];
  const fl: Pt = [120, 590];
  const fr: Pt = [680, 590];
  const br: Pt = [610, 440];
  const bl: Pt = [190, 440];
  let s = c.shadow(400, 652, 320, 22);
  s += path(`M${bl[0]} ${bl[1]}L${br[0]} ${br[1]}L${fr[0]} ${fr[1]}L${fl[0]} ${fl[1]}Z`, hex(tone(tray, 6)));
  const col: HSL = c.vary([132, 40, 27], 2, 3, 3);
  for (let row = 0; row < 3; row++) {
    const t = (row + 0.5) / 3;
    const y = bl[1] + (fl[1] - bl[1]) * t;
    const xl = bl[0] + (fl[0] - bl[0]) * t;
    const xr = br[0] + (fr[0] - br[0]) * t;
    const sc = 0.75 + 0.3 * t;
    for (let k = 0; k < 6; k++) {
      const x = xl + ((xr - xl) * (k + 0.5)) / 6;
      let m = ellipse(0, 0, 44, 14, hex(tone(tray, -6))) + ellipse(0, -2, 36, 10, '#3b2a20');
      const leaves: { s: string; z: number }[] = [];
      for (let q = 0; q < 16; q++) {
        const a = c.r(-90, 90);
        const [px, py] = polar(a, c.r(5, 34));
        const y2 = py * 0.6 - 10;
        leaves.push({ s: leaf(px, y2, a + c.r(-30, 30), c.r(20, 27), 8, c.vary(col, 6, 3, 3), { shade: 8 }), z: y2 });
      }
      leaves.sort((p, q) => p.z - q.z);
      m += leaves.map((l) => l.s).join('');
      if (c.chance(0.3)) m += daisy(c.r(-20, 20), -c.r(20, 34), 7, 5, [45, 60, 96], [50, 80, 60], c.r(0, 72));
      s += g(tr(x, y, 0, sc), m);
    }
  }
  s += path(
    `M${fl[0]} ${fl[1]}L${fr[0]} ${fr[1]}L${fr[0] - 6} ${fr[1] + 56}L${fl[0] + 6} ${fl[1] + 56}Z`,
    c.lin([
      [0, tone(tray, 4)],
      [0.5, tone(tray, 10)],
      [1, tone(tray, -2)],
    ]),
  );
  let ribs = '';
  for (let k = 1; k < 6; k++) ribs += `M${fl[0] + k * 93} ${fl[1] + 8}l0 40`;
  s += stroke(ribs, '#000', 3, ' opacity="0.25"');
  s += tag(c, 640, 560, 70, [660, 598]);
  return s;
}
