import { useQueryClient } from '@tanstack/react-query';
import { type CartItemFacts, type CartNotice, reconcileCart } from '@verdant/shared/rules/cart';
import { useCallback, useEffect, useState } from 'react';
import { getCart, setCartItems, useCart } from '../../lib/cart.ts';
import { cartCheckQuery, useCartCheck } from './api/check-cart.ts';

function mergeNotices(current: CartNotice[], next: CartNotice[]): CartNotice[] {
  const same = (a: CartNotice, b: CartNotice) => a.id === b.id && a.kind === b.kind;
  return [...current.filter((notice) => !next.some((other) => same(notice, other))), ...next];
}

/**
 * The saved cart, checked against the server: changed prices, lowered stock and vanished plants are applied to the
 * cart and listed as notices for the buyer, so nothing is charged that the buyer has not seen.
 */
export function useSyncedCart() {
  const cart = useCart();
  const check = useCartCheck(cart.items);
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<CartNotice[]>([]);

  const apply = useCallback((facts: CartItemFacts[]): CartNotice[] => {
    const current = getCart().items;
    const result = reconcileCart(current, facts);
    if (JSON.stringify(result.items) !== JSON.stringify(current)) setCartItems(result.items);
    if (result.notices.length > 0) setNotices((previous) => mergeNotices(previous, result.notices));
    return result.notices;
  }, []);

  useEffect(() => {
    if (check.data) apply(check.data.items);
  }, [check.data, apply]);

  /** Asks the server again right now (before placing the order); answers the changes it found. */
  const recheck = useCallback(async (): Promise<CartNotice[]> => {
    const items = getCart().items;
    if (items.length === 0) return [];
    const facts = await queryClient.fetchQuery({ ...cartCheckQuery(items), staleTime: 0 });
    return apply(facts.items);
  }, [apply, queryClient]);

  return {
    items: cart.items,
    count: cart.count,
    notices,
    dismissNotices: () => setNotices([]),
    /** True until the first answer for a non-empty cart. */
    checking: cart.items.length > 0 && check.isPending,
    checkFailed: check.isError,
    recheck,
  };
}
