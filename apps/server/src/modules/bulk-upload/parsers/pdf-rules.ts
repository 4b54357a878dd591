import { getResolvedPDFJS } from 'unpdf';
import type { TextLine } from './layout.ts';

// A ruled table's drawn row rules: what tells a row's wrapped cell from a heading or a name alone on the row below,
// where the text's positions alone cannot (a Word table has no room between its rows).

/** A thin straight stroke's bounds, in the page as shown (x right, y down). */
export interface Segment {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

type Matrix = number[];
const apply = (m: Matrix, x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
const times = (m: Matrix, n: Matrix) => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];

/** A rule is thinner than this (points): a stroked line or a filled hairline rectangle, not a shaded cell. */
const THIN = 2.5;

/**
 * The thin straight strokes a page draws (stroked lines, hairline rectangles), along x or y of the shown page.
 * pdf.js gives each path's points in the drawing's own space: the transforms in force (save, restore, transform)
 * are followed to place them.
 */
export async function drawnRules(
  page: { getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }> },
  viewport: Matrix,
): Promise<Segment[]> {
  const { OPS } = await getResolvedPDFJS();
  let operators: { fnArray: number[]; argsArray: unknown[][] };
  try {
    operators = await page.getOperatorList();
  } catch {
    // The rules only help: a page whose drawing pdf.js cannot list (a broken picture) is read by its text alone.
    return [];
  }
  const { fnArray, argsArray } = operators;
  const found: Segment[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = viewport;
  for (let index = 0; index < fnArray.length; index++) {
    const op = fnArray[index];
    const args = argsArray[index]!;
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? viewport;
    else if (op === OPS.transform) ctm = times(ctm, args as number[]);
    else if (op === OPS.constructPath) {
      // pdf.js 5+: [paint operator, [path data], bounds]; the data: 0 moveTo x y, 1 lineTo x y, 2 curveTo (6
      // numbers), 3 quadraticCurveTo (4), 4 closePath.
      const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
      if (!data || typeof data[0] !== 'number') continue;
      let points: number[][] = [];
      const flush = () => {
        if (points.length < 2) return;
        const xs = points.map((point) => point[0]!);
        const ys = points.map((point) => point[1]!);
        const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
        const [wide, tall] = [x1 - x0, y1 - y0];
        if (Math.min(wide, tall) <= THIN && Math.max(wide, tall) > 4 * THIN) found.push({ x0, x1, y0, y1 });
      };
      for (let at = 0; at < data.length; ) {
        const code = data[at]!;
        const size = code === 2 ? 6 : code === 3 ? 4 : code === 4 ? 0 : 2;
        if (code === 0) {
          flush();
          points = [];
        }
        for (let k = 1; k + 1 <= size; k += 2) points.push(apply(ctm, data[at + k]!, data[at + k + 1]!));
        at += 1 + size;
      }
      flush();
    }
  }
  return found;
}

/**
 * Each line's ruled row: how many of the page's rules along its text lie above it and reach under its words
 * (`band`, made unique per page). Only on a page with three or more such rules between its lines. `[dx, dy]`: the
 * direction the text runs in the shown page (as the lines were read). `thin`: how close two rules are one; `lean`:
 * how far across its length a rule may go (a photo's rules are found in pixels, a few thick and a hair slanted:
 * a leaning rule is compared with a line where it runs under the line's words).
 */
export function markRuledRows(
  lines: TextLine[],
  segments: Segment[],
  [dx, dy]: number[],
  page: number,
  thin = THIN,
  lean = thin,
): void {
  const rules = segments.flatMap((segment) => {
    const along = [segment.x0 * dx! + segment.y0 * dy!, segment.x1 * dx! + segment.y1 * dy!];
    const across = [-segment.x0 * dy! + segment.y0 * dx!, -segment.x1 * dy! + segment.y1 * dx!];
    if (Math.abs(across[1]! - across[0]!) > lean) return [];
    const slope = along[1] === along[0] ? 0 : (across[1]! - across[0]!) / (along[1]! - along[0]!);
    const at = (x: number) => across[0]! + slope * (x - along[0]!);
    return [{ along0: Math.min(...along), along1: Math.max(...along), across: (across[0]! + across[1]!) / 2, at }];
  });
  const between = rules.filter((rule) => {
    const above = lines.some((line) => line.y < rule.across);
    const below = lines.some((line) => line.y > rule.across);
    return above && below;
  });
  // Rules at one height are one: a cell's border drawn per cell, both edges of a hairline box, a double rule.
  const levels: (typeof between)[] = [];
  for (const rule of between.sort((a, b) => a.across - b.across)) {
    const level = levels.at(-1);
    if (level && rule.across - level.at(-1)!.across <= thin) level.push(rule);
    else levels.push([rule]);
  }
  if (levels.length < 3) return;
  for (const line of lines) {
    const under = (rule: (typeof between)[number]) =>
      line.boxes.some((box) => {
        const [from, to] = [Math.max(box.x0, rule.along0), Math.min(box.x1, rule.along1)];
        return to - from > 0 && rule.at((from + to) / 2) < line.y;
      });
    line.band = page * 100_000 + levels.filter((level) => level.some(under)).length;
  }
}
