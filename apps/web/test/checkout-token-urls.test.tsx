import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSuccessPage } from '../src/features/cart/pages/order-success-page.tsx';
import { PaymentPage } from '../src/features/cart/pages/payment-page.tsx';
import { payPagePath, readCheckoutToken, saveCheckoutToken } from '../src/lib/checkout-token.ts';
import { jsonResponse, mockFetch, renderWithRouter } from './utils.tsx';

// Issue 14.7: a guest's checkout access token stays out of page and API URLs (history, Referer, logs).

const routes = [
  { path: '/checkout/pay/:id', element: <PaymentPage /> },
  { path: '/order-success', element: <OrderSuccessPage /> },
];

/** Every checkout request the page made: its path and the token header it sent. */
function checkoutCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ path: String(input), token: new Headers(init?.headers).get('X-Checkout-Token') }))
    .filter((call) => call.path.startsWith('/api/checkouts/'));
}

describe('checkout access tokens out of URLs', () => {
  it('the payment page moves a ?token= into this tab and out of the address at once', async () => {
    const fetchMock = mockFetch(() => jsonResponse(404, { detail: 'Not found' }));
    renderWithRouter(routes, '/checkout/pay/7?token=secret-7');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\/pay\/7$/));
    expect(readCheckoutToken(7)).toBe('secret-7');
    await waitFor(() => expect(checkoutCalls(fetchMock).length).toBeGreaterThan(0));
    expect(checkoutCalls(fetchMock)).toEqual([{ path: '/api/checkouts/7', token: 'secret-7' }]);
  });

  it('the payment page without a token in its address uses the one this tab keeps', async () => {
    saveCheckoutToken(8, 'secret-8');
    const fetchMock = mockFetch(() => jsonResponse(404, { detail: 'Not found' }));
    renderWithRouter(routes, '/checkout/pay/8');
    await waitFor(() => expect(checkoutCalls(fetchMock)).toEqual([{ path: '/api/checkouts/8', token: 'secret-8' }]));
  });

  it("Stripe's return to /order-success keeps the checkout id in the address but not the token", async () => {
    const fetchMock = mockFetch(() => jsonResponse(404, { detail: 'Not found' }));
    renderWithRouter(routes, '/order-success?checkout=9&token=secret-9');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/order-success\?checkout=9$/));
    expect(readCheckoutToken(9)).toBe('secret-9');
    await waitFor(() => expect(checkoutCalls(fetchMock)[0]).toEqual({ path: '/api/checkouts/9', token: 'secret-9' }));
  });

  it('links to the payment page drop the token and keep it for the checkout', () => {
    expect(payPagePath('/checkout/pay/12?token=a%2Bb')).toBe('/checkout/pay/12');
    expect(readCheckoutToken(12)).toBe('a+b');
    expect(payPagePath('https://checkout.stripe.com/c/pay/cs_1')).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(payPagePath('/orders?token=x')).toBe('/orders?token=x');
  });
});
