import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from '../src/rules/money.ts';

describe('parseDollarsToCents', () => {
  it('reads dollars as people type them into integer cents', () => {
    expect(parseDollarsToCents('$12,500')).toBe(1_250_000);
    expect(parseDollarsToCents('12500.50')).toBe(1_250_050);
    expect(parseDollarsToCents(' $ 1,250,000.5 ')).toBe(125_000_050);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('7')).toBe(700);
  });

  it('is null when blank and NaN when not an amount', () => {
    expect(parseDollarsToCents('   ')).toBeNull();
    for (const text of ['12.345', '1,25', '12,50.00', 'abc', '-5', '$', '12 500', '1.2.3', '.5']) {
      expect(parseDollarsToCents(text), text).toBeNaN();
    }
  });
});
