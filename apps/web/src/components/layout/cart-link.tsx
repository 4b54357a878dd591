import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../../lib/cart.ts';

export function CartLink() {
  const { count } = useCart();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-sage-100 hover:text-slate-900"
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className={
          count > 0
            ? 'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 font-semibold text-[11px] text-white ring-2 ring-white'
            : 'sr-only'
        }
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
