import { daysSince } from './rules/stock-confirmation.ts';

// How the product writes money, counts and dates (en-US, as the spec's texts): one module for the web app,
// the server's messages and the tests.

/**
 * "$1,234.50": amounts are shown with 2 decimals (docs/product.md#validation-rules-and-limits). Written out rather than
 * with Intl: the first Intl number format a page makes loads the locale data, about 15 ms of main thread (60 ms on a
 * slow phone) for every catalog page, which draws prices before anything else needs Intl. Equal to Intl's USD currency
 * format for whole cents.
 */
export function formatMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100); // amounts are whole cents (prices are stored in cents)
  const whole = formatCount(Math.floor(cents / 100));
  return `${cents > 0 && amount < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$29": a plan's monthly price, in whole dollars. */
export function formatWholeDollars(dollars: number): string {
  return `$${formatCount(dollars)}`;
}

/** "1,234": whole counts with thousands separators. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}

const dateFormats = {
  /** "Nov 23, 2026" */
  medium: { dateStyle: 'medium' },
  /** "November 23, 2026" */
  long: { dateStyle: 'long' },
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type DateStyle = keyof typeof dateFormats;

// Made on first use: creating a format loads locale data, which pages without dates never need.
const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

/** An ISO 8601 timestamp from the API, as a date in the visitor's time zone. */
export function formatDate(iso: string, style: DateStyle = 'medium'): string {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', dateFormats[style]);
    formatters.set(style, formatter);
  }
  return formatter.format(new Date(iso));
}

/** "stock confirmed today", "stock confirmed yesterday", "stock confirmed 3 days ago" (buyers' cards and plant page). */
export function formatStockConfirmed(iso: string, now: Date = new Date()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'stock confirmed today';
  if (days === 1) return 'stock confirmed yesterday';
  return `stock confirmed ${formatCount(days)} days ago`;
}

/** "INV-00007": a vendor's invoice number as printed on the invoice and shown with the order. */
export function formatInvoiceNumber(invoiceNumber: number): string {
  return `INV-${String(invoiceNumber).padStart(5, '0')}`;
}
