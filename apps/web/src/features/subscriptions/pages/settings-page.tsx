import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { InvoiceUsage } from '../components/invoice-usage.tsx';
import { PlanOptions } from '../components/plan-options.tsx';

/** How long to keep asking after a checkout, while the provider's webhook changes the plan. */
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_WAIT_MS = 30_000;

/** /settings: the plan (trial, upgrades, cancel), the vendor's invoice usage, and the account. */
/** `account` is the account feature's panel (profile, password), composed in by the app. */
export function SettingsPage({ account }: { account: ReactNode }) {
  useDocumentTitle('Settings');
  const { user, refreshUser } = useAuth();
  const [searchParams] = useSearchParams();
  const checkout = searchParams.get('checkout');
  const [waiting, setWaiting] = useState(checkout === 'success');
  const status = useSubscriptionStatus(waiting ? CHECKOUT_POLL_MS : false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  // The webhook changed the plan: the header and dashboards read it from the signed-in user.
  const plan = status.data?.plan;
  useEffect(() => {
    if (plan && user && plan !== user.plan) void refreshUser();
  }, [plan, user, refreshUser]);

  if (!user) return null;
  const isVendor = user.role === 'vendor';

  return (
    <PageContainer>
      <PageHeader title="Settings" description="Your plan, free trial and account." />
      <div className="mt-8 flex flex-col gap-8">
        {checkout === 'success' ? (
          <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900 text-sm">
            Thank you! Your plan changes as soon as the payment is confirmed, usually within seconds.
          </p>
        ) : checkout === 'cancelled' ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700 text-sm">
            Checkout was cancelled. Your plan has not changed.
          </p>
        ) : null}

        {user.role === 'admin' ? (
          <Card>
            <CardContent>
              <p className="text-slate-700">Admin accounts have no plan.</p>
            </CardContent>
          </Card>
        ) : status.isPending ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="sr-only">
              Loading your plan
            </p>
            <Skeleton className="h-40 w-full rounded-card" />
            <Skeleton className="h-72 w-full rounded-card" />
          </div>
        ) : status.isError ? (
          <LoadError
            message="Failed to load your plan."
            onRetry={() => status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <>
            <div className={isVendor ? 'grid gap-6 lg:grid-cols-2' : 'flex flex-col'}>
              <CurrentPlanCard status={status.data} isVendor={isVendor} />
              {isVendor ? <InvoiceUsage /> : null}
            </div>
            <PlanOptions status={status.data} />
          </>
        )}

        <section aria-labelledby="account-title" className="flex flex-col gap-4">
          <h2 id="account-title" className="font-semibold text-lg text-slate-900">
            Account
          </h2>
          {account}
        </section>
      </div>
    </PageContainer>
  );
}
