import { MESSAGES } from '@verdant/shared/messages';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { orderPayload } from '../order-fixtures.ts';
import { retryWhenBusy } from './world.ts';

// Bad tokens on the real routes (guards.test.ts covers the guards on probe routes): every kind is a 401, on
// routes behind each guard and on the public routes that read an optional login.

let ctx: TestContext;
let buyer: Session;
let vendor: Session;
let admin: Session;
let plantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await retryWhenBusy(ctx.app);
  [buyer, vendor, admin] = await Promise.all([createBuyer(ctx.app), createVendor(ctx.app), createAdmin(ctx.app)]);
  plantId = (await createPlant(ctx.app, vendor)).id;
});
afterAll(() => ctx.close());

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function signed(
  userId: number,
  options: {
    secret?: string;
    alg?: string;
    exp?: number | null;
    iss?: string | null;
    ver?: unknown;
    jti?: string | null;
  } = {},
) {
  const jwt = new SignJWT({ role: 'admin', ...('ver' in options ? { ver: options.ver } : {}) })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now() - 60);
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? now() + 3600);
  if (options.jti !== null) jwt.setJti(options.jti ?? `test-${Math.random()}`);
  if (options.iss !== null) jwt.setIssuer(options.iss ?? 'verdant');
  return jwt.sign(new TextEncoder().encode(options.secret ?? SECRET));
}

/** Every bad token, made for the admin account so that a guard letting one through would show as a 200. */
async function badTokens(): Promise<[string, string, string][]> {
  const id = admin.user.id;
  const [header, payload, signature] = buyer.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  return [
    ['a scheme other than Bearer', `Basic ${Buffer.from('admin:admin').toString('base64')}`, MESSAGES.notAuthenticated],
    ['a bare token', admin.token, MESSAGES.notAuthenticated],
    ['a malformed token', 'Bearer not.a.jwt', MESSAGES.notAuthenticated],
    ['an empty Bearer', 'Bearer ', MESSAGES.notAuthenticated],
    [
      'alg none',
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(id), iss: 'verdant', exp: now() + 600 })}.`,
      MESSAGES.notAuthenticated,
    ],
    [
      'a wrong secret',
      `Bearer ${await signed(id, { secret: 'another-secret-another-secret-another-secret' })}`,
      MESSAGES.notAuthenticated,
    ],
    ['another HMAC algorithm (HS512)', `Bearer ${await signed(id, { alg: 'HS512' })}`, MESSAGES.notAuthenticated],
    ['no issuer', `Bearer ${await signed(id, { iss: null })}`, MESSAGES.notAuthenticated],
    ['another issuer', `Bearer ${await signed(id, { iss: 'evil' })}`, MESSAGES.notAuthenticated],
    // Every token the app signs has both: one without could never end, or never be logged out.
    ['no expiry (exp)', `Bearer ${await signed(id, { exp: null })}`, MESSAGES.notAuthenticated],
    ['no token id (jti)', `Bearer ${await signed(id, { jti: null })}`, MESSAGES.notAuthenticated],
    ['an expired token', `Bearer ${await signed(id, { exp: now() - 10 })}`, MESSAGES.sessionExpired],
    [
      'a tampered payload',
      `Bearer ${header}.${b64({ ...claims, sub: String(id) })}.${signature}`,
      MESSAGES.notAuthenticated,
    ],
    ['a user that does not exist', `Bearer ${await signed(999_999)}`, MESSAGES.notAuthenticated],
    ['a token version that is not a number', `Bearer ${await signed(id, { ver: '0' })}`, MESSAGES.notAuthenticated],
    // The admin's version is 0: a token naming another version is from before (or after) a password change.
    ['another token version', `Bearer ${await signed(id, { ver: 1 })}`, MESSAGES.sessionExpired],
  ];
}

const ROUTES: { method: 'GET' | 'POST'; url: () => string; body?: () => object; guard: string }[] = [
  { method: 'GET', url: () => '/api/auth/me', guard: 'any login' },
  { method: 'GET', url: () => '/api/admin/stats', guard: 'admin' },
  { method: 'GET', url: () => '/api/buyer/orders', guard: 'buyer' },
  { method: 'GET', url: () => '/api/vendor/inventory', guard: 'approved vendor' },
  { method: 'GET', url: () => '/api/vendor/profile', guard: 'vendor' },
  {
    method: 'POST',
    url: () => '/api/inquiries',
    body: () => ({ inventory_item_id: plantId, message: 'Do you have larger pots?', requested_quantity: 1 }),
    guard: 'buyer (inquiries)',
  },
  {
    method: 'POST',
    url: () => '/api/reviews',
    body: () => ({ inventory_item_id: plantId, rating: 5 }),
    guard: 'buyer (reviews)',
  },
  {
    method: 'POST',
    url: () => '/api/orders',
    body: () => orderPayload([{ plant: { id: plantId, priceCents: 2499 }, quantity: 1 }]),
    guard: 'optional login (guest checkout)',
  },
  { method: 'GET', url: () => `/api/inventory/${plantId}/images`, guard: 'optional login (images)' },
  { method: 'GET', url: () => `/api/reviews/product/${plantId}`, guard: 'optional login (reviews)' },
];

describe('bad tokens on real routes', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url().replace(/\/\d+/, '/{id}')} (${route.guard}): every bad token is a 401`, async () => {
      for (const [name, authorization, detail] of await badTokens()) {
        const response = await ctx.app.inject({
          method: route.method,
          url: route.url(),
          headers: { authorization },
          ...(route.body ? { payload: route.body() } : {}),
        });
        expect(response.statusCode, name).toBe(401);
        expect(response.json(), name).toEqual({ detail });
        expect(response.headers['www-authenticate'], name).toBe('Bearer');
      }
    });
  }

  it('no token at all: 401 behind a guard, while guests may still check out', async () => {
    for (const route of ROUTES.filter((r) => !r.guard.startsWith('optional'))) {
      const response = await ctx.app.inject({ method: route.method, url: route.url(), payload: route.body?.() });
      expect(response.statusCode, route.url()).toBe(401);
    }
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: ROUTES.at(-3)!.body!() });
    expect(guest.statusCode).toBe(201);
  });
});

describe('the database, not the token, says who the caller is', () => {
  it('a correctly signed token whose claims say admin still has the buyer role of its user', async () => {
    const token = await signed(buyer.user.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a deactivated user is cut off at once, with a live token', async () => {
    const session = await createBuyer(ctx.app);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: MESSAGES.accountInactive });
  });
});
