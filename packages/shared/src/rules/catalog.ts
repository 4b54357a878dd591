// Pure catalog rules shared by the server and the web app.

/** Whole percent off when a real compare-at price is above the price; null otherwise (no invented discounts). */
export function discountPercent(price: number, compareAtPrice: number | null | undefined): number | null {
  if (compareAtPrice == null || !(compareAtPrice > price) || compareAtPrice <= 0) return null;
  const percent = Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
  return percent > 0 ? percent : null;
}

/** The photo a plant is shown with in lists and first on its page: the primary one, else the first. */
export function mainImage<T extends { is_primary: boolean }>(images: readonly T[]): T | undefined {
  return images.find((image) => image.is_primary) ?? images[0];
}

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';
export const LOW_STOCK_THRESHOLD = 5;

/** docs/product.md#catalog-and-search: a plant is out of stock when quantity_available is 0 or less. */
export function stockStatus(quantityAvailable: number): StockStatus {
  if (quantityAvailable <= 0) return 'out_of_stock';
  if (quantityAvailable <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

export function stockLabel(quantityAvailable: number): string {
  switch (stockStatus(quantityAvailable)) {
    case 'out_of_stock':
      return 'Out of stock';
    case 'low_stock':
      return `Only ${quantityAvailable} left`;
    default:
      return `${quantityAvailable} in stock`;
  }
}

/** The detail page's quantity input: defaults to 1, at least 1, at most what is available. */
export function clampQuantity(value: unknown, available: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(parsed)) return 1;
  const whole = Math.trunc(parsed);
  return Math.max(1, Math.min(whole, Math.max(1, available)));
}

/** "Bea B." — reviews show the first name and the last initial only. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Verified buyer';
  return initial ? `${first} ${initial}.` : first;
}

/** "4.5" — ratings are shown out of 5.0. */
export function formatRating(average: number | null): string {
  return average === null ? 'No ratings yet' : average.toFixed(1);
}

/** Letters that lose no accent mark under NFKD but that PostgreSQL's unaccent still folds. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/**
 * A search as distinct lower-case, accent-free words of letters and digits, in order, at most `max` of them.
 * Only [a-z0-9] survives, so a term can never carry text-search syntax.
 */
export function searchTerms(text: string, max = 8): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþðı]/g, (letter) => FOLDS[letter] ?? letter);
  const terms: string[] = [];
  for (const word of folded.split(/[^a-z0-9]+/)) {
    if (word.length === 0 || word.length > 40 || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === max) break;
  }
  return terms;
}
