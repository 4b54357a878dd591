import {
  countByStatus,
  ORDER_FILTERS,
  ORDER_STATUS_LABELS,
  type OrderFilter,
} from '@verdant/shared/rules/order-status';
import type { OrderView } from '@verdant/shared/schemas/orders';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

const label = (filter: OrderFilter) => (filter === 'all' ? 'All' : ORDER_STATUS_LABELS[filter]);

/** The six filter tabs (all, pending, paid, shipped, delivered, cancelled), each with its count. */
export function OrderFilterTabs({
  orders,
  ariaLabel,
  children,
}: {
  orders: OrderView[];
  ariaLabel: string;
  children: (orders: OrderView[], filter: OrderFilter) => ReactNode;
}) {
  const [filter, setFilter] = useState<OrderFilter>('all');
  const counts = countByStatus(orders);
  return (
    <Tabs value={filter} onValueChange={(value) => setFilter(value as OrderFilter)}>
      <TabsList aria-label={ariaLabel} className="w-full sm:w-fit">
        {ORDER_FILTERS.map((item) => (
          <TabsTrigger key={item} value={item}>
            <span>
              {label(item)} <span className="tabular-nums">({counts[item]})</span>
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {ORDER_FILTERS.map((item) => (
        <TabsContent key={item} value={item}>
          {children(item === 'all' ? orders : orders.filter((order) => order.status === item), item)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

export const filterLabel = label;
