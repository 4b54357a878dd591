import { describe, expect, it } from 'vitest';
import { marketplaceFilters, plantsUrl, showsResults } from '../src/pages.ts';
import { mainImage } from '../src/rules/catalog.ts';

describe('marketplaceFilters', () => {
  it('reads the trimmed search and only known categories and sorts', () => {
    expect(marketplaceFilters(new URLSearchParams('search=%20fern%20&category=indoor&sort=rating'))).toEqual({
      search: 'fern',
      category: 'indoor',
      sort: 'rating',
    });
    expect(marketplaceFilters(new URLSearchParams('search=%20&category=bogus&sort=cheapest'))).toEqual({
      search: undefined,
      category: undefined,
      sort: undefined,
    });
  });
});

describe('showsResults', () => {
  it('is the results view for a search, a category or any filter; a sort alone is still the home page', () => {
    const of = (query: string) => showsResults(marketplaceFilters(new URLSearchParams(query)));
    expect(of('')).toBe(false);
    expect(of('sort=newest')).toBe(false);
    expect(of('light=moon')).toBe(false); // an unknown value is no filter
    expect(of('search=fern')).toBe(true);
    expect(of('category=herbs')).toBe(true);
    expect(of('zone=8a')).toBe(true);
    expect(of('size_class=%233')).toBe(true);
  });
});

describe('plantsUrl', () => {
  it('names the filters in one fixed order, encoded, with the page only after the first', () => {
    expect(plantsUrl({}, 1)).toBe('/api/inventory');
    expect(plantsUrl({ sort: 'newest', category: 'herbs', search: 'a&b <c>' }, 1)).toBe(
      '/api/inventory?search=a%26b+%3Cc%3E&category=herbs&sort=newest',
    );
    expect(plantsUrl({ vendorId: 7, inStock: true, limit: 8 }, 2)).toBe(
      '/api/inventory?vendor_id=7&in_stock=true&limit=8&page=2',
    );
    expect(plantsUrl({ search: 'salvia', light: ['full_sun'], sizeClass: ['#3', '#5'], facets: true }, 1)).toBe(
      '/api/inventory?search=salvia&light=full_sun&size_class=%233%2C%235&facets=true',
    );
  });
});

describe('mainImage', () => {
  it('is the primary photo, else the first, else none', () => {
    const a = { id: 1, is_primary: false };
    const b = { id: 2, is_primary: true };
    expect(mainImage([a, b])).toBe(b);
    expect(mainImage([a])).toBe(a);
    expect(mainImage([])).toBeUndefined();
  });
});
