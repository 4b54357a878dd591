import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import type { InquiryMessage } from '@verdant/shared/schemas/inquiries';
import { describe, expect, it } from 'vitest';
import { BuyerInquiriesPage } from '../src/features/inquiries/pages/buyer-inquiries-page.tsx';
import { makeInquiry } from './inquiry-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const buyer = makeUser({ role: 'buyer' });
const vendorMessage: InquiryMessage = {
  id: 11,
  inquiry_id: 5,
  sender: 'vendor',
  sender_name: 'Fern Gully Nursery',
  body: 'Which Friday suits you?',
  created_at: '2026-03-02T10:00:00.000Z',
  read_at: null,
};

function setup(status: 'answered' | 'declined' = 'answered') {
  storeSession(buyer);
  let unread = 1;
  const messages: InquiryMessage[] = [vendorMessage];
  const inquiry = () =>
    makeInquiry({
      id: 5,
      status,
      vendor_response: 'Yes, we have them.',
      response_message: 'Yes, we have them.',
      message_count: messages.length,
      unread_count: unread,
    });
  const fetchMock = mockFetch(({ method, path, body }) => {
    if (path === '/api/auth/me') return jsonResponse(200, buyer);
    if (path === '/api/inquiries/buyer') return jsonResponse(200, [inquiry()]);
    if (path === '/api/inquiries/5') return jsonResponse(200, { ...inquiry(), messages });
    if (method === 'POST' && path === '/api/inquiries/5/read') {
      unread = 0;
      return jsonResponse(200, { message: 'Marked as read' });
    }
    if (method === 'POST' && path === '/api/inquiries/5/messages') {
      const sent = {
        ...vendorMessage,
        id: 12,
        sender: 'buyer' as const,
        sender_name: 'Bea Buyer',
        body: (body as { body: string }).body,
      };
      messages.push(sent);
      return jsonResponse(201, { message: 'Message sent', inquiry_message: sent });
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter([{ path: '/inquiries', element: <BuyerInquiriesPage /> }], '/inquiries');
  return { user: userEvent.setup(), fetchMock };
}

const posts = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST');

describe('the conversation of an inquiry', () => {
  it('shows the unread count, reads the thread when opened, and sends a reply', async () => {
    const { user, fetchMock } = setup();
    const toggle = await screen.findByRole('button', { name: /Conversation/ });
    expect(within(toggle).getByLabelText('1 unread message')).toBeInTheDocument();

    await user.click(toggle);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Which Friday suits you?')).toBeInTheDocument();
    expect(within(list).getByText('Fern Gully Nursery')).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock, '/api/inquiries/5/read')).toHaveLength(1));
    await waitFor(() => expect(within(toggle).queryByText('1 new')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.inquiryReplyRequired)).toBeInTheDocument();
    expect(posts(fetchMock, '/api/inquiries/5/messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your message'), '  The 12th, please.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(fetchMock, '/api/inquiries/5/messages')).toHaveLength(1));
    expect(JSON.parse(posts(fetchMock, '/api/inquiries/5/messages')[0]![1]!.body as string)).toEqual({
      body: 'The 12th, please.',
    });
    expect(await within(list).findByText('The 12th, please.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('has no reply box once the inquiry is closed', async () => {
    const { user } = setup('declined');
    await user.click(await screen.findByRole('button', { name: /Conversation/ }));
    expect(await screen.findByText('This inquiry is closed: no more messages can be sent.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });
});
