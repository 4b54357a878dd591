import { formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';

import { CreditCard, FlaskConical, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { readCheckoutToken, useTokenFromUrl } from '../../../lib/checkout-token.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCheckout } from '../api/get-checkout.ts';
import { usePayTestCheckout } from '../api/pay-test-checkout.ts';
import { CheckoutOrders } from '../components/checkout-orders.tsx';
import { type LastOrder, lastOrderFromState, readLastOrder, saveLastOrder } from '../last-order.ts';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * /checkout/pay/{id}: where a checkout is paid (its token from this tab's storage; a `?token=` is moved there). Without Stripe keys this is the built-in TEST MODE
 * payment page (no money moves); with Stripe it links on to Stripe Checkout.
 */
export function PaymentPage() {
  useDocumentTitle('Payment');
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const id = Number(params.id);
  const fromUrl = useTokenFromUrl(() => id);
  const fromState = lastOrderFromState(location.state);
  const stored = readLastOrder();
  const token =
    fromUrl ??
    (fromState?.checkoutId === id ? fromState.token : null) ??
    readCheckoutToken(id) ??
    (stored?.checkoutId === id ? stored.token : null) ??
    '';
  const checkout = useCheckout(id, token);
  const pay = usePayTestCheckout();
  const [payError, setPayError] = useState<string | null>(null);

  if (!token || checkout.isError) {
    return (
      <PageContainer>
        <EmptyState
          icon={SearchX}
          title={MESSAGES.checkoutNotFound}
          description="This payment link is not valid. Your cart and orders are unchanged."
          action={
            <Link to="/cart" className={buttonVariants()}>
              Back to Cart
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (!checkout.data) return <PageSpinner label="Loading your checkout" />;

  const data = checkout.data;
  const order: LastOrder = { checkoutId: data.id, token, orderNumbers: data.order_numbers };
  const toSuccess = () => {
    saveLastOrder(order);
    navigate('/order-success', { state: { order }, replace: true });
  };
  const payNow = async () => {
    setPayError(null);
    try {
      await pay.mutateAsync({ id: data.id, token });
      toSuccess();
    } catch (error) {
      setPayError(errorMessage(error, MESSAGES.paymentFailed));
    }
  };
  const isTest = data.payment_provider === 'test';
  const open = data.payment_status === 'unpaid' && data.checkout_url !== null;

  return (
    <PageContainer className="max-w-3xl">
      {isTest ? (
        <div
          role="note"
          aria-label="Test mode"
          className="mb-6 flex items-start gap-3 rounded-xl border-2 border-amber-400 border-dashed bg-amber-50 px-4 py-3 text-amber-900"
        >
          <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-bold tracking-wide">TEST MODE</p>
            <p className="text-sm">
              No payment provider is configured, so no card is needed and no money moves. Paying here marks the order as
              paid, exactly as a real payment would.
            </p>
          </div>
        </div>
      ) : null}
      <PageHeader title={isTest ? 'Test-Mode Payment' : 'Payment'} />
      <div className="mt-6 flex flex-col gap-4">
        {payError ? <Notice tone="error">{payError}</Notice> : null}
        {data.payment_status === 'paid' ? (
          <Notice tone="success">
            This checkout is paid.{' '}
            <button type="button" className="font-semibold underline" onClick={toSuccess}>
              See your order confirmation
            </button>
          </Notice>
        ) : null}
        {data.payment_status !== 'paid' && !open ? <Notice tone="error">{MESSAGES.checkoutExpired}</Notice> : null}
        <Card>
          <CardHeader>
            <CardTitle>{data.orders.length > 1 ? `${data.orders.length} orders, one payment` : 'Your order'}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <CheckoutOrders checkout={data} />
            <div className="flex items-baseline justify-between border-slate-200 border-t pt-4">
              <span className="font-semibold text-slate-900">Amount due</span>
              <span className="font-semibold text-2xl text-slate-900 tabular-nums">
                {formatMoney(data.total_amount)}
              </span>
            </div>
            {open ? (
              <>
                <p className="text-slate-600 text-sm">Your plants are reserved until {time(data.expires_at)}.</p>
                {isTest ? (
                  <Button size="lg" className="w-full" loading={pay.isPending} onClick={payNow}>
                    <CreditCard className="size-5" aria-hidden="true" />
                    Pay {formatMoney(data.total_amount)} (test mode)
                  </Button>
                ) : (
                  <a href={data.checkout_url ?? '#'} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                    <CreditCard className="size-5" aria-hidden="true" />
                    Continue to secure payment
                  </a>
                )}
              </>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
