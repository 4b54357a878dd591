import type { Category } from '@verdant/shared/enums';
import { type marketplaceFilters, RESULTS_SORTS, type ResultsSort } from '@verdant/shared/pages';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePlants } from '../api/get-plants.ts';
import { CATEGORY_OPTIONS, categoryLabel } from '../lib/categories.ts';
import { PlantGrid, PlantGridSkeleton } from './plant-grid.tsx';
import { NoPlants, PlantsLoadError } from './plant-list-states.tsx';

const SORT_LABELS: Record<ResultsSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
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

/** The results view: heading, search box and category select, all kept in the address (?search=&category=). */
export function ResultsView({ search, category, sort }: ReturnType<typeof marketplaceFilters>) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(search ?? '');
  const ids = { search: useId(), category: useId(), sort: useId() };
  // The header's mobile search changes ?search= while this view is open.
  useEffect(() => setText(search ?? ''), [search]);
  const plants = usePlants({ search, category, sort });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== 'all') next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: text.trim() || undefined });
  };

  const all = plants.data?.pages.flatMap((page) => page.plants) ?? [];
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
        <div className="flex flex-col gap-1.5 md:w-56">
          <label htmlFor={ids.category} className="font-medium text-slate-800 text-sm">
            Category
          </label>
          <Select
            id={ids.category}
            value={category ?? 'all'}
            onChange={(event) => update({ category: event.target.value })}
            options={CATEGORY_OPTIONS}
          />
        </div>
        <div className="flex flex-col gap-1.5 md:w-48">
          <label htmlFor={ids.sort} className="font-medium text-slate-800 text-sm">
            Sort by
          </label>
          <Select
            id={ids.sort}
            value={sort ?? ''}
            onChange={(event) => update({ sort: event.target.value || undefined })}
            options={SORT_OPTIONS}
          />
        </div>
      </div>
      <div className="mt-6">
        {plants.isPending ? (
          <PlantGridSkeleton />
        ) : plants.isError ? (
          <PlantsLoadError onRetry={() => plants.refetch()} />
        ) : all.length === 0 ? (
          <NoPlants
            description={search ? 'Try a shorter word or another category.' : 'No plants in this category yet.'}
            action={
              <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
                Browse all plants
              </Link>
            }
          />
        ) : (
          <>
            <p role="status" className="mb-4 text-slate-600 text-sm">
              Showing {all.length} {all.length === 1 ? 'plant' : 'plants'}
              {plants.hasNextPage ? ' so far' : ''}
            </p>
            <PlantGrid plants={all} priorityCount={4} headingLevel="h2" />
            {plants.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button variant="secondary" loading={plants.isFetchingNextPage} onClick={() => plants.fetchNextPage()}>
                  Load more plants
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
