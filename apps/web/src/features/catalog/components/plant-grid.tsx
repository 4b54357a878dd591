import type { Plant } from '@verdant/shared/schemas/inventory';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { PlantCard, PlantCardSkeleton } from './plant-card.tsx';

// The modal (and the inquiry form inside it) loads only when someone opens it.
const PlantDetailsDialog = lazy(() =>
  import('./plant-details-dialog.tsx').then((module) => ({ default: module.PlantDetailsDialog })),
);

/** Cards drawn at once: a row on a wide screen. The rest follow in a background render that yields to the browser. */
const FIRST_CARDS = 4;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 sm:gap-6';
/** Beside the results view's filter sidebar (lg and up), one column fewer. */
const NARROW_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 sm:gap-6';

/** Plant cards in 1 to 4 columns, with the View Details modal. */
export function PlantGrid({
  plants,
  priorityCount = 0,
  headingLevel,
  narrow = false,
}: {
  plants: Plant[];
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  narrow?: boolean;
}) {
  const [selected, setSelected] = useState<Plant | null>(null);
  // 24 cards are one long task on a slow phone; this way the page answers to input while the rest are drawn.
  const shown = useDeferredValue(plants, plants.slice(0, FIRST_CARDS));
  return (
    <>
      <ul className={narrow ? NARROW_GRID : GRID}>
        {shown.map((plant, index) => (
          <li key={plant.id}>
            <PlantCard
              plant={plant}
              onViewDetails={setSelected}
              priority={index < priorityCount}
              {...(headingLevel ? { headingLevel } : {})}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          <PlantDetailsDialog plant={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function PlantGridSkeleton({
  count = 8,
  label = 'Loading plants…',
  narrow = false,
}: {
  count?: number;
  label?: string;
  narrow?: boolean;
}) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={narrow ? NARROW_GRID : GRID}>
        {Array.from({ length: count }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <PlantCardSkeleton key={n} />
        ))}
      </div>
    </div>
  );
}
