// The latest checkout of this tab, so /order-success still shows the order numbers after a reload (or after a
// return from Stripe), and the payment page can be reopened. sessionStorage: it ends with the tab.

const KEY = 'verdant.lastOrder';

export type LastOrder = { checkoutId: number; token: string; orderNumbers: string[] };

export function saveLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // storage disabled: navigation state still carries it
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const order = value as Partial<LastOrder>;
    if (typeof order.checkoutId !== 'number' || typeof order.token !== 'string' || !Array.isArray(order.orderNumbers)) {
      return null;
    }
    return { checkoutId: order.checkoutId, token: order.token, orderNumbers: order.orderNumbers.map(String) };
  } catch {
    return null;
  }
}

/** Reads the navigation state that /checkout and the payment page pass on. */
export function lastOrderFromState(state: unknown): LastOrder | null {
  if (!state || typeof state !== 'object') return null;
  const order = (state as { order?: Partial<LastOrder> }).order;
  if (!order || typeof order.checkoutId !== 'number' || typeof order.token !== 'string') return null;
  return { checkoutId: order.checkoutId, token: order.token, orderNumbers: (order.orderNumbers ?? []).map(String) };
}
