import { MESSAGES } from '@verdant/shared/messages';
import { cartTotalCents } from '@verdant/shared/rules/cart';
import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { clearCart, getCart } from '../../../lib/cart.ts';
import { payPagePath, saveCheckoutToken } from '../../../lib/checkout-token.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { CartNotices } from '../components/cart-notices.tsx';
import { CheckoutForm, type CustomerDetails } from '../components/checkout-form.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { type LastOrder, saveLastOrder } from '../last-order.ts';
import { useSyncedCart } from '../use-synced-cart.ts';

const newKey = () => crypto.randomUUID();

/** /checkout: the order summary and the customer form; guests can check out. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useSyncedCart();
  const placeOrder = usePlaceOrder();
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // One key per attempt: a retry or a double click gets the same orders back, never new ones.
  const idempotencyKey = useRef(newKey());

  if (redirecting) return <PageSpinner label="Taking you to payment" />;

  if (cart.items.length === 0) {
    return (
      <PageContainer>
        <PageHeader title="Checkout" />
        <div className="mt-6 flex flex-col gap-4">
          <CartNotices notices={cart.notices} onDismiss={cart.dismissNotices} />
          <EmptyState
            icon={ShoppingCart}
            title={MESSAGES.cartEmpty}
            action={
              <Link to="/" className={buttonVariants()}>
                Continue Shopping
              </Link>
            }
          />
        </div>
      </PageContainer>
    );
  }

  const notBuyer = user !== null && user.role !== 'buyer';
  const defaults = {
    buyer_name: user?.role === 'buyer' ? `${user.first_name} ${user.last_name}`.trim() : '',
    buyer_email: user?.role === 'buyer' ? user.email : '',
    buyer_phone: user?.role === 'buyer' ? (user.phone ?? '') : '',
    shipping_address: '',
  };

  const submit = async (details: CustomerDetails) => {
    setFormError(null);
    let changes: unknown[];
    try {
      changes = await cart.recheck();
    } catch {
      setFormError({ message: MESSAGES.orderFailed, detail: null });
      return;
    }
    if (changes.length > 0) {
      setFormError({ message: MESSAGES.cartReviewChanges, detail: null });
      return;
    }
    const items = getCart().items;
    if (items.length === 0) return;
    try {
      const created = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        order: {
          ...details,
          nursery_id: 1,
          items: items.map((item) => ({ inventory_item_id: item.id, quantity: item.quantity, unit_price: item.price })),
          total_amount: cartTotalCents(items) / 100,
        },
      });
      const order: LastOrder = {
        checkoutId: created.checkout_id,
        token: created.access_token,
        orderNumbers: created.order_numbers,
      };
      saveLastOrder(order);
      saveCheckoutToken(created.checkout_id, created.access_token);
      setRedirecting(true);
      clearCart();
      idempotencyKey.current = newKey();
      if (created.checkout_url.startsWith('/')) navigate(payPagePath(created.checkout_url), { state: { order } });
      else window.location.assign(created.checkout_url);
    } catch (error) {
      const detail = error instanceof ApiError ? error.detail : null;
      setFormError({ message: MESSAGES.orderFailed, detail: detail === MESSAGES.orderFailed ? null : detail });
      // Stock or prices may have moved: show the buyer what changed.
      if (error instanceof ApiError && error.status === 409) await cart.recheck().catch(() => []);
    }
  };

  return (
    <PageContainer>
      <PageHeader title="Checkout" description="Guests can check out; a buyer account keeps your order history." />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          <CartNotices notices={cart.notices} onDismiss={cart.dismissNotices} />
          {formError ? (
            <Notice tone="error">
              <p className="font-semibold">{formError.message}</p>
              {formError.detail ? <p className="mt-0.5">{formError.detail}</p> : null}
            </Notice>
          ) : null}
          {notBuyer ? <Notice tone="info">{MESSAGES.orderBuyersOnly}</Notice> : null}
          <Card>
            <CardHeader>
              <CardTitle>Customer Details</CardTitle>
            </CardHeader>
            <CardContent>
              <CheckoutForm
                key={user?.id ?? 'guest'}
                defaultValues={defaults}
                onSubmit={submit}
                submitLabel="Place Order"
                disabled={notBuyer || cart.checking}
              />
            </CardContent>
          </Card>
        </div>
        <div className="lg:sticky lg:top-24">
          <OrderSummary
            items={cart.items}
            footer={
              <Link to="/cart" className="text-brand-800 text-sm underline-offset-2 hover:underline">
                Edit cart
              </Link>
            }
          />
        </div>
      </div>
    </PageContainer>
  );
}
