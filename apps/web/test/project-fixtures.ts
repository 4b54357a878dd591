import type { MatrixData } from '../src/features/projects/api/buyer-projects.ts';

/**
 * A comparison matrix of `lineCount` lines and `bidCount` bids: every bid answers most lines, some partly, some with a
 * substitute; prices vary so each line has one lowest offer.
 */
export function makeProjectBids(lineCount: number, bidCount: number): MatrixData {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    id: index + 1,
    position: index + 1,
    botanical_name: `Quercus virginiana ${index + 1}`,
    common_name: 'Live oak',
    size: '#3',
    quantity: 10 + (index % 7),
    awarded_bid_id: null,
  }));
  const bids: MatrixData['bids'] = Array.from({ length: bidCount }, (_, b) => ({
    id: b + 1,
    vendor_id: 100 + b,
    vendor_name: `Nursery ${b + 1}`,
    status: 'submitted',
    note: null,
    valid_until: '2027-04-30',
    lines: lines
      .filter((line) => (line.id + b) % 10 !== 0)
      .map((line) => ({
        line_id: line.id,
        unit_price: 20 + ((line.id * 7 + b * 13) % 31) + 0.5,
        quantity: (line.id + b) % 9 === 0 ? line.quantity - 1 : line.quantity,
        ready_date: `2027-03-${String(1 + ((line.id + b) % 28)).padStart(2, '0')}`,
        substitute:
          (line.id + b) % 17 === 0 ? { botanical_name: 'Quercus fusiformis', size: '#5', note: 'Heavier' } : null,
        inventory_item_id: null,
      })),
    total: 0,
    covered_lines: 0,
    submitted_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    withdrawn_at: null,
  }));
  return { project_id: 1, status: 'open', lines, bids };
}
