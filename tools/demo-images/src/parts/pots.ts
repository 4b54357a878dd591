// Pots. Plants are drawn around the soil centre (0, 0) at a scale where the pot rim is 250 wide.

import type { Category } from '@verdant/shared/enums';
import { f, type HSL, hex, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { ellipse, path } from '../core/svg.ts';

export interface PotStyle {
  col: HSL;
  shape: 'taper' | 'bowl' | 'cyl' | 'grower';
  rimH?: number;
  band?: HSL;
}

export const POT_COLOURS: Record<string, HSL> = {
  terracotta: [17, 52, 54],
  clay: [24, 46, 62],
  cream: [38, 35, 88],
  white: [40, 14, 94],
  sage: [100, 14, 66],
  charcoal: [210, 8, 32],
  blush: [14, 45, 80],
  mustard: [40, 62, 60],
  slate: [208, 18, 56],
  stone: [35, 9, 74],
  navy: [215, 32, 34],
  forest: [150, 22, 30],
  sand: [34, 30, 78],
};

/** Draws a pot whose opening is centred at (cx, top), bottom at `bottom`; rim is w wide. */
export function pot(c: Ctx, cx: number, top: number, w: number, h: number, st: PotStyle): string {
  const col = st.col;
  const e = w * 0.07; // perspective of the opening
  const hw = w / 2;
  const rimH = st.rimH ?? (st.shape === 'taper' ? h * 0.17 : st.shape === 'grower' ? h * 0.06 : 0);
  const bottom = top + h;
  const y0 = top + rimH;
  const bodyFill = c.lin([
    [0, tone(col, -6)],
    [0.28, tone(col, 5)],
    [0.7, tone(col, -4)],
    [1, tone(col, -16)],
  ]);
  let s = '';
  if (st.shape === 'bowl') {
    const bw = hw * 0.55;
    s += path(
      `M${f(cx - hw)} ${f(top)}C${f(cx - hw)} ${f(top + h * 0.55)} ${f(cx - hw * 0.75)} ${f(bottom - h * 0.08)} ${f(cx - bw)} ${f(bottom - e * 0.3)}A${f(bw)} ${f(e * 0.6)} 0 0 0 ${f(cx + bw)} ${f(bottom - e * 0.3)}C${f(cx + hw * 0.75)} ${f(bottom - h * 0.08)} ${f(cx + hw)} ${f(top + h * 0.55)} ${f(cx + hw)} ${f(top)}Z`,
      bodyFill,
    );
  } else {
    const tw = st.shape === 'cyl' ? hw : hw * 0.94;
    const bw = st.shape === 'cyl' ? hw * 0.9 : st.shape === 'grower' ? hw * 0.76 : hw * 0.72;
    const r = Math.min(14, h * 0.08);
    s += path(
      `M${f(cx - tw)} ${f(y0)}L${f(cx - bw)} ${f(bottom - r)}Q${f(cx - bw)} ${f(bottom)} ${f(cx - bw + r)} ${f(bottom + e * 0.25)}A${f(bw - r)} ${f(e * 0.75)} 0 0 0 ${f(cx + bw - r)} ${f(bottom + e * 0.25)}Q${f(cx + bw)} ${f(bottom)} ${f(cx + bw)} ${f(bottom - r)}L${f(cx + tw)} ${f(y0)}Z`,
      bodyFill,
    );
    if (st.band) {
      const by = top + h * 0.55;
      const k = (by - y0) / (bottom - y0);
      const bwx = tw + (bw - tw) * k;
      s += path(
        `M${f(cx - bwx)} ${f(by)}A${f(bwx)} ${f(e)} 0 0 0 ${f(cx + bwx)} ${f(by)}l0 ${f(h * 0.08)}A${f(bwx)} ${f(e)} 0 0 1 ${f(cx - bwx)} ${f(by + h * 0.08)}Z`,
        hex(st.band),
        ' opacity="0.9"',
      );
    }
    if (rimH > 0) {
      s += ellipse(cx, y0 + 3, tw - 2, e + 5, '#000', ' opacity="0.12"');
      const rimFill = c.lin([
        [0, tone(col, -3)],
        [0.3, tone(col, 8)],
        [0.72, tone(col, -2)],
        [1, tone(col, -13)],
      ]);
      s += path(
        `M${f(cx - hw)} ${f(top)}A${f(hw)} ${f(e)} 0 0 1 ${f(cx + hw)} ${f(top)}L${f(cx + hw)} ${f(y0)}A${f(hw)} ${f(e)} 0 0 1 ${f(cx - hw)} ${f(y0)}Z`,
        rimFill,
      );
    }
  }
  // Opening: inner wall and soil.
  s += ellipse(cx, top, hw, e, hex(tone(col, 6)));
  s += ellipse(cx, top + 1, hw - w * 0.03, e - w * 0.02, hex(tone(col, -22)));
  return s;
}

export function soil(cx: number, top: number, w: number): string {
  const e = w * 0.07;
  return `${ellipse(cx, top + e * 0.25, w / 2 - w * 0.045, e * 0.62, '#4a3426')}${ellipse(cx - w * 0.08, top + e * 0.1, w * 0.22, e * 0.3, '#5b4231', ' opacity="0.8"')}`;
}

export function pickPotStyle(c: Ctx, cat: Category, hint?: string): PotStyle {
  const names =
    hint !== undefined
      ? [hint]
      : cat === 'indoor'
        ? ['cream', 'white', 'charcoal', 'blush', 'mustard', 'slate', 'terracotta', 'navy', 'sand']
        : cat === 'succulents'
          ? ['terracotta', 'clay', 'white', 'cream', 'charcoal', 'blush', 'sand']
          : cat === 'outdoor'
            ? ['terracotta', 'charcoal', 'stone', 'slate', 'forest', 'clay']
            : cat === 'flowering'
              ? ['terracotta', 'cream', 'white', 'clay', 'navy', 'slate', 'stone']
              : ['terracotta', 'clay', 'cream', 'white', 'stone'];
  const name = c.pick(names);
  const col = c.vary(POT_COLOURS[name]!, 3, 3, 3);
  const shape = c.pick(['taper', 'taper', 'taper', 'cyl', 'bowl'] as const);
  const band = c.chance(0.25) && shape !== 'bowl' ? tone(col, col[2] > 60 ? -18 : 14) : undefined;
  return { col, shape, band };
}
