import { formatDate } from '@verdant/shared/format';
import { ArrowLeft, CalendarDays, Download, Mail, MapPin, Phone, Search, Store } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePlants } from '../api/get-plants.ts';
import { useVendorStore } from '../api/get-vendor-store.ts';
import { PlantGrid, PlantGridSkeleton } from '../components/plant-grid.tsx';
import { NoPlants, PlantsLoadError } from '../components/plant-list-states.tsx';

/** /vendor/:id — the spec leaves it to us: business profile, rating, and the vendor's plants with search. */
export function VendorStorePage() {
  const { id } = useParams();
  const vendorId = Number(id);
  const store = useVendorStore(vendorId);
  const valid = Number.isInteger(vendorId) && vendorId > 0;
  useDocumentTitle(store.data?.business_name ?? 'Nursery');

  if (!valid || (store.isError && store.error instanceof ApiError && store.error.status === 404)) {
    return (
      <PageContainer className="flex flex-col items-center gap-4 py-20 text-center">
        <h1 className="font-semibold text-3xl tracking-tight">Vendor Not Found</h1>
        <p className="text-slate-600">This nursery is not on the marketplace, or is not open yet.</p>
        <Link to="/find-vendors" className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Find Nursery Vendors
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {store.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading nursery…
          </p>
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : store.isError ? (
        <PlantsLoadError onRetry={() => store.refetch()} />
      ) : (
        <header className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex max-w-3xl flex-col gap-2">
            <p className="flex items-center gap-2 font-semibold text-brand-700 text-sm uppercase tracking-wide">
              <Store className="size-4" aria-hidden="true" />
              Nursery
            </p>
            <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{store.data.business_name}</h1>
            <Rating average={store.data.rating_average} count={store.data.rating_count} />
            {store.data.business_description ? (
              <p className="text-slate-700">{store.data.business_description}</p>
            ) : null}
          </div>
          <ul className="flex shrink-0 flex-col gap-2 text-slate-700 text-sm">
            {store.data.business_address ? (
              <li className="flex items-center gap-2">
                <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                {store.data.business_address}
              </li>
            ) : null}
            {store.data.business_phone ? (
              <li>
                <a href={`tel:${store.data.business_phone}`} className="flex items-center gap-2 hover:underline">
                  <Phone className="size-4 text-slate-500" aria-hidden="true" />
                  {store.data.business_phone}
                </a>
              </li>
            ) : null}
            {store.data.business_email ? (
              <li>
                <a href={`mailto:${store.data.business_email}`} className="flex items-center gap-2 hover:underline">
                  <Mail className="size-4 text-slate-500" aria-hidden="true" />
                  {store.data.business_email}
                </a>
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
              On Verdant since {formatDate(store.data.member_since, 'month')}
            </li>
            {store.data.plant_count > 0 ? (
              <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Download className="size-4 text-slate-500" aria-hidden="true" />
                <span>Download availability list:</span>
                {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
                  <a
                    key={format}
                    href={`/api/vendors/${vendorId}/availability?format=${format}`}
                    download
                    className="font-medium text-brand-800 underline-offset-2 hover:underline"
                    aria-label={`${format.toUpperCase()} availability list`}
                  >
                    {format.toUpperCase()}
                  </a>
                ))}
              </li>
            ) : null}
          </ul>
        </header>
      )}
      {store.isSuccess ? <StorePlants vendorId={vendorId} plantCount={store.data.plant_count} /> : null}
    </PageContainer>
  );
}

function StorePlants({ vendorId, plantCount }: { vendorId: number; plantCount: number }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const [text, setText] = useState(search ?? '');
  const inputId = useId();
  const plants = usePlants({ vendorId, search });
  const all = plants.data?.pages.flatMap((page) => page.plants) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('search', text.trim());
    else next.delete('search');
    setParams(next);
  };
  return (
    <section aria-labelledby="store-plants-heading" className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="store-plants-heading" className="font-semibold text-2xl tracking-tight">
            Plants from this nursery
          </h2>
          <p className="text-slate-600 text-sm">
            {plantCount} {plantCount === 1 ? 'plant' : 'plants'} available
          </p>
        </div>
        <search className="w-full sm:w-96">
          <form onSubmit={submit} className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="font-medium text-slate-800 text-sm">
              Search this store
            </label>
            <div className="flex gap-2">
              <Input
                id={inputId}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={200}
              />
              <Button type="submit" variant="secondary">
                <Search className="size-4" aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
        </search>
      </div>
      <div className="mt-6">
        {plants.isPending ? (
          <PlantGridSkeleton />
        ) : plants.isError ? (
          <PlantsLoadError onRetry={() => plants.refetch()} />
        ) : all.length === 0 ? (
          <NoPlants
            description={
              search ? `No plants in this store match “${search}”.` : 'This nursery has no plants listed yet.'
            }
          />
        ) : (
          <>
            <PlantGrid plants={all} priorityCount={4} />
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
    </section>
  );
}
