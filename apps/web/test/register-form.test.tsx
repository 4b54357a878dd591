import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../src/features/auth/pages/login-page.tsx';
import { RegisterPage } from '../src/features/auth/pages/register-page.tsx';
import { jsonResponse, makeUser, mockFetch, renderWithRouter } from './utils.tsx';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

async function fillPerson(user: ReturnType<typeof userEvent.setup>, confirm = 'secret123') {
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('register form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');
    await screen.findByRole('button', { name: /^Buyer/ });
    await fillPerson(user, 'secret124');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required messages of the shared schema', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MESSAGES.required('First name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Last name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Email'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Confirm password'))).toBeInTheDocument();
  });

  it('requires a business name from a vendor only', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');

    const buyer = await screen.findByRole('button', { name: /^Buyer/ });
    expect(buyer).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Vendor/ }));
    expect(screen.getByRole('button', { name: /^Vendor/ })).toHaveAttribute('aria-pressed', 'true');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Vendor Account' }));

    expect(await screen.findByText(MESSAGES.required('Business name'))).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers a vendor, brings the message into view, then /login says the account exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const fetchMock = mockFetch(() =>
      jsonResponse(201, { message: 'Registration successful. Your account is pending approval.', user: makeUser() }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithRouter(routes, '/register');

    await user.click(await screen.findByRole('button', { name: /^Vendor/ }));
    await fillPerson(user);
    await user.type(screen.getByLabelText('Business Name'), 'Green Acres Nursery');
    await user.type(screen.getByLabelText(/Business Phone/), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Create Vendor Account' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Registration successful. Your account is pending approval.');
    // The user is at the submit button below the long vendor form: the message comes to them.
    expect(scrolled).toContain(status);
    expect(status).toHaveFocus();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/register/vendor');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: null,
      password: 'secret123',
      confirm_password: 'secret123',
      vendor_profile: {
        business_name: 'Green Acres Nursery',
        business_description: null,
        business_address: null,
        business_phone: '555-0100',
        business_email: null,
      },
    });
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(LIMITS.registerRedirectMs);
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.accountCreated);
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
  });

  it('registers a buyer without a vendor profile', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { message: 'Registration successful', user: makeUser() }));
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');
    await screen.findByRole('button', { name: /^Buyer/ });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/register/buyer');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('vendor_profile');
  });

  it("shows the server's detail and its field errors", async () => {
    mockFetch(() =>
      jsonResponse(409, {
        detail: 'An account with this email already exists',
        errors: [{ field: 'email', message: 'Use another email' }],
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');
    await screen.findByRole('button', { name: /^Buyer/ });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Use another email');
  });

  it('shows "Registration failed" without a detail', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    renderWithRouter(routes, '/register');
    await screen.findByRole('button', { name: /^Buyer/ });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
  });
});
