import { formatStockConfirmed } from '@verdant/shared/format';
import { isStockStale } from '@verdant/shared/rules/stock-confirmation';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** "stock confirmed 3 days ago", or a warning once the vendor has not confirmed it for 30 days. */
export function StockConfirmed({ at, className }: { at: string; className?: string }) {
  if (isStockStale(at)) {
    return (
      <p className={cn('flex items-center gap-1 font-medium text-amber-800 text-xs', className)}>
        <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
        Availability not recently confirmed
      </p>
    );
  }
  return <p className={cn('text-slate-600 text-xs', className)}>{formatStockConfirmed(at)}</p>;
}
