// Draws one catalogue illustration per demo plant into src/db/seed/images/<plant.image>.
// Run from the repo root:  node apps/server/scripts/make-demo-images.ts [name-filter]
// Every picture is an SVG built in code (no text, no fonts, nothing downloaded) and rendered by sharp to an
// 800×800 WebP. Randomness comes from a PRNG seeded with the plant name, so the output is deterministic.
// Re-run after adding or renaming a plant in demo-catalog.ts and commit the images.

import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category } from '@verdant/shared/enums';
import sharp from 'sharp';
import { DEMO_PLANTS, type DemoPlant } from '../src/db/seed/demo-catalog.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/db/seed/images');
const SIZE = 800;

// ---------------------------------------------------------------------------------------------------------------
// Basics: numbers, colours, PRNG, SVG context

type HSL = readonly [number, number, number];
type Pt = readonly [number, number];

const f = (n: number): string => String(Math.round(n * 10) / 10);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const rad = (deg: number): number => (deg * Math.PI) / 180;

function hex(c: HSL): string {
  const h = (((c[0] % 360) + 360) % 360) / 360;
  const s = clamp(c[1], 0, 100) / 100;
  const l = clamp(c[2], 0, 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t: number): number => {
    const u = (t + 1) % 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return `#${[ch(h + 1 / 3), ch(h), ch(h - 1 / 3)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Lighter/darker (dl), more/less saturated (ds), hue-shifted (dh). */
const tone = (c: HSL, dl: number, ds = 0, dh = 0): HSL => [
  c[0] + dh,
  clamp(c[1] + ds, 0, 100),
  clamp(c[2] + dl, 0, 100),
];

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Stop = readonly [number, HSL | string, number?];

class Ctx {
  readonly defs: string[] = [];
  private n = 0;
  shadowCol = '#000000';
  /** While measuring the subject's extent, shadows are left out. */
  measuring = false;
  private readonly rnd: () => number;
  constructor(rnd: () => number) {
    this.rnd = rnd;
  }
  id(prefix = 'd'): string {
    return `${prefix}${(this.n++).toString(36)}`;
  }
  /** Uniform in [a, b). */
  r(a = 0, b = 1): number {
    return a + (b - a) * this.rnd();
  }
  /** Integer in [a, b]. */
  i(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
  /** Colour with a little random variation. */
  vary(c: HSL, dl = 4, dh = 4, ds = 4): HSL {
    return tone(c, this.r(-dl, dl), this.r(-ds, ds), this.r(-dh, dh));
  }
  shuffle<T>(xs: T[]): T[] {
    for (let k = xs.length - 1; k > 0; k--) {
      const j = Math.floor(this.rnd() * (k + 1));
      [xs[k], xs[j]] = [xs[j]!, xs[k]!];
    }
    return xs;
  }
  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, col, op]) =>
          `<stop offset="${o}" stop-color="${typeof col === 'string' ? col : hex(col)}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
  }
  /** Linear gradient in the shape's bounding box (0..1); returns a paint reference. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, attrs = ''): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${attrs}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, attrs = ''): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${attrs}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(content: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
  mask(content: string, box: readonly [number, number, number, number]): string {
    const id = this.id('m');
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="${f(box[0])}" y="${f(box[1])}" width="${f(box[2])}" height="${f(box[3])}">${content}</mask>`,
    );
    return `url(#${id})`;
  }
  /** Soft blurred ellipse on the ground. */
  shadow(cx: number, cy: number, rx: number, ry = rx * 0.13, op = 0.3): string {
    if (this.measuring) return '';
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${this.shadowCol}" opacity="${op}" filter="url(#soft)"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.55)}" fill="${this.shadowCol}" opacity="${op * 0.7}" filter="url(#softer)"/>`;
  }
}

const tr = (x: number, y: number, rot = 0, sx = 1, sy = sx): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${sx !== 1 || sy !== 1 ? ` scale(${f2(sx)} ${f2(sy)})` : ''}`;
const f2 = (n: number): string => String(Math.round(n * 1000) / 1000);
const g = (transform: string, body: string, extra = ''): string => `<g transform="${transform}"${extra}>${body}</g>`;
const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, col: string, w: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}
/** Direction of a cubic at t as a rotation where 0 = pointing up (−y), clockwise positive. */
function cubicRot(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): number {
  const u = 1 - t;
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}
const cubicD = (p0: Pt, p1: Pt, p2: Pt, p3: Pt): string =>
  `M${f(p0[0])} ${f(p0[1])}C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}`;
/** Point at distance len from origin in direction rot (0 = up). */
const polar = (rot: number, len: number): Pt => [Math.sin(rad(rot)) * len, -Math.cos(rad(rot)) * len];

// ---------------------------------------------------------------------------------------------------------------
// Leaves and flowers. Leaves are drawn with their base at (0, 0), pointing up (−y).

/** Almond leaf of length L and half-width W, tip bent sideways by bend·L. */
function leafD(L: number, W: number, bend = 0): string {
  const k = W / 0.75;
  const b = bend * L;
  return `M0 0C${f(k)} ${f(-L * 0.16)} ${f(k + b * 0.6)} ${f(-L * 0.68)} ${f(b)} ${f(-L)}C${f(-k + b * 0.6)} ${f(-L * 0.68)} ${f(-k)} ${f(-L * 0.16)} 0 0Z`;
}
function leafHalfD(L: number, W: number, bend = 0): string {
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

function leaf(x: number, y: number, rot: number, L: number, W: number, col: HSL, o: LeafOpts = {}): string {
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
function heartLeaf(x: number, y: number, rot: number, L: number, W: number, col: HSL, variegate?: HSL): string {
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
function daisy(
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

function rose(x: number, y: number, r: number, col: HSL, rot: number): string {
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
function spikeFlowers(c: Ctx, L: number, col: HSL, size: number): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Pots. Plants are drawn around the soil centre (0, 0) at a scale where the pot rim is 250 wide.

interface PotStyle {
  col: HSL;
  shape: 'taper' | 'bowl' | 'cyl' | 'grower';
  rimH?: number;
  band?: HSL;
}

const POT_COLOURS: Record<string, HSL> = {
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
function pot(c: Ctx, cx: number, top: number, w: number, h: number, st: PotStyle): string {
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

function soil(cx: number, top: number, w: number): string {
  const e = w * 0.07;
  return `${ellipse(cx, top + e * 0.25, w / 2 - w * 0.045, e * 0.62, '#4a3426')}${ellipse(cx - w * 0.08, top + e * 0.1, w * 0.22, e * 0.3, '#5b4231', ' opacity="0.8"')}`;
}

function pickPotStyle(c: Ctx, cat: Category, hint?: string): PotStyle {
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

// ---------------------------------------------------------------------------------------------------------------
// Plant drawers. Each draws around the soil centre (0, 0), upward, at "pot rim = 250" scale.

type PlantFn = (c: Ctx) => string;

function petiole(x0: number, y0: number, x1: number, y1: number, bow: number, col: HSL, w: number): string {
  const mx = (x0 + x1) / 2 + bow;
  const my = (y0 + y1) / 2;
  return stroke(`M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my)} ${f(x1)} ${f(y1)}`, hex(col), w);
}

const monstera: PlantFn = (c) => {
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
function trailing(variegated: boolean): PlantFn {
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
function trunkPlant(kind: 'fiddle' | 'rubber'): PlantFn {
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

const snakePlant: PlantFn = (c) => {
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

const zzPlant: PlantFn = (c) => {
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

const peaceLily: PlantFn = (c) => {
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

const birdOfParadise: PlantFn = (c) => {
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

const pilea: PlantFn = (c) => {
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

const echeveria: PlantFn = (c) => {
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

const agave: PlantFn = (c) => {
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

const aloe: PlantFn = (c) => {
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

const jade: PlantFn = (c) => {
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

const pricklyPear: PlantFn = (c) => {
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

const barrelCactus: PlantFn = (c) => {
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

const stringOfPearls: PlantFn = (c) => {
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

// -- flowering

function spikes(flower: HSL, foliage: HSL, kind: 'lavender' | 'sage'): PlantFn {
  return (c) => {
    let s = '';
    const fcol = c.vary(flower, 3, 5, 4);
    const fol = c.vary(foliage, 3, 4, 4);
    const n = c.i(16, 22);
    const stems: string[] = [];
    for (let k = 0; k < n; k++) {
      const a = -38 + (76 * k) / (n - 1) + c.r(-5, 5);
      const h = c.r(230, 340) * (1 - Math.abs(a) / 160);
      const [x, y] = polar(a, h);
      const ctrl = `${f(x * 0.25)} ${f(y * 0.5)}`;
      const fl = h * (kind === 'lavender' ? 0.3 : 0.38);
      const [sx, sy] = polar(a, h - fl);
      stems.push(
        stroke(`M${f(x * 0.08)} 0Q${ctrl} ${f(x)} ${f(y)}`, hex(tone(fol, -8)), 2.5) +
          g(tr(sx, sy, a * 1.05), spikeFlowers(c, fl, fcol, kind === 'lavender' ? 10 : 11)),
      );
    }
    s += c.shuffle(stems).join('');
    // Foliage mound in front.
    for (let k = 0; k < 34; k++) {
      const a = c.r(-75, 75);
      const L = c.r(55, 95) * (1 - Math.abs(a) / 200);
      s += leaf(c.r(-50, 50), 4, a, L, kind === 'lavender' ? 5 : 10, c.vary(fol, 5, 3, 3), { rib: false, shade: 6 });
    }
    return s;
  };
}

/** Dome of overlapping blobs: dark base, mid tone, highlights. */
function canopy(c: Ctx, cx: number, cy: number, rx: number, ry: number, col: HSL, n = 22): string {
  const blobs: { x: number; y: number; r: number }[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0, 1)) * 0.78;
    blobs.push({
      x: cx + Math.cos(a) * rx * d,
      y: cy + Math.sin(a) * ry * d,
      r: c.r(0.26, 0.36) * Math.min(rx, ry) * (1 + 0.25 * (1 - d)),
    });
  }
  blobs.sort((p, q) => p.y - q.y);
  let s = ellipse(cx, cy + ry * 0.05, rx * 0.8, ry * 0.8, hex(tone(col, -9)));
  s += blobs.map((b) => circle(b.x + b.r * 0.12, b.y + b.r * 0.16, b.r, hex(tone(col, -9)))).join('');
  s += blobs.map((b) => circle(b.x, b.y, b.r * 0.9, hex(c.vary(col, 2.5, 2, 2)))).join('');
  s += blobs
    .filter((b) => b.y < cy + ry * 0.2)
    .map((b) => circle(b.x - b.r * 0.25, b.y - b.r * 0.28, b.r * 0.45, hex(tone(col, 7)), ' opacity="0.8"'))
    .join('');
  return s;
}

function shrubDome(c: Ctx, col: HSL, rx: number, ry: number, lift = 0): string {
  return canopy(c, 0, -ry * 0.78 - lift, rx, ry, col, 26);
}

function scatterOnDome(
  c: Ctx,
  rx: number,
  ry: number,
  lift: number,
  n: number,
  draw: (x: number, y: number) => string,
): string {
  let s = '';
  const pts: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0.05, 1)) * 0.92;
    pts.push([Math.cos(a) * rx * d, -ry * 0.78 - lift + Math.sin(a) * ry * d * 0.95]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  for (const [x, y] of pts) s += draw(x, y);
  return s;
}

const hotLips: PlantFn = (c) => {
  const fol: HSL = c.vary([105, 32, 36], 3, 4, 4);
  let s = '';
  // Twiggy stems.
  for (let k = 0; k < 10; k++) {
    const a = c.r(-60, 60);
    const [x, y] = polar(a, c.r(90, 150));
    s += stroke(`M0 0Q${f(x * 0.3)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([30, 25, 40]), 3);
  }
  s += shrubDome(c, fol, 165, 130, 8);
  s += scatterOnDome(c, 175, 150, 8, c.i(26, 34), (x, y) => {
    const rot = c.r(-30, 30);
    return g(
      tr(x, y, rot),
      ellipse(0, -4, 6, 8, hex([352, 78, 50])) +
        ellipse(0, 6, 7, 5.5, c.chance(0.7) ? '#fbf7f4' : hex([352, 78, 50])) +
        ellipse(-6, -8, 3, 5, hex([352, 78, 44])),
    );
  });
  return s;
};

