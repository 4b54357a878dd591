import { formatCount, formatStockConfirmed } from '@verdant/shared/format';
import { STOCK_REMIND_DAYS } from '@verdant/shared/rules/stock-confirmation';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useUnconfirmedStock } from '../api/get-unconfirmed-stock.ts';

/** Plants whose stock the vendor has not confirmed for 14 days, with the way to the Inventory tab to confirm it. */
export function UnconfirmedStockCard({ approved }: { approved: boolean }) {
  const unconfirmed = useUnconfirmedStock(approved);
  const page = unconfirmed.data;
  if (!page || page.total === 0) return null;
  return (
    <Card className="border-amber-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-amber-700" aria-hidden="true" />
          Stock to confirm
        </CardTitle>
        <p className="text-slate-600 text-sm">
          {formatCount(page.total)} {page.total === 1 ? 'plant has' : 'plants have'} not had their stock confirmed for{' '}
          {STOCK_REMIND_DAYS} days or more. After 30 days buyers see &ldquo;availability not recently confirmed&rdquo;
          and the marketplace lists them lower.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="divide-y divide-slate-100" aria-label="Plants with stock to confirm">
          {page.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-medium text-slate-900">{item.plant_name}</span>
              <span className="text-amber-800">{formatStockConfirmed(item.stock_confirmed_at)}</span>
            </li>
          ))}
        </ul>
        <Link
          to="/vendor/dashboard?tab=inventory&unconfirmed=true"
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'self-start' })}
        >
          Review and confirm in Inventory
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
