import { formatMoney } from '@verdant/shared/format';

import type { CheckoutView } from '@verdant/shared/schemas/orders';

/** The orders of a checkout: number, nursery, lines and total. */
export function CheckoutOrders({ checkout }: { checkout: CheckoutView }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {checkout.orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">
              Order <span className="font-mono">{order.order_number}</span>
            </p>
            <p className="font-medium text-slate-900 tabular-nums">{formatMoney(order.total_amount)}</p>
          </div>
          <p className="text-slate-600 text-sm">{order.vendor_name}</p>
          <ul className="text-slate-700 text-sm">
            {order.items.map((item) => (
              <li key={item.inventory_item_id}>
                {item.plant_name} × {item.quantity}
              </li>
            ))}
          </ul>
          {order.status === 'cancelled' ? (
            <p className="text-red-800 text-sm">Cancelled{order.refunded ? ' and refunded' : ''}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
