import type { OrderStatus } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { nextStatuses, VENDOR_ACTION_LABELS } from '@verdant/shared/rules/order-status';
import type { OrderView } from '@verdant/shared/schemas/orders';
import { Package, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useVendorOrders } from '../api/get-vendor-orders.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { ConfirmCancelDialog } from './confirm-cancel-dialog.tsx';
import { OrderCard } from './order-card.tsx';
import { filterLabel, OrderFilterTabs } from './order-filter-tabs.tsx';
import { PaperworkButtons } from './paperwork-buttons.tsx';

const icons: Partial<Record<OrderStatus, typeof Truck>> = { shipped: Truck, delivered: PackageCheck };

const PAYOUT_TEXT: Record<NonNullable<OrderView['payout_status']>, string | null> = {
  not_due: null,
  none: null,
  pending: 'Payout pending: it is sent once your payouts are set up.',
  transferred: 'Paid out to your account.',
};

/** The vendor dashboard's Orders tab: every order of this vendor with the actions of the status machine. */
export function VendorOrdersPanel() {
  const orders = useVendorOrders();
  const update = useUpdateOrderStatus();
  const toast = useToast();
  const [confirming, setConfirming] = useState<OrderView | null>(null);
  const [failedId, setFailedId] = useState<number | null>(null);
  const [busy, setBusy] = useState<{ id: number; status: OrderStatus } | null>(null);

  if (orders.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading orders
        </span>
        <Skeleton className="h-10 w-full max-w-xl" />
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
      <EmptyState icon={Package} title="No orders yet" description="Orders for your plants will be listed here." />
    );
  }

  const move = async (order: OrderView, status: OrderStatus) => {
    setFailedId(null);
    setBusy({ id: order.id, status });
    try {
      await update.mutateAsync({ id: order.id, status });
      toast.success(`Order ${order.order_number} is now ${status}.`);
    } catch {
      // The spec's message; the list refreshes, so a status that moved meanwhile shows as it is now.
      setFailedId(order.id);
      toast.error(MESSAGES.orderStatusFailed);
    } finally {
      setBusy(null);
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
              {list.map((order) => {
                const actions = nextStatuses('vendor', order.status);
                const payout = order.payout_status ? PAYOUT_TEXT[order.payout_status] : null;
                return (
                  <li key={order.id}>
                    <OrderCard
                      order={order}
                      party={
                        <>
                          {order.buyer_name} ·{' '}
                          <a href={`mailto:${order.buyer_email}`} className="underline-offset-2 hover:underline">
                            {order.buyer_email}
                          </a>
                          {order.buyer_phone ? ` · ${order.buyer_phone}` : ''}
                        </>
                      }
                      footer={
                        <>
                          {actions.map((status) => {
                            const Icon = icons[status];
                            const cancel = status === 'cancelled';
                            return (
                              <Button
                                key={status}
                                size="sm"
                                variant={cancel ? 'secondary' : 'primary'}
                                loading={busy?.id === order.id && busy.status === status}
                                disabled={busy !== null}
                                onClick={() => (cancel ? setConfirming(order) : move(order, status))}
                              >
                                {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
                                {VENDOR_ACTION_LABELS[status]}
                              </Button>
                            );
                          })}
                          <PaperworkButtons order={order} audience="vendor" />
                        </>
                      }
                    >
                      {order.status === 'pending' ? (
                        <p className="text-slate-600 text-sm">Awaiting the buyer's payment. Ship once it is paid.</p>
                      ) : null}
                      {payout ? <p className="text-slate-600 text-sm">{payout}</p> : null}
                      {failedId === order.id ? <Notice tone="error">{MESSAGES.orderStatusFailed}</Notice> : null}
                    </OrderCard>
                  </li>
                );
              })}
            </ul>
          )
        }
      </OrderFilterTabs>
      <ConfirmCancelDialog
        order={confirming}
        description={() => 'The buyer will not be charged for it and the plants go back on sale.'}
        pending={update.isPending}
        onConfirm={(order) => move(order, 'cancelled')}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
