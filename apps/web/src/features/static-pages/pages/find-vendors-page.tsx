import { LIMITS } from '@verdant/shared/messages';
import {
  VENDOR_LOCATIONS,
  VENDOR_SPECIALTIES,
  type VendorDirectoryEntry,
  type VendorTier,
} from '@verdant/shared/schemas/catalog';
import { Mail, MapPin, Phone, Search, Store } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVendorDirectory, type VendorDirectoryParams } from '../api/get-vendor-directory.ts';
import { LOCATION_OPTIONS, VENDOR_CATEGORY_OPTIONS } from '../data/vendor-filters.ts';

const TIER_TONES: Record<VendorTier, BadgeTone> = { Premium: 'purple', Pro: 'blue', Starter: 'gray' };

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T =>
  allowed.includes(value as T) ? (value as T) : allowed[0]!;

/** The filters live in the address: Search applies them, a shared link shows the same list. */
function readParams(params: URLSearchParams): VendorDirectoryParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    location: pick(params.get('location'), VENDOR_LOCATIONS),
    category: pick(params.get('category'), VENDOR_SPECIALTIES),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /find-vendors: the live directory of approved nurseries (issue 14 replaces the spec's four samples). */
export function FindVendorsPage() {
  useDocumentTitle('Find Nursery Vendors');
  const ids = { search: useId(), location: useId(), category: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const directory = useVendorDirectory(params);

  const go = (next: VendorDirectoryParams) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.location !== 'all') query.set('location', next.location);
    if (next.category !== 'all') query.set('category', next.category);
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go(readParams(new URLSearchParams({ ...Object.fromEntries(form), page: '1' } as Record<string, string>)));
  };

  const vendors = directory.data ?? [];
  // A full page means another may follow (apiFetch does not expose the x-has-more header).
  const hasMore = vendors.length === LIMITS.vendorDirectoryPageSize;

  return (
    <PageContainer>
      <PageHeader
        title="Find Nursery Vendors"
        description="Discover trusted nurseries near your projects, compare specialties and ratings, and browse their inventory."
      />
      <search>
        {/* Keyed by the address: Back and Forward put the controls back to what is shown. */}
        <form
          key={searchParams.toString()}
          onSubmit={submit}
          className="mt-6 grid gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_12rem_12rem_auto] md:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.search} className="font-medium text-slate-800 text-sm">
              Search vendors
            </label>
            <Input
              id={ids.search}
              name="search"
              type="search"
              maxLength={LIMITS.searchMax}
              defaultValue={params.search}
              placeholder="Nursery name or plant"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.location} className="font-medium text-slate-800 text-sm">
              Location
            </label>
            <Select id={ids.location} name="location" defaultValue={params.location} options={LOCATION_OPTIONS} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.category} className="font-medium text-slate-800 text-sm">
              Category
            </label>
            <Select
              id={ids.category}
              name="category"
              defaultValue={params.category}
              options={VENDOR_CATEGORY_OPTIONS}
            />
          </div>
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </form>
      </search>

      <section aria-label="Nurseries" aria-busy={directory.isFetching} className="mt-6">
        {directory.isPending ? (
          <div className="grid gap-6 md:grid-cols-2">
            <p role="status" className="sr-only">
              Loading nurseries
            </p>
            <Skeleton className="h-64 rounded-card" />
            <Skeleton className="h-64 rounded-card" />
          </div>
        ) : directory.isError ? (
          <LoadError
            message="Failed to load nurseries"
            onRetry={() => directory.refetch()}
            retrying={directory.isFetching}
          />
        ) : vendors.length === 0 ? (
          <EmptyState
            icon={Store}
            title="No nurseries match"
            description="Try another location or category, or fewer words."
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {vendors.map((vendor) => (
              <VendorCard key={vendor.id} vendor={vendor} />
            ))}
          </ul>
        )}
        {params.page > 1 || hasMore ? (
          <nav
            aria-label="Nursery pages"
            className="mt-6 flex items-center justify-between gap-3 text-slate-600 text-sm"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={params.page <= 1}
              onClick={() => go({ ...params, page: params.page - 1 })}
            >
              Previous
            </Button>
            <span>Page {params.page}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!hasMore}
              onClick={() => go({ ...params, page: params.page + 1 })}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>

      <section className="mt-12 rounded-card border border-slate-200 bg-sage-50 p-6 text-center">
        <h2 className="font-semibold text-xl">Are you a nursery?</h2>
        <p className="mt-1 text-slate-600">List your inventory and reach landscapers and contractors across Texas.</p>
        <Link to="/register" className={buttonVariants({ className: 'mt-4' })}>
          Become a Vendor
        </Link>
      </section>
    </PageContainer>
  );
}

/** One nursery, with the same rating, review count and phone as its store page. */
function VendorCard({ vendor }: { vendor: VendorDirectoryEntry }) {
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-lg text-slate-900">{vendor.business_name}</h2>
          {vendor.business_address ? (
            <p className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {vendor.business_address}
            </p>
          ) : null}
        </div>
        <Badge tone={TIER_TONES[vendor.tier]}>{vendor.tier}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Rating average={vendor.rating_average} count={vendor.rating_count} />
        <span className="text-slate-600">
          {vendor.plant_count} {vendor.plant_count === 1 ? 'plant' : 'plants'} listed
        </span>
      </div>
      <p className="mt-3 flex-1 text-slate-700 text-sm">{vendor.business_description}</p>
      {vendor.business_phone ? (
        <p className="mt-3 flex items-center gap-1.5 text-slate-700 text-sm">
          <Phone className="size-4" aria-hidden="true" />
          {vendor.business_phone}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={`/vendor/${vendor.id}`} className={buttonVariants()}>
          View Inventory
          <span className="sr-only"> of {vendor.business_name}</span>
        </Link>
        {vendor.business_email ? (
          <a href={`mailto:${vendor.business_email}`} className={buttonVariants({ variant: 'secondary' })}>
            <Mail className="size-4" aria-hidden="true" />
            Contact
            <span className="sr-only"> {vendor.business_name}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
