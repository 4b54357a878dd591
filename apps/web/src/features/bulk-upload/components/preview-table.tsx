import { CATEGORIES } from '@verdant/shared/enums';
import { BULK_FIELD_LABELS, type BulkField } from '@verdant/shared/schemas/bulk-upload';
import { Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { awaitsReview, type PreviewRow } from './use-preview-rows.ts';

const PAGE_SIZE = 50;
/** Always shown; the other fields only when the file has them (long texts stay out of the grid). */
const ALWAYS: BulkField[] = ['plant_name', 'size', 'quantity_available', 'price'];
const OPTIONAL: BulkField[] = ['item_id', 'scientific_name', 'category', 'pot_size', 'compare_at_price', 'price_tiers'];
const ORDER: BulkField[] = [
  'item_id',
  'plant_name',
  'scientific_name',
  'size',
  'quantity_available',
  'price',
  'compare_at_price',
  'price_tiers',
  'category',
  'pot_size',
];
const WIDTHS: Partial<Record<BulkField, string>> = {
  plant_name: 'min-w-44',
  scientific_name: 'min-w-48',
  size: 'min-w-24',
  quantity_available: 'min-w-28',
  price: 'min-w-28',
  compare_at_price: 'min-w-28',
  price_tiers: 'min-w-44',
};

export function visibleFields(rows: PreviewRow[]): BulkField[] {
  const used = new Set<BulkField>(ALWAYS);
  for (const row of rows) {
    for (const field of OPTIONAL) if (row.cells[field]) used.add(field);
    for (const error of row.errors) if (ORDER.includes(error.field as BulkField)) used.add(error.field as BulkField);
  }
  return ORDER.filter((field) => used.has(field));
}

function StatusBadge({ row }: { row: PreviewRow }) {
  if (row.removed) return <Badge tone="gray">Skipped</Badge>;
  if (row.errors.length > 0) return <Badge tone="red">Needs fixing</Badge>;
  if (awaitsReview(row)) return <Badge tone="amber">Check this row</Badge>;
  if (row.action === 'update') return <Badge tone="blue">Updates listing</Badge>;
  return <Badge tone="green">New</Badge>;
}

type Props = {
  rows: PreviewRow[];
  onEdit: (index: number, field: BulkField, value: string) => void;
  onToggleRemoved: (index: number) => void;
  onToggleConfirmed: (index: number) => void;
};

/** Why a row is held, the image strip it was read from, and the box that confirms it. */
function Review({
  row,
  index,
  onToggleConfirmed,
}: { row: PreviewRow; index: number } & Pick<Props, 'onToggleConfirmed'>) {
  if (!row.review || row.removed) return null;
  return (
    <div className="mt-1 flex flex-col gap-1.5">
      {row.reasons.map((reason) => (
        <p key={reason} className="text-amber-800 text-xs">
          {reason}
        </p>
      ))}
      <label className="flex items-center gap-2 text-slate-800 text-xs">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={row.confirmed}
          onChange={() => onToggleConfirmed(index)}
        />
        Checked: import this row
      </label>
    </div>
  );
}

/** The rows read from the file; flagged cells are marked with their message and can be fixed in place. */
export function PreviewTable({ rows, onEdit, onToggleRemoved, onToggleConfirmed }: Props) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const fields = visibleFields(rows);
  const indexed = rows.map((row, index) => ({ row, index }));
  const isProblem = (row: PreviewRow) => (row.errors.length > 0 && !row.removed) || awaitsReview(row);
  const problems = indexed.filter(({ row }) => isProblem(row)).length;
  const shown = onlyProblems ? indexed.filter(({ row }) => isProblem(row) || row.review) : indexed;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const slice = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const filter = (problemsOnly: boolean) => {
    setOnlyProblems(problemsOnly);
    setPage(0);
  };

  return (
    <div className="flex flex-col gap-3">
      {problems > 0 || onlyProblems ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Rows to show</legend>
          <Button
            size="sm"
            variant={onlyProblems ? 'ghost' : 'secondary'}
            aria-pressed={!onlyProblems}
            onClick={() => filter(false)}
          >
            All rows ({rows.length})
          </Button>
          <Button
            size="sm"
            variant={onlyProblems ? 'secondary' : 'ghost'}
            aria-pressed={onlyProblems}
            onClick={() => filter(true)}
          >
            To fix or check ({problems})
          </Button>
        </fieldset>
      ) : null}

      <div className="relative overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">Rows read from your file</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Row
              </th>
              {/* Status and messages first: on a phone the far columns start off-screen (issue 14.15). */}
              <th scope="col" className="px-3 py-2.5 font-medium">
                Status
              </th>
              {fields.map((field) => (
                <th key={field} scope="col" className="px-2 py-2.5 font-medium">
                  {BULK_FIELD_LABELS[field]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {slice.map(({ row, index }) => [
              <tr
                key={`${row.row}-${index}`}
                className={cn(
                  'border-slate-100 border-t align-top',
                  row.removed && 'bg-slate-50 text-slate-400',
                  awaitsReview(row) && 'bg-amber-50/70',
                )}
              >
                <th scope="row" className="px-3 py-2.5 font-normal text-slate-600 tabular-nums">
                  {row.row}
                </th>
                <td className="min-w-48 px-3 py-2.5">
                  <StatusBadge row={row} />
                  {row.removed
                    ? null
                    : row.errors.map((error) => {
                        // A cell's own message also shows under the cell; on a phone that cell may be off-screen.
                        const inCell = fields.includes(error.field as BulkField);
                        return (
                          <p key={error.field} className={cn('mt-1 text-red-700 text-xs', inCell && 'md:hidden')}>
                            {error.message}
                          </p>
                        );
                      })}
                  <Review row={row} index={index} onToggleConfirmed={onToggleConfirmed} />
                </td>
                {fields.map((field) => (
                  <Cell key={field} row={row} index={index} field={field} onEdit={onEdit} />
                ))}
                <td className="px-2 py-1.5 text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={row.removed ? `Keep row ${row.row}` : `Skip row ${row.row}`}
                    onClick={() => onToggleRemoved(index)}
                  >
                    {row.removed ? (
                      <Undo2 className="size-4" aria-hidden="true" />
                    ) : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                  </Button>
                </td>
              </tr>,
              // The strip of the photo right under the row it was read from, at a readable size.
              row.crop && row.review && !row.removed ? (
                <tr key={`${row.row}-${index}-crop`} className={cn(awaitsReview(row) && 'bg-amber-50/70')}>
                  <td colSpan={fields.length + 3} className="px-3 pb-3">
                    <img
                      src={row.crop}
                      alt={`Row ${row.row} in the original list`}
                      className="max-h-14 max-w-full rounded border border-amber-200 bg-white"
                    />
                  </td>
                </tr>
              ) : null,
            ])}
          </tbody>
        </table>
      </div>

      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3 text-slate-600 text-sm" aria-label="Preview pages">
          <Button size="sm" variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <Button size="sm" variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function Cell({
  row,
  index,
  field,
  onEdit,
}: {
  row: PreviewRow;
  index: number;
  field: BulkField;
  onEdit: Props['onEdit'];
}) {
  const error = row.errors.find((item) => item.field === field);
  const errorId = `bulk-row-${index}-${field}-error`;
  const label = `${BULK_FIELD_LABELS[field]}, row ${row.row}`;
  const classes = cn(
    'h-9 w-full rounded-md border bg-white px-2 text-sm text-slate-900 disabled:bg-transparent',
    'focus-visible:outline-2 focus-visible:outline-brand-600/40 focus-visible:outline-offset-0',
    error && !row.removed ? 'border-red-600 bg-red-50' : 'border-slate-200 hover:border-slate-400',
  );
  return (
    <td className={cn('px-2 py-1.5', WIDTHS[field] ?? 'min-w-28')}>
      {field === 'category' ? (
        <select
          aria-label={label}
          className={classes}
          value={row.cells.category ?? ''}
          disabled={row.removed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onEdit(index, field, event.target.value)}
        >
          <option value="">outdoor (default)</option>
          {row.cells.category && !(CATEGORIES as readonly string[]).includes(row.cells.category) ? (
            <option value={row.cells.category}>{row.cells.category}</option>
          ) : null}
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      ) : (
        <input
          aria-label={label}
          className={classes}
          value={row.cells[field] ?? ''}
          disabled={row.removed}
          inputMode={field === 'quantity_available' ? 'numeric' : field.endsWith('price') ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onEdit(index, field, event.target.value)}
        />
      )}
      {error && !row.removed ? (
        <p id={errorId} className="mt-1 text-red-700 text-xs">
          {error.message}
        </p>
      ) : null}
    </td>
  );
}
