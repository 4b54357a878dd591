import { formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { cartTotalCents } from '@verdant/shared/rules/cart';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CartLine } from '../components/cart-line.tsx';
import { CartNotices } from '../components/cart-notices.tsx';
import { useSyncedCart } from '../use-synced-cart.ts';

/** /cart: lines with quantity minus/plus, line totals and remove; the total; Continue Shopping and Checkout. */
export function CartPage() {
  useDocumentTitle('Cart');
  const cart = useSyncedCart();
  const total = cartTotalCents(cart.items) / 100;

  return (
    <PageContainer>
      <PageHeader title="Your Cart" description="Review the plants you have picked before checking out." />
      <div className="mt-6 flex flex-col gap-4">
        <CartNotices notices={cart.notices} onDismiss={cart.dismissNotices} />
        {cart.items.length === 0 ? (
          <EmptyState
            icon={ShoppingCart}
            title={MESSAGES.cartEmpty}
            description="Browse the marketplace and add the plants you like."
            action={
              <Link to="/" className={buttonVariants()}>
                Continue Shopping
              </Link>
            }
          />
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <Card>
              <CardContent className="py-2 sm:py-2">
                <h2 className="sr-only">Items</h2>
                <ul className="divide-y divide-slate-100">
                  {cart.items.map((item) => (
                    <CartLine key={item.id} item={item} />
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card className="lg:sticky lg:top-24">
              <CardContent className="flex flex-col gap-4">
                <h2 className="font-semibold text-lg text-slate-900">Summary</h2>
                <div className="flex items-baseline justify-between text-sm">
                  <span className="text-slate-600">
                    {cart.count} {cart.count === 1 ? 'item' : 'items'}
                  </span>
                  {cart.checking ? (
                    <span className="inline-flex items-center gap-1.5 text-slate-500 text-xs">
                      <Spinner size="sm" label={null} /> Checking prices and stock…
                    </span>
                  ) : null}
                </div>
                <div className="flex items-baseline justify-between border-slate-200 border-t pt-4">
                  <span className="font-semibold text-slate-900">Total</span>
                  <span className="font-semibold text-slate-900 text-xl tabular-nums" data-testid="cart-total">
                    {formatMoney(total)}
                  </span>
                </div>
                <Link to="/checkout" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                  Proceed to Checkout
                </Link>
                <Link to="/" className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
                  Continue Shopping
                </Link>
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
