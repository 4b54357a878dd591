import { MIN_PRICE } from '@verdant/shared/schemas/inventory';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { InventoryFormValues, InventoryPayload } from './growing-values.ts';

type Values = InventoryFormValues;

const MAX_ROWS = 10;

/** Quantity breaks of the inventory form: "from N units, $X each" rows (issue 18). The schema sorts and checks them. */
export function PriceTiersEditor({
  control,
  register,
  errors,
}: {
  control: Control<Values, unknown, InventoryPayload>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'price_tiers' });
  const baseId = useId();
  const listError = errors.price_tiers?.message ?? errors.price_tiers?.root?.message;
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="font-medium text-slate-800 text-sm">
        Quantity breaks <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <p className="text-slate-600 text-xs">A lower price each from a number of units, e.g. 10+ at $31.00.</p>
      {fields.map((field, index) => {
        const rowErrors = errors.price_tiers?.[index];
        return (
          <div key={field.id} className="flex flex-wrap items-start gap-2">
            <label htmlFor={`${baseId}-${index}-min`} className="flex flex-col gap-1 text-slate-700 text-xs">
              From units
              <Input
                id={`${baseId}-${index}-min`}
                type="number"
                inputMode="numeric"
                min="2"
                step="1"
                className="w-28"
                aria-invalid={rowErrors?.min_quantity ? true : undefined}
                {...register(`price_tiers.${index}.min_quantity`)}
              />
            </label>
            <label htmlFor={`${baseId}-${index}-price`} className="flex flex-col gap-1 text-slate-700 text-xs">
              Price each
              <Input
                id={`${baseId}-${index}-price`}
                type="number"
                inputMode="decimal"
                min={MIN_PRICE}
                step="0.01"
                className="w-32"
                aria-invalid={rowErrors?.price ? true : undefined}
                {...register(`price_tiers.${index}.price`)}
              />
            </label>
            <Button
              variant="ghost"
              size="icon"
              className="mt-5 size-10 text-slate-500 hover:text-red-700"
              aria-label={`Remove quantity break ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
            {rowErrors?.min_quantity?.message || rowErrors?.price?.message ? (
              <p className="w-full text-red-700 text-xs">
                {rowErrors.min_quantity?.message ?? rowErrors.price?.message}
              </p>
            ) : null}
          </div>
        );
      })}
      {listError ? <p className="text-red-700 text-xs">{listError}</p> : null}
      {fields.length < MAX_ROWS ? (
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => append({ min_quantity: '', price: '' })}>
          <Plus className="size-4" aria-hidden="true" />
          Add quantity break
        </Button>
      ) : null}
    </fieldset>
  );
}
