import { formatMoney } from '../format.ts';

// Quantity breaks (docs/product.md#quantity-breaks): an item's base price applies from 1 unit; each tier lowers the
// unit price from its min_quantity up. The web cart and the server's checkout both price a line with unitPriceFor,
// and the server's answer is the one charged.

export interface PriceTier {
  /** 2 or more: the base price is the tier "from 1". */
  min_quantity: number;
  /** Dollars, like the item's price. */
  price: number;
}

export interface TieredPrice {
  price: number;
  price_tiers?: readonly PriceTier[] | null;
}

export const MAX_PRICE_TIERS = 10;

/** The tier a line of `quantity` units buys at, or null for the base price. */
export function appliedTier(item: TieredPrice, quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of item.price_tiers ?? []) {
    if (tier.min_quantity > quantity || tier.price >= item.price) continue;
    if (!best || tier.price < best.price) best = tier;
  }
  return best;
}

/**
 * The unit price of a line of `quantity` units: the lowest price among the base price and the tiers the quantity
 * reaches. Buying more never costs more per unit, even after a base price was cut below a tier.
 */
export function unitPriceFor(item: TieredPrice, quantity: number): number {
  return appliedTier(item, quantity)?.price ?? item.price;
}

/** "from $28.00 at 50+": the deepest break, for cards. Null without tiers. */
export function bestTierLabel(item: TieredPrice): string | null {
  const tiers = (item.price_tiers ?? []).filter((tier) => tier.price < item.price);
  const last = tiers.reduce<PriceTier | null>((low, tier) => (!low || tier.price < low.price ? tier : low), null);
  return last ? `from ${formatMoney(last.price)} at ${last.min_quantity}+` : null;
}

/** Rows of a tier table: "1-9 $34.50", "10-49 $31.00", "50+ $28.00". */
export function tierRows(item: TieredPrice): { range: string; price: number; min_quantity: number }[] {
  const levels = [
    { min_quantity: 1, price: item.price },
    ...[...(item.price_tiers ?? [])].sort((a, b) => a.min_quantity - b.min_quantity),
  ];
  return levels.map((level, i) => {
    const next = levels[i + 1];
    const range = next ? `${level.min_quantity}-${next.min_quantity - 1}` : `${level.min_quantity}+`;
    return { range, price: level.price, min_quantity: level.min_quantity };
  });
}
