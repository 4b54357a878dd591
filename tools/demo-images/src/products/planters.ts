// Planters: pots, saucers, self-watering and hanging planters, raised beds.

import { f, type HSL, hex, type Pt, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, stroke, tr } from '../core/svg.ts';
import { leaf } from '../parts/leaves.ts';
import { POT_COLOURS, pot } from '../parts/pots.ts';

export function planter(c: Ctx, key: string): string {
  const cx = 400;
  switch (key) {
    case 'cobalt': {
      const col: HSL = c.vary([222, 66, 38], 2, 3, 3);
      const top = 340;
      const h = 340;
      const w = 380;
      let s = c.shadow(cx, top + h + 4, w * 0.5);
      s += pot(c, cx, top, w, h, { col, shape: 'bowl' });
      s += path(
        `M${cx - w / 2 + 2} ${top + 6}A${w / 2} ${w * 0.07} 0 0 0 ${cx + w / 2 - 2} ${top + 6}L${cx + w / 2 - 4} ${top + 40}Q${cx + 150} ${top + 70} ${cx + 110} ${top + 58}Q${cx + 60} ${top + 90} ${cx} ${top + 62}Q${cx - 70} ${top + 86} ${cx - 120} ${top + 60}Q${cx - 160} ${top + 70} ${cx - w / 2 + 4} ${top + 40}Z`,
        hex(tone(col, 22, -20)),
        ' opacity="0.55"',
      );
      s += stroke(
        `M${cx - 130} ${top + 110}Q${cx - 140} ${top + 200} ${cx - 100} ${top + 270}`,
        '#fff',
        14,
        ' opacity="0.22"',
      );
      s += stroke(
        `M${cx - 110} ${top + 120}Q${cx - 118} ${top + 160} ${cx - 108} ${top + 190}`,
        '#fff',
        6,
        ' opacity="0.4"',
      );
      return s;
    }
    case 'saucer': {
      const col: HSL = c.vary(POT_COLOURS.terracotta!, 2, 2, 2);
      const w = 300;
      const h = 290;
      const top = 370;
      const sb = top + h + 6;
      let s = c.shadow(cx, sb + 22, 220);
      s += ellipse(cx, sb, 190, 26, hex(tone(col, -8)));
      s += ellipse(cx, sb + 2, 178, 20, hex(tone(col, -22)));
      s += pot(c, cx, top, w, h, { col, shape: 'taper' });
      s += path(
        `M${cx - 190} ${sb}A190 26 0 0 0 ${cx + 190} ${sb}L${cx + 180} ${sb + 24}A180 22 0 0 1 ${cx - 180} ${sb + 24}Z`,
        c.lin([
          [0, tone(col, -6)],
          [0.3, tone(col, 5)],
          [1, tone(col, -14)],
        ]),
      );
      return s;
    }
    case 'selfWatering': {
      const col: HSL = c.pick<HSL>([
        [200, 6, 90],
        [210, 8, 30],
        [150, 12, 62],
      ]);
      const w = 320;
      const h = 340;
      const top = 350;
      let s = c.shadow(cx, top + h + 4, w * 0.62);
      s += pot(c, cx, top, w, h, { col, shape: 'cyl', rimH: 0 });
      // Reservoir line, water gauge, fill spout.
      s += path(
        `M${cx - w / 2 + 2} ${top + h - 80}A${w / 2} 20 0 0 0 ${cx + w / 2 - 4} ${top + h - 80}`,
        'none',
        ` stroke="${hex(tone(col, col[2] > 50 ? -14 : 12))}" stroke-width="3"`,
      );
      s += `<rect x="${cx + 60}" y="${top + 120}" width="34" height="150" rx="17" fill="${hex(tone(col, col[2] > 50 ? -12 : 14))}"/>`;
      s += `<rect x="${cx + 66}" y="${top + 190}" width="22" height="74" rx="11" fill="${hex([200, 70, 58])}"/>`;
      s += ellipse(cx + 77, top + 190, 11, 4, hex([200, 70, 72]));
      s += `<rect x="${cx - w / 2 + 30}" y="${top - 46}" width="36" height="70" rx="6" fill="${hex(tone(col, col[2] > 50 ? -10 : 10))}"/>`;
      s += ellipse(cx - w / 2 + 48, top - 46, 18, 6, hex(tone(col, -28)));
      return s;
    }
    case 'macrame': {
      const cord: HSL = [36, 38, 72];
      const potCol: HSL = c.vary(c.pick([POT_COLOURS.terracotta!, POT_COLOURS.mustard!, POT_COLOURS.sage!]), 2, 2, 2);
      const ring: Pt = [cx, 60];
      const top = 400;
      const h = 190;
      const w = 260;
      const knotY = 250;
      const xs = [-100, -55, 55, 100];
      let s = c.shadow(cx, 760, 140, 12, 0.15);
      let back = '';
      for (const x of [-30, 30])
        back += `M${ring[0]} ${ring[1] + 20}L${cx + x * 0.6} ${knotY}L${cx + x * 2.4} ${top + 10}`;
      s += stroke(back, hex(tone(cord, -14)), 4);
      s += pot(c, cx, top, w, h, { col: potCol, shape: 'taper' });
      let front = '';
      let knots = '';
      for (const x of xs) {
        front += `M${ring[0]} ${ring[1] + 20}L${cx + x * 0.5} ${knotY}`;
        knots += ellipse(cx + x * 0.5, knotY, 7, 11, hex(tone(cord, -4)));
      }
      // Net around the pot: pairs of neighbouring cords meet in square knots.
      const mid = top + 60;
      const low = top + h + 10;
      front += `M${cx - 50} ${knotY}L${cx - 120} ${top + 20}L${cx - 78} ${mid}M${cx - 27} ${knotY}L${cx - 40} ${top + 20}L${cx - 78} ${mid}`;
      front += `M${cx + 50} ${knotY}L${cx + 120} ${top + 20}L${cx + 78} ${mid}M${cx + 27} ${knotY}L${cx + 40} ${top + 20}L${cx + 78} ${mid}`;
      front += `M${cx - 78} ${mid}L${cx - 60} ${low}L${cx} ${low + 40}M${cx + 78} ${mid}L${cx + 60} ${low}L${cx} ${low + 40}`;
      front += `M${cx - 40} ${top + 20}L${cx} ${mid + 10}L${cx + 40} ${top + 20}M${cx} ${mid + 10}L${cx} ${low + 40}`;
      knots += ellipse(cx - 78, mid, 9, 12, hex(tone(cord, -4))) + ellipse(cx + 78, mid, 9, 12, hex(tone(cord, -4)));
      knots += ellipse(cx, mid + 10, 9, 12, hex(tone(cord, -4)));
      knots += `<rect x="${cx - 16}" y="${low + 30}" width="32" height="30" rx="8" fill="${hex(tone(cord, -6))}"/>`;
      let tassel = '';
      for (let k = -6; k <= 6; k++)
        tassel += `M${cx + k * 1.5} ${low + 55}Q${cx + k * 3} ${low + 100} ${cx + k * 4 + c.r(-3, 3)} ${low + 150 + c.r(-10, 10)}`;
      s += stroke(front, hex(cord), 5) + stroke(tassel, hex(cord), 3.5) + knots;
      s += circle(ring[0], ring[1], 20, 'none', ` stroke="${hex([35, 30, 55])}" stroke-width="7"`);
      return s;
    }
    default: {
      // Raised cedar bed in perspective.
      const wood: HSL = c.vary([22, 45, 56], 2, 3, 3);
      const fl: Pt = [120, 480];
      const fr: Pt = [680, 480];
      const br: Pt = [600, 370];
      const bl: Pt = [200, 370];
      const depth = 160;
      let s = c.shadow(400, fl[1] + depth + 6, 310, 24);
      // Inner back and side walls.
      s += path(
        `M${bl[0]} ${bl[1]}L${br[0]} ${br[1]}L${br[0]} ${br[1] + 60}L${bl[0]} ${bl[1] + 60}Z`,
        hex(tone(wood, -14)),
      );
      s += path(
        `M${bl[0]} ${bl[1]}L${fl[0]} ${fl[1]}L${fl[0]} ${fl[1] + 40}L${bl[0]} ${bl[1] + 60}Z`,
        hex(tone(wood, -8)),
      );
      s += path(
        `M${br[0]} ${br[1]}L${fr[0]} ${fr[1]}L${fr[0]} ${fr[1] + 40}L${br[0]} ${br[1] + 60}Z`,
        hex(tone(wood, -18)),
      );
      // Soil.
      s += path(
        `M${bl[0] + 6} ${bl[1] + 30}L${br[0] - 6} ${br[1] + 30}L${fr[0] - 14} ${fr[1] + 4}L${fl[0] + 14} ${fl[1] + 4}Z`,
        c.lin(
          [
            [0, [25, 30, 24]],
            [1, [25, 32, 32]],
          ],
          0,
          0,
          0,
          1,
        ),
      );
      // Seedlings in rows.
      for (let row = 0; row < 4; row++) {
        const t = (row + 0.6) / 4.4;
        const y = bl[1] + 30 + t * (fl[1] - bl[1] - 26);
        const xl = bl[0] + (fl[0] - bl[0]) * t + 40;
        const xr = br[0] + (fr[0] - br[0]) * t - 40;
        const sc = 0.6 + t * 0.6;
        for (let k = 0; k < 7; k++) {
          const x = xl + ((xr - xl) * (k + 0.5)) / 7 + c.r(-6, 6);
          const col = c.vary([100, 50, 42], 4, 3, 4);
          s += g(
            tr(x, y, 0, sc),
            stroke('M0 0L0 -14', hex(col), 3) +
              leaf(0, -12, -60, 22, 8, col, { rib: false }) +
              leaf(0, -12, 60, 22, 8, tone(col, 5), { rib: false }),
          );
        }
      }
      // Front face with planks.
      s += path(
        `M${fl[0]} ${fl[1]}L${fr[0]} ${fr[1]}L${fr[0]} ${fr[1] + depth}L${fl[0]} ${fl[1] + depth}Z`,
        c.lin([
          [0, tone(wood, 2)],
          [1, tone(wood, -8)],
        ]),
      );
      let planks = '';
      for (let k = 1; k < 3; k++)
        planks += `M${fl[0]} ${f(fl[1] + (depth * k) / 3)}L${fr[0]} ${f(fr[1] + (depth * k) / 3)}`;
      s += stroke(planks, hex(tone(wood, -20)), 3);
      let grain = '';
      for (let k = 0; k < 14; k++) {
        const y = fl[1] + c.r(6, depth - 6);
        const x = c.r(fl[0] + 20, fr[0] - 160);
        grain += `M${f(x)} ${f(y)}q60 ${f(c.r(-4, 4))} ${f(c.r(80, 150))} 0`;
      }
      s += stroke(grain, hex(tone(wood, -10)), 1.5, ' opacity="0.6"');
      // Top rim boards.
      s += path(
        `M${fl[0] - 10} ${fl[1] - 12}L${fr[0] + 10} ${fr[1] - 12}L${fr[0] + 10} ${fr[1] + 4}L${fl[0] - 10} ${fl[1] + 4}Z`,
        hex(tone(wood, 8)),
      );
      for (const x of [fl[0] - 10, fr[0] - 28])
        s += `<rect x="${x}" y="${fl[1] - 12}" width="38" height="${depth + 12}" fill="${hex(tone(wood, -6))}"/>`;
      return s;
    }
  }
}
