import {
  BLOOM_SEASONS,
  HABITS,
  LIGHT_LABELS,
  LIGHTS,
  USDA_ZONES,
  WATER_LABELS,
  WATERS,
} from '@verdant/shared/rules/growing';
import { parseTradeSize } from '@verdant/shared/rules/trade-size';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { GROWING_KEYS, type GrowingKey, type InventoryFormValues, type InventoryPayload } from './growing-values.ts';
import { useReferenceSuggestion } from './use-reference-suggestion.ts';

type Form = UseFormReturn<InventoryFormValues, unknown, InventoryPayload>;

const notSet = { value: '', label: 'Not set' };
const ZONES = [notSet, ...USDA_ZONES.map((zone) => ({ value: zone, label: `Zone ${zone}` }))];
const WATER_OPTIONS = [notSet, ...WATERS.map((water) => ({ value: water, label: WATER_LABELS[water] }))];
const HABIT_LABELS: Record<(typeof HABITS)[number], string> = {
  evergreen: 'Evergreen',
  deciduous: 'Deciduous',
  semi_evergreen: 'Semi-evergreen',
  herbaceous: 'Herbaceous',
};
const HABIT_OPTIONS = [notSet, ...HABITS.map((habit) => ({ value: habit, label: HABIT_LABELS[habit] }))];
const DEER_OPTIONS = [notSet, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
const SEASON_LABELS: Record<(typeof BLOOM_SEASONS)[number], string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
};

/** How the size the vendor typed reads as a trade size class (the catalog's size filter uses that class). */
export function sizeReading(text: string | null | undefined): string {
  if (!text?.trim()) return 'e.g. #3, 3 gal, 4" pot, B&B 2" cal, 72-cell flat';
  const size = parseTradeSize(text);
  return size ? `Reads as ${size.label}` : 'Not a trade size we know: shown as written, left out of the size filter';
}

function CheckGroup({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: 'light' | 'bloom_season';
  legend: string;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-medium text-slate-800 text-sm">
        {legend} <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-9 items-center gap-2 text-slate-800 text-sm">
            <input type="checkbox" value={option.value} className="size-4 accent-brand-700" {...form.register(name)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const isEmpty = (value: unknown) => value === '' || value == null || (Array.isArray(value) && value.length === 0);

/**
 * The optional growing attributes of a listing: zones, light, water, mature size, native states, deer resistance,
 * habit and bloom. When the name is in the plant-name reference, what the vendor has not touched is filled from it
 * (the server fills the same for fields left alone); anything the vendor changes is theirs.
 */
export function GrowingFields({ form }: { form: Form }) {
  const { register, formState, getFieldState, getValues, setValue, watch } = form;
  const { errors } = formState;
  const suggestion = useReferenceSuggestion(watch('plant_name') ?? '', watch('scientific_name') ?? '');
  const filled = useRef(new Set<GrowingKey>());

  useEffect(() => {
    for (const key of GROWING_KEYS) {
      if (getFieldState(key).isDirty) continue;
      const ours = filled.current.has(key);
      if (!ours && !isEmpty(getValues(key))) continue;
      const value = suggestion?.values[key];
      if (value !== undefined) {
        setValue(key, value, { shouldDirty: false });
        filled.current.add(key);
      } else if (ours) {
        // The name changed to one the reference does not know: what it filled goes back to the saved value.
        setValue(key, formState.defaultValues?.[key] as never, { shouldDirty: false });
        filled.current.delete(key);
      }
    }
  }, [suggestion, getFieldState, getValues, setValue, formState.defaultValues]);

  const error = (key: FieldPath<InventoryFormValues>) =>
    (errors as Record<string, { message?: string } | undefined>)[key]?.message;

  return (
    <details className="group rounded-card border border-slate-200 bg-sage-50/60" open>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium text-slate-900 text-sm">
        Growing details
        <ChevronDown className="size-4 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="flex flex-col gap-5 border-slate-200 border-t px-4 py-4">
        {suggestion ? (
          <Notice tone="info">
            Filled in from the plant-name reference for <i>{suggestion.name}</i>. Change anything that differs for your
            stock.
          </Notice>
        ) : (
          <p className="text-slate-600 text-sm">
            All optional. Give a botanical name the reference knows and these fill in by themselves.
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Coldest Zone" error={error('zone_min')} optional>
            <Select options={ZONES} {...register('zone_min')} />
          </FormField>
          <FormField label="Warmest Zone" error={error('zone_max')} optional>
            <Select options={ZONES} {...register('zone_max')} />
          </FormField>
          <CheckGroup
            form={form}
            name="light"
            legend="Light"
            options={LIGHTS.map((light) => ({ value: light, label: LIGHT_LABELS[light] }))}
          />
          <FormField label="Water" error={error('water')} optional>
            <Select options={WATER_OPTIONS} {...register('water')} />
          </FormField>
          <FormField label="Mature Height (ft)" error={error('mature_height_ft')} optional>
            <Input type="number" inputMode="decimal" step="0.5" min="0" {...register('mature_height_ft')} />
          </FormField>
          <FormField label="Mature Spread (ft)" error={error('mature_spread_ft')} optional>
            <Input type="number" inputMode="decimal" step="0.5" min="0" {...register('mature_spread_ft')} />
          </FormField>
          <FormField label="Native States" error={error('native_states')} hint="State codes, e.g. TX, OK, LA" optional>
            <Input autoCapitalize="characters" {...register('native_states')} />
          </FormField>
          <FormField label="Deer Resistant" error={error('deer_resistant')} optional>
            <Select options={DEER_OPTIONS} {...register('deer_resistant')} />
          </FormField>
          <FormField label="Habit" error={error('habit')} optional>
            <Select options={HABIT_OPTIONS} {...register('habit')} />
          </FormField>
          <FormField label="Bloom Colour" error={error('bloom_color')} optional>
            <Input {...register('bloom_color')} />
          </FormField>
          <div className="sm:col-span-2">
            <CheckGroup
              form={form}
              name="bloom_season"
              legend="Bloom Season"
              options={BLOOM_SEASONS.map((season) => ({ value: season, label: SEASON_LABELS[season] }))}
            />
          </div>
        </div>
      </div>
    </details>
  );
}
