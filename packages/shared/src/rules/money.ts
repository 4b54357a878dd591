// Amounts typed by people ("$12,500", "12500.50") to integer cents, the unit the database and the domain use.

/** "$12,500", "12500.50", " 1,250,000 ", "$0.5": a dollar sign, thousands commas in groups of three, 2 decimals. */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer cents of a typed dollar amount; null when the text is blank; NaN when it is not an amount (a third
 * decimal, commas out of place, letters, a minus sign). Never goes through floating point: "0.29" is 29 cents.
 */
export function parseDollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DOLLARS.exec(trimmed);
  if (!match) return Number.NaN;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
