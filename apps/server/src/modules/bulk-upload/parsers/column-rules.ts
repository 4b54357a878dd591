import type { TextLine } from './layout.ts';
import type { ColumnRule } from './page-image.ts';

/**
 * Words a vertical ruling line stands between are in different cells, however close: a ruled table's cells can be
 * padded less than a word space ("1006 | Quercus"), and a photo's perspective narrows that further. Marks the word
 * right of such a rule (`ruleBefore`), so it starts a cell of its own. `rules` are in the recognised page's pixels.
 */
export function markColumnRules(lines: TextLine[], rules: readonly ColumnRule[]): TextLine[] {
  if (rules.length === 0) return lines;
  return lines.map((line) => {
    const boxes = [...line.boxes].sort((a, b) => a.x0 - b.x0);
    // Where each rule crosses this line (a leaning rule's x moves with y).
    const crossing = rules
      .filter((rule) => rule.y0 <= line.y && rule.y1 >= line.y)
      .map((rule) => rule.x0 + ((rule.x1 - rule.x0) * (line.y - rule.y0)) / Math.max(1, rule.y1 - rule.y0));
    return {
      ...line,
      boxes: boxes.map((box, index) => {
        const before = boxes[index - 1];
        // The rule's own x lies in the white between the two words (a pixel or two of slack for the word boxes).
        const ruled = before && crossing.some((x) => x >= before.x1 - 2 && x <= box.x0 + 2);
        return ruled ? { ...box, ruleBefore: true } : box;
      }),
    };
  });
}
