import type { MarketplaceFilters } from '@verdant/shared/pages';
import { LIGHT_LABELS, type LightValue, WATER_LABELS, type WaterValue } from '@verdant/shared/rules/growing';
import { sizeClassInfo } from '@verdant/shared/rules/trade-size';
import type { CatalogFacets, FacetValue } from '@verdant/shared/schemas/catalog';
import { type ReactNode, useId, useState } from 'react';
import { Select } from '../../../../components/ui/select.tsx';
import { ZoneSelect } from '../../../../components/ui/zone-select.tsx';
import { cn } from '../../../../lib/cn.ts';
import { toggled, withChosen, yesCount } from '../../lib/facets.ts';
import { PriceRange } from './price-range.tsx';

export type FilterPanelProps = {
  filters: MarketplaceFilters;
  /** The counts for `filters`; undefined until the first answer. */
  facets: CatalogFacets | undefined;
  onChange: (next: MarketplaceFilters) => void;
  myZone: string | null;
  onMyZoneChange: (zone: string | null) => void;
};

/** Size classes listed before "Show all". */
const FIRST_SIZES = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 border-slate-200 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 font-semibold text-slate-900 text-sm">{title}</legend>
      <div className="clear-left flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

function Check({
  label,
  count,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  count?: number | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const off = disabled || (count === 0 && !checked);
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1 text-slate-800 text-sm hover:bg-sage-100',
        off && 'cursor-not-allowed text-slate-500 hover:bg-transparent',
      )}
    >
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-brand-700"
        checked={checked}
        disabled={off}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count === undefined ? null : <span className="text-slate-600 text-xs tabular-nums">{count}</span>}
    </label>
  );
}

function CheckList<T extends string>({
  values,
  chosen,
  onChange,
}: {
  values: FacetValue[];
  chosen: T[] | undefined;
  onChange: (next: T[] | undefined) => void;
}) {
  if (values.length === 0) return <p className="px-1 text-slate-600 text-sm">None in these results</p>;
  return values.map((entry) => (
    <Check
      key={entry.value}
      label={entry.label}
      count={entry.count}
      checked={chosen?.includes(entry.value as T) ?? false}
      onChange={(on) => onChange(toggled(chosen, entry.value as T, on))}
    />
  ));
}

const withCount = (values: FacetValue[]) =>
  values.map((entry) => ({ value: entry.value, label: `${entry.label} (${entry.count})` }));

/**
 * The results view's filters with their counts: grows in my zone, size, light, water, native to, deer resistant,
 * price, in stock and the nursery's state. The desktop sidebar and the phone sheet both draw it.
 */
export function FilterPanel({ filters, facets, onChange, myZone, onMyZoneChange }: FilterPanelProps) {
  const ids = { zone: useId(), native: useId(), state: useId() };
  const [allSizes, setAllSizes] = useState(false);
  const set = (changes: Partial<MarketplaceFilters>) => onChange({ ...filters, ...changes });

  const zone = filters.zone ?? myZone;
  const sizes = withChosen(facets?.size_class ?? [], filters.sizeClass, (key) => sizeClassInfo(key)?.label ?? key);
  const shownSizes = allSizes ? sizes : sizes.slice(0, FIRST_SIZES);
  const native = withChosen(facets?.native_state ?? [], filters.nativeState ? [filters.nativeState] : [], String);
  const states = withChosen(facets?.state ?? [], filters.state ? [filters.state] : [], String);

  return (
    <div className="flex flex-col gap-4">
      <Section title="Hardiness zone">
        <div className="flex flex-col gap-1.5 px-1 pb-1">
          <label htmlFor={ids.zone} className="text-slate-700 text-sm">
            My USDA zone
          </label>
          <ZoneSelect
            id={ids.zone}
            value={myZone}
            onZoneChange={(next) => {
              onMyZoneChange(next);
              // The filter follows a new zone, and goes off with none.
              if (filters.zone) set({ zone: next ?? undefined });
            }}
          />
        </div>
        <Check
          label={zone ? `Grows in zone ${zone}` : 'Grows in my zone'}
          count={filters.zone ? (facets?.zone?.count ?? undefined) : undefined}
          checked={Boolean(filters.zone)}
          disabled={!zone}
          onChange={(on) => set({ zone: on ? (zone ?? undefined) : undefined })}
        />
        {zone ? null : <p className="px-1 text-slate-600 text-xs">Pick your zone to filter by it.</p>}
      </Section>

      <Section title="Size">
        <CheckList values={shownSizes} chosen={filters.sizeClass} onChange={(sizeClass) => set({ sizeClass })} />
        {sizes.length > FIRST_SIZES ? (
          <button
            type="button"
            className="self-start rounded px-1 font-medium text-brand-700 text-sm hover:underline"
            aria-expanded={allSizes}
            onClick={() => setAllSizes(!allSizes)}
          >
            {allSizes ? 'Show fewer sizes' : `Show all ${sizes.length} sizes`}
          </button>
        ) : null}
      </Section>

      <Section title="Light">
        <CheckList<LightValue>
          values={withChosen(facets?.light ?? [], filters.light, (key) => LIGHT_LABELS[key as LightValue] ?? key)}
          chosen={filters.light}
          onChange={(light) => set({ light })}
        />
      </Section>

      <Section title="Water">
        <CheckList<WaterValue>
          values={withChosen(facets?.water ?? [], filters.water, (key) => WATER_LABELS[key as WaterValue] ?? key)}
          chosen={filters.water}
          onChange={(water) => set({ water })}
        />
      </Section>

      <Section title="Plant">
        <Check
          label="Deer resistant"
          count={yesCount(facets?.deer_resistant)}
          checked={Boolean(filters.deerResistant)}
          onChange={(on) => set({ deerResistant: on || undefined })}
        />
        <Check
          label="In stock"
          count={yesCount(facets?.in_stock)}
          checked={Boolean(filters.inStock)}
          onChange={(on) => set({ inStock: on || undefined })}
        />
        <div className="flex flex-col gap-1.5 px-1 pt-1">
          <label htmlFor={ids.native} className="text-slate-700 text-sm">
            Native to
          </label>
          <Select
            id={ids.native}
            value={filters.nativeState ?? ''}
            onChange={(event) => set({ nativeState: event.target.value || undefined })}
            options={[{ value: '', label: 'Any state' }, ...withCount(native)]}
          />
        </div>
      </Section>

      <Section title="Price">
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          bounds={facets?.price ?? null}
          onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        />
      </Section>

      <Section title="Nursery">
        <div className="flex flex-col gap-1.5 px-1">
          <label htmlFor={ids.state} className="text-slate-700 text-sm">
            Nursery&apos;s state
          </label>
          <Select
            id={ids.state}
            value={filters.state ?? ''}
            onChange={(event) => set({ state: event.target.value || undefined })}
            options={[{ value: '', label: 'Any state' }, ...withCount(states)]}
          />
        </div>
      </Section>
    </div>
  );
}
