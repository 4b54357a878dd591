// Numbers and colours: HSL helpers, rounding for SVG output, and the seeded PRNG.

export type HSL = readonly [number, number, number];
export type Pt = readonly [number, number];

export const f = (n: number): string => String(Math.round(n * 10) / 10);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
export const rad = (deg: number): number => (deg * Math.PI) / 180;

export function hex(c: HSL): string {
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
export const tone = (c: HSL, dl: number, ds = 0, dh = 0): HSL => [
  c[0] + dh,
  clamp(c[1] + ds, 0, 100),
  clamp(c[2] + dl, 0, 100),
];

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
