import { formatMoney } from '@verdant/shared/format';
import { appliedTier, bestTierLabel, type TieredPrice, tierRows } from '@verdant/shared/rules/price-tiers';
import { cn } from '../../../lib/cn.ts';

/** "from $28.00 at 50+" under a card's price; nothing without quantity breaks. */
export function TierOffer({ plant }: { plant: TieredPrice }) {
  const label = bestTierLabel(plant);
  return label ? <p className="font-medium text-brand-800 text-sm">{label}</p> : null;
}

/** The plant page's quantity breaks: one row per range, the row the chosen quantity buys at marked. */
export function TierTable({ plant, quantity }: { plant: TieredPrice; quantity: number }) {
  if ((plant.price_tiers ?? []).length === 0) return null;
  const current = appliedTier(plant, quantity)?.min_quantity ?? 1;
  return (
    <table className="w-full max-w-sm overflow-hidden rounded-card border border-slate-200 bg-white text-sm">
      <caption className="mb-1 text-left font-medium text-slate-800">Quantity pricing</caption>
      <thead className="bg-sage-50 text-slate-600">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            Quantity
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Price each
          </th>
        </tr>
      </thead>
      <tbody>
        {tierRows(plant).map((row) => {
          const active = row.min_quantity === current;
          return (
            <tr
              key={row.min_quantity}
              className={cn('border-slate-100 border-t', active && 'bg-brand-50 font-semibold text-brand-900')}
              aria-current={active ? 'true' : undefined}
            >
              <td className="px-3 py-1.5">
                {row.range}
                {active ? <span className="sr-only"> (your quantity)</span> : null}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(row.price)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
