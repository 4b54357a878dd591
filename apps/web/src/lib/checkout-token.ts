import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

// A guest's checkout access token stays out of page URLs (history, Referer, server logs): this tab keeps it in
// sessionStorage by checkout id, and the API gets it in the X-Checkout-Token header.

const key = (checkoutId: number) => `verdant.checkoutToken.${checkoutId}`;

export function saveCheckoutToken(checkoutId: number, token: string): void {
  try {
    window.sessionStorage.setItem(key(checkoutId), token);
  } catch {
    // storage disabled: the page keeps the token in memory (and in navigation state)
  }
}

export function readCheckoutToken(checkoutId: number): string | null {
  try {
    return window.sessionStorage.getItem(key(checkoutId));
  } catch {
    return null;
  }
}

/**
 * An address from the API (`/checkout/pay/{id}?token=...`) as the app links to it: the token is saved for the
 * checkout and dropped from the address. Other addresses are returned unchanged.
 */
export function payPagePath(address: string): string {
  if (!address.startsWith('/')) return address;
  const url = new URL(address, 'http://local');
  const token = url.searchParams.get('token');
  const id = Number(/^\/checkout\/pay\/(\d+)$/.exec(url.pathname)?.[1]);
  if (!token || !(id > 0)) return address;
  saveCheckoutToken(id, token);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}

/**
 * The `token` query parameter this page was opened with (a Stripe return address, an older link), read once: it is
 * saved for `checkoutId` (checkout id param) and at once replaced out of the address bar, so it does not stay in
 * history or go out in a Referer.
 */
export function useTokenFromUrl(checkoutIdOf: (params: URLSearchParams) => number): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [taken] = useState(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    return token ? { token, checkoutId: checkoutIdOf(params) } : null;
  });
  useEffect(() => {
    if (!taken) return;
    if (taken.checkoutId > 0) saveCheckoutToken(taken.checkoutId, taken.token);
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [taken, location, navigate]);
  // Only for the checkout it came with (the same page may move on to another checkout).
  return taken && taken.checkoutId === checkoutIdOf(new URLSearchParams(location.search)) ? taken.token : null;
}
