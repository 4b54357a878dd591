import { formatMoney } from '@verdant/shared/format';
import { discountPercent } from '@verdant/shared/rules/catalog';
import { cn } from '../../../lib/cn.ts';

/** The price, and a struck-through former price only when the vendor set a real one above it. */
export function Price({
  price,
  compareAtPrice,
  className,
}: {
  price: number;
  compareAtPrice: number | null;
  className?: string;
}) {
  const percent = discountPercent(price, compareAtPrice);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold text-slate-900">{formatMoney(price)}</span>
      {percent !== null && compareAtPrice !== null ? (
        <>
          <span className="text-slate-600 text-sm line-through">
            <span className="sr-only">Was </span>
            {formatMoney(compareAtPrice)}
          </span>
          <span className="font-medium text-red-700 text-sm">{percent}% off</span>
        </>
      ) : null}
    </span>
  );
}
