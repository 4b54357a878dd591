// The drawing context: seeded randomness plus the <defs> (gradients, clips, masks) one picture collects.

import { f, type HSL, hex, tone } from './color.ts';

type Stop = readonly [number, HSL | string, number?];

export class Ctx {
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
