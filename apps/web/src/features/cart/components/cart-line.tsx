import { formatMoney } from '@verdant/shared/format';
import { type CartItem, lineTotalCents, lineUnitPrice } from '@verdant/shared/rules/cart';
import { appliedTier, bestTierLabel } from '@verdant/shared/rules/price-tiers';
import { Leaf, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { removeFromCart, setCartQuantity } from '../../../lib/cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** One cart line: plant, unit price (its quantity break, if reached), quantity minus/plus, line total and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const tier = appliedTier(item, item.quantity);
  const offer = tier ? null : bestTierLabel(item);
  return (
    <li className="flex gap-4 py-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-sage-100 sm:size-24">
        {item.image_url ? (
          <img src={item.image_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-sage-600">
            <Leaf className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              <Link to={`/product/${item.id}`} className="hover:text-brand-800 hover:underline">
                {item.plant_name}
              </Link>
            </h3>
            {item.vendor ? <p className="text-slate-600 text-sm">{item.vendor.business_name}</p> : null}
            <p className="mt-1 text-slate-700 text-sm">
              {tier ? (
                <>
                  <s className="text-slate-500">{formatMoney(item.price)}</s>{' '}
                </>
              ) : null}
              {formatMoney(lineUnitPrice(item))} <span className="text-slate-500">each</span>
              {tier ? (
                <span className="ml-2 whitespace-nowrap rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-800 text-xs">
                  {tier.min_quantity}+ price
                </span>
              ) : null}
            </p>
            {offer ? <p className="text-slate-500 text-xs">Buy more: {offer}</p> : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-2 size-9 text-slate-500 hover:text-red-700"
            aria-label={`Remove ${item.plant_name}`}
            onClick={() => removeFromCart(item.id)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <QuantityStepper
              plantName={item.plant_name}
              quantity={item.quantity}
              max={item.quantity_available > 0 ? item.quantity_available : Number.POSITIVE_INFINITY}
              onChange={(quantity) => setCartQuantity(item.id, quantity)}
            />
            {item.quantity_available > 0 && item.quantity >= item.quantity_available ? (
              <p className="text-amber-800 text-xs">Only {item.quantity_available} in stock</p>
            ) : null}
          </div>
          <p className="font-semibold text-slate-900 tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatMoney(lineTotalCents(item) / 100)}
          </p>
        </div>
      </div>
    </li>
  );
}
