import { formatDate, formatInvoiceNumber, formatMoney } from '@verdant/shared/format';

import type { OrderView } from '@verdant/shared/schemas/orders';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

type OrderCardProps = {
  order: OrderView;
  /** Who the order is with: the nursery for a buyer, the buyer for a vendor. */
  party: ReactNode;
  /** Extra content per line (e.g. Leave Review). */
  lineAction?: (item: OrderView['items'][number]) => ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
};

/** One order: number, date, status, lines, total, shipping address; actions in the footer. */
export function OrderCard({ order, party, lineAction, footer, children }: OrderCardProps) {
  return (
    <Card className="overflow-hidden">
      <article aria-label={`Order ${order.order_number}`}>
        <header className="flex flex-wrap items-start justify-between gap-3 border-slate-100 border-b bg-sage-50/60 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              Order <span className="font-mono">{order.order_number}</span>
            </h3>
            <p className="text-slate-600 text-sm">
              Placed {formatDate(order.order_date)} · {party}
              {order.invoice_number !== null ? ` · Invoice ${formatInvoiceNumber(order.invoice_number)}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <p className="font-semibold text-slate-900 tabular-nums">{formatMoney(order.total_amount)}</p>
          </div>
        </header>
        <div className="flex flex-col gap-3 px-4 py-3 sm:px-5">
          <ul className="flex flex-col gap-2">
            {order.items.map((item) => (
              <li
                key={item.inventory_item_id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
              >
                <span className="min-w-0 text-slate-800">
                  {item.plant_name}{' '}
                  <span className="whitespace-nowrap text-slate-500">
                    × {item.quantity} at {formatMoney(item.unit_price)}
                    {item.tier_min_quantity !== null ? ` (${item.tier_min_quantity}+ price)` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  {lineAction?.(item)}
                  <span className="text-slate-900 tabular-nums">{formatMoney(item.line_total)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-slate-600 text-sm">
            <span className="font-medium text-slate-700">Ship to:</span> {order.shipping_address}
          </p>
          {children}
        </div>
        {footer ? (
          <footer className="flex flex-wrap items-center gap-2 border-slate-100 border-t px-4 py-3 sm:px-5">
            {footer}
          </footer>
        ) : null}
      </article>
    </Card>
  );
}
