import { describe, expect, it } from 'vitest';
import { formatStockConfirmed } from '../src/format.ts';
import { daysSince, isStockStale, STOCK_STALE_DAYS } from '../src/rules/stock-confirmation.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('stock confirmation', () => {
  it('counts whole days, never negative', () => {
    expect(daysSince(ago(0, 23), now)).toBe(0);
    expect(daysSince(ago(3, 1), now)).toBe(3);
    expect(daysSince(new Date(now.getTime() + 60_000).toISOString(), now)).toBe(0);
  });

  it('is stale from 30 days on', () => {
    expect(isStockStale(ago(STOCK_STALE_DAYS - 1, 23), now)).toBe(false);
    expect(isStockStale(ago(STOCK_STALE_DAYS), now)).toBe(true);
  });

  it('reads as buyers see it', () => {
    expect(formatStockConfirmed(ago(0, 2), now)).toBe('stock confirmed today');
    expect(formatStockConfirmed(ago(1, 2), now)).toBe('stock confirmed yesterday');
    expect(formatStockConfirmed(ago(3), now)).toBe('stock confirmed 3 days ago');
    expect(formatStockConfirmed(ago(1200), now)).toBe('stock confirmed 1,200 days ago');
  });
});
