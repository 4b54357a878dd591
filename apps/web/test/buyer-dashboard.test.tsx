import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerProfile } from '@verdant/shared/schemas/buyer';
import { describe, expect, it } from 'vitest';
import { BuyerDashboardPage } from '../src/app/routes/buyer-dashboard-page.tsx';
import { makeInquiry } from './inquiry-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const buyer = makeUser({ role: 'buyer', plan: 'BASIC_BUYER', first_name: 'Rosa' });

function profile(overrides: Partial<BuyerProfile> = {}): BuyerProfile {
  return {
    id: 1,
    first_name: 'Rosa',
    last_name: 'Park',
    email: 'rosa@example.test',
    phone: null,
    plan: 'BASIC_BUYER',
    plan_label: 'Basic',
    is_pro: false,
    trial_end_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    total_orders: 0,
    total_inquiries: 1,
    usda_zone: null,
    ...overrides,
  };
}

function setup(
  path: string,
  buyerProfile: BuyerProfile = profile(),
  inquiries = [makeInquiry({ plant_name: 'Monstera' })],
) {
  storeSession(buyer);
  mockFetch(({ path: url }) => {
    if (url === '/api/auth/me') return jsonResponse(200, buyer);
    if (url === '/api/buyer/profile') return jsonResponse(200, buyerProfile);
    if (url === '/api/inquiries/buyer') return jsonResponse(200, inquiries);
    if (url === '/api/buyer/orders') return jsonResponse(200, []);
    return jsonResponse(404, { detail: 'Not found' });
  });
  const rendered = renderWithRouter([{ path: '/buyer/dashboard', element: <BuyerDashboardPage /> }], path);
  return { user: userEvent.setup(), ...rendered };
}

describe('the buyer dashboard', () => {
  it('has the three tabs, My Orders first, and the Basic badge with an upgrade link', async () => {
    setup('/buyer/dashboard');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My Orders', 'Inquiries', 'Projects', 'Account Settings']);
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Basic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/settings');
  });

  it('counts the unread messages of every inquiry on the Inquiries tab, from the first tab on', async () => {
    setup('/buyer/dashboard', profile(), [
      makeInquiry({ id: 1, unread_count: 2 }),
      makeInquiry({ id: 2, unread_count: 0 }),
      makeInquiry({ id: 3, unread_count: 1 }),
    ]);
    expect(await screen.findByRole('tab', { name: 'Inquiries, 3 unread' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps the open tab in the address', async () => {
    const { user } = setup('/buyer/dashboard?tab=inquiries');
    expect(await screen.findByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Monstera' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/buyer/dashboard?tab=settings');
  });

  it('shows Pro for a Pro buyer, without the upgrade link', async () => {
    setup('/buyer/dashboard', profile({ plan: 'PRO_BUYER', plan_label: 'Pro', is_pro: true }));
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});
