import { formatMoney } from '../format.ts';
import { MESSAGES } from '../messages.ts';
import { type PriceTier, unitPriceFor } from './price-tiers.ts';

// The cart rules of docs/product.md#cart, as pure functions over an immutable list. Prices are decimals as the API
// shows them; totals are summed in integer cents so 0.1 + 0.2 never shows up.

/** The most one checkout may total, in cents: the largest amount a card payment takes (Stripe: $999,999.99). */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

export interface CartVendor {
  id: number;
  business_name: string;
}

export interface CartItem {
  /** The plant's id. */
  id: number;
  plant_name: string;
  price: number;
  /** Quantity breaks (issue 18): the line's unit price follows its quantity. */
  price_tiers?: PriceTier[];
  quantity_available: number;
  vendor: CartVendor | null;
  image_url?: string | null;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

export const DEFAULT_ADD_QUANTITY = 1;

const whole = (quantity: number) => (Number.isFinite(quantity) ? Math.floor(quantity) : 0);

/** Adds `quantity` (default 1); a plant already in the cart gets its quantity increased, and its facts refreshed. */
export function addItem(items: readonly CartItem[], product: CartProduct, quantity = DEFAULT_ADD_QUANTITY): CartItem[] {
  const amount = whole(quantity);
  if (amount <= 0) return [...items];
  const existing = items.find((item) => item.id === product.id);
  if (!existing) return [...items, { ...product, quantity: amount }];
  return items.map((item) =>
    item.id === product.id ? { ...item, ...product, quantity: item.quantity + amount } : item,
  );
}

/** Sets a plant's quantity; 0 or less (or not a number) removes it. */
export function setQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  const amount = whole(quantity);
  if (amount <= 0) return removeItem(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: amount } : item));
}

export function removeItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function clearCart(): CartItem[] {
  return [];
}

/** The header's count: the sum of quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** The unit price the line is charged: its quantity break, if it reaches one (the server decides the same way). */
export function lineUnitPrice(item: Pick<CartItem, 'price' | 'price_tiers' | 'quantity'>): number {
  return unitPriceFor(item, item.quantity);
}

export function lineTotalCents(item: Pick<CartItem, 'price' | 'price_tiers' | 'quantity'>): number {
  return toCents(lineUnitPrice(item)) * item.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

/** One group per vendor, in the order their first plant was added: each becomes its own order. */
export function groupByVendor(items: readonly CartItem[]): { vendor: CartVendor | null; items: CartItem[] }[] {
  const groups = new Map<number, { vendor: CartVendor | null; items: CartItem[] }>();
  for (const item of items) {
    const key = item.vendor?.id ?? 0;
    const group = groups.get(key) ?? { vendor: item.vendor, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What the server says about a plant now (POST /api/cart/check). */
export interface CartItemFacts {
  inventory_item_id: number;
  found: boolean;
  plant_name: string | null;
  price: number | null;
  price_tiers?: PriceTier[];
  quantity_available: number;
  is_available: boolean;
  vendor: CartVendor | null;
}

export type CartNoticeKind = 'price' | 'stock' | 'removed';

export interface CartNotice {
  kind: CartNoticeKind;
  id: number;
  plant_name: string;
  message: string;
}

/**
 * Brings a saved cart in line with the server: vanished or unavailable plants leave the cart, a changed price is
 * taken over, a quantity above the stock is lowered. Every change comes back as a notice to show the buyer, so
 * nothing is ever charged silently.
 */
export function reconcileCart(
  items: readonly CartItem[],
  facts: readonly CartItemFacts[],
): { items: CartItem[]; notices: CartNotice[] } {
  const byId = new Map(facts.map((fact) => [fact.inventory_item_id, fact]));
  const notices: CartNotice[] = [];
  const next: CartItem[] = [];
  for (const item of items) {
    const fact = byId.get(item.id);
    if (!fact) {
      next.push(item); // not checked (yet): leave it alone
      continue;
    }
    const name = fact.plant_name ?? item.plant_name;
    if (!fact.found || !fact.is_available || fact.price === null || fact.quantity_available <= 0) {
      notices.push({ kind: 'removed', id: item.id, plant_name: name, message: MESSAGES.cartItemRemoved(name) });
      continue;
    }
    const updated: CartItem = {
      ...item,
      plant_name: name,
      price: fact.price,
      ...(fact.price_tiers ? { price_tiers: fact.price_tiers } : {}),
      quantity_available: fact.quantity_available,
      vendor: fact.vendor ?? item.vendor,
    };
    if (toCents(fact.price) !== toCents(item.price)) {
      notices.push({
        kind: 'price',
        id: item.id,
        plant_name: name,
        message: MESSAGES.cartPriceChanged(name, formatMoney(item.price), formatMoney(fact.price)),
      });
    }
    if (item.quantity > fact.quantity_available) {
      updated.quantity = fact.quantity_available;
      notices.push({
        kind: 'stock',
        id: item.id,
        plant_name: name,
        message: MESSAGES.cartStockReduced(name, fact.quantity_available),
      });
    }
    next.push(updated);
  }
  return { items: next, notices };
}

/** Stored quantity breaks, kept only when each is a sane break (the server re-prices at checkout anyway). */
function storedTiers(value: unknown): PriceTier[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (tier): tier is PriceTier =>
      typeof tier === 'object' &&
      tier !== null &&
      Number.isInteger((tier as PriceTier).min_quantity) &&
      typeof (tier as PriceTier).price === 'number' &&
      Number.isFinite((tier as PriceTier).price) &&
      (tier as PriceTier).price > 0,
  );
}

/** Reads a stored cart defensively: anything that is not a sane cart line is dropped. */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (typeof item.id !== 'number' || !Number.isInteger(item.id) || item.id <= 0) continue;
    if (typeof item.quantity !== 'number' || whole(item.quantity) <= 0) continue;
    if (typeof item.price !== 'number' || !Number.isFinite(item.price) || item.price < 0) continue;
    if (items.some((existing) => existing.id === item.id)) continue;
    const vendor = item.vendor as Record<string, unknown> | null | undefined;
    const tiers = storedTiers(item.price_tiers);
    items.push({
      id: item.id,
      plant_name: typeof item.plant_name === 'string' ? item.plant_name : 'Plant',
      price: item.price,
      ...(tiers.length > 0 ? { price_tiers: tiers } : {}),
      quantity_available: typeof item.quantity_available === 'number' ? item.quantity_available : 0,
      vendor:
        vendor && typeof vendor.id === 'number' && typeof vendor.business_name === 'string'
          ? { id: vendor.id, business_name: vendor.business_name }
          : null,
      image_url: typeof item.image_url === 'string' ? item.image_url : null,
      quantity: whole(item.quantity),
    });
  }
  return items;
}
