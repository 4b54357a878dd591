import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNurseryDirectory } from '../api/nursery-directory.ts';

export type InvitedNursery = { id: number; business_name: string };

/** Invited nurseries, picked from the vendor directory (GET /api/vendors) by name. */
export function InvitePicker({
  selected,
  onChange,
  error,
}: {
  selected: InvitedNursery[];
  onChange: (next: InvitedNursery[]) => void;
  error?: string | undefined;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const directory = useNurseryDirectory(search.trim());
  const chosen = new Set(selected.map((nursery) => nursery.id));
  const toggle = (nursery: InvitedNursery) =>
    onChange(chosen.has(nursery.id) ? selected.filter((item) => item.id !== nursery.id) : [...selected, nursery]);

  return (
    <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex flex-wrap gap-2" aria-live="polite">
        {selected.length === 0 ? (
          <p className="text-slate-600 text-sm">No nursery invited yet.</p>
        ) : (
          selected.map((nursery) => (
            <Badge key={nursery.id} tone="green" className="py-1 pr-1 text-sm">
              {nursery.business_name}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={`Remove ${nursery.business_name}`}
                onClick={() => toggle(nursery)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </Badge>
          ))
        )}
      </div>
      <label htmlFor={searchId} className="font-medium text-slate-800 text-sm">
        Find nurseries to invite
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          className="pl-9"
          placeholder="Nursery name"
          value={search}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {error ? <p className="font-medium text-red-700 text-sm">{error}</p> : null}
      {directory.isPending ? (
        <Spinner size="sm" label="Loading nurseries" />
      ) : (
        <ul className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
          {(directory.data ?? []).map((vendor) => (
            <li key={vendor.id}>
              <Button
                variant={chosen.has(vendor.id) ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={chosen.has(vendor.id)}
                className="w-full justify-start"
                onClick={() => toggle({ id: vendor.id, business_name: vendor.business_name })}
              >
                <span className="truncate">{vendor.business_name}</span>
                {vendor.business_address ? (
                  <span className="truncate font-normal text-slate-500 text-xs">{vendor.business_address}</span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
