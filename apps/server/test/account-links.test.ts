import { MESSAGES } from '@verdant/shared/messages';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { FORGOT_PASSWORD_MIN_MS } from '../src/modules/auth/account-links.service.ts';
import { createAdmin, createBuyer, createVendor, login, type Session, TEST_PASSWORD } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Forgot password and email verification (issue 17 points 4 and 5, decision 022).

let ctx: TestContext;
const realNow = () => new Date();

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload?: Record<string, unknown>, who?: Session) =>
  ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** The token of the newest account email to `email` whose link goes to `path`. */
async function tokenFromEmail(email: string, path: '/reset-password' | '/verify-email'): Promise<string> {
  const [row] = await ctx.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), isNotNull(emailOutbox.textBody)))
    .orderBy(desc(emailOutbox.id));
  const match = row?.textBody?.match(new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in the last email to ${email}: ${row?.textBody}`);
  expect(row!.htmlBody).toContain(`${path}?token=${match[1]}`);
  return match[1]!;
}
const emailCount = async (email: string) =>
  (await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length;

describe('POST /api/auth/forgot-password', () => {
  it('gives the same answer, in at least the same time, whether or not the email has an account', async () => {
    const buyer = await createBuyer(ctx.app);
    const before = await emailCount(buyer.user.email);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post('/api/auth/forgot-password', { email });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(buyer.user.email.toUpperCase());
    const unknown = await timed('nobody-here@example.test');
    for (const { response, ms } of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.passwordResetRequested });
      expect(ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    }
    expect(await emailCount(buyer.user.email)).toBe(before + 1);
    expect(await emailCount('nobody-here@example.test')).toBe(0);
  });

  it('sends at most 5 reset emails an hour to one address, answering the same', async () => {
    const buyer = await createBuyer(ctx.app);
    const before = await emailCount(buyer.user.email);
    for (let i = 0; i < 7; i++) {
      const response = await post('/api/auth/forgot-password', { email: buyer.user.email });
      expect(response.json()).toEqual({ message: MESSAGES.passwordResetRequested });
    }
    // Registration sent the verification email; five reset emails follow.
    expect(await emailCount(buyer.user.email)).toBe(before + 5);
  });

  it('refuses a malformed email (422)', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'not-an-email' })).statusCode).toBe(422);
  });
});

describe('POST /api/auth/reset-password', () => {
  afterAll(() => {
    ctx.app.deps.now = realNow;
  });

  it('sets the new password once, and ends every session of the account', async () => {
    const buyer = await createBuyer(ctx.app);
    const otherSession = await login(ctx.app, buyer.user.email);
    await post('/api/auth/forgot-password', { email: buyer.user.email });
    const token = await tokenFromEmail(buyer.user.email, '/reset-password');

    const tooShort = await post('/api/auth/reset-password', { token, new_password: 'short' });
    expect(tooShort.statusCode).toBe(422);
    const mismatch = await post('/api/auth/reset-password', {
      token,
      new_password: 'a brand new secret',
      confirm_password: 'another secret',
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirm_password', message: MESSAGES.passwordsDoNotMatch }]);

    const done = await post('/api/auth/reset-password', {
      token,
      new_password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordResetDone });

    for (const session of [buyer, otherSession]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
      expect(me.statusCode).toBe(401);
    }
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: buyer.user.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await login(ctx.app, buyer.user.email, 'a brand new secret')).user.id).toBe(buyer.user.id);

    const again = await post('/api/auth/reset-password', { token, new_password: 'yet another secret' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ detail: MESSAGES.resetLinkUsed });
  });

  it('expires after one hour (deps clock)', async () => {
    const buyer = await createBuyer(ctx.app);
    await post('/api/auth/forgot-password', { email: buyer.user.email });
    const token = await tokenFromEmail(buyer.user.email, '/reset-password');
    const issued = Date.now();
    ctx.app.deps.now = () => new Date(issued + 61 * 60_000);
    const late = await post('/api/auth/reset-password', { token, new_password: 'a brand new secret' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ detail: MESSAGES.resetLinkExpired });
    ctx.app.deps.now = () => new Date(issued + 59 * 60_000);
    expect((await post('/api/auth/reset-password', { token, new_password: 'a brand new secret' })).statusCode).toBe(
      200,
    );
  });

  it('only the newest link works, and an unknown token is a 422', async () => {
    ctx.app.deps.now = realNow;
    const buyer = await createBuyer(ctx.app);
    await post('/api/auth/forgot-password', { email: buyer.user.email });
    const first = await tokenFromEmail(buyer.user.email, '/reset-password');
    await post('/api/auth/forgot-password', { email: buyer.user.email });
    const second = await tokenFromEmail(buyer.user.email, '/reset-password');
    expect(second).not.toBe(first);
    const replaced = await post('/api/auth/reset-password', { token: first, new_password: 'new secret 1' });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json()).toEqual({ detail: MESSAGES.resetLinkReplaced });
    const unknown = await post('/api/auth/reset-password', { token: 'made-up', new_password: 'new secret 1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(MESSAGES.linkInvalid);
    expect((await post('/api/auth/reset-password', { token: second, new_password: 'new secret 2' })).statusCode).toBe(
      200,
    );
  });
});

describe('email verification', () => {
  it('a new account is unverified until it opens the link from its welcome email', async () => {
    const vendor = await createVendor(ctx.app);
    expect(vendor.user.email_verified_at).toBeNull();
    const token = await tokenFromEmail(vendor.user.email, '/verify-email');

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: MESSAGES.emailVerified });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: vendor.headers });
    expect(me.json().email_verified_at).toEqual(expect.any(String));

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ detail: MESSAGES.verificationLinkUsed });

    // The admin's vendor table shows it.
    const admin = await createAdmin(ctx.app);
    const vendors = await ctx.app.inject({ method: 'GET', url: '/api/admin/vendors', headers: admin.headers });
    const row = vendors.json().find((v: { user_id: number }) => v.user_id === vendor.user.id);
    expect(row.owner.email_verified_at).toEqual(expect.any(String));
  });

  it('resends a link to an unverified account (the old one stops working) and refuses a verified one', async () => {
    const buyer = await createBuyer(ctx.app);
    const old = await tokenFromEmail(buyer.user.email, '/verify-email');
    const resent = await post('/api/auth/resend-verification', undefined, buyer);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: MESSAGES.verificationSent(buyer.user.email) });
    const fresh = await tokenFromEmail(buyer.user.email, '/verify-email');
    const replaced = await post('/api/auth/verify-email', { token: old });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json()).toEqual({ detail: MESSAGES.verificationLinkReplaced });
    expect((await post('/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);

    const done = await post('/api/auth/resend-verification', undefined, buyer);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ detail: MESSAGES.alreadyVerified });
    expect((await post('/api/auth/resend-verification')).statusCode).toBe(401);
  });

  it('counts admin accounts as verified', async () => {
    const admin = await createAdmin(ctx.app);
    expect(admin.user.email_verified_at).toEqual(expect.any(String));
  });
});

describe('rate limits', () => {
  it('limits reset requests per address like login (429)', async () => {
    const limited = await createTestApp({ rateLimits: { passwordReset: { max: 2, timeWindow: 60_000 } } });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'someone@example.test' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
