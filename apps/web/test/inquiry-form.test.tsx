import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import type { User } from '@verdant/shared/schemas/auth';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { describe, expect, it } from 'vitest';
import { InquiryForm } from '../src/features/inquiries/components/inquiry-form.tsx';
import { makePlant } from './plant-fixtures.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const buyer = makeUser({ role: 'buyer' });

/** Renders the form for `who` (null: logged out); `inquiries` answers POST /api/inquiries. */
function setup(options: { who?: User | null; plant?: Plant; inquiries?: () => Response } = {}) {
  const { who = buyer, plant = makePlant(), inquiries } = options;
  if (who) storeSession(who);
  const fetchMock = mockFetch(({ path, method }) => {
    if (path === '/api/auth/me') return jsonResponse(200, who);
    if (path === '/api/inquiries' && method === 'POST') {
      return inquiries?.() ?? jsonResponse(201, { message: MESSAGES.inquirySent, inquiry: {} });
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderWithRouter([{ path: '/', element: <InquiryForm plant={plant} /> }]);
  const posts = () =>
    fetchMock.mock.calls.filter(([path, init]) => path === '/api/inquiries' && init?.method === 'POST');
  return { user: userEvent.setup(), posts };
}

const message = () => screen.getByLabelText(/^Message/);
const quantity = () => screen.getByLabelText(/^Quantity/);
const send = () => screen.getByRole('button', { name: /Send Inquiry/ });

async function fill(user: ReturnType<typeof userEvent.setup>, text: string, qty: string) {
  await user.clear(message());
  if (text) await user.type(message(), text);
  await user.clear(quantity());
  if (qty) await user.type(quantity(), qty);
}

describe('InquiryForm validation (every message of docs/product.md#inquiries)', () => {
  it.each([
    ['an empty message', '', '2', 'message', MESSAGES.inquiryMessageRequired],
    ['a blank message', '      ', '2', 'message', MESSAGES.inquiryMessageRequired],
    ['9 characters', '123456789', '2', 'message', MESSAGES.inquiryMessageTooShort],
    ['9 characters with spaces around', '   123456789   ', '2', 'message', MESSAGES.inquiryMessageTooShort],
    ['quantity 0', 'Ten chars ok', '0', 'quantity', MESSAGES.inquiryQuantityMin],
    ['a negative quantity', 'Ten chars ok', '-4', 'quantity', MESSAGES.inquiryQuantityMin],
    ['more than available', 'Ten chars ok', '13', 'quantity', MESSAGES.inquiryQuantityMax(12)],
  ])('shows the message for %s and sends nothing', async (_name, text, qty, field, expected) => {
    const { user, posts } = setup();
    await fill(user, text, qty);
    await user.click(send());
    const control = field === 'message' ? message() : quantity();
    await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(expected)));
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('clears an error as soon as the user edits that field', async () => {
    const { user } = setup();
    await user.click(send());
    expect(await screen.findByText(MESSAGES.inquiryMessageRequired)).toBeInTheDocument();
    await user.type(message(), 'a');
    expect(screen.queryByText(MESSAGES.inquiryMessageRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.inquiryMessageTooShort)).not.toBeInTheDocument();
    expect(message()).not.toHaveAttribute('aria-invalid');
  });

  it('defaults the quantity to 1 and falls back to 1 when the box is left empty', async () => {
    const { user, posts } = setup();
    expect(quantity()).toHaveValue(1);
    await fill(user, '  Do you deliver to Austin?  ', '');
    await user.click(screen.getByLabelText(/^Special requirements/));
    expect(quantity()).toHaveValue(1);
    await user.click(send());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      inventory_item_id: 7,
      message: 'Do you deliver to Austin?',
      requested_quantity: 1,
      requested_specifications: null,
    });
  });
});

describe('InquiryForm sending', () => {
  it('sends a valid inquiry, announces success and resets the form', async () => {
    const { user, posts } = setup();
    await fill(user, 'Could you hold 4 ferns for Friday?', '4');
    await user.type(screen.getByLabelText(/^Special requirements/), 'Hanging baskets');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.inquirySent);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      requested_quantity: 4,
      requested_specifications: 'Hanging baskets',
    });
    expect(message()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'View my inquiries' })).toHaveAttribute('href', '/inquiries');
  });

  it('alerts the spec failure text, with the server detail and field errors', async () => {
    const { user } = setup({
      inquiries: () =>
        jsonResponse(422, {
          detail: MESSAGES.inquiryQuantityMax(3),
          errors: [{ field: 'requested_quantity', message: MESSAGES.inquiryQuantityMax(3) }],
        }),
    });
    await fill(user, 'Could you hold 4 ferns for Friday?', '4');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.inquirySendFailed);
    expect(quantity()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.inquiryQuantityMax(3)));
  });

  it('alerts the spec failure text when the server fails', async () => {
    const { user } = setup({ inquiries: () => new Response('boom', { status: 500 }) });
    await fill(user, 'Could you hold 4 ferns for Friday?', '4');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquirySendFailed);
  });

  it('asks a logged-out visitor to log in', async () => {
    const { user, posts } = setup({ who: null });
    await fill(user, 'Could you hold 4 ferns for Friday?', '4');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.inquiryLoginRequired);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(posts()).toHaveLength(0);
  });

  it.each(['vendor', 'admin'] as const)('tells the %s that only buyers can send inquiries', async (role) => {
    const { user, posts } = setup({ who: makeUser({ role }) });
    await fill(user, 'Could you hold 4 ferns for Friday?', '4');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquiryBuyersOnly);
    expect(posts()).toHaveLength(0);
  });

  it('is disabled with the note when the plant is out of stock', async () => {
    setup({ plant: makePlant({ quantity_available: 0 }) });
    expect(await screen.findByText(MESSAGES.inquiryOutOfStock)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(message()).toBeDisabled();
  });
});
