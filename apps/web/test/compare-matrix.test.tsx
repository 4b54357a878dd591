import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MatrixData } from '../src/features/projects/api/buyer-projects.ts';
import { CompareMatrix } from '../src/features/projects/components/compare-matrix.tsx';
import { makeProjectBids } from './project-fixtures.ts';

function small(): MatrixData {
  const data = makeProjectBids(2, 2);
  // Line 1: bid 2 cheaper and complete; line 2: bid 2 cheaper but a substitute, so bid 1 is the lowest complete.
  data.bids[0]!.lines = [
    { ...data.bids[0]!.lines[0]!, line_id: 1, unit_price: 30, quantity: 10, substitute: null },
    { ...data.bids[0]!.lines[0]!, line_id: 2, unit_price: 40, quantity: 11, substitute: null },
  ];
  data.bids[1]!.lines = [
    { ...data.bids[0]!.lines[0]!, line_id: 1, unit_price: 25, quantity: 10 },
    {
      ...data.bids[0]!.lines[0]!,
      line_id: 2,
      unit_price: 35,
      quantity: 11,
      substitute: { botanical_name: 'Ilex vomitoria', size: '#5', note: null },
    },
  ];
  data.lines[0]!.quantity = 10;
  data.lines[1]!.quantity = 11;
  return data;
}

/** The matrix as the owner sees it before choosing: sorted by total, nothing selected. */
function renderMatrix(data: MatrixData, onSelect: (lineId: number, bidId: number | null) => void) {
  render(
    <CompareMatrix
      data={data}
      sort="total"
      onSort={() => {}}
      selection={new Map()}
      onSelect={onSelect}
      readOnly={false}
    />,
  );
}

describe('CompareMatrix', () => {
  it('shows totals and coverage per nursery, marks substitutes and highlights the lowest complete offer', async () => {
    const onSelect = vi.fn();
    renderMatrix(small(), onSelect);
    const headers = screen.getAllByRole('columnheader');
    // Sorted by total: Nursery 2 ($250 + $385 = $635) before Nursery 1 ($300 + $440 = $740).
    expect(headers[1]).toHaveTextContent('Nursery 2$635.002 of 2 lines');
    expect(headers[2]).toHaveTextContent('Nursery 1$740.002 of 2 lines');
    expect(screen.getByTitle('Substitute: Ilex vomitoria #5')).toHaveTextContent('SUB Ilex vomitoria');

    const rows = screen.getAllByRole('row').slice(1);
    const lowestCell = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .findIndex((cell) => cell.className.includes('bg-brand-50'));
    expect(lowestCell(rows[0]!)).toBe(0); // Nursery 2 on line 1
    expect(lowestCell(rows[1]!)).toBe(1); // Nursery 1 on line 2: the cheaper offer is a substitute

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Award Quercus virginiana 2 to' }), 'Nursery 1');
    expect(onSelect).toHaveBeenLastCalledWith(2, 1);
    // A click on a cell chooses it too.
    await user.click(within(rows[0]!).getByText('$25.00'));
    expect(onSelect).toHaveBeenLastCalledWith(1, 2);
  });

  it('marks a bid past its valid-until day as expired: last, not the lowest, and not choosable', async () => {
    const data = small();
    data.bids[1]!.valid_until = '2020-01-31';
    const onSelect = vi.fn();
    renderMatrix(data, onSelect);
    const headers = screen.getAllByRole('columnheader');
    expect(headers[1]).toHaveTextContent('Nursery 1');
    expect(headers[2]).toHaveTextContent('Nursery 2$635.002 of 2 lines · expired Jan 31');
    const award = screen.getByRole('combobox', { name: 'Award Quercus virginiana 1 to' });
    expect(within(award).queryByRole('option', { name: 'Nursery 2' })).toBeNull();
    await userEvent.setup().click(screen.getByText('$25.00'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps a line whose award holds settled, and a released one free to award again', async () => {
    const data = small();
    data.lines[0]!.awarded_bid_id = 1;
    const onSelect = vi.fn();
    renderMatrix(data, onSelect);
    expect(screen.getByRole('combobox', { name: 'Award Quercus virginiana 1 to' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Award Quercus virginiana 2 to' })).toBeEnabled();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Awarded')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByText('$25.00'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('draws only the rows in view of 200 lines, tells their place in the whole table, and draws more on scroll', async () => {
    const data = makeProjectBids(200, 15);
    renderMatrix(data, () => {});
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '201');
    const drawn = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-line'));
    const first = drawn();
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(40);
    expect(first[0]).toHaveAttribute('aria-rowindex', '2');
    // Every drawn line keeps its keyboard way to choose.
    expect(within(first[0]!).getByRole('combobox', { name: 'Award Quercus virginiana 1 to' })).toBeEnabled();

    const scroller = table.parentElement!;
    scroller.scrollTop = 150 * 88;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Award Quercus virginiana 150 to' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: 'Award Quercus virginiana 1 to' })).toBeNull();
    const row150 = screen.getByRole('combobox', { name: 'Award Quercus virginiana 150 to' }).closest('tr');
    expect(row150).toHaveAttribute('aria-rowindex', '151');
  });
});
