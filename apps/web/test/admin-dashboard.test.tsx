import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { AdminStats, AdminVendor } from '@verdant/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { AdminDashboardPage } from '../src/features/admin/pages/admin-dashboard-page.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const admin = makeUser({ role: 'admin' });

function vendor(id: number, name: string, status: AdminVendor['status']): AdminVendor {
  return {
    id,
    user_id: id + 100,
    business_name: name,
    business_description: null,
    business_address: null,
    business_phone: null,
    business_email: `${id}@example.test`,
    is_approved: status === 'approved',
    is_rejected: status === 'rejected',
    status,
    created_at: '2026-02-01T00:00:00.000Z',
    reviewed_at: null,
    rejection_reason: status === 'rejected' ? 'No address given' : null,
    owner: {
      first_name: 'Vic',
      last_name: 'Vendor',
      email: `owner${id}@example.test`,
      phone: null,
      email_verified_at: id === 1 ? null : '2026-02-01T00:00:00.000Z',
    },
    plan: 'STARTER_VENDOR',
    plant_count: id,
  };
}

const vendors = [
  vendor(1, 'Pending Pines', 'pending'),
  vendor(2, 'Approved Acres', 'approved'),
  vendor(3, 'Rejected Roots', 'rejected'),
  vendor(4, 'Pending Palms', 'pending'),
];
const stats: AdminStats = {
  total_vendors: 4,
  pending_vendors: 2,
  approved_vendors: 1,
  rejected_vendors: 1,
  total_buyers: 12,
  total_plants: 40,
  total_orders: 7,
  total_sales: 1234.5,
  weeks: [],
};

function setup(options: { path?: string; decide?: (path: string) => Response } = {}) {
  storeSession(admin);
  const fetchMock = mockFetch(({ path, method }) => {
    if (path === '/api/auth/me') return jsonResponse(200, admin);
    if (path === '/api/admin/vendors') return jsonResponse(200, vendors);
    if (path === '/api/admin/stats') return jsonResponse(200, stats);
    if (path.startsWith('/api/admin/outbox'))
      return jsonResponse(200, { emails: [], total: 0, page: 1, limit: 10, delivery: 'files' });
    if (method === 'PATCH') return options.decide?.(path) ?? jsonResponse(200, { message: 'ok', vendor: vendors[0] });
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], options.path ?? '/admin/dashboard');
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([path]) => path);
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { user: userEvent.setup(), patches, bodies };
}

/** Clicks a row's button, then confirms in the dialog (a rejection with a reason). */
async function decideIn(user: ReturnType<typeof userEvent.setup>, rowName: string, button: string) {
  await user.click(within(await row(rowName)).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  if (button.startsWith('Reject')) {
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'Your business address is missing.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Vendor' }));
  } else {
    await user.click(within(dialog).getByRole('button', { name: 'Approve Vendor' }));
  }
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the admin dashboard', () => {
  it('shows vendor counts and the marketplace stats', async () => {
    setup();
    const scope = await screen.findByRole('region', { name: 'Vendor counts' });
    await waitFor(() => expect(within(scope).getByText('Total vendors').nextSibling).toHaveTextContent('4'));
    expect(within(scope).getByText('Pending approval').nextSibling).toHaveTextContent('2');
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Buyers').nextSibling).toHaveTextContent('12');
  });

  it('offers Approve and Reject for pending, only Approve for rejected, nothing for approved', async () => {
    setup();
    const pending = await row('Pending Pines');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
    const rejected = await row('Rejected Roots');
    expect(
      within(rejected)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve']);
    const approved = await row('Approved Acres');
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
    expect(within(approved).getByText('No actions')).toBeInTheDocument();
  });

  it('filters with tabs kept in the address', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: /Pending/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard?status=pending');
    const table = screen.getByRole('table', { name: 'Vendors' });
    expect(within(table).getByText('Pending Pines')).toBeInTheDocument();
    expect(within(table).getByText('Pending Palms')).toBeInTheDocument();
    expect(within(table).queryByText('Approved Acres')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveTextContent('2');
  });

  it('opens on the filter in the address', async () => {
    setup({ path: '/admin/dashboard?status=rejected' });
    expect(await screen.findByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // header + Rejected Roots
  });

  it('approves and rejects through the API, each after a confirmation', async () => {
    const { user, patches, bodies } = setup();
    await decideIn(user, 'Pending Pines', 'Approve Pending Pines');
    await waitFor(() => expect(patches()).toEqual(['/api/admin/vendors/1/approve']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await decideIn(user, 'Pending Palms', 'Reject Pending Palms');
    await waitFor(() => expect(patches()).toEqual(['/api/admin/vendors/1/approve', '/api/admin/vendors/4/reject']));
    expect(bodies()).toEqual([undefined, { reason: 'Your business address is missing.' }]);
  });

  it('sends nothing on one click, nor when the confirmation is cancelled', async () => {
    const { user, patches } = setup();
    await user.click(within(await row('Pending Pines')).getByRole('button', { name: 'Approve Pending Pines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Pending Pines?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toEqual([]);
  });

  it('asks for a rejection reason before sending', async () => {
    const { user, patches } = setup();
    await user.click(within(await row('Pending Palms')).getByRole('button', { name: 'Reject Pending Palms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Pending Palms?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Vendor' }));
    expect(await within(dialog).findByText(MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason for rejection/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Reason for rejection/)).toHaveAttribute(
      'maxlength',
      String(LIMITS.rejectionReasonMax),
    );
    expect(patches()).toEqual([]);
  });

  it.each([
    ['approve', 'Approve Pending Pines', MESSAGES.approveVendorFailed],
    ['reject', 'Reject Pending Pines', MESSAGES.rejectVendorFailed],
  ])('shows the spec message when %s fails', async (_action, button, message) => {
    const { user } = setup({ decide: () => new Response('boom', { status: 500 }) });
    await decideIn(user, 'Pending Pines', button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('adds the server reason to a refused transition', async () => {
    const { user } = setup({ decide: () => jsonResponse(409, { detail: MESSAGES.vendorAlreadyApproved }) });
    await decideIn(user, 'Rejected Roots', 'Approve Rejected Roots');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.approveVendorFailed);
    expect(alert).toHaveTextContent(MESSAGES.vendorAlreadyApproved);
  });
});
