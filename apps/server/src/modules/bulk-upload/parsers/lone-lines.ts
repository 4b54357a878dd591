import { columnOf } from './columns.ts';
import type { TextLine } from './layout.ts';

// A line with text only in a row's name columns, a line's pitch from a row: the next line of its wrapped name, or a
// section heading, or a plant's names alone on their row over its sizes. Where the rules are not drawn, the words
// tell: a writer wraps a cell only where its next word does not fit.

/** How wide a character is set, roughly, against a letter's width: spaces and stops are narrow, m and w wide. */
const letterWidth = (character: string) =>
  /[\s.,:;'"!|iljftrI1()-]/.test(character) ? 0.5 : /[mwMW]/.test(character) ? 1.5 : 1;
const setWidth = (text: string) => [...text].reduce((sum, character) => sum + letterWidth(character), 0);

/** The width of the first word of a box (a PDF run holds several: its share of the run's set width). */
function firstWordWidth(text: string, width: number): number {
  const word = text.trim().split(/\s+/)[0] ?? '';
  return (width * setWidth(word)) / Math.max(1, setWidth(text.trim()));
}

/**
 * Whether `next` starts cells of its own rather than continuing `previous`'s: in some column where both have text,
 * the first word of `next` would have fitted after `previous`'s last (a space, then the word, by `slack` short of
 * the column's widest text on the page, which the column is at least as wide as). A cell wrapped there would have
 * kept that word on its line. 'continues': some column could be wrapped there and none says apart; 'unknown': no
 * column has text in both lines, set from the same left edge.
 */
export function cellsFollow(
  previous: TextLine,
  next: TextLine,
  boundaries: number[],
  edges: number[],
  slack: number,
): 'apart' | 'continues' | 'unknown' {
  const space = 0.3 * Math.max(previous.height, next.height);
  let shared = false;
  for (let column = 0; column < edges.length; column++) {
    const before = previous.boxes.filter((box) => columnOf(box, boundaries) === column);
    const after = next.boxes.filter((box) => columnOf(box, boundaries) === column).sort((a, b) => a.x0 - b.x0);
    const first = after[0];
    if (!before.length || !first) continue;
    const end = Math.max(...before.map((box) => box.x1));
    const left = Math.min(...before.map((box) => box.x0));
    // A cell's lines start at its left edge (cells aligned left); lines set elsewhere say nothing here.
    if (Math.abs(first.x0 - left) > space * 2) continue;
    if (end + space + firstWordWidth(first.text, first.x1 - first.x0) <= edges[column]! - slack) return 'apart';
    shared = true;
  }
  return shared ? 'continues' : 'unknown';
}

export const standsApart = (...args: Parameters<typeof cellsFollow>) => cellsFollow(...args) === 'apart';
