import { marketplaceFilters } from '@verdant/shared/pages';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PremiumAdSlot, StandardAdSlot } from '../components/ad-slots.tsx';
import { CategoryGrid } from '../components/category-grid.tsx';
import { Hero } from '../components/hero.tsx';
import { DailyDeals, FeaturedPlants } from '../components/home-sections.tsx';
import { PromoBanner } from '../components/promo-banner.tsx';
import { ResultsView } from '../components/results-view.tsx';
import { categoryLabel } from '../lib/categories.ts';

/** The marketplace (/): home mode without search and category, the results view otherwise. */
export function HomePage() {
  const [params] = useSearchParams();
  const { search, category, sort } = marketplaceFilters(params);
  const results = Boolean(search || category);
  useDocumentTitle(search ? `Search: ${search}` : category ? categoryLabel(category) : null);

  if (results) return <ResultsView search={search} category={category} sort={sort} />;
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
