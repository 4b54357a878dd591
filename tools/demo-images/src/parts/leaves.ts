// Leaves and flowers. Leaves are drawn with their base at (0, 0), pointing up (−y).

import { f, type HSL, hex, tone } from '../core/color.ts';
import type { Ctx } from '../core/ctx.ts';
import { circle, ellipse, g, path, polar, stroke, tr } from '../core/svg.ts';

/** Almond leaf of length L and half-width W, tip bent sideways by bend·L. */
export function leafD(L: number, W: number, bend = 0): string {
  const k = W / 0.75;
  const b = bend * L;
  return `M0 0C${f(k)} ${f(-L * 0.16)} ${f(k + b * 0.6)} ${f(-L * 0.68)} ${f(b)} ${f(-L)}C${f(-k + b * 0.6)} ${f(-L * 0.68)} ${f(-k)} ${f(-L * 0.16)} 0 0Z`;
}
export function leafHalfD(L: number, W: number, bend = 0): string {
  const k = W / 0.75;
  const b = bend * L;
  return `M0 0C${f(k)} ${f(-L * 0.16)} ${f(k + b * 0.6)} ${f(-L * 0.68)} ${f(b)} ${f(-L)}Q${f(b * 0.45)} ${f(-L * 0.5)} 0 0Z`;
}

interface LeafOpts {
  bend?: number;
  rib?: boolean;
  veins?: number;
  shade?: number;
  edge?: string;
}

export function leaf(x: number, y: number, rot: number, L: number, W: number, col: HSL, o: LeafOpts = {}): string {
  const bend = o.bend ?? 0;
  let s = path(
    leafD(L, W, bend),
    hex(col),
    o.edge ? ` stroke="${o.edge}" stroke-width="${f(Math.max(1, W * 0.08))}"` : '',
  );
  s += path(leafHalfD(L, W, bend), hex(tone(col, -(o.shade ?? 7))));
  if (o.rib !== false) {
    const b = bend * L;
    s += stroke(
      `M0 0Q${f(b * 0.4)} ${f(-L * 0.5)} ${f(b * 0.92)} ${f(-L * 0.9)}`,
      hex(tone(col, 12, -5)),
      Math.max(1, W * 0.07),
      ' opacity="0.75"',
    );
    const veins = o.veins ?? 0;
    let vd = '';
    for (let k = 1; k <= veins; k++) {
      const t = k / (veins + 1);
      const yy = -L * t * 0.9;
      const xx = b * t * t * 0.9;
      const wv = W * (0.62 - 0.3 * Math.abs(t - 0.45));
      vd += `M${f(xx)} ${f(yy)}l${f(wv)} ${f(-L * 0.09)}M${f(xx)} ${f(yy)}l${f(-wv)} ${f(-L * 0.09)}`;
    }
    if (vd) s += stroke(vd, hex(tone(col, 10, -5)), Math.max(0.8, W * 0.04), ' opacity="0.6"');
  }
  return g(tr(x, y, rot), s);
}

