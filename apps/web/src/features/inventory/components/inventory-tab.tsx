import type { VendorApprovalState } from '@verdant/shared/enums';
import { CATEGORIES, CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatCount, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import type { AvailabilityFormat, VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { CalendarCheck, ChevronLeft, ChevronRight, Clock, Download, Plus, Search, Sprout } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmStock } from '../api/bulk-inventory.ts';
import { downloadAvailability } from '../api/download-availability.ts';
import { useVendorInventory } from '../api/get-vendor-inventory.ts';
import { useSaveInventoryItem } from '../api/save-inventory-item.ts';
import { BulkBar } from './bulk-bar.tsx';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { InventoryFormDialog } from './inventory-form-dialog.tsx';
import { type InlineField, InventoryTable, type SortKey } from './inventory-table.tsx';

const SEARCH_DELAY_MS = 300;

/** Why an unapproved vendor can't list plants yet (the server refuses every inventory write with 403). */
export function ApprovalGate({ approval }: { approval: Exclude<VendorApprovalState, 'approved'> }) {
  return (
    <EmptyState
      icon={Clock}
      title={approval === 'pending' ? 'Waiting for approval' : 'Your vendor account was not approved'}
      description={
        approval === 'pending'
          ? `${MESSAGES.vendorNotApproved}. An admin reviews every new nursery; you can add plants as soon as yours is approved. Meanwhile, complete your business profile.`
          : 'You cannot list plants. Please contact us if you think this is a mistake.'
      }
    />
  );
}

const PAGE_SIZE = 25;

/** The address's table state (?search, category, stock, status, size, unconfirmed, sort, page) as the API's query. */
function apiQuery(params: URLSearchParams): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  const search = params.get('search');
  if (search) query.set('search', search);
  const category = params.get('category');
  if (category && (CATEGORIES as readonly string[]).includes(category)) query.set('category', category);
  const stock = params.get('stock');
  if (stock === 'in' || stock === 'out') query.set('in_stock', String(stock === 'in'));
  const status = params.get('status');
  if (status === 'published' || status === 'hidden') query.set('published', String(status === 'published'));
  const size = params.get('size');
  if (size) query.set('size_class', size);
  if (params.get('unconfirmed') === 'true') query.set('unconfirmed', 'true');
  query.set('sort', params.get('sort') ?? 'name');
  query.set('page', String(Math.max(1, Number(params.get('page')) || 1)));
  return query.toString();
}

const wide = '(min-width: 768px)';
const subscribeWide = (notify: () => void) => {
  const media = window.matchMedia(wide);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
};
/** Phones get cards; wider screens the table. */
function useLayout(): 'table' | 'cards' {
  const isWide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(wide).matches,
    () => true,
  );
  return isWide ? 'table' : 'cards';
}

const FIELD_LABELS: Record<InlineField, string> = { price: 'Price', quantity_available: 'Stock' };
const shown = (field: InlineField, value: number) => (field === 'price' ? formatMoney(value) : formatCount(value));

/**
 * Inventory tab: a page of the vendor's plants from the server (search, filters, sort and page kept in the address),
 * price and stock edited in place with an Undo, several plants changed at once, the form for the rest.
 */
