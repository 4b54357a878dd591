import { formatRating } from '@verdant/shared/rules/catalog';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Five stars filled to the average, with the number out of 5.0 for screen readers and sighted users alike. */
export function Rating({ average, count, className }: { average: number | null; count?: number; className?: string }) {
  const filled = Math.round(average ?? 0);
  const label =
    average === null ? 'No ratings yet' : `Rated ${formatRating(average)} out of 5.0${count ? ` (${count})` : ''}`;
  return (
    <span className={cn('inline-flex items-center gap-1 text-slate-600 text-sm', className)}>
      <span className="sr-only">{label}</span>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300')}
          />
        ))}
      </span>
      <span aria-hidden="true">
        {average === null ? 'No ratings yet' : formatRating(average)}
        {average !== null && count !== undefined ? ` (${count})` : ''}
      </span>
    </span>
  );
}
