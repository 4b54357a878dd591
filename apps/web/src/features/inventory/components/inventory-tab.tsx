import type { VendorApprovalState } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { Clock, Plus, Search, Sprout } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorInventory } from '../api/get-vendor-inventory.ts';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { InventoryFormDialog } from './inventory-form-dialog.tsx';
import { InventoryList } from './inventory-list.tsx';

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

/** Inventory tab: search (kept in ?search=), add, edit, delete, photos. */
export function InventoryTab({ approval }: { approval: VendorApprovalState }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [text, setText] = useState(search);
  const [editing, setEditing] = useState<{ id: number | null; fallback: VendorInventoryItem | null } | null>(null);
  const [deleting, setDeleting] = useState<VendorInventoryItem | null>(null);
  const inventory = useVendorInventory(search, approval === 'approved');

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
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, setSearchParams]);

  if (approval !== 'approved') return <ApprovalGate approval={approval} />;

  const items = inventory.data ?? [];
  const editingItem = editing?.id == null ? null : (items.find((item) => item.id === editing.id) ?? editing.fallback);

  return (
    <section aria-labelledby="inventory-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="inventory-title" className="font-semibold text-lg text-slate-900">
          Inventory
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="relative sm:w-72">
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
          <Button onClick={() => setEditing({ id: null, fallback: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Plant
          </Button>
        </div>
      </div>

      {inventory.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading your plants
          </p>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-24 w-full rounded-card" />
          ))}
        </div>
      ) : inventory.isError ? (
        <LoadError
          message="Failed to load your inventory."
          onRetry={() => inventory.refetch()}
          retrying={inventory.isFetching}
        />
      ) : items.length === 0 ? (
        search ? (
          <EmptyState
            icon={Search}
            title="No plants match your search"
            description={`Nothing found for "${search}".`}
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
            {items.length} {items.length === 1 ? 'plant' : 'plants'}
            {search ? ` matching "${search}"` : ''}
          </p>
          <InventoryList
            items={items}
            onEdit={(item) => setEditing({ id: item.id, fallback: item })}
            onDelete={setDeleting}
          />
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
