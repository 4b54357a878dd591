import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, formatWholeDollars } from '../src/format.ts';

describe('format', () => {
  it('writes money with 2 decimals, exactly as Intl would for whole cents', () => {
    expect(formatMoney(24.5)).toBe('$24.50');
    expect(formatMoney(74.97)).toBe('$74.97');
    expect(formatMoney(1234)).toBe('$1,234.00');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let cents = 0; cents < 2_000_000; cents += 997) {
      expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
    }
    for (const amount of [0.01, 0.1, 999.99, 1000, 123456789.01, 0.1 + 0.2]) {
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes counts and plan prices with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(999999)).toBe((999999).toLocaleString('en-US'));
    expect(formatWholeDollars(29)).toBe('$29');
    expect(formatWholeDollars(1200)).toBe('$1,200');
  });

  it('writes API timestamps as dates in three lengths', () => {
    const noon = new Date(2026, 10, 23, 12).toISOString(); // local noon: the same day in any time zone
    expect(formatDate(noon)).toBe('Nov 23, 2026');
    expect(formatDate(noon, 'long')).toBe('November 23, 2026');
    expect(formatDate(noon, 'month')).toBe('November 2026');
  });
});
