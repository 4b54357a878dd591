import { isHeaderMapping, matchColumns } from '@verdant/shared/rules/bulk-upload';
import { spans } from './header.ts';
import type { TextLine } from './layout.ts';
import type { PdfPage } from './pdf-pages.ts';

// A report printed over several pages repeats its running lines on each (enscript's "file  date  2", a title, "Run
// date ... Page 2 of 3"): they are no rows, and their text, crossing the gutters, would join the columns below into
// one. A line that stands at the same height with the same text on every page, its page number aside, is left out;
// the table's header, repeated the same way, stays (it is how the table is found).

const GAP = 0.15;

/** The line's text with its page's number and the page count as placeholders ("Page 2 of 3" on page 2). */
function key(line: TextLine, page: number, count: number): string {
  const text = spans(line, GAP)
    .map((span) => span.text)
    .join('  ');
  return text.replace(/\b\d+\b/g, (digits) =>
    Number(digits) === page ? '#page' : Number(digits) === count ? '#count' : digits,
  );
}

const isHeader = (line: TextLine) => isHeaderMapping(matchColumns(spans(line, GAP).map((span) => span.text)));

/** The pages without the lines every one of them repeats at the same height. */
export function withoutRunningLines(pages: PdfPage[]): PdfPage[] {
  if (pages.length < 2) return pages;
  const keyed = pages.map((page, index) =>
    page.lines.map((line) => ({ line, key: key(line, index + 1, pages.length) })),
  );
  // A running line stands in a page's head or foot: among its first five or last three lines. A wrapped cell's
  // word alone on its line ("pauciflora") at about the same height on two pages is no running line.
  const inMargin = keyed.map((lines) => {
    const ys = lines.map(({ line }) => line.y).sort((a, b) => a - b);
    return (y: number) => y <= ys[Math.min(4, ys.length - 1)]! || y >= ys[Math.max(0, ys.length - 3)]!;
  });
  const running = (line: TextLine, text: string) =>
    !isHeader(line) &&
    keyed.every((lines, page) =>
      lines.some(
        (other) =>
          other.key === text && Math.abs(other.line.y - line.y) < line.height / 2 && inMargin[page]!(other.line.y),
      ),
    );
  const first = keyed[0]!.filter(({ line, key: text }) => running(line, text));
  if (first.length === 0) return pages;
  const texts = new Set(first.map(({ key: text }) => text));
  return pages.map((page, index) => ({
    ...page,
    lines: keyed[index]!.filter(
      ({ line, key: text }) =>
        !texts.has(text) ||
        !first.some((found) => found.key === text && Math.abs(found.line.y - line.y) < line.height / 2),
    ).map(({ line }) => line),
  }));
}
