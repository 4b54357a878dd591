import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage, replacingToken, setUnauthorizedHandler } from '../src/lib/api-client.ts';
import { getSession, replaceToken } from '../src/lib/session.ts';
import { jsonResponse, makeUser, mockFetch, storeSession } from './utils.tsx';

describe('apiFetch', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => restoreHandler?.());

  it('sends the stored token as a Bearer header and JSON bodies with a JSON content type', async () => {
    storeSession(makeUser(), 'abc123');
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(apiFetch('/api/things', { method: 'POST', body: { name: 'Fern' } })).resolves.toEqual({ ok: true });

    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Fern"}');
  });

  it('sends no token when logged out and no content type without a body', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('turns a { detail, errors } body into an ApiError whose message is the detail', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        detail: 'Invalid input',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const error = await apiFetch('/api/auth/register/buyer', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      detail: 'Invalid input',
      message: 'Invalid input',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(errorMessage(error, 'Registration failed')).toBe('Invalid input');
  });

  it('falls back to the caller text when the server sent no detail or the network failed', async () => {
    mockFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const serverError = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(serverError).toMatchObject({ status: 502, detail: null });
    expect(errorMessage(serverError, 'Login failed')).toBe('Login failed');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const networkError = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(networkError).toMatchObject({ status: 0 });
    expect(errorMessage(networkError, 'Login failed')).toBe('Login failed');
  });

  it('clears the stored session and sends the user to /login on a 401', async () => {
    storeSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { detail: 'Your session has expired. Please log in again.' }));

    await expect(apiFetch('/api/buyer/orders')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('verdant.token')).toBeNull();
    expect(localStorage.getItem('verdant.user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 for a token the session has replaced meanwhile (a password change)', async () => {
    storeSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => {
      // The password change answers first and stores its new token; this request still carried the old one.
      replaceToken('new-token');
      return jsonResponse(401, { detail: 'Your session has expired. Please log in again.' });
    });

    await expect(apiFetch('/api/notifications')).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('new-token');
    expect(getSession().user).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('waits for a password change in flight before a 401 ends the session (the 401 came first)', async () => {
    storeSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    let answerChange = () => {};
    const change = replacingToken(
      () =>
        new Promise<void>((resolve) => {
          answerChange = () => {
            replaceToken('new-token');
            resolve();
          };
        }),
    );
    mockFetch(() => jsonResponse(401, { detail: 'Your session has expired. Please log in again.' }));
    const stale = apiFetch('/api/notifications');
    const settled = vi.fn();
    stale.catch(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled(); // waiting for the change
    answerChange();
    await change;
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('new-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 from the login call itself', async () => {
    storeSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { detail: 'Incorrect email or password' }));

    await expect(
      apiFetch('/api/auth/login', { method: 'POST', body: {}, redirectOnUnauthorized: false }),
    ).rejects.toThrow('Incorrect email or password');
    expect(getSession().token).toBe('test-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not log out on a 403', async () => {
    storeSession(makeUser());
    mockFetch(() => jsonResponse(403, { detail: 'You do not have permission to do this' }));
    await expect(apiFetch('/api/admin/vendors')).rejects.toMatchObject({ status: 403 });
    expect(getSession().token).toBe('test-token');
  });
});