const knockOutRose: PlantFn = (c) => {
  const fol: HSL = c.vary([128, 36, 28], 3, 4, 4);
  const fl: HSL = c.vary([345, 70, 50], 3, 4, 5);
  let s = shrubDome(c, fol, 170, 140, 10);
  // Leaf texture on the edge.
  for (let k = 0; k < 26; k++) {
    const a = c.r(-100, 100);
    const [x, y] = polar(a, c.r(0.8, 1) * 150);
    s += leaf(x * 1.1, y * 0.95 - 120, a + c.r(-20, 20), c.r(30, 42), 13, c.vary(fol, 4, 2, 3), { veins: 2 });
  }
  s += scatterOnDome(c, 150, 125, 10, c.i(6, 9), (x, y) => rose(x, y, c.r(24, 33), c.vary(fl, 4, 2, 3), c.r(0, 72)));
  for (let k = 0; k < 4; k++) {
    const [x, y] = [c.r(-140, 140), c.r(-260, -60)];
    s += circle(x, y, 8, hex(tone(fl, -10))) + path(`M${f(x - 8)} ${f(y + 2)}q8 10 16 0`, hex(fol));
  }
  return s;
};

const coreopsis: PlantFn = (c) => {
  const fol: HSL = c.vary([95, 35, 46], 3, 4, 4);
  const fl: HSL = c.vary([52, 82, 76], 2, 3, 3);
  let s = '';
  const blooms: { s: string; z: number }[] = [];
  for (let k = 0; k < c.i(15, 21); k++) {
    const a = c.r(-55, 55);
    const h = c.r(180, 280) * (1 - Math.abs(a) / 200);
    const [x, y] = polar(a, h);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.3)} ${f(y * 0.6)} ${f(x)} ${f(y)}`, hex(tone(fol, -6)), 2);
    blooms.push({ s: daisy(x, y, c.r(22, 30), 8, fl, [38, 70, 48], c.r(0, 45), c.r(0.7, 1)), z: y });
  }
  let fine = '';
  for (let k = 0; k < 110; k++) {
    const a = c.r(-80, 80);
    const L = c.r(60, 150) * (1 - Math.abs(a) / 170);
    const [x, y] = polar(a, L);
    fine += `M${f(x * 0.1)} 0Q${f(x * 0.4 + c.r(-10, 10))} ${f(y * 0.6)} ${f(x)} ${f(y)}`;
  }
  s += stroke(fine, hex(fol), 2.2) + stroke(fine.slice(0, fine.length / 2), hex(tone(fol, 10)), 1.6);
  blooms.sort((p, q) => p.z - q.z);
  return s + blooms.map((b) => b.s).join('');
};

const lantana: PlantFn = (c) => {
  const fol: HSL = c.vary([112, 34, 34], 3, 4, 4);
  const fl: HSL = c.vary([46, 95, 56], 2, 3, 3);
  let s = shrubDome(c, fol, 175, 120, 0);
  for (let k = 0; k < 22; k++) {
    const a = c.r(-100, 100);
    const [x, y] = polar(a, c.r(0.85, 1) * 140);
    s += leaf(x * 1.2, y * 0.85 - 95, a + c.r(-20, 20), c.r(30, 40), 12, c.vary(fol, 4, 2, 3), { veins: 2 });
  }
  s += scatterOnDome(c, 165, 120, 0, c.i(13, 18), (x, y) => {
    let cl = circle(0, 0, 19, hex(tone(fl, -12, 0, -12)));
    for (let q = 0; q < 10; q++) {
      const a = (q / 10) * 360;
      const [px, py] = polar(a, q < 7 ? 14 : 6);
      cl +=
        circle(px, py, 6.5, hex(q < 7 ? fl : tone(fl, -8, 0, -10))) + circle(px, py, 1.5, hex(tone(fl, -25, 0, -15)));
    }
    return g(tr(x, y, 0, 1, 0.85), cl);
  });
  return s;
};

const esperanza: PlantFn = (c) => {
  const fol: HSL = c.vary([108, 42, 34], 3, 4, 4);
  const fl: HSL = c.vary([50, 95, 56], 2, 3, 3);
  let s = '';
  const stems: Pt[] = [];
  for (let k = 0; k < 9; k++) {
    const a = -48 + k * 12 + c.r(-5, 5);
    const h = c.r(260, 360) * (1 - Math.abs(a) / 160);
    const [x, y] = polar(a, h);
    stems.push([x, y]);
    s += stroke(`M${f(x * 0.1)} 0Q${f(x * 0.2)} ${f(y * 0.5)} ${f(x)} ${f(y)}`, hex([80, 25, 38]), 3.5);
    for (let q = 0; q < 7; q++) {
      const t = 0.25 + q * 0.11;
      const side = q % 2 ? 1 : -1;
      s += leaf(x * t, y * t, a + side * c.r(45, 75), c.r(55, 75), 11, c.vary(fol, 4, 2, 3), { bend: side * 0.1 });
    }
  }
  for (const [x, y] of stems) {
    const n = c.i(3, 6);
    for (let q = 0; q < n; q++) {
      const rot = c.r(-70, 70) + 180;
      const trumpet = `M-3 0L3 0C4 14 7 24 15 32Q0 40 -15 32C-7 24 -4 14 -3 0Z`;
      s += g(
        tr(x + c.r(-14, 14), y + c.r(-10, 10), rot),
        path(trumpet, hex(c.vary(fl, 3, 2, 2))) + stroke('M0 8L0 30M-6 28L-2 16M6 28L2 16', hex([32, 90, 50]), 1.5),
      );
    }
  }
  return s;
};

const hibiscus: PlantFn = (c) => {
  const fol: HSL = c.vary([132, 46, 26], 3, 4, 4);
  const fl: HSL = c.pick<HSL>([
    [354, 80, 52],
    [8, 85, 62],
    [338, 72, 64],
    [28, 90, 60],
  ]);
  let s = shrubDome(c, fol, 170, 135, 10);
  for (let k = 0; k < 28; k++) {
    const a = c.r(-110, 110);
    const [x, y] = polar(a, c.r(0.7, 1) * 150);
    s += leaf(x * 1.1, y * 0.9 - 115, a + c.r(-20, 20), c.r(50, 66), 21, c.vary(fol, 4, 2, 3), { veins: 3 });
  }
  const petalFill = c.radial(
    [
      [0, tone(fl, -22, 5, -8)],
      [0.25, tone(fl, -8)],
      [1, tone(fl, 6)],
    ],
    0.5,
    1,
    1,
  );
  const nf = c.i(2, 3);
  const pos: Pt[] =
    nf === 2
      ? [
          [-65, -175],
          [75, -130],
        ]
      : [
          [-85, -150],
          [70, -200],
          [40, -85],
        ];
  for (const [px, py] of pos) {
    const r = c.r(58, 72);
    let fs = '';
    const off = c.r(0, 72);
    for (let k = 0; k < 5; k++) {
      fs += g(
        `rotate(${f(off + k * 72)})`,
        path(
          `M0 0C${f(r * 0.55)} ${f(-r * 0.25)} ${f(r * 0.75)} ${f(-r * 0.95)} 0 ${f(-r)}C${f(-r * 0.75)} ${f(-r * 0.95)} ${f(-r * 0.55)} ${f(-r * 0.25)} 0 0Z`,
          petalFill,
        ) +
          stroke(
            `M0 -6L0 ${f(-r * 0.7)}M0 -6L${f(r * 0.2)} ${f(-r * 0.6)}M0 -6L${f(-r * 0.2)} ${f(-r * 0.6)}`,
            hex(tone(fl, -12)),
            1.2,
            ' opacity="0.5"',
          ),
      );
    }
    const sa = c.r(-40, 40);
    const [ex, ey] = polar(sa, r * 0.75);
    fs += stroke(`M0 0L${f(ex)} ${f(ey)}`, hex(tone(fl, 10)), 4) + circle(ex, ey, 5, hex([48, 90, 60]));
    s += g(tr(px + c.r(-10, 10), py + c.r(-10, 10), 0, 1, c.r(0.85, 1)), fs);
  }
  return s;
};

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

function tree(o: TreeOpts): PlantFn {
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

function inCanopy(
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

const sabalPalm: PlantFn = (c) => {
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

const featherGrass: PlantFn = (c) => {
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

const redYucca: PlantFn = (c) => {
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

// -- herbs

const basil: PlantFn = (c) => {
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

const rosemary: PlantFn = (c) => {
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

const pepper: PlantFn = (c) => {
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

const mintMarigold: PlantFn = (c) => {
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

const roseGeranium: PlantFn = (c) => {
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

const cilantro: PlantFn = (c) => {
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

const meyerLemon = tree({
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

const turksCap: PlantFn = (c) => {
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

const PLANTS: Record<string, PlantFn> = {
  monstera,
  turksCap,
  heartleaf: trailing(false),
  pothos: trailing(true),
  fiddle: trunkPlant('fiddle'),
  rubber: trunkPlant('rubber'),
  snake: snakePlant,
  zz: zzPlant,
  peaceLily,
  birdOfParadise,
  pilea,
  echeveria,
  agave,
  aloe,
  jade,
  pricklyPear,
  barrelCactus,
  stringOfPearls,
  lavender: spikes([268, 42, 58], [110, 14, 55], 'lavender'),
  blueSage: spikes([238, 48, 54], [100, 22, 50], 'sage'),
  hotLips,
  knockOutRose,
  coreopsis,
  lantana,
  esperanza,
  hibiscus,
  liveOak: tree({ col: [105, 30, 30], rx: 240, ry: 125, cy: -300, trunks: 1, trunkW: 34, bark: [28, 20, 32] }),
  cedarElm: tree({ col: [92, 34, 38], rx: 150, ry: 185, cy: -300, trunks: 1, bark: [30, 15, 40] }),
  japaneseMaple: (c) => {
    const col = c.vary([354, 56, 36], 3, 4, 4);
    const bark: HSL = [15, 20, 28];
    let s = path('M-11 0C-10 -60 -8 -120 -5 -170L5 -170C8 -120 10 -60 11 0Z', hex(bark));
    const spots: [number, number, number, number][] = [
      [-150, -215, 105, 62],
      [150, -225, 100, 60],
      [-85, -285, 110, 68],
      [90, -295, 110, 66],
      [0, -345, 110, 70],
      [0, -245, 120, 70],
    ];
    for (const [x, y] of spots.slice(0, 4)) {
      s += stroke(`M0 -150Q${f(x * 0.4)} ${f(y * 0.8)} ${f(x)} ${f(y + 20)}`, hex(bark), 7);
    }
    const star = (x: number, y: number, r: number, cc: HSL, rot: number): string => {
      let d = '';
      for (let k = -3; k <= 3; k++) {
        const a = rot + k * 36;
        d += g(`rotate(${f(a)})`, path(leafD(r * (1 - Math.abs(k) * 0.12), r * 0.22), hex(cc)));
      }
      return g(tr(x, y), d);
    };
    c.shuffle(spots);
    for (const [x, y, rx, ry] of spots) {
      const cc = c.vary(col, 5, 3, 4);
      s += canopy(c, x + c.r(-15, 15), y + c.r(-10, 10), rx, ry, cc, 14);
    }
    for (let k = 0; k < 22; k++) {
      const a = c.r(-100, 100);
      const [x, y] = polar(a, 1);
      s += star(x * c.r(190, 240), -250 + y * c.r(110, 140), c.r(22, 30), c.vary(col, 6, 3, 5), a);
    }
    return s;
  },
  crapeMyrtle: tree({
    col: [110, 34, 36],
    rx: 190,
    ry: 145,
    cy: -320,
    trunks: 4,
    bark: [24, 35, 58],
    extra: (c) =>
      inCanopy(c, { cy: -330, rx: 175, ry: 130 }, c.i(9, 12), (x, y) => {
        let p = '';
        for (let q = 0; q < 14; q++) {
          const t = q / 14;
          p += circle(x + c.r(-1, 1) * 16 * (1 - t), y - t * 46, 7 * (1 - t * 0.4), hex(c.vary([40, 35, 96], 2, 2, 2)));
        }
        return p;
      }),
  }),
  mountainLaurel: tree({
    col: [128, 34, 26],
    rx: 180,
    ry: 145,
    cy: -290,
    trunks: 3,
    bark: [25, 15, 35],
    extra: (c) =>
      inCanopy(c, { cy: -280, rx: 160, ry: 125 }, c.i(9, 12), (x, y) => {
        let p = '';
        for (let q = 0; q < 14; q++) {
          const t = q / 14;
          p += circle(
            x + c.r(-1, 1) * 14 * (1 - t),
            y + t * 44,
            7.5 * (1 - t * 0.45),
            hex(c.vary([272, 48, 54], 5, 3, 3)),
          );
        }
        return p;
      }),
  }),
  meyerLemon,
  sabalPalm,
  boxwood: (c) => shrubDome(c, c.vary([96, 44, 36], 2, 3, 3), 175, 145, 0),
  yaupon: (c) => {
    const s = shrubDome(c, c.vary([132, 30, 27], 2, 3, 3), 180, 140, 0);
    return (
      s +
      scatterOnDome(
        c,
        175,
        140,
        0,
        34,
        (x, y) => circle(x, y, 6, hex([2, 72, 46])) + circle(x - 2, y - 2, 2, '#fff', ' opacity="0.6"'),
      )
    );
  },
  texasSage: (c) => {
    const s = shrubDome(c, c.vary([115, 9, 62], 2, 3, 3), 180, 140, 0);
    return (
      s +
      scatterOnDome(c, 175, 140, 0, 40, (x, y) =>
        daisy(x, y, c.r(9, 12), 5, c.vary([302, 48, 60], 4, 3, 4), [300, 40, 40], c.r(0, 72)),
      )
    );
  },
  featherGrass,
  redYucca,
  basil,
  rosemary,
  pepper,
  mintMarigold,
  roseGeranium,
  cilantro,
};

// ---------------------------------------------------------------------------------------------------------------
// Scene

const BACKGROUNDS: Record<Category, readonly [HSL, HSL]> = {
  deals: [
    [24, 72, 93],
    [16, 52, 85],
  ],
  indoor: [
    [105, 24, 93],
    [125, 18, 83],
  ],
  outdoor: [
    [185, 32, 93],
    [155, 20, 84],
  ],
  succulents: [
    [38, 48, 93],
    [28, 34, 85],
  ],
  flowering: [
    [345, 55, 95],
    [330, 32, 87],
  ],
  herbs: [
    [72, 42, 92],
    [88, 26, 84],
  ],
  care: [
    [36, 22, 93],
    [28, 16, 84],
  ],
  seeds: [
    [48, 68, 92],
    [40, 46, 84],
  ],
  planters: [
    [255, 22, 94],
    [245, 14, 85],
  ],
};

interface Potted {
  plant: PlantFn;
  potW?: number;
  potH?: number;
  pot?: Partial<PotStyle> & { name?: string };
  hanging?: boolean;
}

const TREE_POT: Partial<Potted> = { potW: 215, potH: 165 };
const SHRUB_POT: Partial<Potted> = { potW: 235, potH: 175 };
const POT_SIZES: Record<string, Partial<Potted>> = {
  liveOak: TREE_POT,
  cedarElm: TREE_POT,
  japaneseMaple: TREE_POT,
  crapeMyrtle: TREE_POT,
  mountainLaurel: TREE_POT,
  meyerLemon: TREE_POT,
  sabalPalm: TREE_POT,
  boxwood: SHRUB_POT,
  yaupon: SHRUB_POT,
  texasSage: SHRUB_POT,
  hotLips: SHRUB_POT,
  turksCap: SHRUB_POT,
  knockOutRose: SHRUB_POT,
  lantana: SHRUB_POT,
  hibiscus: SHRUB_POT,
  pepper: { potW: 230, potH: 175 },
  heartleaf: { potW: 230, potH: 120, hanging: true, pot: { shape: 'bowl' } },
  stringOfPearls: { potW: 230, potH: 120, hanging: true, pot: { shape: 'bowl' } },
  pothos: { potW: 230, potH: 185 },
  echeveria: { potW: 225, potH: 150 },
  barrelCactus: { potW: 270, potH: 165, pot: { name: 'terracotta', shape: 'taper' } },
  agave: { potW: 250, potH: 185 },
  pilea: { potW: 230, potH: 175 },
  basil: { potW: 220, potH: 170 },
  cilantro: { potW: 220, potH: 170 },
  birdOfParadise: { potW: 255, potH: 200 },
};

function drawPotted(c: Ctx, cat: Category, spec: Potted, cx = 400, bottom = 705): string {
  const w = spec.potW ?? 250;
  const h = spec.potH ?? 190;
  const base = pickPotStyle(c, cat, spec.pot?.name);
  const st: PotStyle = { ...base, ...spec.pot };
  if (spec.hanging) {
    const top = 250;
    const hook: Pt = [cx, 40];
    let s = c.shadow(cx, 740, w * 0.5, 14, 0.18);
    s += stroke(`M${f(cx)} ${f(top - 8)}L${f(hook[0])} ${f(hook[1])}`, '#8a7c6c', 2.5, ' opacity="0.7"');
    s += pot(c, cx, top, w, h, st) + soil(cx, top, w);
    s += stroke(`M${f(cx - w / 2)} ${f(top)}L${f(hook[0])} ${f(hook[1])}L${f(cx + w / 2)} ${f(top)}`, '#8a7c6c', 2.5);
    s += circle(hook[0], hook[1] - 8, 9, 'none', ' stroke="#8a7c6c" stroke-width="3"');
    s += g(tr(cx, top + w * 0.02, 0, w / 250), spec.plant(c));
    return s;
  }
  const top = bottom - h;
  let s = c.shadow(cx, bottom + 2, w * 0.62);
  s += pot(c, cx, top, w, h, st);
  s += soil(cx, top, w);
  s += g(tr(cx, top + w * 0.02, 0, w / 250), spec.plant(c));
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeds: a packet with a small painting of the plant, seeds scattered in front.

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

function seedPacket(c: Ctx, key: string): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Care products

function label(x: number, y: number, w: number, h: number, col: HSL, accent: HSL, icon: string): string {
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="14" fill="${hex(col)}"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.14)}" rx="6" fill="${hex(accent)}"/>`;
  s += g(tr(x + w / 2, y + h * 0.5), icon);
  s += `<rect x="${f(x + w * 0.15)}" y="${f(y + h * 0.8)}" width="${f(w * 0.7)}" height="${f(h * 0.06)}" rx="${f(h * 0.03)}" fill="${hex(accent)}"/>`;
  s += `<rect x="${f(x + w * 0.25)}" y="${f(y + h * 0.9)}" width="${f(w * 0.5)}" height="${f(h * 0.035)}" rx="${f(h * 0.02)}" fill="${hex(tone(col, -25))}"/>`;
  return s;
}

