import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import type { SubscriptionStatusView } from '@verdant/shared/schemas/subscriptions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../src/app/routes/settings-page.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const status = (overrides: Partial<SubscriptionStatusView> = {}): SubscriptionStatusView => ({
  plan: 'STARTER_VENDOR',
  status: 'trialing',
  trial_end_date: '2026-12-22T00:00:00.000Z',
  trial_days_left: 30,
  stripe_subscription_id: null,
  current_period_end: null,
  can_cancel: false,
  can_subscribe: true,
  upgrade_options: ['PRO_VENDOR', 'PREMIUM_VENDOR'],
  available_plans: ['STARTER_VENDOR', 'PRO_VENDOR', 'PREMIUM_VENDOR'],
  payment_mode: 'stripe',
  ...overrides,
});

function setup(options: {
  role: 'vendor' | 'buyer';
  plan: SubscriptionStatusView;
  invoices?: { current_count: number; monthly_limit: number };
  change?: (path: string, body: unknown) => Response;
}) {
  const user = makeUser({ role: options.role, plan: options.plan.plan });
  storeSession(user);
  const fetchMock = mockFetch(({ path, method, body }) => {
    if (path === '/api/auth/me') return jsonResponse(200, user);
    if (path === '/api/subscription/status') return jsonResponse(200, options.plan);
    if (path === '/api/notifications/preferences') return jsonResponse(200, { preferences: [] });
    if (path === '/api/invoice-status') {
      return jsonResponse(200, { month: '2026-11', plan: options.plan.plan, ...options.invoices });
    }
    if (method === 'POST') return options.change?.(path, body) ?? jsonResponse(500, {});
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter([{ path: '/settings', element: <SettingsRoute /> }], '/settings');
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([path, init]) => [path, init?.body ? JSON.parse(String(init.body)) : undefined]);
  return { user: userEvent.setup(), posts };
}

const planCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('/settings', () => {
  it('shows the trial, the invoice usage and the upgrade paths of a Starter vendor', async () => {
    setup({ role: 'vendor', plan: status(), invoices: { current_count: 1234, monthly_limit: 2000 } });
    expect(await screen.findByText(/Free trial: 30 days left/)).toBeInTheDocument();
    expect(await screen.findByText('of 2,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Invoices used this month' })).toHaveAttribute(
      'aria-valuenow',
      '1234',
    );
    // The plan they are trying is theirs already: not "Subscribe to Starter" (issue 14.16).
    const starter = await planCard('Starter');
    expect(within(starter).getByRole('button', { name: 'Keep Starter after your trial' })).toBeInTheDocument();
    expect(within(starter).queryByRole('button', { name: 'Subscribe to Starter' })).not.toBeInTheDocument();
    expect(within(await planCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(within(await planCard('Premium')).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows 999999 as Unlimited and offers only what the plan allows', async () => {
    setup({
      role: 'vendor',
      plan: status({
        plan: 'PREMIUM_VENDOR',
        status: 'active',
        stripe_subscription_id: 'sub_1',
        can_cancel: true,
        can_subscribe: false,
        upgrade_options: [],
      }),
      invoices: { current_count: 4321, monthly_limit: 999999 },
    });
    expect(await screen.findByText('of Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(await planCard('Pro')).getByText('Not available from your plan')).toBeInTheDocument();
    expect(within(await planCard('Premium')).getByText('Your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('does not offer a trialing buyer "Subscribe to Basic" on the Basic plan they have', async () => {
    setup({
      role: 'buyer',
      plan: status({
        plan: 'BASIC_BUYER',
        upgrade_options: ['PRO_BUYER'],
        available_plans: ['BASIC_BUYER', 'PRO_BUYER'],
      }),
    });
    const basic = await planCard('Basic');
    expect(within(basic).getByText('Current')).toBeInTheDocument();
    expect(within(basic).queryByRole('button', { name: 'Subscribe to Basic' })).not.toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: 'Keep Basic after your trial' })).toBeInTheDocument();
  });

  it('sends the browser to the checkout_url of an upgrade', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, posts } = setup({
      role: 'vendor',
      plan: status(),
      invoices: { current_count: 0, monthly_limit: 2000 },
      change: () =>
        jsonResponse(200, { message: 'Continue', plan: 'STARTER_VENDOR', checkout_url: 'https://checkout.test/c' }),
    });
    await user.click(within(await planCard('Premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/c'));
    expect(posts()).toEqual([['/api/upgrade-subscription', { plan: 'PREMIUM_VENDOR' }]]);
  });

  it("shows the server's detail, or the spec's words, when an upgrade fails", async () => {
    let detail: string | undefined = 'Your Pro plan cannot be changed to Pro here';
    const { user } = setup({
      role: 'buyer',
      plan: status({
        plan: 'BASIC_BUYER',
        upgrade_options: ['PRO_BUYER'],
        available_plans: ['BASIC_BUYER', 'PRO_BUYER'],
      }),
      change: () => jsonResponse(detail ? 409 : 500, detail ? { detail } : {}),
    });
    const upgrade = within(await planCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' });
    await user.click(upgrade);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Pro plan cannot be changed to Pro here');
    detail = undefined;
    await user.click(upgrade);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.upgradeSubscriptionFailed));
  });

  it('cancels after a confirmation, with the spec fallback on failure', async () => {
    const { user, posts } = setup({
      role: 'buyer',
      plan: status({
        plan: 'PRO_BUYER',
        status: 'active',
        stripe_subscription_id: 'sub_2',
        can_cancel: true,
        can_subscribe: false,
        upgrade_options: [],
        available_plans: ['BASIC_BUYER', 'PRO_BUYER'],
      }),
      change: () => jsonResponse(500, {}),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(MESSAGES.cancelSubscriptionFailed)).toBeInTheDocument();
    expect(posts()).toEqual([['/api/cancel-subscription', undefined]]);
  });
});
