import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  discountPercent,
  formatRating,
  reviewerName,
  searchTerms,
  stockLabel,
  stockStatus,
} from '../src/rules/catalog.ts';
import { catalogQuerySchema } from '../src/schemas/catalog.ts';
import { reviewCreateSchema } from '../src/schemas/reviews.ts';

describe('discountPercent', () => {
  it('is the real discount when the compare-at price is above the price', () => {
    expect(discountPercent(15, 20)).toBe(25);
    expect(discountPercent(6, 12)).toBe(50);
  });
  it('is null when there is no real discount (no invented prices)', () => {
    expect(discountPercent(20, null)).toBeNull();
    expect(discountPercent(20, undefined)).toBeNull();
    expect(discountPercent(20, 20)).toBeNull();
    expect(discountPercent(20, 15)).toBeNull();
    expect(discountPercent(19.99, 20)).toBeNull();
  });
});

describe('stock', () => {
  it('is out of stock at 0 or less (docs/product.md#catalog-and-search), low at 5 or less', () => {
    expect(stockStatus(0)).toBe('out_of_stock');
    expect(stockStatus(-2)).toBe('out_of_stock');
    expect(stockStatus(5)).toBe('low_stock');
    expect(stockStatus(6)).toBe('in_stock');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(3)).toBe('Only 3 left');
    expect(stockLabel(40)).toBe('40 in stock');
  });
});

describe('clampQuantity', () => {
  it('defaults to 1 and stays between 1 and what is available', () => {
    expect(clampQuantity('', 10)).toBe(1);
    expect(clampQuantity('abc', 10)).toBe(1);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity('7', 10)).toBe(7);
    expect(clampQuantity(2.8, 10)).toBe(2);
    expect(clampQuantity(25, 10)).toBe(10);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('display helpers', () => {
  it('shows a reviewer as first name and last initial', () => {
    expect(reviewerName('Bea', 'buyer')).toBe('Bea B.');
    expect(reviewerName(' Cy ', '')).toBe('Cy');
    expect(reviewerName('', '')).toBe('Verified buyer');
  });
  it('formats ratings out of 5.0', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(null)).toBe('No ratings yet');
  });
});

describe('searchTerms', () => {
  it('lower-cases, removes accents and splits on anything but letters and digits', () => {
    expect(searchTerms('Échevéria  "Perle von NÜRNBERG"!')).toEqual(['echeveria', 'perle', 'von', 'nurnberg']);
    expect(searchTerms('Straße & Æble')).toEqual(['strasse', 'aeble']);
  });
  it('drops duplicates, tsquery syntax and keeps at most 8 words', () => {
    expect(searchTerms("monstera & !monstera:* | ('x')")).toEqual(['monstera', 'x']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('!!! --- ')).toEqual([]);
  });
});

describe('catalogQuerySchema', () => {
  it('applies the defaults and treats "all" as no category', () => {
    expect(catalogQuerySchema.parse({ category: 'all', search: '  ' })).toEqual({
      category: undefined,
      search: undefined,
      page: 1,
      limit: 24,
    });
    expect(catalogQuerySchema.parse({ in_stock: 'true', min_price: '2.5' })).toMatchObject({
      in_stock: true,
      min_price: 2.5,
    });
  });
  it('refuses out-of-range pages', () => {
    expect(catalogQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(catalogQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('reviewCreateSchema', () => {
  it('takes a whole rating from 1 to 5 and an optional text', () => {
    expect(reviewCreateSchema.parse({ inventory_item_id: 3, rating: 5, review_text: ' ' })).toEqual({
      inventory_item_id: 3,
      rating: 5,
      review_text: null,
    });
    expect(reviewCreateSchema.safeParse({ inventory_item_id: 3, rating: 0 }).success).toBe(false);
    expect(reviewCreateSchema.safeParse({ inventory_item_id: 3, rating: 3.5 }).success).toBe(false);
  });
});
