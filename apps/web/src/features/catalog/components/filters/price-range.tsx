import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';

type Props = {
  min: number | undefined;
  max: number | undefined;
  /** The lowest and highest price of the current results, as placeholders. */
  bounds: { min: number; max: number } | null;
  onChange: (min: number | undefined, max: number | undefined) => void;
};

const amount = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
};

/** Lowest and highest price in dollars, applied together (Enter or Apply); the two swap when given the wrong way. */
export function PriceRange({ min, max, bounds, onChange }: Props) {
  const ids = { min: useId(), max: useId() };
  const [low, setLow] = useState(min?.toString() ?? '');
  const [high, setHigh] = useState(max?.toString() ?? '');
  useEffect(() => setLow(min?.toString() ?? ''), [min]);
  useEffect(() => setHigh(max?.toString() ?? ''), [max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const [from, to] = [amount(low), amount(high)];
    if (from !== undefined && to !== undefined && to < from) onChange(to, from);
    else onChange(from, to);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 px-1" aria-label="Price range">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={ids.min} className="text-slate-700 text-xs">
          Min ($)
        </label>
        <Input
          id={ids.min}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={low}
          onChange={(event) => setLow(event.target.value)}
          placeholder={bounds ? String(Math.floor(bounds.min)) : ''}
          className="px-2"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={ids.max} className="text-slate-700 text-xs">
          Max ($)
        </label>
        <Input
          id={ids.max}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={high}
          onChange={(event) => setHigh(event.target.value)}
          placeholder={bounds ? String(Math.ceil(bounds.max)) : ''}
          className="px-2"
        />
      </div>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
