import type { OrderStatus } from '@verdant/shared/enums';
import { ORDER_STATUS_LABELS } from '@verdant/shared/rules/order-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={tones[status]}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
