import type { VendorApprovalState } from '@verdant/shared/enums';
import { formatDate, formatMoney } from '@verdant/shared/format';
import type { VendorAnalytics } from '@verdant/shared/schemas/vendor';
import { ArrowRight, CircleCheck, Clock, Landmark, Sprout } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorAnalytics } from '../api/get-vendor-analytics.ts';
import { UnconfirmedStockCard } from './unconfirmed-stock-card.tsx';

export const APPROVAL_LABELS: Record<VendorApprovalState, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'green' },
  pending: { label: 'Pending approval', tone: 'amber' },
  rejected: { label: 'Not approved', tone: 'red' },
};

const ORDER_TONES: Record<string, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'gray',
};

function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="font-semibold text-2xl text-slate-900">{value}</dd>
      {detail ? <dd className="text-slate-600 text-xs">{detail}</dd> : null}
    </Card>
  );
}

type Props = {
  approval: VendorApprovalState;
  onOpenTab: (tab: 'inventory' | 'orders' | 'profile') => void;
  /** The payouts feature's card and whether payouts still need setting up: the dashboard composes them in. */
  payouts: ReactNode;
  payoutsToDo: boolean;
};

// The charts are their own chunk: only a vendor's overview loads them (issue 18: the storefront's budget stays).
const SalesCharts = lazy(() => import('./sales-charts.tsx'));

/** Overview: the analytics, what to do next, payouts and the latest orders. */
export function OverviewTab({ approval, onOpenTab, payouts, payoutsToDo }: Props) {
  const analytics = useVendorAnalytics();
  const approved = approval === 'approved';

  if (analytics.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Loading your overview
        </p>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-24 rounded-card" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-card" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <LoadError
        message="Failed to load your overview."
        onRetry={() => analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  }

  const data = analytics.data;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Products"
          value={data.total_products}
          {...(data.out_of_stock_products > 0 ? { detail: `${data.out_of_stock_products} out of stock` } : {})}
        />
        <Stat
          label="Orders"
          value={data.total_orders}
          {...(data.pending_orders > 0 ? { detail: `${data.pending_orders} pending` } : {})}
        />
        <Stat label="Revenue" value={formatMoney(data.total_revenue)} detail="Paid, shipped and delivered" />
        <Stat
          label="Account status"
          value={
            <Badge tone={APPROVAL_LABELS[data.account_status].tone} className="text-sm">
              {APPROVAL_LABELS[data.account_status].label}
            </Badge>
          }
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <NextSteps data={data} approved={approved} payoutsToDo={payoutsToDo} onOpenTab={onOpenTab} />
        {payouts}
      </div>

      <UnconfirmedStockCard approved={approved} />
      {approved ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <SalesCharts />
        </Suspense>
      ) : null}

      <RecentOrders data={data} onOpenTab={onOpenTab} />
    </div>
  );
}

function NextSteps({
  data,
  approved,
  payoutsToDo,
  onOpenTab,
}: { data: VendorAnalytics; approved: boolean } & Pick<Props, 'onOpenTab' | 'payoutsToDo'>) {
  const steps: {
    key: string;
    icon: ReactNode;
    title: string;
    text: string;
    reason?: string | null;
    action?: ReactNode;
  }[] = [];
  if (data.account_status === 'pending') {
    steps.push({
      key: 'approval',
      icon: <Clock className="size-5 text-amber-700" aria-hidden="true" />,
      title: 'Waiting for approval',
      text: 'An admin reviews every new nursery. Meanwhile, make sure your business profile is complete.',
      action: (
        <Button variant="secondary" size="sm" onClick={() => onOpenTab('profile')}>
          Business Profile
        </Button>
      ),
    });
  }
  if (data.account_status === 'rejected') {
    steps.push({
      key: 'rejected',
      icon: <Clock className="size-5 text-red-700" aria-hidden="true" />,
      title: 'Your account was not approved',
      text: 'Please contact us if you think this is a mistake.',
      // The admin's words (issue 14): the vendor learns why, not only that.
      reason: data.rejection_reason,
    });
  }
  if (approved && payoutsToDo) {
    steps.push({
      key: 'payouts',
      icon: <Landmark className="size-5 text-brand-700" aria-hidden="true" />,
      title: 'Finish setting up payouts',
      text: 'Connect a bank account to receive the money from your orders (see Payouts).',
    });
  }
  if (approved && data.total_products === 0) {
    steps.push({
      key: 'plant',
      icon: <Sprout className="size-5 text-brand-700" aria-hidden="true" />,
      title: 'Add your first plant',
      text: 'Buyers find your plants on the marketplace as soon as you list them.',
      action: (
        <Button size="sm" onClick={() => onOpenTab('inventory')}>
          Add a plant
        </Button>
      ),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>What to do next</CardTitle>
      </CardHeader>
      <CardContent>
        {steps.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-700 text-sm">
            <CircleCheck className="size-5 text-brand-700" aria-hidden="true" />
            You are all set. New orders and inquiries will show up here.
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {steps.map((step) => (
              <li key={step.key} className="flex items-start gap-3">
                <span className="mt-0.5">{step.icon}</span>
                <div className="flex flex-1 flex-col gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{step.title}</p>
                    {step.reason ? (
                      <blockquote className="my-1.5 whitespace-pre-line border-red-200 border-l-2 pl-3 text-slate-800 text-sm">
                        <span className="sr-only">Reason: </span>
                        {step.reason}
                      </blockquote>
                    ) : null}
                    <p className="text-slate-600 text-sm">{step.text}</p>
                  </div>
                  {step.action ? <div>{step.action}</div> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RecentOrders({ data, onOpenTab }: { data: VendorAnalytics } & Pick<Props, 'onOpenTab'>) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Recent orders</CardTitle>
          {data.total_orders > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => onOpenTab('orders')}>
              All orders
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {data.recent_orders.length === 0 ? (
          <p className="text-slate-600 text-sm">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.recent_orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{order.order_number}</p>
                  <p className="text-slate-600 text-sm">
                    {order.buyer_name} · {formatDate(order.created_at)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={ORDER_TONES[order.status] ?? 'gray'} className="capitalize">
                    {order.status}
                  </Badge>
                  <span className="font-medium text-slate-900">{formatMoney(order.total_amount)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
