import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import type { PaymentAccountStatus } from '@verdant/shared/schemas/payouts';
import { ExternalLink, Landmark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';
import { useAccountStatus } from '../api/get-account-status.ts';
import { getDashboardLink, getOnboardingLink, startOnboarding } from '../api/payout-links.ts';

type Stage = 'none' | 'incomplete' | 'review' | 'active';

export function payoutStage(status: PaymentAccountStatus | undefined): Stage {
  if (!status?.has_account) return 'none';
  if (!status.details_submitted) return 'incomplete';
  return status.payouts_enabled ? 'active' : 'review';
}

/** True once the account status says payouts still need setting up (the overview's "what to do next"). */
export function usePayoutsToDo(approved: boolean): boolean {
  const status = useAccountStatus(approved);
  return status.data !== undefined && payoutStage(status.data) !== 'active';
}

const STAGE_BADGES: Record<Stage, { tone: 'gray' | 'amber' | 'blue' | 'green'; label: string }> = {
  none: { tone: 'gray', label: 'Not set up' },
  incomplete: { tone: 'amber', label: 'Setup incomplete' },
  review: { tone: 'blue', label: 'Under review' },
  active: { tone: 'green', label: 'Payouts active' },
};

/**
 * Payout account: set up (or continue) onboarding with the payment provider, then open its dashboard. Links are
 * single use, so each click asks for a fresh one. The provider sends the vendor back with ?payouts=return, or with
 * ?payouts=refresh when a link expired (we then fetch a new link at once).
 */
export function PayoutsCard({ approved }: { approved: boolean }) {
  const status = useAccountStatus(approved);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [returned, setReturned] = useState(false);
  const handledParam = useRef(false);
  const stage = payoutStage(status.data);

  const go = async (load: () => Promise<{ url: string }>, fallback: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await load();
      window.location.assign(url);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      setBusy(false);
    }
  };

  useEffect(() => {
    const param = searchParams.get('payouts');
    if (!approved || !param || handledParam.current) return;
    handledParam.current = true;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('payouts');
        return next;
      },
      { replace: true },
    );
    if (param === 'refresh') void go(getOnboardingLink, MESSAGES.paymentsSetupFailed);
    if (param === 'return') {
      setReturned(true);
      void queryClient.invalidateQueries({ queryKey: vendorKeys.payouts() });
    }
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>Payouts</CardTitle>
            <CardDescription>Where the money from your orders goes.</CardDescription>
          </div>
          {approved && status.data ? <Badge tone={STAGE_BADGES[stage].tone}>{STAGE_BADGES[stage].label}</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!approved ? (
          <p className="text-slate-600 text-sm">You can set up payouts once an admin approves your account.</p>
        ) : status.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : status.isError ? (
          <LoadError
            message={MESSAGES.stripeAccessFailed}
            onRetry={() => status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <>
            {returned && stage !== 'active' && stage !== 'review' ? (
              <Notice tone="info">Welcome back. Some details are still needed before payouts can start.</Notice>
            ) : null}
            {returned && (stage === 'active' || stage === 'review') ? (
              <Notice tone="success">Thanks! Your payout details were received.</Notice>
            ) : null}
            <StageText status={status.data} stage={stage} />
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <div className="flex flex-wrap gap-2">
              {stage === 'none' ? (
                <Button loading={busy} onClick={() => go(startOnboarding, MESSAGES.paymentsSetupFailed)}>
                  <Landmark className="size-4" aria-hidden="true" />
                  Set Up Payouts
                </Button>
              ) : null}
              {stage === 'incomplete' ? (
                <Button loading={busy} onClick={() => go(getOnboardingLink, MESSAGES.paymentsSetupFailed)}>
                  <Landmark className="size-4" aria-hidden="true" />
                  Continue Setup
                </Button>
              ) : null}
              {stage === 'active' || stage === 'review' ? (
                <Button
                  variant="secondary"
                  loading={busy}
                  onClick={() => go(getDashboardLink, MESSAGES.stripeAccessFailed)}
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  Open Payouts Dashboard
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function StageText({ status, stage }: { status: PaymentAccountStatus; stage: Stage }) {
  const provider = status.payment_mode === 'test' ? 'the test-mode form' : 'Stripe';
  const due = status.requirements.currently_due.length;
  const text: Record<Stage, string> = {
    none: `Connect a bank account through ${provider} to receive the money from your orders.`,
    incomplete: `Your payout account is open, but ${due > 0 ? `${due} ${due === 1 ? 'detail is' : 'details are'}` : 'some details are'} still needed.`,
    review: 'Your details are submitted. Payouts start as soon as they are verified.',
    active: 'Card payments and payouts are enabled. Money from paid orders is sent to your bank.',
  };
  return (
    <div className="flex flex-col gap-1">
      <p className="text-slate-700 text-sm">{text[stage]}</p>
      {status.payment_mode === 'test' ? (
        <p className="text-slate-600 text-xs">Test mode: no real money moves.</p>
      ) : null}
    </div>
  );
}
