// Lines of a printed or exported list that are no plant: a page's foot ("Page 2 of 3", "continued on next page")
// and a totals line ("Total" beside sums). Left out of the rows, as a repeated header is.

const PAGE_MARK = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d+\s*(?:of|\/)\s*\d+|[-–—]\s*\d+\s*[-–—])$/i;
const CONTINUED =
  /^\(?(?:continued|cont(?:'|’)?d\.?)(?:\s+(?:on|from)\s+(?:the\s+)?(?:next|previous|following|page)(?:\s+page)?)?\)?\.?$/i;
// "Total", "Grand total:", "Total items", "Total Qty Avail": the word total and at most two words saying what it
// sums (words of a count or an amount only: "Total Eclipse Hosta" is a plant).
const SUMMED =
  '(?:items?|qty\\.?|quantity|plants?|units?|pcs|avail\\.?|available|on hand|count|value|amount|stock|inventory|cost|price)';
const TOTAL = new RegExp(`^(?:grand\\s+|sub-?)?totals?(?:\\s+${SUMMED}){0,2}:?$`, 'i');
// An export's count of its records ("Records: 14", "14 items", "Item count: 14"): no plant either.
const COUNT =
  /^(?:(?:item\s+|record\s+|row\s+)?count|records?|items?|rows?|lines?)\s*:\s*\d[\d,]*$|^\d[\d,]*\s+(?:records?|items?|rows?|lines?)(?:\s+(?:listed|found|total))?\.?$/i;
// A sum the reader could not work out is shown as its formula ("=SUBTOTAL(109,Table1[Qty])").
const NUMBER = /^(?:[$€£]?\s*[\d.,]+|=.+)$/;
/** "Page 2", "Page 2 of 3": the word says it is the page's number, whatever stands beside it. */
const PAGE_WORD = /^page\s*\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/**
 * Every filled cell a page mark or "continued"; a "Page 2" cell beside words without digits (a page's foot line,
 * "Prices subject to change ... Page 1", whose mark lands in a number column); or "Total" with nothing but numbers
 * (or formulas) beside it; an export's count of its records alone.
 */
export function isFooterRow(cells: readonly string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  if (filled.length === 0) return false;
  if (filled.every((text) => PAGE_MARK.test(text) || CONTINUED.test(text) || COUNT.test(text))) return true;
  const marks = filled.filter((text) => PAGE_WORD.test(text));
  if (marks.length === 1 && filled.every((text) => PAGE_WORD.test(text) || !/\d/.test(text))) return true;
  return TOTAL.test(filled[0]!) && filled.slice(1).every((text) => NUMBER.test(text));
}
