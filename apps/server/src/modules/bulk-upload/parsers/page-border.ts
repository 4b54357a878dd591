import type { Sharp } from 'sharp';
import type { Quad } from './perspective.ts';
import { otsu } from './threshold.ts';

// A photographed page lies on a darker surface (a desk) that reaches the image's edges; a scan or a screenshot is
// paper to the edge. Seen small and blurred, the page is one bright area and the desk a darker ring around it:
// found this way, a photo is told from a scan however clean and sharp it is (a noisy photo is also told by its grain).

/** Width the page is looked for at: its edges, not its text, matter. */
const LOOK_WIDTH = 200;
/** Page and desk must differ this much in grey level (0-255) for the desk to be a desk, not a shadow. */
const MIN_CONTRAST = 45;
/** Cells either way a page's edge is looked for around a cell (its blurred edge spans 3-4 cells). */
const EDGE_REACH = 3;
/** How much more page (as a share) the desk flooded short of page edges must leave to be taken: a shadowed part. */
const SHADOWED_MORE = 1.1;

/** Which parts of an image are desk, on a coarse grid (1 = desk) over the whole image. */
export interface DeskMap {
  desk: Uint8Array;
  /** The image's grey levels on the same grid. */
  grey: Uint8Array;
  /** A shadow lies across the page (its paper as dark as the desk in part): see `findDesk`. */
  shadowed?: boolean;
  /** The page is turned or seen from the side too far to fill its bounding box: it is flattened by its corners. */
  angled?: boolean;
  width: number;
  height: number;
}

/**
 * The desk around a photographed page, or null when there is none (a scan, a screenshot, a page filling the
 * frame). The desk is the darker side of the image's two grey levels reached from its edges; it counts only when
 * most of the image's border is desk, it differs clearly from the page, and the page it leaves is one solid,
 * roughly four-sided area (its bounding box mostly filled) of a sensible size.
 */
export async function findDesk(image: Sharp): Promise<DeskMap | null> {
  const { data, info } = await image
    .clone()
    .resize({ width: LOOK_WIDTH })
    .grayscale()
    .blur(1.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]!++;
  const threshold = otsu(histogram);
  const dark = (index: number) => data[index]! <= threshold;
  const desk = new Uint8Array(width * height);
  // A light frame round the desk (a mount, the paper the page was laid on, the light beyond a desk's edge) reaches
  // the image's edges instead: it is flooded first, and the desk is then the dark ring it encloses.
  const frame = new Uint8Array(width * height);
  const onBorder = (x: number, y: number) => y === 0 || x === 0 || y === height - 1 || x === width - 1;
  let border = 0;
  let borderDark = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!onBorder(x, y)) continue;
      border++;
      if (dark(y * width + x)) borderDark++;
    }
  }
  const framed = borderDark < 0.6 * border;
  if (framed) {
    const seeds: number[] = [];
    for (let index = 0; index < data.length; index++) {
      const x = index % width;
      if (onBorder(x, (index - x) / width) && !dark(index)) seeds.push(index);
    }
    flood(frame, seeds, width, height, (index) => !dark(index));
    let frameCount = 0;
    for (const cell of frame) frameCount += cell;
    // A light area from the edges over half the image is the page itself (a scan, a page filling the frame).
    if (frameCount > 0.5 * frame.length) return null;
  }
  const seeds: number[] = [];
  for (let index = 0; index < data.length; index++) {
    if (!dark(index)) continue;
    const x = index % width;
    const y = (index - x) / width;
    const touching =
      onBorder(x, y) ||
      (framed && (frame[index - 1] || frame[index + 1] || frame[index - width] || frame[index + width]));
    if (touching) seeds.push(index);
  }
  flood(desk, seeds, width, height, dark);
  const found = checkedPage(desk, frame, data, width, height, framed);
  // A shadow across the page (the phone's) makes its paper as dark as the desk, and the desk flooded in over it cuts
  // the page short. A page's edge is a sharp step up from the desk; a shadow's edge is soft: flooded again, where
  // the grey levels nearby span a page's edge the desk takes only the darker half of them, and the shadowed paper
  // beyond stays page. Taken only when that keeps a good part more of the page (elsewhere the two differ by little).
  const [low, high] = nearbyRange(data, width, height, EDGE_REACH);
  const soft = new Uint8Array(width * height);
  flood(
    soft,
    seeds,
    width,
    height,
    (to) => dark(to) && (high[to]! - low[to]! < MIN_CONTRAST || 2 * data[to]! <= low[to]! + high[to]!),
  );
  const pageCount = (map: Uint8Array) => map.reduce((sum, cell, index) => sum + (cell || frame[index] ? 0 : 1), 0);
  if (pageCount(soft) >= SHADOWED_MORE * pageCount(desk)) {
    const wider = checkedPage(soft, frame, data, width, height, framed);
    if (wider) return { ...wider, shadowed: true };
  }
  return found;
}