/** Heart-shaped leaf (philodendron, pothos, bluebonnet-free); base notch at origin. */
function heartD(L: number, W: number): string {
  return `M0 ${f(-L * 0.06)}C${f(-W * 0.35)} ${f(L * 0.1)} ${f(-W * 1.08)} ${f(L * 0.02)} ${f(-W)} ${f(-L * 0.34)}C${f(-W * 0.95)} ${f(-L * 0.64)} ${f(-W * 0.32)} ${f(-L * 0.84)} 0 ${f(-L)}C${f(W * 0.32)} ${f(-L * 0.84)} ${f(W * 0.95)} ${f(-L * 0.64)} ${f(W)} ${f(-L * 0.34)}C${f(W * 1.08)} ${f(L * 0.02)} ${f(W * 0.35)} ${f(L * 0.1)} 0 ${f(-L * 0.06)}Z`;
}
function heartHalfD(L: number, W: number): string {
  return `M0 ${f(-L * 0.06)}L0 ${f(-L)}C${f(W * 0.32)} ${f(-L * 0.84)} ${f(W * 0.95)} ${f(-L * 0.64)} ${f(W)} ${f(-L * 0.34)}C${f(W * 1.08)} ${f(L * 0.02)} ${f(W * 0.35)} ${f(L * 0.1)} 0 ${f(-L * 0.06)}Z`;
}
export function heartLeaf(x: number, y: number, rot: number, L: number, W: number, col: HSL, variegate?: HSL): string {
  let s = path(heartD(L, W), hex(col)) + path(heartHalfD(L, W), hex(tone(col, -6)));
  if (variegate) {
    s += stroke(
      `M${f(W * 0.15)} ${f(-L * 0.2)}Q${f(W * 0.5)} ${f(-L * 0.45)} ${f(W * 0.12)} ${f(-L * 0.78)}M${f(-W * 0.2)} ${f(-L * 0.3)}Q${f(-W * 0.45)} ${f(-L * 0.5)} ${f(-W * 0.25)} ${f(-L * 0.66)}`,
      hex(variegate),
      W * 0.16,
      ' opacity="0.85"',
    );
  }
  s += stroke(`M0 ${f(-L * 0.04)}L0 ${f(-L * 0.88)}`, hex(tone(col, 12)), Math.max(1, W * 0.06), ' opacity="0.7"');
  return g(tr(x, y, rot), s);
}

/** Flat daisy: n petals of colour col around a centre. */
export function daisy(
  x: number,
  y: number,
  r: number,
  n: number,
  col: HSL,
  centre: HSL,
  rot = 0,
  squash = 1,
  tip?: HSL,
): string {
  let s = '';
  for (let k = 0; k < n; k++) {
    const a = rot + (360 / n) * k;
    let p = ellipse(0, -r * 0.55, r * (1.4 / n + 0.1), r * 0.48, hex(k % 2 ? col : tone(col, -5)));
    if (tip) p += ellipse(0, -r * 0.85, r * (1.1 / n + 0.06), r * 0.17, hex(tip));
    s += g(`rotate(${f(a)})`, p);
  }
  s += circle(0, 0, r * 0.28, hex(centre)) + circle(-r * 0.07, -r * 0.08, r * 0.12, hex(tone(centre, 12)));
  return g(tr(x, y, 0, 1, squash), s);
}

export function rose(x: number, y: number, r: number, col: HSL, rot: number): string {
  let s = '';
  for (let k = 0; k < 5; k++) {
    const [px, py] = polar(rot + k * 72, r * 0.42);
    s += circle(px, py, r * 0.58, hex(tone(col, k % 2 ? 2 : -3)));
  }
  s += circle(0, 0, r * 0.62, hex(tone(col, -7)));
  s += stroke(
    `M${f(-r * 0.45)} ${f(r * 0.05)}Q${f(-r * 0.35)} ${f(-r * 0.5)} ${f(r * 0.15)} ${f(-r * 0.42)}M${f(r * 0.45)} ${f(-r * 0.05)}Q${f(r * 0.38)} ${f(r * 0.45)} ${f(-r * 0.15)} ${f(r * 0.42)}M${f(-r * 0.2)} ${f(-r * 0.1)}Q${f(0)} ${f(-r * 0.3)} ${f(r * 0.2)} ${f(-r * 0.05)}Q${f(r * 0.1)} ${f(r * 0.2)} ${f(-r * 0.1)} ${f(r * 0.1)}`,
    hex(tone(col, 12)),
    r * 0.09,
  );
  s += circle(0, 0, r * 0.12, hex(tone(col, -15)));
  return g(tr(x, y, 0), s);
}

/** Spike of florets along a stem from (0,0) upward, length L. */
export function spikeFlowers(c: Ctx, L: number, col: HSL, size: number): string {
  let s = '';
  const n = Math.round(L / (size * 1.25));
  for (let k = 0; k < n; k++) {
    const t = k / n;
    const sz = size * (1 - t * 0.55);
    const side = k % 2 ? 1 : -1;
    const cc = c.vary(tone(col, t * 8), 4, 3, 3);
    s += ellipse(side * sz * 0.45, -t * L, sz * 0.75, sz * 0.6, hex(cc));
  }
  s += ellipse(0, -L, size * 0.35, size * 0.5, hex(tone(col, 10)));
  return s;
}
