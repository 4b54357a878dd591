// Lines of a printed or exported list that are no plant: a page's foot ("Page 2 of 3", "continued on next page")
// and a totals line ("Total" beside sums). Left out of the rows, as a repeated header is.

const PAGE_MARK = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d+\s*(?:of|\/)\s*\d+|[-–—]\s*\d+\s*[-–—])$/i;
const CONTINUED =
  /^\(?(?:continued|cont(?:'|’)?d\.?)(?:\s+(?:on|from)\s+(?:the\s+)?(?:next|previous|following|page)(?:\s+page)?)?\)?\.?$/i;
const TOTAL = /^(?:grand\s+|sub-?)?totals?:?$/i;
const NUMBER = /^[$€£]?\s*[\d.,]+$/;

/** Every filled cell a page mark or "continued"; or "Total" with nothing but numbers beside it. */
export function isFooterRow(cells: readonly string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  if (filled.length === 0) return false;
  if (filled.every((text) => PAGE_MARK.test(text) || CONTINUED.test(text))) return true;
  return TOTAL.test(filled[0]!) && filled.slice(1).every((text) => NUMBER.test(text));
}