function bag(c: Ctx, body: HSL, labelCol: HSL, accent: HSL, icon: string): string {
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

const sproutIcon = (col: HSL): string =>
  path('M-60 40Q0 10 60 40Z', hex([28, 35, 32])) +
  stroke('M0 30Q0 0 0 -20', hex(col), 5) +
  leaf(0, -10, -55, 48, 16, col) +
  leaf(0, -18, 50, 42, 14, tone(col, 6));

const cactusIcon = (): string =>
  path('M-34 18L34 18L26 58L-26 58Z', hex([18, 52, 54])) +
  `<rect x="-40" y="10" width="80" height="14" rx="4" fill="${hex([18, 52, 60])}"/>` +
  `<rect x="-14" y="-52" width="28" height="66" rx="14" fill="${hex([120, 30, 40])}"/>` +
  stroke('M-14 -6L-30 -6L-30 -30M14 -16L28 -16L28 -36', hex([120, 30, 40]), 12);

function pile(c: Ctx, cx: number, cy: number, w: number, col: HSL, speck: HSL): string {
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

function tub(c: Ctx): string {
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

function jug(c: Ctx): string {
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

function shears(c: Ctx): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Planters

function planter(c: Ctx, key: string): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Deals: price tag and bundles

function tag(c: Ctx, x: number, y: number, rot: number, attach: Pt): string {
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

function jasmineFlat(c: Ctx): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Choosing a drawing for a plant

const RULES: readonly (readonly [RegExp, string])[] = [
  [/monstera/i, 'monstera'],
  [/heartleaf|philodendron/i, 'heartleaf'],
  [/pothos|epipremnum/i, 'pothos'],
  [/fiddle|lyrata/i, 'fiddle'],
  [/rubber|elastica/i, 'rubber'],
  [/snake plant|trifasciata|sansevieria/i, 'snake'],
  [/zz plant|zamioculcas/i, 'zz'],
  [/peace lily|spathiphyllum/i, 'peaceLily'],
  [/bird of paradise|strelitzia/i, 'birdOfParadise'],
  [/money plant|pilea/i, 'pilea'],
  [/echeveria/i, 'echeveria'],
  [/agave/i, 'agave'],
  [/aloe/i, 'aloe'],
  [/jade|crassula/i, 'jade'],
  [/prickly pear|opuntia/i, 'pricklyPear'],
  [/barrel|echinocactus/i, 'barrelCactus'],
  [/string of pearls|rowleyanus/i, 'stringOfPearls'],
  [/lavender|lavandula/i, 'lavender'],
  [/mealy blue|salvia farinacea/i, 'blueSage'],
  [/hot lips|salvia microphylla/i, 'hotLips'],
  [/malvaviscus|turk/i, 'turksCap'],
  [/geranium|pelargonium/i, 'roseGeranium'],
  [/\brosa?\b|\brose\b/i, 'knockOutRose'],
  [/coreopsis/i, 'coreopsis'],
  [/lantana/i, 'lantana'],
  [/esperanza|tecoma/i, 'esperanza'],
  [/hibiscus/i, 'hibiscus'],
  [/live oak|quercus/i, 'liveOak'],
  [/texas sage|leucophyllum/i, 'texasSage'],
  [/crape myrtle|lagerstroemia/i, 'crapeMyrtle'],
  [/\belm\b|ulmus/i, 'cedarElm'],
  [/mountain laurel|dermatophyllum/i, 'mountainLaurel'],
  [/holly|ilex/i, 'yaupon'],
  [/feathergrass|nassella/i, 'featherGrass'],
  [/red yucca|hesperaloe/i, 'redYucca'],
  [/maple|acer\b/i, 'japaneseMaple'],
  [/palm|sabal/i, 'sabalPalm'],
  [/boxwood|buxus/i, 'boxwood'],
  [/jasmine|trachelospermum/i, 'jasmine'],
  [/basil|ocimum/i, 'basil'],
  [/rosemary/i, 'rosemary'],
  [/pepper|capsicum/i, 'pepper'],
  [/marigold|tagetes/i, 'mintMarigold'],
  [/lemon|citrus/i, 'meyerLemon'],
  [/cilantro|coriandrum/i, 'cilantro'],
  [/bluebonnet|lupinus/i, 'bluebonnet'],
  [/blanket|gaillardia/i, 'blanket'],
  [/zinnia/i, 'zinnia'],
  [/tomato|solanum/i, 'tomato'],
  [/sunflower|helianthus/i, 'sunflower'],
  [/compost/i, 'compost'],
  [/potting mix|soil/i, 'pottingMix'],
  [/seaweed|liquid/i, 'seaweed'],
  [/plant food|granul|fertili[sz]er/i, 'plantFood'],
  [/shears|pruner|secateur/i, 'shears'],
  [/glazed|ceramic/i, 'cobalt'],
  [/terracotta|saucer/i, 'saucer'],
  [/self-watering/i, 'selfWatering'],
  [/macram/i, 'macrame'],
  [/raised|garden bed/i, 'raisedBed'],
];

const FALLBACK: Record<Category, string> = {
  deals: 'pothos',
  indoor: 'pothos',
  outdoor: 'boxwood',
  succulents: 'echeveria',
  flowering: 'coreopsis',
  herbs: 'basil',
  seeds: 'flower',
  care: 'compost',
  planters: 'saucer',
};

function keyFor(text: string): string | undefined {
  return RULES.find(([re]) => re.test(text))?.[1];
}

function subject(c: Ctx, p: DemoPlant): string {
  const key = keyFor(p.plant_name) ?? keyFor(p.scientific_name) ?? FALLBACK[p.category];
  const potted = (k: string, cx?: number, bottom?: number): string => {
    const plant = PLANTS[k] ?? PLANTS[FALLBACK[p.category]] ?? PLANTS.pothos!;
    return drawPotted(c, p.category, { plant, ...POT_SIZES[k] }, cx, bottom);
  };
  switch (p.category) {
    case 'seeds':
      return seedPacket(c, key);
    case 'care': {
      if (key === 'shears') return shears(c);
      if (key === 'seaweed') return jug(c);
      if (key === 'plantFood') return tub(c);
      if (key === 'pottingMix') {
        return (
          bag(c, c.vary([22, 48, 60], 3, 4, 3), [40, 35, 94], [20, 50, 45], cactusIcon()) +
          pile(c, 590, 712, 90, [30, 30, 46], [35, 20, 75])
        );
      }
      return (
        bag(c, c.vary([32, 34, 62], 3, 4, 3), [45, 30, 94], [120, 38, 34], sproutIcon([105, 48, 40])) +
        pile(c, 215, 712, 95, [25, 35, 22], [30, 40, 40])
      );
    }
    case 'planters':
      return planter(c, key);
    case 'deals': {
      if (key === 'jasmine') return jasmineFlat(c);
      if (/bundle/i.test(p.plant_name)) {
        const keys = [
          ...new Set(
            p.scientific_name
              .split(',')
              .map((n) => keyFor(n.trim()))
              .filter((k) => k !== undefined),
          ),
        ];
        let s = '';
        const n = keys.length;
        keys.forEach((k, i) => {
          const x = n === 1 ? 400 : 175 + (450 * i) / (n - 1);
          const sc = n > 3 ? (i % 2 ? 0.56 : 0.5) : i === Math.floor(n / 2) ? 0.7 : 0.6;
          s += g(`translate(${f(x)} 712) scale(${sc}) translate(-400 -705)`, potted(k));
        });
        return s + tag(c, 470, 640, 70, [440, 615]);
      }
      const s = potted(key);
      return s + tag(c, 555, 560, 72, [505, 525]);
    }
    default:
      return potted(key);
  }
}

const FILTERS =
  '<filter id="soft" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="12"/></filter><filter id="softer" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="5"/></filter>';

/** Bounding box of the subject in canvas units, measured by rendering it alone on a transparent canvas. */
async function measure(p: DemoPlant): Promise<[number, number, number, number]> {
  const c = new Ctx(mulberry32(hashString(p.plant_name)));
  c.measuring = true;
  const body = subject(c, p);
  const px = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="-400 -400 1600 1600"><defs>${FILTERS}${c.defs.join('')}</defs>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 24) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  const k = 1600 / px;
  return [x0 * k - 400, y0 * k - 400, (x1 + 1) * k - 400, (y1 + 1) * k - 400];
}

async function render(p: DemoPlant): Promise<string> {
  const [bx0, by0, bx1, by1] = await measure(p);
  const c = new Ctx(mulberry32(hashString(p.plant_name)));
  // Scale and centre the subject: at most 600 tall and 650 wide, a little above the middle, standing low.
  const s = Math.min(
    p.category === 'planters' || p.category === 'care' ? 1.1 : 1.3,
    600 / (by1 - by0),
    650 / (bx1 - bx0),
  );
  const height = s * (by1 - by0);
  const bottomY = Math.min(405 + height / 2, 722);
  const fit = `translate(${f(400 - (s * (bx0 + bx1)) / 2)} ${f(bottomY - height - s * by0)}) scale(${f2(s)})`;
  const bc = new Ctx(mulberry32(hashString(`${p.plant_name}/background`)));
  const [bgTop, bgBottom] = BACKGROUNDS[p.category];
  const top = bc.vary(bgTop, 1.5, 5, 4);
  const bottom = bc.vary(bgBottom, 1.5, 5, 4);
  c.shadowCol = hex(tone(bottom, -48, 5));
  const body = subject(c, p);
  const bg = c.lin(
    [
      [0, top],
      [1, bottom],
    ],
    0,
    0,
    0,
    1,
  );
  const glow = c.radial(
    [
      [0, '#ffffff', 0.6],
      [0.6, '#ffffff', 0.2],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.44,
    0.5,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${FILTERS}${c.defs.join('')}</defs><rect width="${SIZE}" height="${SIZE}" fill="${bg}"/><rect width="${SIZE}" height="${SIZE}" fill="${glow}"/><g transform="${fit}">${body}</g></svg>`;
}

async function main(): Promise<void> {
  const filter = process.argv[2]?.toLowerCase();
  mkdirSync(OUT_DIR, { recursive: true });
  const names = new Set<string>();
  for (const p of DEMO_PLANTS) {
    if (names.has(p.image)) throw new Error(`Duplicate image name ${p.image}`);
    names.add(p.image);
    if (filter && !p.image.includes(filter) && !p.plant_name.toLowerCase().includes(filter)) continue;
    const svg = await render(p);
    if (process.env.DUMP_SVG) console.log(svg);
    await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(join(OUT_DIR, p.image));
  }
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const file of readdirSync(OUT_DIR)) {
    if (!file.endsWith('.webp')) continue;
    const size = statSync(join(OUT_DIR, file)).size;
    total += size;
    min = Math.min(min, size);
    max = Math.max(max, size);
  }
  console.log(
    `${names.size} plants; images total ${(total / 1024).toFixed(0)} KB (min ${(min / 1024).toFixed(1)} KB, max ${(max / 1024).toFixed(1)} KB)`,
  );
}

await main();
