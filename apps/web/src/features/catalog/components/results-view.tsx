import type { Category } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { type MarketplaceFilters, plantListParams, RESULTS_SORTS, type ResultsSort } from '@verdant/shared/pages';
import type { CatalogFacets } from '@verdant/shared/schemas/catalog';
import { Search } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMyZone } from '../../../lib/my-zone.ts';
import { usePlants } from '../api/get-plants.ts';
import { CATEGORY_OPTIONS, categoryLabel } from '../lib/categories.ts';
import { activeFilterCount, matchingCount, withoutPanelFilters } from '../lib/facets.ts';
import { ActiveFilters } from './filters/active-filters.tsx';
import { PlantGrid, PlantGridSkeleton } from './plant-grid.tsx';
import { NoPlants, PlantsLoadError } from './plant-list-states.tsx';

// The filters load with the results, not with the home page (which shares this page's code and has a size budget).
const FilterPanel = lazy(() =>
  import('./filters/filter-panel.tsx').then((module) => ({ default: module.FilterPanel })),
);
const FilterSheet = lazy(() =>
  import('./filters/filter-sheet.tsx').then((module) => ({ default: module.FilterSheet })),
);

const SORT_LABELS: Record<ResultsSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  size: 'Size: small to large',
};
const SORT_OPTIONS = [
  { value: '', label: 'Best match' },
  ...RESULTS_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
];
function heading(search: string | undefined, category: Category | undefined): string {
  if (search) return `Results for “${search}”`;
  if (category) return categoryLabel(category);
  return 'All Plants';
}

/** The category select, each category with its count once the facets have come. */
function categoryOptions(facets: CatalogFacets | undefined) {
  if (!facets) return CATEGORY_OPTIONS;
  const counts = new Map(facets.category.map((entry) => [entry.value, entry.count]));
  return CATEGORY_OPTIONS.map((option) =>
    option.value === 'all' ? option : { ...option, label: `${option.label} (${counts.get(option.value) ?? 0})` },
  );
}

/**
 * The results view: heading, search box, category select and sort, and the filters with their counts (a sidebar on
 * wide screens, a sheet on phones), all kept in the address (?search=&category=&zone=&light=...).
 */
export function ResultsView({ filters }: { filters: MarketplaceFilters }) {
  const { search, category, sort } = filters;
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(search ?? '');
  const ids = { search: useId(), category: useId(), sort: useId() };
  // The header's search changes ?search= while this view is open.
  useEffect(() => setText(search ?? ''), [search]);
  const plants = usePlants({ ...filters, facets: true }, { keepPrevious: true });
  const { zone: myZone, setZone } = useMyZone();
  const toast = useToast();
  const onMyZoneChange = (zone: string | null) => {
    setZone(zone).catch((error) => toast.error(errorMessage(error, MESSAGES.updateProfileFailed)));
  };

  const apply = (next: MarketplaceFilters) => setParams(plantListParams(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, search: text.trim() || undefined });
  };

  const all = plants.data?.pages.flatMap((page) => page.plants) ?? [];
  const facets = plants.data?.pages[0]?.facets;
  const total = facets ? matchingCount(facets, filters) : undefined;
  const filtered = activeFilterCount(filters) > 0;
  const panel = { filters, facets, onChange: apply, myZone, onMyZoneChange };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{heading(search, category)}</h1>
        <p className="text-slate-600">
          {search && category ? `In ${categoryLabel(category)}. ` : ''}
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            Back to the marketplace
          </Link>
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end">
        <search className="flex flex-1">
          <form onSubmit={submit} className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={ids.search} className="font-medium text-slate-800 text-sm">
              Search plants
            </label>
            <div className="flex gap-2">
              <Input
                id={ids.search}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Plant, scientific name or nursery"
                maxLength={200}
              />
              <Button type="submit">
                <Search className="size-4" aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
        </search>
        <div className="grid gap-3 sm:grid-cols-2 md:flex">
          <div className="flex min-w-0 flex-col gap-1.5 md:w-56">
            <label htmlFor={ids.category} className="font-medium text-slate-800 text-sm">
              Category
            </label>
            <Select
              id={ids.category}
              value={category ?? 'all'}
              onChange={(event) => {
                const value = event.target.value;
                apply({ ...filters, category: value === 'all' ? undefined : (value as Category) });
              }}
              options={categoryOptions(facets)}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5 md:w-48">
            <label htmlFor={ids.sort} className="font-medium text-slate-800 text-sm">
              Sort by
            </label>
            <Select
              id={ids.sort}
              value={sort ?? ''}
              onChange={(event) => apply({ ...filters, sort: (event.target.value as ResultsSort) || undefined })}
              options={SORT_OPTIONS}
            />
          </div>
        </div>
      </div>
      <div className="mt-6 flex gap-8">
        <aside aria-label="Filters" className="hidden w-60 shrink-0 lg:block">
          <Suspense fallback={null}>
            <FilterPanel {...panel} />
          </Suspense>
        </aside>
        <div className="min-w-0 flex-1" aria-busy={plants.isPlaceholderData}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-slate-600 text-sm">
              {plants.isPending
                ? null
                : total === undefined
                  ? `Showing ${all.length} ${all.length === 1 ? 'plant' : 'plants'}${plants.hasNextPage ? ' so far' : ''}`
                  : `Showing ${all.length} of ${total} ${total === 1 ? 'plant' : 'plants'}`}
            </p>
            <div className="flex items-center gap-2">
              {filtered ? (
                <Button variant="ghost" size="sm" onClick={() => apply(withoutPanelFilters(filters))}>
                  Clear filters
                </Button>
              ) : null}
              <div className="lg:hidden">
                <Suspense
                  fallback={
                    <Button variant="secondary" disabled>
                      Filters
                    </Button>
                  }
                >
                  <FilterSheet filters={filters} onApply={apply} myZone={myZone} onMyZoneChange={onMyZoneChange} />
                </Suspense>
              </div>
            </div>
          </div>
          <ActiveFilters filters={filters} onChange={apply} />
          {plants.isPending ? (
            <PlantGridSkeleton narrow />
          ) : plants.isError && !plants.data ? (
            <PlantsLoadError onRetry={() => plants.refetch()} />
          ) : all.length === 0 ? (
            <NoPlants
              description={
                filtered
                  ? 'No plant matches all these filters. Turn one off to see more.'
                  : search
                    ? 'Try a shorter word or another category.'
                    : 'No plants in this category yet.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => apply(withoutPanelFilters(filters))}>
                    Clear filters
                  </Button>
                ) : (
                  <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
                    Browse all plants
                  </Link>
                )
              }
            />
          ) : (
            <div className={plants.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <PlantGrid plants={all} priorityCount={4} headingLevel="h2" narrow />
              {plants.hasNextPage ? (
                <div className="mt-8 flex justify-center">
                  <Button
                    variant="secondary"
                    loading={plants.isFetchingNextPage}
                    onClick={() => plants.fetchNextPage()}
                  >
                    Load more plants
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
