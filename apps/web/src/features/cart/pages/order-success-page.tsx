import { CircleCheck, Clock, PackageSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-context.ts';
import { payPagePath, readCheckoutToken, useTokenFromUrl } from '../../../lib/checkout-token.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCheckout } from '../api/get-checkout.ts';
import { CheckoutOrders } from '../components/checkout-orders.tsx';
import { type LastOrder, lastOrderFromState, readLastOrder } from '../last-order.ts';

const checkoutParam = (params: URLSearchParams) => Number(params.get('checkout'));

/** Stripe's return address `?checkout={id}&token=...`; the token is moved to this tab's storage at once. */
function fromSearch(params: URLSearchParams, urlToken: string | null): LastOrder | null {
  const checkoutId = checkoutParam(params);
  const token = checkoutId > 0 ? (urlToken ?? readCheckoutToken(checkoutId)) : null;
  return checkoutId > 0 && token ? { checkoutId, token, orderNumbers: [] } : null;
}

/**
 * /order-success: the order number(s) from navigation state (which survives a reload), else from the return
 * address of Stripe, else from this tab's last order; then the next steps.
 */
export function OrderSuccessPage() {
  useDocumentTitle('Order Confirmed');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const urlToken = useTokenFromUrl(checkoutParam);
  const fromStripe = fromSearch(searchParams, urlToken);
  const order = lastOrderFromState(location.state) ?? fromStripe ?? readLastOrder();
  // Back from Stripe, the webhook may land a moment after the buyer: look again for a little while.
  const checkout = useCheckout(order?.checkoutId ?? 0, order?.token ?? '', { pollWhileUnpaid: fromStripe !== null });
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), 60_000);
    return () => clearTimeout(timer);
  }, []);
  const waiting = checkout.data?.payment_status === 'unpaid' && fromStripe !== null && patient;

  if (!order) {
    return (
      <PageContainer>
        <EmptyState
          icon={PackageSearch}
          title="No recent order"
          description="Orders placed in this browser tab show up here."
          action={
            <Link to="/" className={buttonVariants()}>
              Continue Shopping
            </Link>
          }
        />
      </PageContainer>
    );
  }

  const numbers = checkout.data?.order_numbers ?? order.orderNumbers;
  const paid = checkout.data?.payment_status === 'paid';
  const unpaid = checkout.data?.payment_status === 'unpaid';

  return (
    <PageContainer className="max-w-3xl">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {unpaid ? (
            <Clock className="size-8" aria-hidden="true" />
          ) : (
            <CircleCheck className="size-8" aria-hidden="true" />
          )}
        </span>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">
          {unpaid ? 'Your order is reserved' : 'Thank you for your order!'}
        </h1>
        <div aria-live="polite" className="text-slate-600">
          {paid ? <p>Your payment was received.</p> : null}
          {waiting ? (
            <p className="inline-flex items-center gap-2">
              <Spinner size="sm" label={null} /> Confirming your payment…
            </p>
          ) : null}
          {unpaid && !waiting && checkout.data?.checkout_url ? (
            <p>
              Payment is still due.{' '}
              {checkout.data.checkout_url.startsWith('/') ? (
                <Link to={payPagePath(checkout.data.checkout_url)} className="font-semibold text-brand-800 underline">
                  Complete payment
                </Link>
              ) : (
                <a href={checkout.data.checkout_url} className="font-semibold text-brand-800 underline">
                  Complete payment
                </a>
              )}
            </p>
          ) : null}
        </div>
      </div>

      <Card className="mt-8">
        <CardContent className="flex flex-col gap-5">
          <div>
            <h2 className="font-semibold text-lg text-slate-900">
              {numbers.length > 1 ? 'Your order numbers' : 'Your order number'}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Order numbers">
              {numbers.map((number) => (
                <li key={number} className="rounded-lg bg-sage-100 px-3 py-1.5 font-mono font-semibold text-slate-900">
                  {number}
                </li>
              ))}
            </ul>
          </div>
          {checkout.data ? <CheckoutOrders checkout={checkout.data} /> : null}
          <div>
            <h2 className="font-semibold text-lg text-slate-900">Next steps</h2>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
              <li>Each nursery prepares its plants and ships its order on its own.</li>
              <li>
                {user?.role === 'buyer'
                  ? 'Follow every order in My Orders: it moves from paid to shipped to delivered.'
                  : 'Keep your order numbers: the nursery uses them if you get in touch.'}
              </li>
              {/* Reviews need a buyer account: a guest is not invited to something they cannot do. */}
              {user?.role === 'buyer' ? (
                <li>Once delivered, tell other buyers how your plants are doing with a review.</li>
              ) : null}
            </ol>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/" className={buttonVariants({ className: 'sm:flex-1' })}>
              Continue Shopping
            </Link>
            {user?.role === 'buyer' ? (
              <Link to="/orders" className={buttonVariants({ variant: 'secondary', className: 'sm:flex-1' })}>
                View My Orders
              </Link>
            ) : (
              <Link to="/contact" className={buttonVariants({ variant: 'secondary', className: 'sm:flex-1' })}>
                Contact Us
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
