import type { Plan } from '@verdant/shared/enums';
import { formatWholeDollars } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { type PaidPlan, PLAN_CATALOG } from '@verdant/shared/plans';
import type { SubscriptionStatusView } from '@verdant/shared/schemas/subscriptions';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { type SubscriptionAction, useChangeSubscription } from '../api/change-subscription.ts';

type Offer = { action: SubscriptionAction; label: string } | { action: null; label: string };

/** What a plan's card offers: an upgrade (docs/product.md#plans), a subscription, or nothing. */
function offerFor(plan: PaidPlan, status: SubscriptionStatusView): Offer {
  const name = PLAN_CATALOG[plan].name;
  if (status.upgrade_options.includes(plan)) return { action: 'upgrade', label: `Upgrade to ${name}` };
  // On the plan they are trying, "Subscribe to Basic" reads as if they did not have it: say what it does.
  if (status.can_subscribe && status.plan === plan && status.status === 'trialing') {
    return { action: 'subscribe', label: `Keep ${name} after your trial` };
  }
  if (status.can_subscribe && (status.plan === plan || status.plan === 'NONE')) {
    return { action: 'subscribe', label: `Subscribe to ${name}` };
  }
  if (status.plan === plan) return { action: null, label: 'Your plan' };
  return { action: null, label: 'Not available from your plan' };
}

/** The role's plans side by side, each with what the user can do from here. */
export function PlanOptions({ status }: { status: SubscriptionStatusView }) {
  const change = useChangeSubscription();
  const toast = useToast();
  const [busy, setBusy] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (action: SubscriptionAction, plan: PaidPlan) => {
    setBusy(plan);
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ action, plan });
      if (answer.checkout_url) {
        window.location.assign(answer.checkout_url);
        return; // keep the button busy while the browser leaves
      }
      toast.success(answer.message);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.upgradeSubscriptionFailed);
      setFailure(message);
      toast.error(message);
    }
    setBusy(null);
  };

  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <div>
        <h2 id="plans-title" className="font-semibold text-lg text-slate-900">
          Plans
        </h2>
        <p className="text-slate-600 text-sm">Monthly prices in US dollars. Cancel at any time.</p>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm">
          {failure}
        </p>
      ) : null}
      <ul className={cn('grid gap-4', status.available_plans.length > 2 ? 'md:grid-cols-3' : 'sm:grid-cols-2')}>
        {status.available_plans.map((plan) => {
          const info = PLAN_CATALOG[plan];
          const offer = offerFor(plan, status);
          const current = status.plan === plan;
          return (
            <li key={plan}>
              <Card
                className={cn('flex h-full flex-col gap-4 p-5', current && 'border-brand-600 ring-1 ring-brand-600')}
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-base text-slate-900">{info.name}</h3>
                    <p className="text-slate-600 text-sm">{info.description}</p>
                  </div>
                  {current ? <Badge tone="green">Current</Badge> : null}
                </div>
                <p>
                  <span className="font-semibold text-2xl text-slate-900">{formatWholeDollars(info.priceMonthly)}</span>
                  <span className="text-slate-600 text-sm"> / month</span>
                </p>
                <ul className="flex flex-1 flex-col gap-1.5 text-slate-700 text-sm">
                  {info.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {offer.action ? (
                  <Button
                    variant={offer.action === 'upgrade' ? 'primary' : 'secondary'}
                    loading={busy === plan}
                    disabled={busy !== null && busy !== plan}
                    onClick={() => choose(offer.action as SubscriptionAction, plan)}
                  >
                    {offer.label}
                  </Button>
                ) : (
                  <p className="py-2 text-center text-slate-600 text-sm">{offer.label}</p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
