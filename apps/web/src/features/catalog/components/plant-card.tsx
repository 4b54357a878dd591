import { PLANT_CARD_IMAGE_SIZES } from '@verdant/shared/pages';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { Eye, Ruler, Snowflake, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { categoryLabel } from '../lib/categories.ts';
import { sizeClassLabel, zoneRangeLabel } from '../lib/growing-labels.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PlantImage } from './plant-image.tsx';
import { Price } from './price.tsx';
import { TierOffer } from './price-tiers.tsx';
import { ReadyDate } from './ready-date.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockConfirmed } from './stock-confirmed.tsx';

type PlantCardProps = {
  plant: Plant;
  onViewDetails: (plant: Plant) => void;
  priority?: boolean;
  /** Heading level of the plant name, so each section keeps a proper outline. */
  headingLevel?: 'h2' | 'h3';
};

export function PlantCard({ plant, onViewDetails, priority, headingLevel: Heading = 'h3' }: PlantCardProps) {
  const size = sizeClassLabel(plant);
  const zones = zoneRangeLabel(plant);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm shadow-slate-900/5">
      <Link to={`/product/${plant.id}`} tabIndex={-1} aria-hidden="true" className="block">
        <PlantImage
          plant={plant}
          priority={priority ?? false}
          sizes={PLANT_CARD_IMAGE_SIZES}
          className="aspect-[4/3] w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="green">{categoryLabel(plant.category)}</Badge>
          <StockBadge quantity={plant.quantity_available} />
        </div>
        <StockConfirmed at={plant.stock_confirmed_at} />
        <ReadyDate date={plant.ready_date} />
        <div>
          <Heading className="font-semibold text-base text-slate-900 leading-snug">
            <Link to={`/product/${plant.id}`} className="hover:text-brand-700 hover:underline">
              {plant.plant_name}
            </Link>
          </Heading>
          {plant.scientific_name ? <p className="text-slate-600 text-sm italic">{plant.scientific_name}</p> : null}
        </div>
        {size || zones ? (
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-slate-700 text-sm">
            {size ? (
              <span className="inline-flex items-center gap-1.5">
                <Ruler className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="sr-only">Size: </span>
                {size}
              </span>
            ) : null}
            {zones ? (
              <span className="inline-flex items-center gap-1.5">
                <Snowflake className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="sr-only">Hardiness: </span>
                {zones}
              </span>
            ) : null}
          </p>
        ) : null}
        <div>
          <Price price={plant.price} compareAtPrice={plant.compare_at_price} />
          <TierOffer plant={plant} />
        </div>
        {plant.rating_count > 0 ? <Rating average={plant.rating_average} count={plant.rating_count} /> : null}
        <p className="flex items-center gap-1.5 text-slate-600 text-sm">
          <Store className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Vendor: </span>
          <Link to={`/vendor/${plant.vendor.id}`} className="truncate hover:text-brand-700 hover:underline">
            {plant.vendor.business_name}
          </Link>
        </p>
        {plant.description ? <p className="line-clamp-2 text-slate-600 text-sm">{plant.description}</p> : null}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button variant="secondary" size="sm" onClick={() => onViewDetails(plant)}>
            <Eye className="size-4" aria-hidden="true" />
            View Details
            <span className="sr-only"> of {plant.plant_name}</span>
          </Button>
          <AddToCartButton plant={plant} size="sm" />
        </div>
      </div>
    </article>
  );
}

export function PlantCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
      <div aria-hidden="true" className="aspect-[4/3] w-full animate-pulse bg-slate-200/80" />
      <div aria-hidden="true" className="flex flex-col gap-3 p-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200/80" />
        <div className="h-9 w-full animate-pulse rounded bg-slate-200/80" />
      </div>
    </div>
  );
}
