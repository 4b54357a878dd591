import { formatDate, formatWholeDollars } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { PLAN_CATALOG } from '@verdant/shared/plans';
import type { SubscriptionStatusView } from '@verdant/shared/schemas/subscriptions';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { PlanBadge } from './plan-badge.tsx';

function statusLine(status: SubscriptionStatusView, isVendor: boolean): string {
  switch (status.status) {
    case 'trialing':
      return `Free trial: ${status.trial_days_left} ${status.trial_days_left === 1 ? 'day' : 'days'} left${
        status.trial_end_date ? `, ends ${formatDate(status.trial_end_date, 'long')}` : ''
      }. No card needed until then.`;
    case 'trial_ended':
      return `Your free trial ended${status.trial_end_date ? ` on ${formatDate(status.trial_end_date, 'long')}` : ''}. ${
        isVendor ? 'Subscribe to keep taking orders.' : 'Subscribe to keep your plan.'
      } Everything you listed or bought is kept.`;
    case 'active':
      return status.current_period_end
        ? `Active. Renews on ${formatDate(status.current_period_end, 'long')}.`
        : 'Active.';
    case 'past_due':
      return 'Your last payment did not go through. Please update your payment method.';
    default:
      return 'You have no active plan. Choose one below; everything you listed or bought is kept.';
  }
}

export function CurrentPlanCard({ status, isVendor }: { status: SubscriptionStatusView; isVendor: boolean }) {
  const change = useChangeSubscription();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const price = status.plan === 'NONE' ? null : PLAN_CATALOG[status.plan].priceMonthly;

  const cancel = async () => {
    try {
      const answer = await change.mutateAsync({ action: 'cancel' });
      setConfirming(false);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.cancelSubscriptionFailed));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <PlanBadge plan={status.plan} className="px-3 py-1 text-sm" />
          {price === null ? null : <span className="text-slate-700 text-sm">{formatWholeDollars(price)} / month</span>}
        </div>
        <p className="text-slate-700">{statusLine(status, isVendor)}</p>
        {status.payment_mode === 'test' ? (
          <p className="text-slate-600 text-sm">Test mode: plan changes apply at once and no card is charged.</p>
        ) : null}
        {status.can_cancel ? (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          </div>
        ) : null}
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              Your plan ends now. Your {isVendor ? 'listings, orders and payouts' : 'orders and inquiries'} stay, and
              you can subscribe again at any time.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Keep Subscription</Button>
            </DialogClose>
            <Button variant="danger" onClick={cancel} loading={change.isPending}>
              Cancel Subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
