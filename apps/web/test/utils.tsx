import { render } from '@testing-library/react';
import type { User } from '@verdant/shared/schemas/auth';
import { createMemoryRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers.tsx';
import { AuthProvider } from '../src/features/auth/components/auth-provider.tsx';
import { TOKEN_KEY, USER_KEY } from '../src/lib/session.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    phone: null,
    role: 'buyer',
    plan: 'NONE',
    is_active: true,
    trial_end_date: null,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    usda_zone: null,
    vendor_profile: null,
    ...overrides,
  };
}

/** Puts a session in storage, as a previous login would have. */
export function storeSession(user: User | null, token = 'test-token'): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

/** Stubs fetch with a handler; unknown calls answer 404. Returns the mock to inspect calls. */
export function mockFetch(handler: Handler = () => jsonResponse(404, { detail: 'Not found' })) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return handler({ method: init?.method ?? 'GET', path, body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Shows the current location, so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-from={(location.state as { from?: { pathname?: string } } | null)?.from?.pathname}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Renders routes inside the app's providers and the AuthProvider, in a memory router. */
export function renderWithRouter(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <LocationProbe />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialPath] },
  );
  const utils = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** Renders the real route table. */
export function renderApp(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
