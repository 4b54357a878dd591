import { CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatDate } from '@verdant/shared/format';
import { daysSince, STOCK_REMIND_DAYS } from '@verdant/shared/rules/stock-confirmation';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { ArrowDown, ArrowUp, ArrowUpDown, Leaf, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { EditableCell } from './editable-cell.tsx';

export type SortKey = 'name' | 'price' | 'quantity_available' | 'updated_at';
export type InlineField = 'price' | 'quantity_available';

type Props = {
  items: VendorInventoryItem[];
  /** "name", "-price", ... */
  sort: string;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onSave: (item: VendorInventoryItem, field: InlineField, value: number) => Promise<unknown>;
  onEdit: (item: VendorInventoryItem) => void;
  onDelete: (item: VendorInventoryItem) => void;
  /** Phones get cards; wider screens the table. */
  layout: 'table' | 'cards';
};

function StatusBadge({ item }: { item: VendorInventoryItem }) {
  if (!item.is_available) return <Badge tone="gray">Hidden</Badge>;
  if (item.quantity_available <= 0) return <Badge tone="red">Out of stock</Badge>;
  return <Badge tone="green">Published</Badge>;
}

function Confirmed({ item }: { item: VendorInventoryItem }) {
  const days = daysSince(item.stock_confirmed_at);
  const text = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  return (
    <span className={cn('text-sm', days >= STOCK_REMIND_DAYS ? 'font-medium text-amber-800' : 'text-slate-600')}>
      {text}
    </span>
  );
}

function Thumb({ item }: { item: VendorInventoryItem }) {
  return item.image_url ? (
    <img src={item.image_url} alt="" loading="lazy" className="size-10 shrink-0 rounded-md bg-sage-100 object-cover" />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-sage-100 text-sage-600">
      <Leaf className="size-5" aria-hidden="true" />
    </span>
  );
}

function SelectPage({ items, selected, onSelect }: Pick<Props, 'items' | 'selected' | 'onSelect'>) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = items.filter((item) => selected.has(item.id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && chosen < items.length;
  }, [chosen, items.length]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 accent-brand-700"
      aria-label="Select all plants on this page"
      checked={items.length > 0 && chosen === items.length}
      onChange={(event) =>
        onSelect(
          items.map((item) => item.id),
          event.target.checked,
        )
      }
    />
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: SortKey;
  sort: string;
  onSort: (key: SortKey) => void;
  className?: string;
}) {
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={cn('px-3 py-2 font-medium', className)}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon className={cn('size-3.5', direction === 'none' && 'text-slate-400')} aria-hidden="true" />
      </button>
    </th>
  );
}

function RowActions({ item, onEdit, onDelete }: Pick<Props, 'onEdit' | 'onDelete'> & { item: VendorInventoryItem }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => onEdit(item)} aria-label={`Edit ${item.plant_name}`}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Edit</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(item)} aria-label={`Delete ${item.plant_name}`}>
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The inventory page as a table (sortable headers, price and stock edited in place) or, on phones, as cards. */
export function InventoryTable(props: Props) {
  const { items, sort, onSort, selected, onSelect, onSave, onEdit, onDelete, layout } = props;
  const checkbox = (item: VendorInventoryItem) => (
    <input
      type="checkbox"
      className="size-4 accent-brand-700"
      aria-label={`Select ${item.plant_name}`}
      checked={selected.has(item.id)}
      onChange={(event) => onSelect([item.id], event.target.checked)}
    />
  );
  const cells = (item: VendorInventoryItem, row: number) => ({
    price: (
      <EditableCell
        kind="price"
        value={item.price}
        label={`Price of ${item.plant_name}`}
        row={row}
        col={0}
        onSave={(value) => onSave(item, 'price', value)}
      />
    ),
    stock: (
      <EditableCell
        kind="stock"
        value={item.quantity_available}
        label={`Stock of ${item.plant_name}`}
        row={row}
        col={1}
        onSave={(value) => onSave(item, 'quantity_available', value)}
      />
    ),
  });

  if (layout === 'cards') {
    return (
      <ul className="flex flex-col gap-3" aria-label="Your plants" data-grid>
        {items.map((item, row) => {
          const { price, stock } = cells(item, row);
          return (
            <li key={item.id}>
              <Card className="flex flex-col gap-3 p-4">
                <div className="flex items-start gap-3">
                  <span className="pt-3">{checkbox(item)}</span>
                  <Thumb item={item} />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <h3 className="truncate font-semibold text-slate-900">{item.plant_name}</h3>
                    <p className="truncate text-slate-600 text-sm">
                      {CATEGORY_LABELS[item.category]}
                      {item.size ? ` · ${item.size}` : ''}
                    </p>
                  </div>
                  <StatusBadge item={item} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-3 text-slate-600 text-sm">
                    <span className="flex items-center gap-1">Price {price}</span>
                    <span className="flex items-center gap-1">Stock {stock}</span>
                  </div>
                  <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
                </div>
                <p className="text-slate-600 text-sm">
                  Stock confirmed <Confirmed item={item} />
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-left text-sm" data-grid>
        <caption className="sr-only">
          Your plants. Price and stock can be edited in place: Enter saves, Escape cancels, arrow keys move between
          cells.
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <SelectPage items={items} selected={selected} onSelect={onSelect} />
            </th>
            <SortHeader label="Plant" sortKey="name" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              Category
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Size
            </th>
            <SortHeader label="Price" sortKey="price" sort={sort} onSort={onSort} className="text-right" />
            <SortHeader label="Stock" sortKey="quantity_available" sort={sort} onSort={onSort} className="text-right" />
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Stock confirmed
            </th>
            <SortHeader label="Updated" sortKey="updated_at" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, row) => {
            const { price, stock } = cells(item, row);
            return (
              <tr
                key={item.id}
                className={cn('border-slate-100 border-b last:border-0', selected.has(item.id) && 'bg-brand-50/60')}
              >
                <td className="px-3 py-1.5">{checkbox(item)}</td>
                <td className="px-3 py-1.5">
                  <div className="flex items-center gap-3">
                    <Thumb item={item} />
                    <div className="min-w-0">
                      <p className="max-w-[16rem] truncate font-medium text-slate-900">{item.plant_name}</p>
                      {item.scientific_name ? (
                        <p className="max-w-[16rem] truncate text-slate-500 text-xs italic">{item.scientific_name}</p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className="px-3 py-1.5 text-slate-700">{CATEGORY_LABELS[item.category]}</td>
                <td className="px-3 py-1.5 text-slate-700">{item.size ?? '—'}</td>
                <td className="px-1 py-1.5 text-right">{price}</td>
                <td className="px-1 py-1.5 text-right">{stock}</td>
                <td className="px-3 py-1.5">
                  <StatusBadge item={item} />
                </td>
                <td className="px-3 py-1.5">
                  <Confirmed item={item} />
                </td>
                <td className="whitespace-nowrap px-3 py-1.5 text-slate-600">{formatDate(item.updated_at)}</td>
                <td className="px-3 py-1.5">
                  <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
