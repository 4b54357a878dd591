// Lines of a printed or exported list that are no plant: a page's foot ("Page 2 of 3", "continued on next page")
// and a totals line ("Total" beside sums). Left out of the rows, as a repeated header is.

const PAGE_MARK = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d+\s*(?:of|\/)\s*\d+|[-–—]\s*\d+\s*[-–—])$/i;
const CONTINUED =
  /^\(?(?:continued|cont(?:'|’)?d\.?)(?:\s+(?:on|from)\s+(?:the\s+)?(?:next|previous|following|page)(?:\s+page)?)?\)?\.?$/i;
const TOTAL = /^(?:grand\s+|sub-?)?totals?:?$/i;
// A sum the reader could not work out is shown as its formula ("=SUBTOTAL(109,Table1[Qty])").
const NUMBER = /^(?:[$€£]?\s*[\d.,]+|=.+)$/;
/** "Page 2", "Page 2 of 3": the word says it is the page's number, whatever stands beside it. */
const PAGE_WORD = /^page\s*\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/**
 * Every filled cell a page mark or "continued"; a "Page 2" cell beside words without digits (a page's foot line,
 * "Prices subject to change ... Page 1", whose mark lands in a number column); or "Total" with nothing but numbers
 * (or formulas) beside it.
 */
export function isFooterRow(cells: readonly string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  if (filled.length === 0) return false;
  if (filled.every((text) => PAGE_MARK.test(text) || CONTINUED.test(text))) return true;
  const marks = filled.filter((text) => PAGE_WORD.test(text));
  if (marks.length === 1 && filled.every((text) => PAGE_WORD.test(text) || !/\d/.test(text))) return true;
  return TOTAL.test(filled[0]!) && filled.slice(1).every((text) => NUMBER.test(text));
}
