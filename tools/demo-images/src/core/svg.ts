// SVG element builders and cubic-curve geometry.

import { f, type Pt, rad } from './color.ts';

export const tr = (x: number, y: number, rot = 0, sx = 1, sy = sx): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${sx !== 1 || sy !== 1 ? ` scale(${f2(sx)} ${f2(sy)})` : ''}`;
export const f2 = (n: number): string => String(Math.round(n * 1000) / 1000);
export const g = (transform: string, body: string, extra = ''): string =>
  `<g transform="${transform}"${extra}>${body}</g>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, col: string, w: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}
/** Direction of a cubic at t as a rotation where 0 = pointing up (−y), clockwise positive. */
export function cubicRot(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): number {
  const u = 1 - t;
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}
export const cubicD = (p0: Pt, p1: Pt, p2: Pt, p3: Pt): string =>
  `M${f(p0[0])} ${f(p0[1])}C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}`;
/** Point at distance len from origin in direction rot (0 = up). */
export const polar = (rot: number, len: number): Pt => [Math.sin(rad(rot)) * len, -Math.cos(rad(rot)) * len];
