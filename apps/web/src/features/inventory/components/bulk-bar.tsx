import { formatCount } from '@verdant/shared/format';
import { bulkValueProblem, type InventoryBulkResult } from '@verdant/shared/schemas/vendor';
import { Eye, EyeOff, Package, Percent, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkInventory } from '../api/bulk-inventory.ts';

type Asking = 'adjust_price' | 'set_stock' | 'delete' | null;
const plants = (count: number) => `${formatCount(count)} ${count === 1 ? 'plant' : 'plants'}`;

const DONE: Record<InventoryBulkResult['action'], (count: number) => string> = {
  publish: (count) => `${plants(count)} published.`,
  unpublish: (count) => `${plants(count)} hidden from buyers.`,
  set_stock: (count) => `Stock set for ${plants(count)}.`,
  adjust_price: (count) => `Prices changed for ${plants(count)}.`,
  delete: (count) => `${plants(count)} deleted.`,
};

/** Actions on the chosen plants: publish, unpublish, price by %, set stock, delete (asked first). */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkInventory();
  const toast = useToast();
  const [asking, setAsking] = useState<Asking>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: InventoryBulkResult['action'], amount?: number) => {
    try {
      const result = await bulk.mutateAsync({ ids, action, ...(amount === undefined ? {} : { value: amount }) });
      toast.success(DONE[action](result.count));
      setAsking(null);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change the chosen plants. Nothing was changed.'));
    }
  };

  const open = (what: Asking) => {
    setValue('');
    setProblem(null);
    setAsking(what);
  };

  const submitValue = (event: FormEvent) => {
    event.preventDefault();
    if (asking !== 'adjust_price' && asking !== 'set_stock') return;
    // Only a plain number is read: Number() would take "1e3", "0x10" and "" (as 0).
    const text = value.trim();
    const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    const problem = bulkValueProblem(asking, number);
    if (problem) {
      setProblem(problem);
      return;
    }
    void run(asking, number);
  };

  return (
    <section
      aria-label="Bulk actions"
      className="sticky top-20 z-20 flex flex-wrap items-center gap-2 rounded-card border border-brand-200 bg-brand-50 px-3 py-2 shadow-sm"
    >
      <p className="mr-2 font-medium text-brand-900 text-sm" aria-live="polite">
        {plants(ids.length)} selected
      </p>
      <Button size="sm" variant="secondary" onClick={() => run('publish')} disabled={bulk.isPending}>
        <Eye className="size-4" aria-hidden="true" />
        Publish
      </Button>
      <Button size="sm" variant="secondary" onClick={() => run('unpublish')} disabled={bulk.isPending}>
        <EyeOff className="size-4" aria-hidden="true" />
        Unpublish
      </Button>
      <Button size="sm" variant="secondary" onClick={() => open('adjust_price')} disabled={bulk.isPending}>
        <Percent className="size-4" aria-hidden="true" />
        Change price
      </Button>
      <Button size="sm" variant="secondary" onClick={() => open('set_stock')} disabled={bulk.isPending}>
        <Package className="size-4" aria-hidden="true" />
        Set stock
      </Button>
      <Button size="sm" variant="danger" onClick={() => open('delete')} disabled={bulk.isPending}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone} className="ml-auto">
        <X className="size-4" aria-hidden="true" />
        Clear selection
      </Button>

      <Dialog open={asking !== null} onOpenChange={(isOpen) => (isOpen ? null : setAsking(null))}>
        <DialogContent>
          {asking === 'delete' ? (
            <>
              <DialogHeader>
                <DialogTitle>Delete {plants(ids.length)}?</DialogTitle>
                <DialogDescription>
                  They disappear from the marketplace. Plants with orders or inquiries stay in that history.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button variant="danger" onClick={() => run('delete')} loading={bulk.isPending}>
                  Delete {plants(ids.length)}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <form onSubmit={submitValue} noValidate>
              <DialogHeader>
                <DialogTitle>{asking === 'adjust_price' ? 'Change price by a percentage' : 'Set stock'}</DialogTitle>
                <DialogDescription>
                  {asking === 'adjust_price'
                    ? `Each of the ${plants(ids.length)} changes by this percentage, rounded to the cent. Use a minus sign to lower prices.`
                    : `The ${plants(ids.length)} get this quantity in stock.`}
                </DialogDescription>
              </DialogHeader>
              <FormField
                label={asking === 'adjust_price' ? 'Change (%)' : 'Quantity in stock'}
                error={problem ?? undefined}
              >
                <Input
                  inputMode={asking === 'adjust_price' ? 'decimal' : 'numeric'}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  autoFocus
                />
              </FormField>
              <DialogFooter className="mt-4">
                <DialogClose asChild>
                  <Button variant="secondary" type="button">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" loading={bulk.isPending}>
                  Apply
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
