import { formatCount, formatMoney } from '@verdant/shared/format';
import type { AdminStats } from '@verdant/shared/schemas/admin';
import { WeeklyBarChart } from '../../../components/charts/weekly-bar-chart.tsx';

/** The admin dashboard's charts (lazy-loaded): sign-ups and sales per week for the last 12 weeks. */
export default function AdminCharts({ weeks }: { weeks: AdminStats['weeks'] }) {
  const series = (value: (week: AdminStats['weeks'][number]) => number) =>
    weeks.map((week) => ({ week_start: week.week_start, value: value(week) }));
  return (
    <section aria-labelledby="admin-charts-title" className="mt-8 flex flex-col gap-3">
      <h2 id="admin-charts-title" className="font-semibold text-lg text-slate-900">
        Last 12 weeks
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <WeeklyBarChart title="Buyer sign-ups" points={series((week) => week.buyers)} format={formatCount} />
        <WeeklyBarChart title="Vendor sign-ups" points={series((week) => week.vendors)} format={formatCount} />
        <WeeklyBarChart title="Sales" points={series((week) => week.sales)} format={formatMoney} />
      </div>
    </section>
  );
}
