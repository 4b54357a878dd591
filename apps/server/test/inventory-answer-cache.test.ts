import { describe, expect, it } from 'vitest';
import { InventoryAnswerCache } from '../src/modules/inventory/inventory-answer-cache.ts';

describe('InventoryAnswerCache', () => {
  it('serves an answer until its end (by the clock given), then no more', () => {
    const cache = new InventoryAnswerCache();
    cache.set('unconfirmed', '{"total":3}', 1_000);
    cache.set('by name', '{"total":9}');
    expect(cache.get('unconfirmed', 999)).toBe('{"total":3}');
    expect(cache.get('unconfirmed', 1_000)).toBe('{"total":3}');
    expect(cache.get('unconfirmed', 1_001)).toBeUndefined();
    expect(cache.get('by name', Number.MAX_SAFE_INTEGER)).toBe('{"total":9}');
    expect(cache.get('never kept', 0)).toBeUndefined();
  });

  it('drops the least recently used answers past its size', () => {
    const cache = new InventoryAnswerCache(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a', 0)).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc');
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBe('aaaa');
    expect(cache.get('c', 0)).toBe('cccc');
    cache.set('a', 'a'); // replacing an answer counts its new size only
    cache.set('d', 'dddd');
    expect(cache.get('a', 0)).toBe('a');
    expect(cache.get('c', 0)).toBe('cccc');
  });
});
