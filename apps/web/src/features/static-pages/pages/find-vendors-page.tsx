import { MapPin, Phone, Search, Star } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LOCATION_OPTIONS, SAMPLE_VENDORS, VENDOR_CATEGORY_OPTIONS, type VendorTier } from '../data/sample-vendors.ts';

const TIER_TONES: Record<VendorTier, BadgeTone> = { Premium: 'purple', Pro: 'blue', Starter: 'gray' };

export function FindVendorsPage() {
  useDocumentTitle('Find Nursery Vendors');
  const ids = { search: useId(), location: useId(), category: useId() };
  // SPEC §2: the search applies no filtering (sample content).
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <PageContainer>
      <PageHeader
        title="Find Nursery Vendors"
        description="Discover trusted nurseries near your projects, compare specialties and ratings, and browse their inventory."
      />
      <search>
        <form
          onSubmit={submit}
          className="mt-6 grid gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_12rem_12rem_auto] md:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.search} className="font-medium text-slate-800 text-sm">
              Search vendors
            </label>
            <Input id={ids.search} type="search" placeholder="Nursery name or plant" />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.location} className="font-medium text-slate-800 text-sm">
              Location
            </label>
            <Select id={ids.location} defaultValue="all" options={LOCATION_OPTIONS} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.category} className="font-medium text-slate-800 text-sm">
              Category
            </label>
            <Select id={ids.category} defaultValue="all" options={VENDOR_CATEGORY_OPTIONS} />
          </div>
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </form>
      </search>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SAMPLE_VENDORS.map((vendor) => (
          <li key={vendor.id} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="font-semibold text-lg text-slate-900">{vendor.name}</h2>
                <p className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm">
                  <MapPin className="size-4" aria-hidden="true" />
                  {vendor.location}
                </p>
              </div>
              <Badge tone={TIER_TONES[vendor.tier]}>{vendor.tier}</Badge>
            </div>
            <p className="mt-3 font-medium text-brand-800 text-sm">{vendor.specialty}</p>
            <p className="mt-1 flex items-center gap-1 text-slate-700 text-sm">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {vendor.rating.toFixed(1)} / 5.0
            </p>
            <p className="mt-3 flex-1 text-slate-700 text-sm">{vendor.description}</p>
            <p className="mt-3 flex items-center gap-1.5 text-slate-700 text-sm">
              <Phone className="size-4" aria-hidden="true" />
              {vendor.phone}
            </p>
            <div className="mt-5 flex flex-wrap gap-2">
              <Link to={`/vendor/${vendor.id}`} className={buttonVariants()}>
                View Inventory
                <span className="sr-only"> of {vendor.name}</span>
              </Link>
              <Button variant="secondary">
                Contact
                <span className="sr-only"> {vendor.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
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
