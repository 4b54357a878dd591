import type { Pixels } from './threshold.ts';

// A page photographed a little from one side is a four-sided shape, not a rectangle: its corners, once found, are
// mapped back onto a rectangle (a projective transform), so rows and rules run straight across the page again.

export type Point = readonly [number, number];
/** Corners in order: top left, top right, bottom right, bottom left. */
export type Quad = readonly [Point, Point, Point, Point];

/** Solves a linear system by Gaussian elimination with partial pivoting; null when it is singular. */
function solve(matrix: number[][], values: number[]): number[] | null {
  const size = values.length;
  const rows = matrix.map((row, index) => [...row, values[index]!]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    }
    if (Math.abs(rows[pivot]![column]!) < 1e-12) return null;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const factor = rows[row]![column]! / rows[column]![column]!;
      for (let k = column; k <= size; k++) rows[row]![k]! -= factor * rows[column]![k]!;
    }
  }
  return rows.map((row, index) => row[size]! / row[index]!);
}

/**
 * The projective transform taking each of `from`'s corners to the same corner of `to`, as a function of a point;
 * null for degenerate corners (three in a line).
 */
export function homography(from: Quad, to: Quad): ((x: number, y: number) => Point) | null {
  const matrix: number[][] = [];
  const values: number[] = [];
  for (let index = 0; index < 4; index++) {
    const [x, y] = from[index]!;
    const [u, v] = to[index]!;
    matrix.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    values.push(u);
    matrix.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    values.push(v);
  }
  const h = solve(matrix, values);
  if (!h) return null;
  return (x, y) => {
    const w = h[6]! * x + h[7]! * y + 1;
    return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
  };
}

/** Distance between two points. */
const length = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * The part of `image` inside `quad` drawn onto an upright rectangle as wide as the quad's top and bottom edges on
 * average (times `scale`) and as tall as its sides, sampled bilinearly; outside the image is white.
 */
export function unwarp(image: Pixels, quad: Quad, scale = 1): Pixels {
  const width = Math.max(1, Math.round(((length(quad[0], quad[1]) + length(quad[3], quad[2])) / 2) * scale));
  const height = Math.max(1, Math.round(((length(quad[0], quad[3]) + length(quad[1], quad[2])) / 2) * scale));
  const target: Quad = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  // Each output pixel is looked up in the photo (the inverse transform), so every one gets a value.
  const back = homography(target, quad);
  const out = Buffer.alloc(width * height, 255);
  if (!back) return { data: out, width, height };
  const { data, width: w, height: h } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = back(x, y);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const at = y0 * w + x0;
      out[y * width + x] = Math.round(
        (1 - fy) * ((1 - fx) * data[at]! + fx * data[at + 1]!) +
          fy * ((1 - fx) * data[at + w]! + fx * data[at + w + 1]!),
      );
    }
  }
  return { data: out, width, height };
}
