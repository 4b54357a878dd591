import { formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';

import { buyerCanCancel, buyerCanReview } from '@verdant/shared/rules/order-status';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { CreditCard, Package, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { payPagePath } from '../../../lib/checkout-token.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useBuyerOrders } from '../api/get-buyer-orders.ts';
import { ConfirmCancelDialog } from './confirm-cancel-dialog.tsx';
import { OrderCard } from './order-card.tsx';
import { filterLabel, OrderFilterTabs } from './order-filter-tabs.tsx';
import { PaperworkButtons } from './paperwork-buttons.tsx';

const cancelDescription = (order: OrderView) =>
  order.status === 'paid'
    ? `The nursery will not ship it, the plants go back on sale and ${formatMoney(order.total_amount)} is refunded to your payment method.`
    : 'The nursery will not ship it and the plants go back on sale. You will not be charged for it.';

/** The buyer's My Orders: six filter tabs with counts, Leave Review once delivered, Cancel Order. Self-contained. */
export function BuyerOrdersPanel() {
  const orders = useBuyerOrders();
  const cancel = useCancelOrder();
  const toast = useToast();
  const [confirming, setConfirming] = useState<OrderView | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);

  if (orders.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your orders
        </span>
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <LoadError
        message={`${MESSAGES.ordersLoadFailed}.`}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No orders yet"
        description="Plants you buy show up here, from payment to delivery."
        action={
          <Link to="/" className={buttonVariants()}>
            Browse Plants
          </Link>
        }
      />
    );
  }

  const confirmCancel = async (order: OrderView) => {
    setFailure(null);
    try {
      const cancelled = await cancel.mutateAsync(order.id);
      toast.success(
        cancelled.refunded
          ? `Order ${order.order_number} was cancelled and refunded.`
          : `Order ${order.order_number} was cancelled.`,
      );
    } catch (error) {
      const message = errorMessage(error, MESSAGES.orderCancelFailed);
      setFailure({ id: order.id, message });
      toast.error(message);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <OrderFilterTabs orders={orders.data} ariaLabel="Filter orders by status">
        {(list, filter) =>
          list.length === 0 ? (
            <EmptyState icon={Package} title={`No ${filterLabel(filter).toLowerCase()} orders`} />
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard
                    order={order}
                    party={order.vendor_name}
                    lineAction={(item) =>
                      buyerCanReview(order.status) ? (
                        <Link
                          to={`/product/${item.inventory_item_id}#reviews`}
                          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                          aria-label={`Leave Review for ${item.plant_name}`}
                        >
                          <Star className="size-4" aria-hidden="true" />
                          Leave Review
                        </Link>
                      ) : null
                    }
                    footer={
                      order.payment_url || buyerCanCancel(order.status) || order.paid_at ? (
                        <>
                          {order.payment_url ? (
                            <Link to={payPagePath(order.payment_url)} className={buttonVariants({ size: 'sm' })}>
                              <CreditCard className="size-4" aria-hidden="true" />
                              Complete Payment
                            </Link>
                          ) : null}
                          {buyerCanCancel(order.status) ? (
                            <Button variant="secondary" size="sm" onClick={() => setConfirming(order)}>
                              Cancel Order
                            </Button>
                          ) : null}
                          <PaperworkButtons order={order} audience="buyer" />
                        </>
                      ) : undefined
                    }
                  >
                    {order.status === 'cancelled' && order.refunded ? (
                      <p className="text-slate-600 text-sm">Refunded to your payment method.</p>
                    ) : null}
                    {failure?.id === order.id ? <Notice tone="error">{failure.message}</Notice> : null}
                  </OrderCard>
                </li>
              ))}
            </ul>
          )
        }
      </OrderFilterTabs>
      <ConfirmCancelDialog
        order={confirming}
        description={cancelDescription}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
