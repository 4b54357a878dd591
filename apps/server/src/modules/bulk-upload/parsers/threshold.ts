// The threshold between ink and paper on a photographed or scanned page.

/** Pixels as one grey byte each, row by row. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Otsu's threshold between the two groups of a histogram of grey levels (0-255). */
export function otsu(histogram: Float64Array): number {
  let total = 0;
  let sum = 0;
  for (let value = 0; value < 256; value++) {
    total += histogram[value]!;
    sum += value * histogram[value]!;
  }
  let best = 128;
  let bestSpread = -1;
  let below = 0;
  let belowSum = 0;
  for (let value = 0; value < 255; value++) {
    below += histogram[value]!;
    belowSum += value * histogram[value]!;
    const above = total - below;
    if (!below || !above) continue;
    const difference = belowSum / below - (sum - belowSum) / above;
    const spread = below * above * difference * difference;
    if (spread > bestSpread) [best, bestSpread] = [value, spread];
  }
  return best;
}

/** Otsu's threshold over a page, the whitened desk (pure white) left out. */
export function inkLevel({ data }: Pixels): number {
  const histogram = new Float64Array(256);
  for (const value of data) if (value < 255) histogram[value]!++;
  return otsu(histogram);
}

/**
 * Black text on white: Otsu's threshold over the page (the whitened desk left out). Done here rather than by the
 * recogniser, whose own threshold lets a noisy photo's grain into its letters.
 */
export function binarise(page: Pixels): Pixels {
  const { data, width, height } = page;
  const level = inkLevel(page);
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) out[index] = data[index]! <= level ? 0 : 255;
  return { data: out, width, height };
}
