import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerPayload, createBuyer, login, TEST_PASSWORD, vendorPayload } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register/buyer', () => {
  it('creates a buyer on a 30-day trial and never returns the password hash', async () => {
    const payload = buyerPayload({ email: 'New.Buyer@Example.test' });
    const response = await post('/api/auth/register/buyer', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toMatch(/Registration successful/);
    expect(body.user).toMatchObject({ email: 'new.buyer@example.test', role: 'buyer', plan: 'BASIC_BUYER' });
    expect(body.user.vendor_profile).toBeNull();
    const trialDays = (Date.parse(body.user.trial_end_date) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('refuses a duplicate email (any case) with 409', async () => {
    const payload = buyerPayload();
    expect((await post('/api/auth/register/buyer', payload)).statusCode).toBe(201);
    const again = await post('/api/auth/register/buyer', { ...payload, email: payload.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.emailTaken });
  });

  it('lets exactly one of two simultaneous registrations with one email win', async () => {
    const payload = buyerPayload();
    const results = await Promise.all([
      post('/api/auth/register/buyer', payload),
      post('/api/auth/register/buyer', payload),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['first_name', { first_name: '' }, 'First name is required'],
    ['first_name', { first_name: '   ' }, 'First name is required'],
    ['last_name', { last_name: undefined }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['password', { password: 'short' }, MESSAGES.passwordTooShort],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['confirm_password', { confirm_password: 'something else' }, MESSAGES.passwordsDoNotMatch],
    ['first_name', { first_name: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
  ])('refuses a bad %s with 422 and the message', async (field, overrides, message) => {
    const response = await post('/api/auth/register/buyer', buyerPayload(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.detail).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
  });

  it('ignores fields a caller may not set (role, plan, is_active)', async () => {
    const response = await post('/api/auth/register/buyer', buyerPayload({ role: 'admin', plan: 'PRO_BUYER' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'buyer', plan: 'BASIC_BUYER' });
  });

  it('refuses a body that is not JSON with a clear detail', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/buyer',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });
});

describe('POST /api/auth/register/vendor', () => {
  it('creates a vendor pending approval with its business profile', async () => {
    const response = await post(
      '/api/auth/register/vendor',
      vendorPayload({ vendor_profile: { business_name: 'Oak & Fern' } }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ role: 'vendor', plan: 'STARTER_VENDOR' });
    expect(user.vendor_profile).toMatchObject({ business_name: 'Oak & Fern', is_approved: false, is_rejected: false });
  });

  it('requires the business name', async () => {
    const response = await post('/api/auth/register/vendor', vendorPayload({ vendor_profile: { business_name: ' ' } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      field: 'vendor_profile.business_name',
      message: 'Business name is required',
    });
  });

  it('cannot register itself as approved', async () => {
    const response = await post(
      '/api/auth/register/vendor',
      vendorPayload({ vendor_profile: { business_name: 'Sneaky', is_approved: true } }),
    );
    expect(response.json().user.vendor_profile.is_approved).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('accepts the spec form-encoded username and password', async () => {
    const payload = buyerPayload();
    await post('/api/auth/register/buyer', payload);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: payload.email, password: TEST_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user.email).toBe(payload.email);
    expect(response.body).not.toMatch(/password_hash|passwordHash|argon2/);
  });

  it('accepts JSON with email instead of username', async () => {
    const payload = buyerPayload();
    await post('/api/auth/register/buyer', payload);
    const response = await post('/api/auth/login', { email: payload.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const payload = buyerPayload();
    await post('/api/auth/register/buyer', payload);
    const wrongPassword = await post('/api/auth/login', { username: payload.email, password: 'wrong password' });
    const unknownEmail = await post('/api/auth/login', { username: 'nobody@example.test', password: 'wrong password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ username: 'a@b.test' }, 'Password is required'],
    [{ username: 'a@b.test', password: '' }, 'Password is required'],
  ])('requires email and password: %o', async (payload, message) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(message);
  });
});

describe('the current user', () => {
  it('GET /api/auth/me returns the user behind the token', async () => {
    const session = await createBuyer(ctx.app, { first_name: 'Maya' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: session.user.id, first_name: 'Maya', role: 'buyer' });
  });

  it('PATCH /api/auth/profile updates names and phone, and requires both names', async () => {
    const session = await createBuyer(ctx.app);
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: session.headers,
      payload: { first_name: ' Ana ', last_name: 'Lopez', phone: '' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', phone: null });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: session.headers,
      payload: { first_name: '', last_name: 'Lopez' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('First name is required');
  });

  it('POST /api/auth/change-password checks the current password and the length', async () => {
    const session = await createBuyer(ctx.app);
    const change = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: session.headers, payload });

    const wrongCurrent = await change({ current_password: 'not it at all', new_password: 'brand new pass' });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().detail).toBe(MESSAGES.currentPasswordWrong);

    const short = await change({ current_password: TEST_PASSWORD, new_password: 'short' });
    expect(short.json().detail).toBe(MESSAGES.passwordTooShort);

    const mismatch = await change({
      current_password: TEST_PASSWORD,
      new_password: 'brand new pass',
      confirm_password: 'other',
    });
    expect(mismatch.json().detail).toBe(MESSAGES.newPasswordsDoNotMatch);

    const otherDevice = await login(ctx.app, session.user.email);
    const ok = await change({ current_password: TEST_PASSWORD, new_password: 'brand new pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Password changed successfully', token_type: 'bearer' });
    await expect(login(ctx.app, session.user.email)).rejects.toThrow(/401/);
    await expect(login(ctx.app, session.user.email, 'brand new pass')).resolves.toBeTruthy();

    // Every session from before the change ends, this one and the other device's; the returned token works.
    const me = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    for (const authorization of [session.headers.authorization, otherDevice.headers.authorization]) {
      const ended = await me(authorization);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ detail: MESSAGES.sessionExpired });
    }
    expect((await me(`Bearer ${ok.json().access_token}`)).json().email).toBe(session.user.email);
    // The old token cannot change the password back either.
    const replay = await change({ current_password: 'brand new pass', new_password: 'another pass 123' });
    expect(replay.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the token it is called with, at once, and only that one', async () => {
    const session = await createBuyer(ctx.app);
    const otherDevice = await login(ctx.app, session.user.email);
    const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    const logout = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

    const done = await logout(session.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Logged out' });
    const after = await me(session.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.sessionExpired });
    expect((await logout(session.headers)).statusCode).toBe(401);
    // The other device, and a new login, go on.
    expect((await me(otherDevice.headers)).statusCode).toBe(200);
    expect((await me((await login(ctx.app, session.user.email)).headers)).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(401);
  });
});

describe('GET /api/auth/promo-status', () => {
  it('is off after the default end date (2026-01-30)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/promo-status' });
    expect(response.json()).toEqual({
      is_promotional_period: Date.now() < Date.parse('2026-01-31T00:00:00Z'),
      promo_end_date: '2026-01-30',
    });
  });

  it('follows PROMO_END_DATE', async () => {
    const future = await createTestApp({ env: { PROMO_END_DATE: '2999-12-31' } });
    try {
      const response = await future.app.inject({ method: 'GET', url: '/api/auth/promo-status' });
      expect(response.json().is_promotional_period).toBe(true);
    } finally {
      await future.close();
    }
  });
});
