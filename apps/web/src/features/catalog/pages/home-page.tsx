import { marketplaceFilters, showsResults } from '@verdant/shared/pages';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PremiumAdSlot, StandardAdSlot } from '../components/ad-slots.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { Hero } from '../components/hero.tsx';
import { DailyDeals, FeaturedPlants } from '../components/home-sections.tsx';
import { PromoBanner } from '../components/promo-banner.tsx';
import { ResultsView } from '../components/results-view.tsx';
import { categoryLabel } from '../lib/categories.ts';

/** The marketplace (/): home mode without search, category and filters, the results view otherwise. */
export function HomePage() {
  const [params] = useSearchParams();
  const filters = marketplaceFilters(params);
  const { search, category } = filters;
  useDocumentTitle(search ? `Search: ${search}` : category ? categoryLabel(category) : null);

  if (showsResults(filters)) return <ResultsView filters={filters} />;
  return (
    <>
      <PromoBanner />
      <Hero />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 lg:px-8">
        <CategoryGrid />
        <DailyDeals />
        <PremiumAdSlot />
        <StandardAdSlot />
        <FeaturedPlants />
      </div>
    </>
  );
}
