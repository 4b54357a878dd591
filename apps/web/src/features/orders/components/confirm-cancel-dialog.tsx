import { formatMoney } from '@verdant/shared/format';

import type { OrderView } from '@verdant/shared/schemas/orders';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

type Props = {
  order: OrderView | null;
  /** What the cancellation means for whoever confirms it. */
  description: (order: OrderView) => string;
  pending: boolean;
  onConfirm: (order: OrderView) => void;
  onClose: () => void;
};

/** Asks before cancelling an order. */
export function ConfirmCancelDialog({ order, description, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {order ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel order {order.order_number}?</DialogTitle>
            <DialogDescription>{description(order)}</DialogDescription>
          </DialogHeader>
          <p className="text-slate-700 text-sm">
            {order.items.map((item) => `${item.plant_name} × ${item.quantity}`).join(', ')} ·{' '}
            {formatMoney(order.total_amount)}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep Order</Button>
            </DialogClose>
            <Button variant="danger" loading={pending} onClick={() => onConfirm(order)}>
              Cancel Order
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
