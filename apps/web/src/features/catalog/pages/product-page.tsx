import { MESSAGES } from '@verdant/shared/messages';
import { clampQuantity } from '@verdant/shared/rules/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { ArrowLeft, Mail, Phone, Store } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePlant } from '../api/get-plant.ts';
import { AddToCartButton } from '../components/add-to-cart-button.tsx';
import { ImageGallery } from '../components/image-gallery.tsx';
import { PlantsLoadError } from '../components/plant-list-states.tsx';
import { Price } from '../components/price.tsx';
import { TierTable } from '../components/price-tiers.tsx';
import { ReadyDate } from '../components/ready-date.tsx';
import { StockBadge } from '../components/stock-badge.tsx';
import { StockConfirmed } from '../components/stock-confirmed.tsx';
import { categoryLabel } from '../lib/categories.ts';
import { growingFacts, sizeClassLabel } from '../lib/growing-labels.ts';

/** What the Reviews tab shows for a plant: the reviews feature's list and form, composed in by the app. */
type ReviewsSlot = (plantId: number) => ReactNode;

export function ProductPage({ reviews }: { reviews: ReviewsSlot }) {
  const { id } = useParams();
  const plantId = Number(id);
  const plant = usePlant(plantId);
  const valid = Number.isInteger(plantId) && plantId > 0;
  useDocumentTitle(plant.data?.plant_name ?? (plant.isError || !valid ? MESSAGES.plantNotFound : 'Plant Details'));

  if (!valid || (plant.isError && plant.error instanceof ApiError && plant.error.status === 404)) {
    return <PlantNotFound />;
  }
  if (plant.isError) {
    return (
      <PageContainer>
        <PlantsLoadError onRetry={() => plant.refetch()} />
      </PageContainer>
    );
  }
  if (plant.isPending) return <ProductSkeleton />;
  return <ProductDetails plant={plant.data} reviews={reviews} />;
}

function PlantNotFound() {
  return (
    <PageContainer className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="font-semibold text-3xl tracking-tight">{MESSAGES.plantNotFound}</h1>
      <p className="text-slate-600">This plant may have sold out or been removed by its nursery.</p>
      <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Marketplace
      </Link>
    </PageContainer>
  );
}

function ProductSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading plant…
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-8 w-1/4" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </PageContainer>
  );
}

function ProductDetails({ plant, reviews }: { plant: Plant; reviews: ReviewsSlot }) {
  const location = useLocation();
  const [tab, setTab] = useState(location.hash === '#reviews' ? 'reviews' : 'description');
  const [quantity, setQuantity] = useState('1');
  const quantityId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const available = plant.quantity_available;

  // /product/:id#reviews (the buyer dashboard's Leave Review) opens the Reviews tab and scrolls to it.
  useEffect(() => {
    if (location.hash !== '#reviews') return;
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  return (
    <PageContainer>
      <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Marketplace
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ImageGallery plant={plant} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge tone="green">{categoryLabel(plant.category)}</Badge>
            <StockBadge quantity={available} />
          </div>
          <StockConfirmed at={plant.stock_confirmed_at} className="-mt-2 text-sm" />
          <ReadyDate date={plant.ready_date} className="-mt-2 text-sm" />
          <div>
            <h1 className="font-semibold text-3xl tracking-tight">{plant.plant_name}</h1>
            {plant.scientific_name ? <p className="text-lg text-slate-600 italic">{plant.scientific_name}</p> : null}
          </div>
          <Rating average={plant.rating_average} count={plant.rating_count} />
          <Price price={plant.price} compareAtPrice={plant.compare_at_price} className="text-2xl" />
          <TierTable plant={plant} quantity={clampQuantity(quantity, available)} />
          <dl className="grid grid-cols-2 gap-3 rounded-card border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">In stock</dt>
              {/* "In stock: Out of stock" said it twice; the badge above already says out of stock. */}
              <dd className="font-medium text-slate-900">{available > 0 ? available : 'None'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Size</dt>
              <dd className="font-medium text-slate-900">{plant.size || '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Pot size</dt>
              <dd className="font-medium text-slate-900">{plant.pot_size || '—'}</dd>
            </div>
            {sizeClassLabel(plant) ? (
              <div>
                <dt className="text-slate-500">Size class</dt>
                <dd className="font-medium text-slate-900">{sizeClassLabel(plant)}</dd>
              </div>
            ) : null}
            {growingFacts(plant).map((fact) => (
              <div key={fact.term} className={fact.term === 'Native to' ? 'col-span-full' : undefined}>
                <dt className="text-slate-500">{fact.term}</dt>
                <dd className="break-words font-medium text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={quantityId} className="font-medium text-slate-800 text-sm">
                Quantity
              </label>
              <Input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, available)}
                step={1}
                value={quantity}
                disabled={available <= 0}
                onChange={(event) => setQuantity(event.target.value)}
                onBlur={() => setQuantity(String(clampQuantity(quantity, available)))}
                className="w-24"
              />
            </div>
            <AddToCartButton plant={plant} quantity={clampQuantity(quantity, available)} size="lg" />
          </div>
          <VendorBox plant={plant} />
        </div>
      </div>
      <div ref={tabsRef} id="reviews" className="mt-10 scroll-mt-20">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Plant information">
            <TabsTrigger value="description">Description</TabsTrigger>
            <TabsTrigger value="care">Care Instructions</TabsTrigger>
            <TabsTrigger value="reviews">Reviews ({plant.rating_count})</TabsTrigger>
          </TabsList>
          <TabsContent value="description" className="max-w-3xl text-slate-700">
            <p className="whitespace-pre-line">{plant.description || 'The nursery has not added a description yet.'}</p>
          </TabsContent>
          <TabsContent value="care" className="max-w-3xl text-slate-700">
            <p className="whitespace-pre-line">
              {plant.care_instructions || 'Ask the nursery for care instructions with an inquiry.'}
            </p>
          </TabsContent>
          <TabsContent value="reviews" className="grid max-w-5xl gap-6 lg:grid-cols-[1fr_22rem]">
            {reviews(plant.id)}
          </TabsContent>
        </Tabs>
      </div>
    </PageContainer>
  );
}

function VendorBox({ plant }: { plant: Plant }) {
  const { vendor } = plant;
  return (
    <section aria-labelledby="vendor-heading" className="rounded-card border border-slate-200 bg-sage-50 p-4">
      <p className="text-slate-600 text-xs uppercase tracking-wide">Sold by</p>
      <h2 id="vendor-heading" className="mt-1 flex items-center gap-2 font-semibold text-slate-900">
        <Store className="size-4 text-brand-700" aria-hidden="true" />
        <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700 hover:underline">
          {vendor.business_name}
        </Link>
      </h2>
      {vendor.business_description ? (
        <p className="mt-1 line-clamp-3 text-slate-600 text-sm">{vendor.business_description}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
        {vendor.business_email ? (
          <a href={`mailto:${vendor.business_email}`} className="inline-flex items-center gap-1.5 hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {vendor.business_email}
          </a>
        ) : null}
        {vendor.business_phone ? (
          <a href={`tel:${vendor.business_phone}`} className="inline-flex items-center gap-1.5 hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            {vendor.business_phone}
          </a>
        ) : null}
      </div>
      <Link
        to={`/vendor/${vendor.id}`}
        className="mt-3 inline-block font-medium text-brand-700 text-sm hover:underline"
      >
        Visit Store →
      </Link>
    </section>
  );
}
