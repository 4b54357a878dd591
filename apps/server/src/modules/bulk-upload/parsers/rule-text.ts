// A run of ink along a row of a ruled page that is a line of text, not a rule (used by page-image.ts).

/** A rule is dark along at least this share of its run, in one of its rows. */
const SOLID = 0.97;
/** Beside text, each row a few pixels off holds ink over this share of the run: the letters' stems, not a rule. */
const STEMS = [0.2, 0.85] as const;
/** ...in at least this many separate pieces per 100 px (a stem each); the edge of a dark shape is one piece. */
const STEM_PIECES = 4;

/**
 * Whether the run along row `y` from `x0` to `x1` is text: a long serif word's baseline (its feet serifs nearly
 * touching) or the top of its small letters makes a run as long as a rule, and whitening it cuts the word in half.
 * A rule is ink along nearly all its length; text is not, and the rows just above or below it are crossed by the
 * letters' stems (two to four rows off, or three to six for larger type). `dark` is ink, `solid` ink of a rule.
 */
export function isTextRun(
  dark: (x: number, y: number) => boolean,
  solid: (x: number, y: number) => boolean,
  y: number,
  x0: number,
  x1: number,
): boolean {
  const length = x1 - x0 + 1;
  const share = (row: number, isInk: (x: number, y: number) => boolean) => {
    let ink = 0;
    for (let x = x0; x <= x1; x++) if (isInk(x, row)) ink++;
    return ink / length;
  };
  if ([y - 1, y, y + 1].some((row) => share(row, solid) >= SOLID)) return false;
  const pieces = (row: number) => {
    let count = 0;
    let gap = 2;
    for (let x = x0; x <= x1; x++) {
      if (!dark(x, row)) gap++;
      else [count, gap] = [gap >= 2 ? count + 1 : count, 0];
    }
    return (100 * count) / length;
  };
  const stems = (offsets: number[]) =>
    offsets.every((d) => {
      const ink = share(y + d, dark);
      return ink >= STEMS[0] && ink <= STEMS[1] && pieces(y + d) >= STEM_PIECES;
    });
  return [
    [2, 3, 4],
    [3, 4, 5, 6],
  ].some((offsets) => stems(offsets) || stems(offsets.map((d) => -d)));
}
