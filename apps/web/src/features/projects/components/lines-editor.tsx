import { LIMITS } from '@verdant/shared/messages';
import { Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { LineDraft, LineField } from '../lib/line-drafts.ts';

const COLUMNS: { field: LineField; label: string; width: string; numeric?: boolean }[] = [
  { field: 'botanical_name', label: 'Botanical name', width: 'min-w-48' },
  { field: 'common_name', label: 'Common name', width: 'min-w-40' },
  { field: 'size', label: 'Size', width: 'min-w-24' },
  { field: 'quantity', label: 'Quantity', width: 'min-w-24', numeric: true },
  { field: 'notes', label: 'Notes', width: 'min-w-44' },
];

type Props = {
  lines: LineDraft[];
  /** Messages by line key and field, from the form's check or the server. */
  errors: Record<string, Partial<Record<LineField, string>>>;
  onEdit: (key: string, field: LineField, value: string) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** The plant list as an editable table (the bulk upload preview's look): one row per line, up to 500. */
export function LinesEditor({ lines, errors, onEdit, onRemove, onAdd }: Props) {
  const full = lines.length >= LIMITS.projectLinesMax;
  return (
    <div className="flex flex-col gap-3">
      {/* relative: the header's sr-only label (absolute) stays inside the scroll box, not past a phone's edge. */}
      <div className="relative overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">Plant list</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2.5 font-medium">
                #
              </th>
              {COLUMNS.map((column) => (
                <th key={column.field} scope="col" className="px-2 py-2.5 font-medium">
                  {column.label}
                  {column.field === 'common_name' || column.field === 'notes' ? (
                    <span className="font-normal text-slate-500"> (optional)</span>
                  ) : null}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <LineRow
                key={line.key}
                line={line}
                position={index + 1}
                errors={errors[line.key]}
                onEdit={onEdit}
                onRemove={onRemove}
                removable={lines.length > 1}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={full}>
          <Plus className="size-4" aria-hidden="true" />
          Add a plant
        </Button>
        <p className="text-slate-600 text-sm">
          {lines.length} of at most {LIMITS.projectLinesMax} lines
        </p>
      </div>
    </div>
  );
}

// Memoized: typing in one row of a 500-line list re-renders that row only.
const LineRow = memo(function LineRow({
  line,
  position,
  errors,
  onEdit,
  onRemove,
  removable,
}: {
  line: LineDraft;
  position: number;
  errors: Partial<Record<LineField, string>> | undefined;
  onEdit: Props['onEdit'];
  onRemove: Props['onRemove'];
  removable: boolean;
}) {
  return (
    <tr className="border-slate-100 border-t align-top">
      <th scope="row" className="px-3 py-2.5 font-normal text-slate-600 tabular-nums">
        {position}
      </th>
      {COLUMNS.map((column) => {
        const error = errors?.[column.field];
        const errorId = `line-${line.key}-${column.field}-error`;
        return (
          <td key={column.field} className={cn('px-2 py-1.5', column.width)}>
            <input
              aria-label={`${column.label}, line ${position}`}
              className={cn(
                'h-9 w-full rounded-md border bg-white px-2 text-sm text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-brand-600/40 focus-visible:outline-offset-0',
                error ? 'border-red-600 bg-red-50' : 'border-slate-200 hover:border-slate-400',
              )}
              value={line[column.field]}
              inputMode={column.numeric ? 'numeric' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onEdit(line.key, column.field, event.target.value)}
            />
            {error ? (
              <p id={errorId} className="mt-1 text-red-700 text-xs">
                {error}
              </p>
            ) : null}
          </td>
        );
      })}
      <td className="px-2 py-1.5 text-right">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove line ${position}`}
          disabled={!removable}
          onClick={() => onRemove(line.key)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
});
