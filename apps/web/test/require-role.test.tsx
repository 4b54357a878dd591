import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { RequireRole } from '../src/features/auth/components/require-role.tsx';
import { getSession } from '../src/lib/session.ts';
import { jsonResponse, makeUser, mockFetch, renderApp, renderWithRouter, storeSession } from './utils.tsx';

const guardedRoutes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  {
    path: '/vendor/dashboard',
    element: (
      <RequireRole roles={['vendor']}>
        <h1>Vendor area</h1>
      </RequireRole>
    ),
  },
];

describe('RequireRole', () => {
  it('shows a spinner while the session is being checked', async () => {
    // A token without a stored user: the guard must wait for /api/auth/me, which never answers here.
    storeSession(null);
    mockFetch(() => new Promise<Response>(() => {}));
    renderWithRouter(guardedRoutes, '/vendor/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Vendor area')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/dashboard');
  });

  it('sends a logged-out user to /login and remembers where they came from', async () => {
    mockFetch();
    renderWithRouter(guardedRoutes, '/vendor/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByTestId('location')).toHaveAttribute('data-from', '/vendor/dashboard');
  });

  it('sends a user with the wrong role to /', async () => {
    const buyer = makeUser({ role: 'buyer' });
    storeSession(buyer);
    mockFetch(() => jsonResponse(200, buyer));
    renderWithRouter(guardedRoutes, '/vendor/dashboard');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the page to the right role', async () => {
    const vendor = makeUser({ role: 'vendor' });
    storeSession(vendor);
    mockFetch(() => jsonResponse(200, vendor));
    renderWithRouter(guardedRoutes, '/vendor/dashboard');

    expect(await screen.findByRole('heading', { name: 'Vendor area' })).toBeInTheDocument();
  });

  it('treats a logged-in user as logged out in visitor preview', async () => {
    const vendor = makeUser({ role: 'vendor' });
    storeSession(vendor);
    sessionStorage.setItem('verdant.preview', '1');
    mockFetch(() => jsonResponse(200, vendor));
    renderWithRouter(guardedRoutes, '/vendor/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('gives /vendor/dashboard to the dashboard, not to the vendor store page', async () => {
    const vendor = makeUser({ role: 'vendor' });
    storeSession(vendor);
    mockFetch(({ path }) => (path === '/api/auth/me' ? jsonResponse(200, vendor) : jsonResponse(404, { detail: 'x' })));
    renderApp(routes, '/vendor/dashboard');
    // The first test to open the lazily loaded dashboard pays for transforming it: allow for that.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens /vendor/:id as the public store page', async () => {
    mockFetch();
    renderApp(routes, '/vendor/12');
    // The store page asks the API for vendor 12; the mock has none.
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Not Found' })).toBeInTheDocument();
  });

  it('redirects unknown paths to /', async () => {
    mockFetch();
    const { router } = renderApp(routes, '/no/such/page');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Connect with trusted nurseries for every landscape project',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards the buyer pages', async () => {
    mockFetch();
    const { router } = renderApp(routes, '/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs out from a guarded page to /, not to /login', async () => {
    const vendor = makeUser({ role: 'vendor', first_name: 'Rosa' });
    storeSession(vendor);
    mockFetch(({ path }) => (path === '/api/auth/me' ? jsonResponse(200, vendor) : jsonResponse(404, { detail: 'x' })));
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/vendor/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' });
    await user.click(await screen.findByRole('button', { name: /Rosa/, expanded: false }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Connect with trusted nurseries for every landscape project',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toEqual({ token: null, user: null });
  });
});
