import { formatMoney } from '@verdant/shared/format';
import { type CartItem, cartTotalCents, groupByVendor, lineTotalCents } from '@verdant/shared/rules/cart';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The checkout's order summary: one block per vendor (each becomes its own order), then the total. */
export function OrderSummary({ items, footer }: { items: CartItem[]; footer?: ReactNode }) {
  const groups = groupByVendor(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
        {groups.length > 1 ? (
          <p className="text-slate-600 text-sm">
            {groups.length} nurseries: each ships its part as a separate order, paid together.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {groups.map((group) => (
          <section key={group.vendor?.id ?? 0} aria-label={group.vendor?.business_name ?? 'Plants'}>
            <h3 className="font-medium text-slate-500 text-xs uppercase tracking-wide">
              {group.vendor?.business_name ?? 'Plants'}
            </h3>
            <ul className="mt-2 flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 text-slate-800">
                    {item.plant_name} <span className="whitespace-nowrap text-slate-500">× {item.quantity}</span>
                  </span>
                  <span className="shrink-0 text-slate-900 tabular-nums">
                    {formatMoney(lineTotalCents(item) / 100)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="flex items-baseline justify-between border-slate-200 border-t pt-4">
          <span className="font-semibold text-slate-900">Total</span>
          <span className="font-semibold text-slate-900 text-xl tabular-nums" data-testid="order-total">
            {formatMoney(cartTotalCents(items) / 100)}
          </span>
        </div>
        {footer}
      </CardContent>
    </Card>
  );
}
