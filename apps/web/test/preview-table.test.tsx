import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareRow } from '@verdant/shared/rules/bulk-upload';
import type { BulkResultRow, BulkRowCells } from '@verdant/shared/schemas/bulk-upload';
import { describe, expect, it } from 'vitest';
import { PreviewTable } from '../src/features/bulk-upload/components/preview-table.tsx';
import { usePreviewRows } from '../src/features/bulk-upload/components/use-preview-rows.ts';

// The fields the table reads; the rest of the server's answer does not matter to it.
function resultRow(row: number, cells: BulkRowCells, action: BulkResultRow['action'] = 'create'): BulkResultRow {
  const shown: Pick<BulkResultRow, 'row' | 'cells' | 'errors' | 'action'> = {
    row,
    cells,
    errors: prepareRow(cells).errors,
    action,
  };
  return shown as BulkResultRow;
}

/** The panel's wiring: the rows hook feeding the table. */
function Preview({ initial }: { initial: BulkResultRow[] }) {
  const { rows, editCell, toggleRemoved, toggleConfirmed } = usePreviewRows(initial);
  return (
    <PreviewTable rows={rows} onEdit={editCell} onToggleRemoved={toggleRemoved} onToggleConfirmed={toggleConfirmed} />
  );
}

const fern = { plant_name: 'Boston Fern', size: '6 inch', quantity_available: '12', price: '24.99' };
const rowOf = (number: number) => screen.getByRole('rowheader', { name: String(number) }).closest('tr') as HTMLElement;

describe('bulk upload preview table', () => {
  it('shows each row status: new, updates a listing, needs fixing (with the message)', () => {
    const broken = { ...fern, plant_name: 'Aloe', price: 'cheap' };
    const brokenErrors = prepareRow(broken).errors;
    expect(brokenErrors.map((error) => error.field)).toContain('price');
    render(
      <Preview
        initial={[
          resultRow(2, fern),
          resultRow(3, { ...fern, plant_name: 'Monstera' }, 'update'),
          resultRow(4, broken),
        ]}
      />,
    );

    expect(within(rowOf(2)).getByText('New')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Updates listing')).toBeInTheDocument();
    const row4 = rowOf(4);
    expect(within(row4).getByText('Needs fixing')).toBeInTheDocument();
    const price = within(row4).getByRole('textbox', { name: 'Price, row 4' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(brokenErrors.find((error) => error.field === 'price')?.message ?? '');
  });

  it('shows optional columns only when the file has them', () => {
    const { unmount } = render(<Preview initial={[resultRow(2, fern)]} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Row',
      'Status',
      'Plant name',
      'Size',
      'Quantity',
      'Price',
      'Actions',
    ]);
    unmount();
    render(<Preview initial={[resultRow(2, { ...fern, category: 'indoor', scientific_name: 'Nephrolepis' })]} />);
    expect(screen.getByRole('columnheader', { name: 'Scientific name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Pot size' })).not.toBeInTheDocument();
  });

  it("shows an exported list's Item ID first and its tier prices, each editable and checked", () => {
    render(<Preview initial={[resultRow(2, { ...fern, item_id: '41', price_tiers: '10+ 21.00; 50 19' }, 'update')]} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Row',
      'Status',
      'Item ID',
      'Plant name',
      'Size',
      'Quantity',
      'Price',
      'Tier prices',
      'Actions',
    ]);
    expect(screen.getByRole('textbox', { name: 'Item ID, row 2' })).toHaveValue('41');
    // "50 19" has no "+": the tier text is not understood.
    expect(screen.getByRole('textbox', { name: 'Tier prices, row 2' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-checks a row when its cell is fixed in place', async () => {
    const user = userEvent.setup();
    render(<Preview initial={[resultRow(2, { ...fern, price: 'cheap' })]} />);
    const price = screen.getByRole('textbox', { name: 'Price, row 2' });
    expect(within(rowOf(2)).getByText('Needs fixing')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '19.50');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(within(rowOf(2)).getByText('New')).toBeInTheDocument();
  });

  it('skips a row and keeps it again, its cells locked while skipped', async () => {
    const user = userEvent.setup();
    render(<Preview initial={[resultRow(2, fern)]} />);
    await user.click(screen.getByRole('button', { name: 'Skip row 2' }));
    expect(within(rowOf(2)).getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Plant name, row 2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Keep row 2' }));
    expect(within(rowOf(2)).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Plant name, row 2' })).toBeEnabled();
  });

  it('filters to the rows that need fixing, and pages 50 rows at a time', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 60 }, (_, n) =>
      resultRow(n + 2, n % 20 === 0 ? { ...fern, quantity_available: 'many' } : { ...fern, plant_name: `Fern ${n}` }),
    );
    render(<Preview initial={rows} />);

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'To fix or check (3)' }));
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['2', '22', '42']);
    expect(screen.queryByRole('navigation', { name: 'Preview pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All rows (60)' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
  });

  it('highlights a row to review with its reasons and the photo strip; a tick confirms it', async () => {
    const review = {
      ...resultRow(5, { ...fern, plant_name: 'Ilex vomitoria' }),
      status: 'review' as const,
      review_reasons: ['Read as "llex vomitoria", matched to Ilex vomitoria'],
      crop: 'data:image/webp;base64,AAAA',
    };
    render(<Preview initial={[resultRow(2, fern), review]} />);
    const row = rowOf(5);
    expect(within(row).getByText('Check this row')).toBeTruthy();
    expect(within(row).getByText(review.review_reasons[0]!)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Row 5 in the original list' }).getAttribute('src')).toBe(review.crop);
    expect(within(rowOf(2)).queryByText('Check this row')).toBeNull();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Checked: import this row' }));
    expect(within(rowOf(5)).queryByText('Check this row')).toBeNull();
  });
});