/**
 * The desk map when the desk flooded leaves one page: the desk a ring round it of some size (when a light frame
 * encloses it), darker than the page by `MIN_CONTRAST`, the page a fair part of the image and filling most of its
 * bounding box (as a page does, even turned a few degrees or seen a little from the side); null otherwise.
 */
function checkedPage(
  flooded: Uint8Array,
  frame: Uint8Array,
  data: Buffer,
  width: number,
  height: number,
  framed: boolean,
): DeskMap | null {
  let deskCount = 0;
  let deskSum = 0;
  let pageSum = 0;
  let pageCount = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let index = 0; index < flooded.length; index++) {
    if (flooded[index]) {
      deskCount++;
      deskSum += data[index]!;
      continue;
    }
    if (frame[index]) continue;
    pageCount++;
    pageSum += data[index]!;
    const x = index % width;
    const y = (index - x) / width;
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  // The desk must be a ring round the page, not a few dark specks beside the frame.
  if (framed && deskCount < 0.05 * flooded.length) return null;
  if (pageCount < 0.25 * flooded.length || deskCount < 0.03 * flooded.length) return null;
  if (pageSum / pageCount - deskSum / deskCount < MIN_CONTRAST) return null;
  // The frame goes with the desk: the page is what both leave.
  const desk = Uint8Array.from(flooded, (cell, index) => cell | frame[index]!);
  const map = { desk, grey: data, width, height };
  if (pageCount >= 0.8 * (right - left + 1) * (bottom - top + 1)) return map;
  // Turned further or seen more from one side (a phone held off-axis), a page fills the four-sided shape its
  // corners make, not its bounding box; a shape that fills neither is no page.
  const corners = pageCorners(map, 0);
  let twice = 0;
  for (let index = 0; index < 4; index++) {
    const [[x0, y0], [x1, y1]] = [corners[index]!, corners[(index + 1) % 4]!];
    twice += x0 * y1 - x1 * y0;
  }
  return pageCount >= 0.9 * (Math.abs(twice) / 2) ? { ...map, angled: true } : null;
}

/** The least and the most grey level within `reach` cells of each cell (a square around it). */
function nearbyRange(data: Uint8Array, width: number, height: number, reach: number): [Uint8Array, Uint8Array] {
  const pass = (values: Uint8Array, pick: (a: number, b: number) => number, across: boolean) => {
    const out = new Uint8Array(values.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let best = values[y * width + x]!;
        for (let k = -reach; k <= reach; k++) {
          const [cx, cy] = across ? [x + k, y] : [x, y + k];
          if (cx >= 0 && cy >= 0 && cx < width && cy < height) best = pick(best, values[cy * width + cx]!);
        }
        out[y * width + x] = best;
      }
    }
    return out;
  };
  return [pass(pass(data, Math.min, true), Math.min, false), pass(pass(data, Math.max, true), Math.max, false)];
}

/** Marks in `into` every cell reached from the seeds through cells that pass `open` (4-connected). */
function flood(into: Uint8Array, seeds: number[], width: number, height: number, open: (index: number) => boolean) {
  const stack = [...seeds];
  while (stack.length) {
    const at = stack.pop()!;
    if (into[at]) continue;
    into[at] = 1;
    const x = at % width;
    const y = (at - x) / width;
    if (x > 0 && !into[at - 1] && open(at - 1)) stack.push(at - 1);
    if (x < width - 1 && !into[at + 1] && open(at + 1)) stack.push(at + 1);
    if (y > 0 && !into[at - width] && open(at - width)) stack.push(at - width);
    if (y < height - 1 && !into[at + width] && open(at + width)) stack.push(at + width);
  }
}

