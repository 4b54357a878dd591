import type { MarketplaceFilters } from '@verdant/shared/pages';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog.tsx';
import { usePlants } from '../../api/get-plants.ts';
import { activeFilterCount, matchingCount, withoutPanelFilters } from '../../lib/facets.ts';
import { FilterPanel } from './filter-panel.tsx';

type Props = {
  filters: MarketplaceFilters;
  onApply: (next: MarketplaceFilters) => void;
  myZone: string | null;
  onMyZoneChange: (zone: string | null) => void;
};

const plantsWord = (count: number) => `${count} ${count === 1 ? 'plant' : 'plants'}`;

/**
 * Phones and tablets: the filters in a sheet from the bottom. Choices are a draft, counted as they change (the same
 * request the list makes for them, so Apply shows it at once), and reach the address only on Apply.
 */
export function FilterSheet({ filters, onApply, myZone, onMyZoneChange }: Props) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" aria-label={active > 0 ? `Filters, ${active} on` : 'Filters'}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {active > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-white text-xs tabular-nums" aria-hidden="true">
              {active}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent side="bottom" closeLabel="Close filters">
        {open ? (
          <SheetBody
            applied={filters}
            myZone={myZone}
            onMyZoneChange={onMyZoneChange}
            onApply={(next) => {
              onApply(next);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SheetBody({
  applied,
  onApply,
  myZone,
  onMyZoneChange,
}: {
  applied: MarketplaceFilters;
  onApply: (next: MarketplaceFilters) => void;
  myZone: string | null;
  onMyZoneChange: (zone: string | null) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const plants = usePlants({ ...draft, facets: true }, { keepPrevious: true });
  const facets = plants.data?.pages[0]?.facets;
  const count = facets ? matchingCount(facets, draft) : undefined;
  return (
    <>
      <DialogHeader className="mb-0 border-slate-200 border-b px-5 pt-5 pb-3">
        <DialogTitle>Filters</DialogTitle>
        <DialogDescription aria-live="polite">
          {count === undefined ? 'Counting plants…' : `${plantsWord(count)} match`}
        </DialogDescription>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
        <FilterPanel
          filters={draft}
          facets={facets}
          onChange={setDraft}
          myZone={myZone}
          onMyZoneChange={onMyZoneChange}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 border-slate-200 border-t px-5 py-3">
        <Button variant="secondary" onClick={() => setDraft(withoutPanelFilters(draft))}>
          Clear
        </Button>
        <Button onClick={() => onApply(draft)} loading={plants.isFetching && plants.isPlaceholderData}>
          {count === undefined ? 'Apply' : `Show ${plantsWord(count)}`}
        </Button>
      </div>
    </>
  );
}
