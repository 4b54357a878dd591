import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerPayload, createBuyer, TEST_PASSWORD } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { orderPayload } from './order-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { login: { max: 3, timeWindow: 60_000 } } });
});
afterAll(() => ctx.close());

const attempt = (username: string, remoteAddress = '203.0.113.7', password = 'wrong password') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

describe('login rate limit (per IP and email)', () => {
  it('answers 429 with Retry-After after the limit, even with the right password', async () => {
    const payload = buyerPayload();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register/buyer', payload });
    for (let i = 0; i < 3; i++) expect((await attempt(payload.email)).statusCode).toBe(401);
    const blocked = await attempt(payload.email, '203.0.113.7', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts another email or another IP separately', async () => {
    for (let i = 0; i < 3; i++) await attempt('victim@example.test', '198.51.100.1');
    expect((await attempt('victim@example.test', '198.51.100.1')).statusCode).toBe(429);
    expect((await attempt('other@example.test', '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('victim@example.test', '198.51.100.2')).statusCode).toBe(401);
  });
});

describe('behind a load balancer (TRUST_PROXY=10.0.0.0/8)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8' },
      rateLimits: { login: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(() => proxied.close());

  // The balancer (10.0.0.2) appends the address it saw; whatever the client wrote before that is not believed.
  const viaBalancer = (forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'target@example.test', password: 'wrong password' },
    });

  it('counts the address the balancer saw, so a client cannot pick a new one per attempt', async () => {
    for (let i = 0; i < 3; i++) expect((await viaBalancer(`192.0.2.${i + 1}, 203.0.113.50`)).statusCode).toBe(401);
    expect((await viaBalancer('192.0.2.99, 203.0.113.50')).statusCode).toBe(429);
    // Another real client behind the same balancer has its own count.
    expect((await viaBalancer('203.0.113.51')).statusCode).toBe(401);
  });
});

describe('per-route limits (on PostgreSQL too, where the counters are shared rows)', () => {
  let routes: TestContext;
  beforeAll(async () => {
    routes = await createTestApp({
      rateLimits: { inquiry: { max: 2, timeWindow: 60_000 }, order: { max: 2, timeWindow: 60_000 } },
    });
  });
  afterAll(() => routes.close());

  it("counts one buyer's inquiries and orders apart: using up one limit leaves the other", async () => {
    const buyer = await createBuyer(routes.app);
    // A plant that does not exist: refused after the limit has counted, so no catalog is needed.
    const inquire = () =>
      routes.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: buyer.headers,
        payload: { inventory_item_id: 999_999, message: 'Do you have larger ones?', requested_quantity: 1 },
      });
    expect((await inquire()).statusCode).toBe(404);
    expect((await inquire()).statusCode).toBe(404);
    expect((await inquire()).statusCode).toBe(429);
    const order = await routes.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: orderPayload([{ plant: { id: 999_999, priceCents: 500 }, quantity: 1 }]),
    });
    expect(order.statusCode).not.toBe(429);
  });
});