/** The desk grown by `margin` cells (the page's edge and shadow go with it), as one flag per pixel of a `width` x `height` image. */
export function deskPixels(map: DeskMap, width: number, height: number, margin: number): Uint8Array {
  const grown = new Uint8Array(map.desk.length);
  for (let row = 0; row < map.height; row++) {
    for (let column = 0; column < map.width; column++) {
      if (!map.desk[row * map.width + column]) continue;
      for (let r = Math.max(0, row - margin); r <= Math.min(map.height - 1, row + margin); r++) {
        grown.fill(
          1,
          r * map.width + Math.max(0, column - margin),
          r * map.width + Math.min(map.width, column + margin + 1),
        );
      }
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.min(map.height - 1, Math.floor((y * map.height) / height));
    for (let x = 0; x < width; x++) {
      out[y * width + x] = grown[row * map.width + Math.min(map.width - 1, Math.floor((x * map.width) / width))]!;
    }
  }
  return out;
}

/**
 * The page's shading (its light, without the text) on the map's grid: the page's grey levels blurred, the desk
 * left out of the average (it would darken the page's edges) and given the shading of the page beside it.
 */
export function pageShading(map: DeskMap): Buffer {
  const { width, height } = map;
  const sigma = Math.max(2, width / 40);
  const reach = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: reach * 2 + 1 }, (_, i) => Math.exp(-((i - reach) ** 2) / (2 * sigma * sigma)));
  const blur = (values: Float64Array) => {
    const across = new Float64Array(values.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -reach; k <= reach; k++)
          sum += kernel[k + reach]! * values[y * width + Math.min(width - 1, Math.max(0, x + k))]!;
        across[y * width + x] = sum;
      }
    }
    const out = new Float64Array(values.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -reach; k <= reach; k++)
          sum += kernel[k + reach]! * across[Math.min(height - 1, Math.max(0, y + k)) * width + x]!;
        out[y * width + x] = sum;
      }
    }
    return out;
  };
  let weights = new Float64Array(map.desk.length);
  let values = new Float64Array(map.desk.length);
  for (let index = 0; index < map.desk.length; index++) {
    if (map.desk[index]) continue;
    weights[index] = 1;
    values[index] = map.grey[index]!;
  }
  // Blurred again until the page's light has spread over the whole desk (a wide desk needs a few rounds).
  let shading = new Float64Array(0);
  for (let round = 0; round < 6; round++) {
    const [blurredValues, blurredWeights] = [blur(values), blur(weights)];
    shading = blurredValues.map((value, index) => value / Math.max(1e-9, blurredWeights[index]!));
    if (blurredWeights.every((weight) => weight > 1e-3)) break;
    values = blurredValues;
    weights = blurredWeights;
  }
  return Buffer.from(shading.map((value) => Math.min(255, Math.max(1, Math.round(value)))));
}

/** The page's bounding box on the map's grid, and the map cut down to it (the desk left only in its corners). */
export function pageBox(map: DeskMap): { left: number; top: number; width: number; height: number; map: DeskMap } {
  let [left, top, right, bottom] = [map.width, map.height, -1, -1];
  for (let index = 0; index < map.desk.length; index++) {
    if (map.desk[index]) continue;
    const x = index % map.width;
    const y = (index - x) / map.width;
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  const width = right - left + 1;
  const height = bottom - top + 1;
  const desk = new Uint8Array(width * height);
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * map.width + left;
    desk.set(map.desk.subarray(from, from + width), y * width);
    grey.set(map.grey.subarray(from, from + width), y * width);
  }
  return { left, top, width, height, map: { desk, grey, width, height, shadowed: map.shadowed } };
}

/**
 * The page's four corners on the map's grid (top left, top right, bottom right, bottom left): the page's cells
 * farthest out along each diagonal. A page seen a little from one side or turned a few degrees keeps its corners
 * there; each is moved in by `inset` cells so the page's edge and shadow stay outside.
 */
export function pageCorners(map: DeskMap, inset = 1): Quad {
  const best: [number, number, number][] = [
    [0, 0, Number.POSITIVE_INFINITY],
    [0, 0, Number.NEGATIVE_INFINITY],
    [0, 0, Number.NEGATIVE_INFINITY],
    [0, 0, Number.POSITIVE_INFINITY],
  ];
  for (let index = 0; index < map.desk.length; index++) {
    if (map.desk[index]) continue;
    const x = index % map.width;
    const y = (index - x) / map.width;
    // Top left has the least x + y, bottom right the most; top right the most x - y, bottom left the least.
    if (x + y < best[0]![2]) best[0] = [x, y, x + y];
    if (x - y > best[1]![2]) best[1] = [x, y, x - y];
    if (x + y > best[2]![2]) best[2] = [x, y, x + y];
    if (x - y < best[3]![2]) best[3] = [x, y, x - y];
  }
  const [tl, tr, br, bl] = best;
  return [
    [tl![0] + inset, tl![1] + inset],
    [tr![0] + 1 - inset, tr![1] + inset],
    [br![0] + 1 - inset, br![1] + 1 - inset],
    [bl![0] + inset, bl![1] + 1 - inset],
  ];
}
