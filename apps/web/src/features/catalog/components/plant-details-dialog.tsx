import type { Plant } from '@verdant/shared/schemas/inventory';
import { ExternalLink, Mail, Phone, Store } from 'lucide-react';
import { Suspense, useContext } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { categoryLabel } from '../lib/categories.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PlantImage } from './plant-image.tsx';
import { PlantInquirySlot } from './plant-inquiry-slot.ts';
import { Price } from './price.tsx';
import { ReadyDate } from './ready-date.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockConfirmed } from './stock-confirmed.tsx';

/** View Details: the plant's facts, its vendor, and the inquiry form. Escape, the X or the overlay close it. */
export function PlantDetailsDialog({ plant, onClose }: { plant: Plant; onClose: () => void }) {
  const InquiryForm = useContext(PlantInquirySlot);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" closeLabel="Close plant details">
        <DialogHeader>
          <DialogTitle>{plant.plant_name}</DialogTitle>
          <DialogDescription>
            {plant.scientific_name ? <span className="italic">{plant.scientific_name}</span> : null}
            {plant.scientific_name ? ' · ' : null}
            {categoryLabel(plant.category)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <PlantImage
            plant={plant}
            priority
            sizes="(min-width: 640px) 224px, 100vw"
            className="aspect-[4/3] w-full rounded-lg sm:aspect-square"
          />
          <div className="flex flex-col gap-3">
            <Price price={plant.price} compareAtPrice={plant.compare_at_price} className="text-lg" />
            <div className="flex flex-wrap gap-2">
              <StockBadge quantity={plant.quantity_available} />
              {plant.size ? <Badge>Size {plant.size}</Badge> : null}
              {plant.pot_size ? <Badge>Pot {plant.pot_size}</Badge> : null}
            </div>
            <StockConfirmed at={plant.stock_confirmed_at} />
            <ReadyDate date={plant.ready_date} />
            {plant.description ? <p className="text-slate-700 text-sm">{plant.description}</p> : null}
            <div className="flex flex-wrap gap-2">
              <AddToCartButton plant={plant} size="sm" />
              <Link
                to={`/product/${plant.id}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 font-medium text-brand-700 text-sm hover:bg-brand-50"
              >
                Full details
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
        {plant.care_instructions ? (
          <section className="mt-5">
            <h3 className="font-semibold text-slate-900 text-sm">Care Instructions</h3>
            <p className="mt-1 whitespace-pre-line text-slate-700 text-sm">{plant.care_instructions}</p>
          </section>
        ) : null}
        <section className="mt-5 rounded-lg border border-slate-200 bg-sage-50 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
            <Store className="size-4" aria-hidden="true" />
            <Link to={`/vendor/${plant.vendor.id}`} className="hover:text-brand-700 hover:underline">
              {plant.vendor.business_name}
            </Link>
          </h3>
          {plant.vendor.business_description ? (
            <p className="mt-1 line-clamp-3 text-slate-600 text-sm">{plant.vendor.business_description}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
            {plant.vendor.business_email ? (
              <a
                href={`mailto:${plant.vendor.business_email}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                {plant.vendor.business_email}
              </a>
            ) : null}
            {plant.vendor.business_phone ? (
              <a
                href={`tel:${plant.vendor.business_phone}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {plant.vendor.business_phone}
              </a>
            ) : null}
          </div>
        </section>
        {InquiryForm ? (
          <section className="mt-5 border-slate-200 border-t pt-5" aria-label="Send an inquiry">
            <Suspense fallback={null}>
              <InquiryForm plant={plant} />
            </Suspense>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
