import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { describe, expect, it } from 'vitest';
import { VendorInquiriesPanel } from '../src/features/inquiries/components/vendor-inquiries-panel.tsx';
import { makeInquiry } from './inquiry-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const vendor = makeUser({ role: 'vendor' });

function setup(options: { list?: () => Response; respond?: (body: unknown) => Response } = {}) {
  storeSession(vendor);
  const inquiries: Inquiry[] = [
    makeInquiry({ id: 1, status: 'confirmed', plant_name: 'Old Answered Fern', created_at: '2026-03-05T00:00:00Z' }),
    makeInquiry({ id: 2, plant_name: 'Snake Plant', created_at: '2026-03-02T00:00:00Z' }),
    makeInquiry({ id: 3, plant_name: 'Monstera', created_at: '2026-03-03T00:00:00Z' }),
    makeInquiry({ id: 4, status: 'answered', plant_name: 'Talked Palm', created_at: '2026-03-01T00:00:00Z' }),
  ];
  const fetchMock = mockFetch(({ path, method, body }) => {
    if (path === '/api/auth/me') return jsonResponse(200, vendor);
    if (path === '/api/inquiries/vendor') return options.list?.() ?? jsonResponse(200, inquiries);
    if (path === '/api/inquiries/respond' && method === 'PUT') {
      return options.respond?.(body) ?? jsonResponse(200, { message: 'Response sent', inquiry: inquiries[1] });
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter([{ path: '/', element: <VendorInquiriesPanel /> }]);
  const puts = () =>
    fetchMock.mock.calls
      .filter(([path]) => path === '/api/inquiries/respond')
      .map(([, init]) => JSON.parse(String(init?.body)));
  const lists = () => fetchMock.mock.calls.filter(([path]) => path === '/api/inquiries/vendor').length;
  return { user: userEvent.setup(), puts, lists };
}

const card = async (plant: string) => {
  const list = await screen.findByRole('list', { name: 'Inquiries about your plants' });
  return within(list).getByText(plant).closest('li') as HTMLElement;
};

describe('VendorInquiriesPanel', () => {
  it('lists pending inquiries first (newest first), then answered ones without actions', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Inquiries about your plants' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Monstera', 'Snake Plant', 'Old Answered Fern', 'Talked Palm']);
    expect(screen.getByText('2 pending · 4 total')).toBeInTheDocument();
    // An answered inquiry can still be confirmed or declined; further words go in the conversation.
    const talked = await card('Talked Palm');
    expect(within(talked).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(talked).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(talked).queryByRole('button', { name: /Custom/ })).not.toBeInTheDocument();
    const answered = await card('Old Answered Fern');
    expect(within(answered).queryByRole('button', { name: /Confirm|Decline|Custom/ })).not.toBeInTheDocument();
    expect(within(answered).getByRole('button', { name: /Conversation/ })).toBeInTheDocument();
    expect(within(await card('Monstera')).getByRole('link', { name: /bea@example.test/ })).toHaveAttribute(
      'href',
      'mailto:bea@example.test',
    );
  });

  it('confirms with one click', async () => {
    const { user, puts } = setup();
    await user.click(within(await card('Snake Plant')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts()).toEqual([{ inquiry_id: 2, status: 'confirmed' }]));
    expect(await screen.findByText('Inquiry confirmed', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('declines with a reason, which is required', async () => {
    const { user, puts } = setup();
    const snake = await card('Snake Plant');
    await user.click(within(snake).getByRole('button', { name: 'Decline' }));
    const reason = within(snake).getByLabelText(/Reason for declining/);
    expect(reason).toHaveFocus();
    await user.click(within(snake).getByRole('button', { name: 'Decline inquiry' }));
    expect(reason).toHaveAccessibleDescription(MESSAGES.declineReasonRequired);
    expect(puts()).toEqual([]);
    await user.type(reason, '  Sold out until spring ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(within(snake).getByRole('button', { name: 'Decline inquiry' }));
    await waitFor(() =>
      expect(puts()).toEqual([{ inquiry_id: 2, status: 'declined', decline_reason: 'Sold out until spring' }]),
    );
  });

  it('sends a custom response, and says "Please enter a response message" when it is empty', async () => {
    const { user, puts } = setup();
    const monstera = await card('Monstera');
    await user.click(within(monstera).getByRole('button', { name: 'Custom Response' }));
    const text = within(monstera).getByLabelText(/Response message/);
    await user.type(text, '   ');
    await user.click(within(monstera).getByRole('button', { name: 'Send Response' }));
    expect(text).toHaveAccessibleDescription(MESSAGES.inquiryResponseRequired);
    expect(puts()).toEqual([]);
    await user.clear(text);
    await user.type(text, 'Yes, we can deliver on Friday.');
    await user.click(within(monstera).getByRole('button', { name: 'Send Response' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { inquiry_id: 3, status: 'answered', vendor_response: 'Yes, we can deliver on Friday.' },
      ]),
    );
  });

  it('cancel closes the response form without sending', async () => {
    const { user, puts } = setup();
    const monstera = await card('Monstera');
    await user.click(within(monstera).getByRole('button', { name: 'Custom Response' }));
    await user.click(within(monstera).getByRole('button', { name: 'Cancel' }));
    expect(within(monstera).queryByLabelText(/Response message/)).not.toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('says "Failed to respond to inquiry. Please try again." when the answer fails', async () => {
    const { user } = setup({ respond: () => new Response('boom', { status: 500 }) });
    const snake = await card('Snake Plant');
    await user.click(within(snake).getByRole('button', { name: 'Confirm' }));
    expect(await within(snake).findByRole('alert')).toHaveTextContent(MESSAGES.inquiryRespondFailed);
  });

  it('adds the reason when someone answered first (409)', async () => {
    const { user } = setup({
      respond: () => jsonResponse(409, { detail: MESSAGES.inquiryAlreadyAnswered }),
    });
    const snake = await card('Snake Plant');
    await user.click(within(snake).getByRole('button', { name: 'Confirm' }));
    const alert = await within(snake).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.inquiryRespondFailed);
    expect(alert).toHaveTextContent(MESSAGES.inquiryAlreadyAnswered);
  });

  it('shows "Failed to load inquiries" with a Retry that loads again', async () => {
    let fail = true;
    const { user, lists } = setup({
      list: () => (fail ? jsonResponse(400, { detail: 'nope' }) : jsonResponse(200, [makeInquiry()])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.vendorInquiriesLoadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Boston Fern' })).toBeInTheDocument();
    expect(lists()).toBe(2);
  });

  it('shows an empty state', async () => {
    setup({ list: () => jsonResponse(200, []) });
    expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();
  });
});
