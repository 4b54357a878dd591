import { describe, expect, it } from 'vitest';
import { isBannerRow } from '../src/modules/bulk-upload/banner-rows.ts';

const mapping = ['scientific_name', 'plant_name', 'size', 'quantity_available', 'price'] as const;
const row = (text: string) => [text, '', '', '', ''];

describe('isBannerRow: a lone cell that heads a group or is a note', () => {
  it('takes capitals, a sentence and a group title for banners', () => {
    expect(isBannerRow(row('PERENNIALS - 1 GAL'), mapping, false)).toBe(true);
    expect(isBannerRow(row('Prices subject to change.'), mapping, false)).toBe(true);
    expect(isBannerRow(row('Evergreen Shrubs'), mapping, false)).toBe(true);
  });

  it('never takes a botanical rank word on a line of its own (a wrapped name) for one', () => {
    for (const word of ['subsp.', 'var.', 'ssp.', 'f.', 'x', '×', 'cv.'])
      expect(isBannerRow(row(word), mapping, false)).toBe(false);
  });

  it('never takes a plant the reference knows for one', () => {
    expect(isBannerRow(row('Red Maple'), mapping, false)).toBe(false);
  });
});
