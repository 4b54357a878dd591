import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLastOrder } from '../src/features/cart/last-order.ts';
import { OrderSuccessPage } from '../src/features/cart/pages/order-success-page.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

function show() {
  saveLastOrder({ checkoutId: 7, token: 'tok', orderNumbers: ['VRD-1001'] });
  return renderWithRouter([{ path: '/order-success', element: <OrderSuccessPage /> }], '/order-success');
}

describe('order confirmation', () => {
  it('does not invite a guest to write a review guests cannot write', async () => {
    mockFetch();
    show();
    expect(await screen.findByText('VRD-1001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByText(/review/i)).not.toBeInTheDocument();
  });

  it('invites a buyer to review once delivered', async () => {
    const buyer = makeUser();
    storeSession(buyer);
    mockFetch(({ path }) => (path === '/api/auth/me' ? jsonResponse(200, buyer) : jsonResponse(404, {})));
    show();
    expect(await screen.findByText(/with a review/)).toBeInTheDocument();
  });
});
