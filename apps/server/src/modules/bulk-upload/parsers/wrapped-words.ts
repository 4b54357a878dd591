import { isReferenceWord } from '@verdant/shared/plant-names/search';

/**
 * The lines of one wrapped text cell, joined. A word processor wraps at spaces, so lines join with a space, except
 * where it had to break a word too long for the column ("Lagerstroemi" over "a indica"): there the line's last
 * letters and the next line's first make a word of a plant's name, and the two pieces are not both such words. A
 * line ending in a hyphen joins without a space ("Black-" over "eyed Susan"), and the hyphen goes when it only
 * split a word that way ("Lagerstroe-" over "mia").
 */
export function joinWrappedLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) {
      text = line;
      continue;
    }
    const before = /(\p{L}+)(-?)$/u.exec(text);
    const after = /^\p{L}+/u.exec(line)?.[0];
    if (before && after) {
      const [, tail, hyphen] = before;
      const broken = isReferenceWord(`${tail}${after}`) && !(isReferenceWord(tail!) && isReferenceWord(after));
      if (hyphen) text = broken ? `${text.slice(0, -1)}${line}` : `${text}${line}`;
      else text = broken ? `${text}${line}` : `${text} ${line}`;
    } else if (/\S-$/u.test(text) || !/[\p{L}\p{N}×]/u.test(line)) {
      // After a hyphen, or a line of punctuation only (a closing quote the column had no room for; not the hybrid
      // sign "×").
      text = `${text}${line}`;
    } else text = `${text} ${line}`;
  }
  return text;
}
