import { LIMITS } from '@verdant/shared/messages';
import { BadgePercent, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDeals } from '../api/get-deals.ts';
import { usePlants } from '../api/get-plants.ts';
import { PlantGrid, PlantGridSkeleton } from './plant-grid.tsx';
import { NoPlants, PlantsLoadError } from './plant-list-states.tsx';

function Section({
  id,
  title,
  icon,
  intro,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-col gap-1">
        <h2 id={id} className="flex items-center gap-2 font-semibold text-2xl tracking-tight">
          {icon}
          {title}
        </h2>
        <p className="text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Departure from the original brief, on purpose (docs/product.md#catalog-and-search): no random fake discount and no
 * invented struck-through price. The largest real discounts (a vendor's compare-at price above the price) come first,
 * then plants with no struck-through price.
 */
export function DailyDeals() {
  const deals = useDeals();
  return (
    <Section
      id="daily-deals-heading"
      title="Daily Deals"
      icon={<BadgePercent className="size-6 text-red-700" aria-hidden="true" />}
      intro="Real markdowns from our nurseries, biggest savings first."
    >
      {deals.isPending ? (
        <PlantGridSkeleton count={LIMITS.dailyDeals} label="Loading deals…" />
      ) : deals.isError ? (
        <PlantsLoadError onRetry={() => deals.refetch()} />
      ) : deals.data.length === 0 ? (
        <NoPlants title="No deals today" description="Check back soon for new markdowns." />
      ) : (
        <PlantGrid plants={deals.data} priorityCount={4} />
      )}
    </Section>
  );
}

export function FeaturedPlants() {
  const featured = usePlants({ sort: 'rating', limit: 8 });
  const plants = featured.data?.pages[0]?.plants ?? [];
  // "Top-rated" only once buyers have rated something; before that the list is not ordered by ratings at all.
  const rated = plants.some((plant) => plant.rating_count > 0);
  return (
    <Section
      id="featured-heading"
      title="Featured Plants"
      icon={<Star className="size-6 text-amber-500" aria-hidden="true" />}
      intro={
        rated
          ? 'Top-rated plants from nurseries across the marketplace.'
          : 'A selection from nurseries across the marketplace.'
      }
    >
      {featured.isPending ? (
        <PlantGridSkeleton count={8} label="Loading featured plants…" />
      ) : featured.isError ? (
        <PlantsLoadError onRetry={() => featured.refetch()} />
      ) : plants.length === 0 ? (
        <NoPlants title="No plants yet" description="Nurseries are adding their inventory. Check back soon." />
      ) : (
        <PlantGrid plants={plants} />
      )}
    </Section>
  );
}
