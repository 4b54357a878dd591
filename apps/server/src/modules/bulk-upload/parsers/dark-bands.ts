// Light text on a dark filled band (a header row printed white on a dark fill) turned to dark text on white: the
// text recogniser skips a solid dark block, and a list whose column names are on one is read without its header.
import type { Pixels } from './threshold.ts';

/** Darker than this (0-255) is the band's fill (or ink). */
const DARK = 110;
/** Share of a run's pixels that are dark for it to be fill: light letters take at most about half of it. */
const FILL = 0.55;
/** A band is at least this many pixels high (a thick rule is thinner) ... */
const MIN_HEIGHT = 14;
/** ... and at most this share of the page's height (a dark desk or picture is bigger). */
const MAX_HEIGHT_SHARE = 0.12;

/** The longest stretch of a pixel row that is mostly dark, white gaps up to `gap` wide bridged (the light letters). */
function darkStretch(data: Buffer, width: number, y: number, gap: number): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  let last = -1;
  let dark = 0;
  const close = () => {
    if (start >= 0 && dark >= FILL * (last - start + 1) && (!best || last - start > best[1] - best[0]))
      best = [start, last];
  };
  for (let x = 0; x < width; x++) {
    if (data[y * width + x]! >= DARK) continue;
    if (start >= 0 && x - last > gap) {
      close();
      start = -1;
    }
    if (start < 0) [start, dark] = [x, 0];
    last = x;
    dark++;
  }
  close();
  return best;
}

/**
 * Every dark band, a quarter of the page wide or more and a text line high, turned light (its pixels inverted):
 * its light letters become dark ones on white. Bands touching the page's left and right edges both are left alone
 * (a desk or the page's shadow, not a printed fill).
 */
export function invertDarkBands(page: Pixels): Pixels & { bands: number } {
  const { data, width, height } = page;
  const gap = Math.max(6, Math.round(width / 80));
  const stretches = Array.from({ length: height }, (_, y) => {
    const stretch = darkStretch(data, width, y, gap);
    return stretch && stretch[1] - stretch[0] + 1 >= width / 4 ? stretch : null;
  });
  const out = Buffer.from(data);
  let bands = 0;
  for (let y = 0; y < height; ) {
    if (!stretches[y]) {
      y++;
      continue;
    }
    let end = y;
    while (end + 1 < height && stretches[end + 1]) end++;
    const rows = stretches.slice(y, end + 1) as [number, number][];
    const sorted = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const left = sorted(rows.map((row) => row[0]));
    const right = sorted(rows.map((row) => row[1]));
    const high = end - y + 1;
    if (high >= MIN_HEIGHT && high <= MAX_HEIGHT_SHARE * height && !(left <= 1 && right >= width - 2)) {
      bands++;
      for (let row = y; row <= end; row++) {
        for (let x = left; x <= right; x++) out[row * width + x] = 255 - data[row * width + x]!;
      }
      // The band's blurred edge just above and below it whitened: left dark, it would read as a rule.
      for (const row of [y - 2, y - 1, end + 1, end + 2]) {
        if (row >= 0 && row < height) out.fill(255, row * width + left, row * width + right + 1);
      }
    }
    y = end + 1;
  }
  return { data: out, width, height, bands };
}