export function InventoryTab({ approval }: { approval: VendorApprovalState }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [text, setText] = useState(search);
  const [editing, setEditing] = useState<{ id: number | null; fallback: VendorInventoryItem | null } | null>(null);
  const [deleting, setDeleting] = useState<VendorInventoryItem | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = apiQuery(searchParams);
  const inventory = useVendorInventory(query, approval === 'approved');
  const save = useSaveInventoryItem();
  const confirmStock = useConfirmStock();
  const toast = useToast();
  const layout = useLayout();

  /** Changes some address parameters; any filter change goes back to page 1. */
  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // Follow the address (back/forward) into the box, and the box into the address after a pause.
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(
      () =>
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            if (text.trim()) next.set('search', text.trim());
            else next.delete('search');
            next.delete('page');
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, setSearchParams]);

  if (approval !== 'approved') return <ApprovalGate approval={approval} />;

  const page = inventory.data;
  const items = page?.items ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
  const editingItem = editing?.id == null ? null : (items.find((item) => item.id === editing.id) ?? editing.fallback);
  const sort = searchParams.get('sort') ?? 'name';
  const filtered = ['search', 'category', 'stock', 'status', 'size', 'unconfirmed'].some((key) =>
    searchParams.get(key),
  );
  const size = searchParams.get('size') ?? '';
  // The vendor's own size classes; one from the address that the page does not list yet still shows.
  const sizes = page?.size_classes ?? [];
  const sizeOptions =
    size && !sizes.some((option) => option.value === size) ? [...sizes, { value: size, label: size }] : sizes;

  const onSort = (key: SortKey) => update({ sort: sort === key ? `-${key}` : key });
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const saveField = async (item: VendorInventoryItem, field: InlineField, value: number) => {
    const before = item[field];
    await save.mutateAsync({ id: item.id, body: { [field]: value } as never });
    toast.success(`${FIELD_LABELS[field]} of ${item.plant_name} is now ${shown(field, value)}.`, {
      label: 'Undo',
      onAction: () =>
        save
          .mutateAsync({ id: item.id, body: { [field]: before } as never })
          .then(() => toast.success(`${FIELD_LABELS[field]} of ${item.plant_name} is back to ${shown(field, before)}.`))
          .catch((error) => toast.error(errorMessage(error, 'Could not undo the change.'))),
    });
  };
  const download = (format: AvailabilityFormat) =>
    downloadAvailability(format).catch(() => toast.error('Could not download your list. Please try again.'));
  const confirmAll = async () => {
    try {
      const result = await confirmStock.mutateAsync();
      toast.success(`Stock confirmed as current for ${formatCount(result.confirmed)} plants.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not confirm your stock. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="inventory-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="inventory-title" className="font-semibold text-lg text-slate-900">
          Inventory
        </h2>
        <div className="flex flex-wrap gap-2">
          <fieldset className="flex items-center gap-1 rounded-lg border border-slate-300 bg-white pl-3 shadow-sm">
            <legend className="sr-only">Download your availability list</legend>
            <Download className="size-4 text-slate-500" aria-hidden="true" />
            {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant="ghost"
                size="sm"
                className="h-9"
                onClick={() => download(format)}
                aria-label={`Download list as ${format.toUpperCase()}`}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </fieldset>
          <Button variant="secondary" onClick={confirmAll} loading={confirmStock.isPending}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            Confirm all stock is current
          </Button>
          <Button onClick={() => setEditing({ id: null, fallback: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Plant
          </Button>
        </div>
      </div>

      {/* Phones: the search, then two selects a row; tablets: four selects under the search; desktops: one row. */}
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-[minmax(14rem,1fr)_repeat(4,minmax(8.5rem,auto))]">
        <div className="relative col-span-2 md:col-span-4 lg:col-span-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search your plants"
            aria-label="Search your plants"
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Category"
          value={searchParams.get('category') ?? ''}
          onChange={(event) => update({ category: event.target.value || null })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Stock"
          value={searchParams.get('stock') ?? ''}
          onChange={(event) => update({ stock: event.target.value || null })}
        >
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="out">Sold out</option>
        </Select>
        <Select
          aria-label="Status"
          value={searchParams.get('status') ?? ''}
          onChange={(event) => update({ status: event.target.value || null })}
        >
          <option value="">Any status</option>
          <option value="published">Published</option>
          <option value="hidden">Hidden</option>
        </Select>
        <Select aria-label="Size" value={size} onChange={(event) => update({ size: event.target.value || null })}>
          <option value="">Any size</option>
          {sizeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {searchParams.get('unconfirmed') === 'true' ? (
        <p className="flex flex-wrap items-center gap-2 text-amber-900 text-sm">
          Showing plants whose stock was not confirmed for 14 days or more.
          <Button size="sm" variant="ghost" onClick={() => update({ unconfirmed: null })}>
            Show all plants
          </Button>
        </p>
      ) : null}

      {selected.size > 0 ? <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} /> : null}

      {inventory.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading your plants
          </p>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-14 w-full rounded-card" />
          ))}
        </div>
      ) : inventory.isError ? (
        <LoadError
          message="Failed to load your inventory."
          onRetry={() => inventory.refetch()}
          retrying={inventory.isFetching}
        />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No plants match"
            description={search ? `Nothing found for "${search}" with these filters.` : 'No plants have these filters.'}
          />
        ) : (
          <EmptyState
            icon={Sprout}
            title="No plants yet"
            description="Add your first plant so buyers can find it on the marketplace."
            action={
              <Button onClick={() => setEditing({ id: null, fallback: null })}>
                <Plus className="size-4" aria-hidden="true" />
                Add your first plant
              </Button>
            }
          />
        )
      ) : (
        <>
          <p className="text-slate-600 text-sm" aria-live="polite">
            {formatCount(page?.total ?? 0)} {page?.total === 1 ? 'plant' : 'plants'}
            {search ? ` matching "${search}"` : ''}
          </p>
          <InventoryTable
            items={items}
            sort={sort}
            onSort={onSort}
            selected={selected}
            onSelect={onSelect}
            onSave={saveField}
            onEdit={(item) => setEditing({ id: item.id, fallback: item })}
            onDelete={setDeleting}
            layout={layout}
          />
          <nav aria-label="Inventory pages" className="flex items-center justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={(page?.page ?? 1) <= 1}
              onClick={() => update({ page: String((page?.page ?? 1) - 1) })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Button>
            <p className="text-slate-600 text-sm">
              Page {page?.page ?? 1} of {pages}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={(page?.page ?? 1) >= pages}
              onClick={() => update({ page: String((page?.page ?? 1) + 1) })}
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}

      <InventoryFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        item={editingItem}
        onCreated={(item) => setEditing({ id: item.id, fallback: item })}
      />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
