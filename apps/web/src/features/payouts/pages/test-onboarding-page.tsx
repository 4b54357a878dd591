import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import { type TestOnboarding, testOnboardingSchema } from '@verdant/shared/schemas/payouts';
import { CircleCheck, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCompleteTestOnboarding } from '../api/complete-test-onboarding.ts';
import { useAccountStatus } from '../api/get-account-status.ts';

const BACK = '/vendor/dashboard?tab=overview';

/**
 * /vendor/payouts/test-onboarding: without Stripe keys, this page stands in for Stripe's hosted onboarding (and,
 * with ?view=dashboard, for its Express dashboard). Stripe's test bank numbers are filled in; no money moves.
 */
export function TestOnboardingPage() {
  useDocumentTitle('Payouts (test mode)');
  const status = useAccountStatus(true);
  // The session's profile names the account holder (the bank form's default).
  const holder = useAuth().user?.vendor_profile?.business_name ?? '';
  const [searchParams] = useSearchParams();

  if (status.isPending) return <PageSpinner label="Loading your payout account" />;

  const account = status.data;
  const content =
    account?.payment_mode !== 'test' ? (
      <Notice tone="info">
        This page is only used in test mode.{' '}
        <Link to={BACK} className="font-medium underline">
          Back to your dashboard
        </Link>
      </Notice>
    ) : !account.has_account ? (
      <Notice tone="info">
        Start from the Payouts card on your dashboard.{' '}
        <Link to={BACK} className="font-medium underline">
          Back to your dashboard
        </Link>
      </Notice>
    ) : account.details_submitted || searchParams.get('view') === 'dashboard' ? (
      <TestDashboard accountId={account.account_id ?? ''} payoutsEnabled={account.payouts_enabled} />
    ) : (
      <TestOnboardingForm holder={holder} />
    );

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow="Test mode"
          title="Set up payouts"
          description="No real money moves in test mode. This page stands in for the payment provider's form."
        />
        <div className="mt-8">{content}</div>
      </div>
    </PageContainer>
  );
}

function TestOnboardingForm({ holder }: { holder: string }) {
  const complete = useCompleteTestOnboarding();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestOnboarding, unknown, z.output<typeof testOnboardingSchema>>({
    resolver: zodResolver(testOnboardingSchema),
    defaultValues: { account_holder_name: holder, routing_number: '110000000', account_number: '000123456789' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await complete.mutateAsync(values);
      toast.success('Payouts are set up (test mode).');
      navigate(`${BACK}&payouts=return`);
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.paymentsSetupFailed));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-5 text-brand-700" aria-hidden="true" />
          Bank account for payouts
        </CardTitle>
        <CardDescription>Stripe's test bank numbers are filled in for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Test payout details">
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <FormField label="Account Holder Name" error={errors.account_holder_name?.message} required>
            <Input autoComplete="name" {...register('account_holder_name')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Routing Number" error={errors.routing_number?.message} required>
              <Input inputMode="numeric" {...register('routing_number')} />
            </FormField>
            <FormField label="Account Number" error={errors.account_number?.message} required>
              <Input inputMode="numeric" {...register('account_number')} />
            </FormField>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={isSubmitting}>
              Complete Setup
            </Button>
            <Link to={BACK} className={buttonVariants({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function TestDashboard({ accountId, payoutsEnabled }: { accountId: string; payoutsEnabled: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payouts dashboard</CardTitle>
        <CardDescription>Account {accountId}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2 text-slate-700 text-sm">
          <li className="flex items-center gap-2">
            <CircleCheck className="size-4 text-brand-700" aria-hidden="true" />
            Details submitted
          </li>
          <li className="flex items-center gap-2">
            <CircleCheck className="size-4 text-brand-700" aria-hidden="true" />
            {payoutsEnabled ? 'Card payments and payouts enabled' : 'Payouts pending'}
          </li>
        </ul>
        <div>
          <Link to={BACK} className={buttonVariants({ variant: 'secondary' })}>
            Back to your dashboard
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
