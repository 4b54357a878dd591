/** Paper still darker than this once the light is evened (paper being 255) was left unlit, not evened. */
const UNLIT_PAPER = 200;
/** Share of a page left unlit past which its evening failed (a page evened well leaves 0-1.5%: a dark header band). */
export const UNLIT_SHARE = 0.05;

/**
 * The share of a grey page (one byte a pixel) whose paper is darker than `UNLIT_PAPER`: the median of each cell
 * (1/50 of the width; the paper where ink is sparse), the cells counted. Text, rules and thin bands leave the median
 * paper; a part of the page the evening left in shade does not.
 */
export function unlitShare({ data, width, height }: { data: Uint8Array; width: number; height: number }): number {
  const cell = Math.max(4, Math.round(width / 50));
  const values = new Uint8Array(Math.ceil(cell / 2) ** 2);
  let unlit = 0;
  let cells = 0;
  for (let top = 0; top + cell <= height; top += cell) {
    for (let left = 0; left + cell <= width; left += cell) {
      let count = 0;
      for (let y = top; y < top + cell; y += 2)
        for (let x = left; x < left + cell; x += 2) values[count++] = data[y * width + x]!;
      const median = values.subarray(0, count).sort()[count >> 1]!;
      cells++;
      if (median < UNLIT_PAPER) unlit++;
    }
  }
  return unlit / Math.max(1, cells);
}
