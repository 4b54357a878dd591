import { formatCount, formatMoney } from '@verdant/shared/format';
import { WeeklyBarChart } from '../../../components/charts/weekly-bar-chart.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorStats } from '../api/get-vendor-stats.ts';

/** The overview's charts (lazy-loaded): paid orders and revenue per week for 12 weeks, and the top plants. */
export default function SalesCharts() {
  const stats = useVendorStats();
  if (stats.isPending) return <Skeleton className="h-64 w-full" />;
  if (stats.isError) {
    return (
      <LoadError
        message="Your sales charts could not be loaded."
        onRetry={() => stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const { weeks, top_plants } = stats.data;
  return (
    <section aria-labelledby="sales-charts-title" className="flex flex-col gap-3">
      <h2 id="sales-charts-title" className="font-semibold text-lg text-slate-900">
        Sales, last 12 weeks
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <WeeklyBarChart
          title="Paid orders"
          points={weeks.map((week) => ({ week_start: week.week_start, value: week.orders }))}
          format={formatCount}
        />
        <WeeklyBarChart
          title="Revenue"
          points={weeks.map((week) => ({ week_start: week.week_start, value: week.revenue }))}
          format={formatMoney}
        />
      </div>
      <Card className="p-4">
        <h3 className="font-semibold text-slate-900">Top plants</h3>
        {top_plants.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">No paid orders in the last 12 weeks yet.</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Plant
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Units
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {top_plants.map((plant) => (
                <tr key={plant.inventory_item_id} className="border-slate-100 border-t">
                  <td className="py-1.5 text-slate-900">{plant.plant_name}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatCount(plant.quantity)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(plant.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
