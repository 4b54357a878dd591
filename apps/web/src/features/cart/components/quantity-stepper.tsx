import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type QuantityStepperProps = {
  plantName: string;
  quantity: number;
  /** The most the buyer may take (the stock); the plus button stops there. */
  max: number;
  onChange: (quantity: number) => void;
};

/** Quantity minus/plus of a cart line; going below 1 removes the line (docs/product.md#cart). */
export function QuantityStepper({ plantName, quantity, max, onChange }: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout here
    <div
      role="group"
      aria-label={`Quantity of ${plantName}`}
      className="inline-flex items-center rounded-lg border border-slate-300 bg-white"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-r-none"
        aria-label={quantity <= 1 ? `Remove ${plantName}` : `Decrease quantity of ${plantName}`}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <output className="min-w-10 px-1 text-center font-medium text-sm tabular-nums" aria-live="polite">
        {quantity}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 rounded-l-none"
        aria-label={`Increase quantity of ${plantName}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
