import { formatCount } from '@verdant/shared/format';
import { formatInvoiceLimit, isUnlimited } from '@verdant/shared/rules/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useInvoiceStatus } from '../api/get-invoice-status.ts';

/** This month's invoices against the plan's limit (999999 reads as Unlimited, docs/product.md#plans). */
export function InvoiceUsage() {
  const invoices = useInvoiceStatus(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoices this month</CardTitle>
        <CardDescription>
          Every order you receive issues one invoice. The count starts again each month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : invoices.isError ? (
          <p role="alert" className="text-red-800 text-sm">
            Failed to load your invoice usage.
          </p>
        ) : (
          <Usage count={invoices.data.current_count} limit={invoices.data.monthly_limit} />
        )}
      </CardContent>
    </Card>
  );
}

function Usage({ count, limit }: { count: number; limit: number }) {
  const unlimited = isUnlimited(limit);
  const percent = unlimited || limit === 0 ? 0 : Math.min(100, Math.round((count / limit) * 100));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-900">
        <span className="font-semibold text-2xl">{formatCount(count)}</span>
        <span className="text-slate-600"> of {formatInvoiceLimit(limit)}</span>
      </p>
      {unlimited ? null : limit === 0 ? (
        <p className="text-amber-800 text-sm">
          Your plan takes no new orders right now. Subscribe to take orders again.
        </p>
      ) : (
        <div
          role="progressbar"
          aria-label="Invoices used this month"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={count}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={percent >= 90 ? 'h-full bg-amber-600' : 'h-full bg-brand-600'}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
