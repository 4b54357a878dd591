import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { describe, expect, it } from 'vitest';
import { BuyerInquiriesPage } from '../src/features/inquiries/pages/buyer-inquiries-page.tsx';
import { getCart, setCartItems } from '../src/lib/cart.ts';
import { makeInquiry } from './inquiry-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const buyer = makeUser({ role: 'buyer' });
const longMessage = `${'Hello nursery, '.repeat(10)}THE END`;

function setup(list: () => Response) {
  storeSession(buyer);
  const fetchMock = mockFetch(({ path }) => {
    if (path === '/api/auth/me') return jsonResponse(200, buyer);
    if (path === '/api/inquiries/buyer') return list();
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter(
    [
      { path: '/inquiries', element: <BuyerInquiriesPage /> },
      { path: '/checkout', element: <h1>Checkout</h1> },
    ],
    '/inquiries',
  );
  return { user: userEvent.setup(), fetchMock };
}

const inquiries: Inquiry[] = [
  makeInquiry({ id: 1, plant_name: 'Monstera', message: longMessage }),
  makeInquiry({
    id: 2,
    status: 'confirmed',
    plant_name: 'Boston Fern',
    requested_quantity: 4,
    response_message: 'Ready for pickup Friday.',
    vendor_response: 'Ready for pickup Friday.',
    responded_at: '2026-03-02T00:00:00.000Z',
  }),
  makeInquiry({ id: 3, status: 'declined', plant_name: 'Snake Plant', decline_reason: 'Sold out until spring' }),
  makeInquiry({
    id: 4,
    status: 'confirmed',
    plant_name: 'Rare Orchid',
    inventory_item: { ...makeInquiry().inventory_item, id: 9, quantity_available: 2 },
  }),
];

const item = async (plant: string) => (await screen.findByRole('link', { name: plant })).closest('li') as HTMLElement;

describe('the buyer inquiries list', () => {
  it('shows status, the message cut at 100 characters and the vendor response', async () => {
    setup(() => jsonResponse(200, inquiries));
    const monstera = await item('Monstera');
    expect(within(monstera).getByText('Pending')).toBeInTheDocument();
    expect(within(monstera).getByText(`${longMessage.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(within(monstera).queryByText(/THE END/)).not.toBeInTheDocument();
    expect(within(monstera).queryByRole('button', { name: /Order now/ })).not.toBeInTheDocument();

    const fern = await item('Boston Fern');
    expect(within(fern).getByText('Confirmed')).toBeInTheDocument();
    expect(within(fern).getByText('Ready for pickup Friday.')).toBeInTheDocument();

    const snake = await item('Snake Plant');
    expect(within(snake).getByText('Declined')).toBeInTheDocument();
    expect(within(snake).getByText('Sold out until spring')).toBeInTheDocument();
  });

  it('"Order now" puts the confirmed quantity in the cart and opens checkout', async () => {
    setCartItems([
      { id: 7, plant_name: 'Boston Fern', price: 24.99, quantity_available: 12, vendor: null, quantity: 1 },
      { id: 50, plant_name: 'Other', price: 5, quantity_available: 3, vendor: null, quantity: 2 },
    ]);
    const { user } = setup(() => jsonResponse(200, inquiries));
    await user.click(within(await item('Boston Fern')).getByRole('button', { name: /Order now/ }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(getCart().items).toEqual([
      expect.objectContaining({
        id: 7,
        plant_name: 'Boston Fern',
        price: 24.99,
        quantity_available: 12,
        vendor: { id: 3, business_name: 'Fern Gully Nursery' },
        quantity: 4,
      }),
      expect.objectContaining({ id: 50, quantity: 2 }),
    ]);
  });

  it('"Order now" adds the plant when the cart does not hold it yet', async () => {
    const { user } = setup(() => jsonResponse(200, inquiries));
    await user.click(within(await item('Boston Fern')).getByRole('button', { name: /Order now/ }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(getCart().items).toEqual([expect.objectContaining({ id: 7, quantity: 4 })]);
  });

  it('disables "Order now" when the stock no longer covers the confirmed quantity', async () => {
    setup(() => jsonResponse(200, inquiries));
    const orchid = await item('Rare Orchid');
    expect(within(orchid).getByRole('button', { name: /Order now/ })).toBeDisabled();
    expect(within(orchid).getByText('Only 2 in stock now.')).toBeInTheDocument();
  });

  it('shows "Failed to load your inquiries" with a Retry', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? jsonResponse(400, { detail: 'nope' }) : jsonResponse(200, inquiries)));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.buyerInquiriesLoadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Monstera' })).toBeInTheDocument();
  });

  it('shows an empty state that leads back to the plants', async () => {
    setup(() => jsonResponse(200, []));
    expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plants' })).toHaveAttribute('href', '/');
  });
});
