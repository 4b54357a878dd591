import type { LineMatch, ProjectDetail } from '@verdant/shared/schemas/projects';
import { describe, expect, it } from 'vitest';
import { initialBidDraft } from '../src/features/projects/lib/bid-drafts.ts';

// Issue 18 point 3: a bid prefilled from the vendor's own plant offers the plant's ready date when it has one.

const match = (overrides: Partial<LineMatch>): LineMatch => ({
  inventory_item_id: 7,
  vendor_id: 2,
  vendor_name: 'Green Acres',
  plant_name: 'Live Oak',
  scientific_name: 'Quercus virginiana',
  size: '#30',
  price: 189.5,
  quantity_available: 12,
  ready_date: null,
  ...overrides,
});

const project = (matches: LineMatch[][]) =>
  ({
    needed_by: '2031-06-01',
    my_bid: null,
    lines: matches.map((lineMatches, index) => ({ id: index + 1, quantity: 20, matches: lineMatches })),
  }) as unknown as ProjectDetail;

describe('initialBidDraft', () => {
  it("offers the plant's ready date, else the needed-by date", () => {
    const draft = initialBidDraft(
      project([[match({ ready_date: '2031-04-15' })], [match({ inventory_item_id: 8 })], [match({ vendor_id: 3 })]]),
      2,
    );
    expect(draft.lines.map((line) => [line.from_inventory, line.ready_date])).toEqual([
      [true, '2031-04-15'],
      [true, '2031-06-01'],
      [false, '2031-06-01'],
    ]);
  });
});
