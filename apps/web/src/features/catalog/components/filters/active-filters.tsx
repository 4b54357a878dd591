import type { MarketplaceFilters } from '@verdant/shared/pages';
import { X } from 'lucide-react';
import { activeFilterChips } from '../../lib/facets.ts';

/** The filters that are on, above the results, each removed with one tap (the sidebar is hidden on phones). */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: MarketplaceFilters;
  onChange: (next: MarketplaceFilters) => void;
}) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.without)}
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-800 text-sm hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          >
            {chip.label}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
