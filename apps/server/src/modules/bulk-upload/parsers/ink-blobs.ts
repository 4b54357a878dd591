/** A blob of ink: its box, and its pixels (indices into the page) when asked for. */
export interface InkBlob {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  pixels: number[];
}

/** The 8-connected blobs of an ink map (1 is ink, row by row `width` wide), in the order the map is read. */
export function inkBlobs(ink: Uint8Array, width: number, { pixels = false } = {}): InkBlob[] {
  const seen = new Uint8Array(ink.length);
  const stack: number[] = [];
  const found: InkBlob[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: InkBlob = { x0: width, x1: 0, y0: Number.POSITIVE_INFINITY, y1: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      if (pixels) blob.pixels.push(at);
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const next = at + dy * width + dx;
          if (next < 0 || next >= ink.length || Math.abs((next % width) - x) > 1) continue;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    found.push(blob);
  }
  return found;
}
