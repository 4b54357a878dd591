import { formatCount, formatMoney } from '@verdant/shared/format';
import type { AdminStats } from '@verdant/shared/schemas/admin';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The marketplace numbers under the vendor counts. */
export function AdminStatsGrid({ stats, isError }: { stats: AdminStats | undefined; isError: boolean }) {
  const items: [string, string | undefined][] = [
    ['Buyers', stats && formatCount(stats.total_buyers)],
    ['Plants listed', stats && formatCount(stats.total_plants)],
    ['Orders', stats && formatCount(stats.total_orders)],
    ['Sales', stats && formatMoney(stats.total_sales)],
  ];
  return (
    <section aria-labelledby="marketplace-stats-title">
      <h2 id="marketplace-stats-title" className="sr-only">
        Marketplace statistics
      </h2>
      {isError ? (
        <p className="text-slate-600 text-sm">Marketplace statistics are unavailable right now.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {items.map(([label, value]) => (
            <Card key={label} className="flex flex-col gap-1 px-4 py-3">
              <dt className="text-slate-600 text-sm">{label}</dt>
              <dd className="font-semibold text-slate-900 text-xl tabular-nums">
                {value ?? <Skeleton className="h-7 w-16" />}
              </dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
