import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@verdant/shared/messages';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../src/features/auth/pages/login-page.tsx';
import { getSession } from '../src/lib/session.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter } from './utils.tsx';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <LoginPage /> },
  { path: '/vendor/dashboard', element: <h1>Vendor dashboard</h1> },
  { path: '/admin/dashboard', element: <h1>Admin dashboard</h1> },
  { path: '/orders', element: <h1>Orders</h1> },
];

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login form', () => {
  it('requires email and password', async () => {
    const fetchMock = mockFetch();
    renderWithRouter(routes, '/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(MESSAGES.required('Email'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Password'))).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.required('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's detail when login is refused", async () => {
    mockFetch(() => jsonResponse(401, { detail: 'Incorrect email or password' }));
    renderWithRouter(routes, '/login');
    await screen.findByRole('button', { name: 'Log In' });
    await fillAndSubmit('jane@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    // A wrong password is not an expired session: stay on the page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows "Login failed" when the server gives no detail', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    renderWithRouter(routes, '/login');
    await screen.findByRole('button', { name: 'Log In' });
    await fillAndSubmit('jane@example.com', 'secret123');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('logs a vendor in with {username, password} and opens the vendor dashboard', async () => {
    const vendor = makeUser({ role: 'vendor' });
    const fetchMock = mockFetch(({ path }) =>
      path === '/api/auth/login'
        ? jsonResponse(200, { access_token: 'tok-1', token_type: 'bearer', user: vendor })
        : jsonResponse(200, vendor),
    );
    renderWithRouter(routes, '/login');
    await screen.findByRole('button', { name: 'Log In' });
    await fillAndSubmit('Jane@Example.com', 'secret123');

    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'jane@example.com', password: 'secret123' });
    expect(getSession()).toEqual({ token: 'tok-1', user: vendor });
  });

  it('sends a buyer to / and an admin to the admin dashboard', async () => {
    const admin = makeUser({ role: 'admin' });
    mockFetch(() => jsonResponse(200, { access_token: 'tok-2', token_type: 'bearer', user: admin }));
    renderWithRouter(routes, '/login');
    await screen.findByRole('button', { name: 'Log In' });
    await fillAndSubmit('admin@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('returns to the page the guard sent them from when their role may open it', async () => {
    const buyer = makeUser({ role: 'buyer' });
    mockFetch(() => jsonResponse(200, { access_token: 'tok-3', token_type: 'bearer', user: buyer }));
    const { router } = renderWithRouter(routes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/login', { state: { from: { pathname: '/orders', search: '' } } });
    await screen.findByRole('button', { name: 'Log In' });
    await fillAndSubmit('jane@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('links to registration', async () => {
    mockFetch();
    renderWithRouter(routes, '/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});
