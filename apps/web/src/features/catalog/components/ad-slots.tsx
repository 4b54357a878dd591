import { ArrowRight, Crown, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useBannerSlots } from '../api/get-banner-slots.ts';

/** Premium slot: one vendor with Visit Store. An empty list (or a failed fetch) hides the banner. */
export function PremiumAdSlot() {
  const { data } = useBannerSlots('premium');
  const vendor = data?.[0];
  if (!vendor) return null;
  return (
    <section
      aria-label="Featured nursery"
      className="flex flex-col gap-4 rounded-card border border-amber-200 bg-gradient-to-r from-amber-50 to-white p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Crown className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-amber-800 text-xs uppercase tracking-wide">Premium nursery</p>
        <h2 className="font-semibold text-slate-900 text-xl">{vendor.business_name}</h2>
        {vendor.business_description ? (
          <p className="mt-1 line-clamp-2 text-slate-600 text-sm">{vendor.business_description}</p>
        ) : null}
      </div>
      <Link to={`/vendor/${vendor.id}`} className={buttonVariants({ className: 'self-start sm:self-center' })}>
        Visit Store
        <span className="sr-only">: {vendor.business_name}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** Standard slot: Pro vendors in a 3-column grid. */
export function StandardAdSlot() {
  const { data } = useBannerSlots('standard');
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="standard-slot-heading">
      <h2 id="standard-slot-heading" className="font-semibold text-2xl tracking-tight">
        Nurseries to Know
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.slice(0, 6).map((vendor) => (
          <li key={vendor.id}>
            <Link
              to={`/vendor/${vendor.id}`}
              className="flex h-full flex-col gap-2 rounded-card border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Store className="size-4 text-brand-700" aria-hidden="true" />
                {vendor.business_name}
              </span>
              {vendor.business_description ? (
                <span className="line-clamp-2 text-slate-600 text-sm">{vendor.business_description}</span>
              ) : null}
              <span className="mt-auto font-medium text-brand-700 text-sm">Visit Store →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
