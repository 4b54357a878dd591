import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutForm, type CustomerDetails } from '../src/features/cart/components/checkout-form.tsx';

const EMPTY = { buyer_name: '', buyer_email: '', buyer_phone: '', shipping_address: '' };

function renderForm(defaultValues = EMPTY) {
  const onSubmit = vi.fn(async (_details: CustomerDetails) => {});
  render(<CheckoutForm defaultValues={defaultValues} onSubmit={onSubmit} submitLabel="Place Order" />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CheckoutForm', () => {
  it('names each missing required field and submits nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(MESSAGES.required('Full Name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Email'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Shipping Address'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    // Phone is optional: no message for it.
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an email that is not one', async () => {
    const { onSubmit, user } = renderForm({ ...EMPTY, buyer_name: 'Jane', shipping_address: '1 Fern Lane' });
    await user.type(screen.getByLabelText(/Email/), 'jane-at-example');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed details, the email in lower case and an empty phone as null', async () => {
    const { onSubmit, user } = renderForm({ ...EMPTY, buyer_name: 'Jane Doe' });
    await user.type(screen.getByLabelText(/Email/), '  Jane@Example.COM ');
    await user.type(screen.getByLabelText(/Shipping Address/), '  1 Fern Lane, Portland  ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      buyer_name: 'Jane Doe',
      buyer_email: 'jane@example.com',
      buyer_phone: null,
      shipping_address: '1 Fern Lane, Portland',
    });
  });

  it('keeps a phone number, and blocks one that is too long', async () => {
    const { onSubmit, user } = renderForm({
      ...EMPTY,
      buyer_name: 'Jane',
      buyer_email: 'jane@example.com',
      shipping_address: '1 Fern Lane',
    });
    const phone = screen.getByLabelText(/Phone/);
    await user.click(phone);
    await user.paste('9'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(/^Phone must be at most \d+ characters$/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '555-0100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ buyer_phone: '555-0100' });
  });
});
