import { Card } from '../ui/card.tsx';

// A plain SVG bar chart (decision 018: no chart library for a dozen bars). The picture is hidden from screen
// readers; the same numbers are in a visually hidden table right under it.

export interface WeeklyPoint {
  /** "2026-11-16": the week's Monday. */
  week_start: string;
  value: number;
}

const WIDTH = 480;
const HEIGHT = 160;
const GAP = 6;

/** "Nov 16" from "2026-11-16", without Intl (UTC date parts). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const weekLabel = (weekStart: string) => {
  const [, month, day] = weekStart.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
};

export function WeeklyBarChart({
  title,
  points,
  format,
}: {
  title: string;
  points: WeeklyPoint[];
  format: (value: number) => string;
}) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const bar = (WIDTH - GAP * (points.length - 1)) / Math.max(1, points.length);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="text-slate-600 text-sm tabular-nums">
          {format(total)} <span className="text-slate-500">in 12 weeks</span>
        </p>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
        {points.map((point, i) => {
          const height = max > 0 ? Math.max(point.value > 0 ? 2 : 0, (point.value / max) * (HEIGHT - 14)) : 0;
          const x = i * (bar + GAP);
          return (
            <g key={point.week_start}>
              <rect x={x} y={HEIGHT - height} width={bar} height={height} rx="2" className="fill-brand-600">
                <title>{`${weekLabel(point.week_start)}: ${format(point.value)}`}</title>
              </rect>
              {i % 2 === points.length % 2 || i === points.length - 1 ? (
                <text x={x + bar / 2} y={HEIGHT + 14} textAnchor="middle" className="fill-slate-500 text-[10px]">
                  {weekLabel(point.week_start)}
                </text>
              ) : null}
            </g>
          );
        })}
        {max > 0 ? (
          <text x="2" y="10" className="fill-slate-500 text-[10px]">
            {format(max)}
          </text>
        ) : null}
      </svg>
      <table className="sr-only">
        <caption>{title}, per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.week_start}>
              <th scope="row">{weekLabel(point.week_start)}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
