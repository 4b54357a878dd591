import { screen } from '@testing-library/react';
import { MESSAGES } from '@verdant/shared/messages';
import { describe, expect, it } from 'vitest';
import { Header } from '../src/components/layout/header.tsx';
import { getSession } from '../src/lib/session.ts';
import { jsonResponse, makeUser, mockFetch, renderWithRouter, storeSession } from './utils.tsx';

const routes = [
  { path: '/', element: <Header /> },
  { path: '/login', element: <h1>Login page</h1> },
];

describe('session start', () => {
  it('starts logged in from storage and takes the fresh user from /api/auth/me', async () => {
    storeSession(makeUser({ first_name: 'Old' }));
    const fetchMock = mockFetch(() => jsonResponse(200, makeUser({ first_name: 'New' })));
    renderWithRouter(routes, '/');

    // Logged in straight away, before the server answers.
    expect(screen.getByRole('button', { name: /Old/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /New/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/me');
    expect(getSession().user?.first_name).toBe('New');
  });

  it('logs out and goes to /login when the token is refused', async () => {
    storeSession(makeUser());
    mockFetch(() => jsonResponse(401, { detail: 'Not authenticated' }));
    renderWithRouter(routes, '/');

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('keeps the session and says "Failed to refresh user data" when the server is down', async () => {
    storeSession(makeUser({ first_name: 'Jane' }));
    mockFetch(() => jsonResponse(503, { detail: 'Service unavailable' }));
    renderWithRouter(routes, '/');

    expect(await screen.findByText(MESSAGES.refreshUserFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jane/ })).toBeInTheDocument();
    expect(getSession().token).toBe('test-token');
  });
});
