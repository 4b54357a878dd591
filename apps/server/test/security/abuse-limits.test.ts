import { MESSAGES } from '@verdant/shared/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_RATE_LIMITS, scaledRateLimits } from '../../src/app.ts';
import { inquiries, orders, users } from '../../src/db/schema/index.ts';
import { buyerPayload, createPlant, createVendor, login, type Session } from '../factories.ts';
import { createTestApp, makeTestConfig, openTestDatabase, type TestContext } from '../helpers.ts';
import { orderPayload, stockOf } from '../order-fixtures.ts';
import { retryWhenBusy } from './world.ts';

// Rate limits on registration, inquiries and orders (login: ../rate-limit.test.ts). Each answers 429 with
// Retry-After, counts per address or per account as documented, and a refused call creates nothing.

const window = { max: 2, timeWindow: 60_000 };
let ctx: TestContext;
let vendor: Session;
let plant: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { register: window, inquiry: window, order: window } });
  await retryWhenBusy(ctx.app);
  vendor = await createVendor(ctx.app);
  plant = await createPlant(ctx.app, vendor, { quantityAvailable: 100 });
});
afterAll(() => ctx.close());

let address = 0;
/** A buyer registered from an address of its own, so the registration limit of this file never gets in the way. */
async function newBuyer(): Promise<Session> {
  const payload = buyerPayload();
  const remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  await ctx.app.inject({ method: 'POST', url: '/api/auth/register/buyer', remoteAddress, payload });
  return login(ctx.app, payload.email);
}

const tally = async (table: typeof users | typeof orders | typeof inquiries) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: MESSAGES.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('registration: per address', () => {
  const register = (remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register/buyer', remoteAddress, payload: buyerPayload() });

  it('refuses the third account from one address, and counts another address apart', async () => {
    // createVendor above used the default test address; this address starts fresh.
    expect((await register('198.51.100.10')).statusCode).toBe(201);
    expect((await register('198.51.100.10')).statusCode).toBe(201);
    const before = await tally(users);
    expectLimited(await register('198.51.100.10'));
    expect(await tally(users)).toBe(before);
    expect((await register('198.51.100.11')).statusCode).toBe(201);
  });

  it('covers vendor registration too (one counter for both forms)', async () => {
    const vendorForm = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register/vendor',
        remoteAddress,
        payload: { ...buyerPayload(), vendor_profile: { business_name: 'Flood Farm' } },
      });
    await vendorForm('198.51.100.20');
    await vendorForm('198.51.100.20');
    expectLimited(await vendorForm('198.51.100.20'));
  });
});

describe('inquiries: per buyer account', () => {
  const ask = (session: Session, remoteAddress = '203.0.113.30') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      remoteAddress,
      headers: session.headers,
      payload: { inventory_item_id: plant.id, message: 'Is this available in bulk?', requested_quantity: 1 },
    });

  it('refuses the third inquiry of a buyer, from any address, and creates nothing', async () => {
    const buyer = await newBuyer();
    expect((await ask(buyer, '203.0.113.30')).statusCode).toBe(201);
    expect((await ask(buyer, '203.0.113.31')).statusCode).toBe(201);
    const before = await tally(inquiries);
    expectLimited(await ask(buyer, '203.0.113.32'));
    expect(await tally(inquiries)).toBe(before);
  });

  it('another buyer on the same address is counted apart', async () => {
    const [first, second] = [await newBuyer(), await newBuyer()];
    await ask(first);
    await ask(first);
    expectLimited(await ask(first));
    expect((await ask(second)).statusCode).toBe(201);
  });
});

describe('orders: per buyer account, guests per address', () => {
  const order = (remoteAddress: string, session?: Session) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: session?.headers ?? {},
      payload: orderPayload([{ plant, quantity: 1 }]),
    });

  it('refuses a guest’s third order from one address; no order, no stock taken', async () => {
    expect((await order('192.0.2.40')).statusCode).toBe(201);
    expect((await order('192.0.2.40')).statusCode).toBe(201);
    const [ordersBefore, stockBefore] = [await tally(orders), await stockOf(ctx.app, plant.id)];
    expectLimited(await order('192.0.2.40'));
    expect(await tally(orders)).toBe(ordersBefore);
    expect(await stockOf(ctx.app, plant.id)).toBe(stockBefore);
    expect((await order('192.0.2.41')).statusCode).toBe(201);
  });

  it('a buyer cannot get round it by changing address', async () => {
    const buyer = await newBuyer();
    expect((await order('192.0.2.50', buyer)).statusCode).toBe(201);
    expect((await order('192.0.2.51', buyer)).statusCode).toBe(201);
    expectLimited(await order('192.0.2.52', buyer));
  });
});

describe('the production limits', () => {
  it('are set for login, registration, inquiries and orders', () => {
    for (const name of ['login', 'register', 'inquiry', 'order'] as const) {
      const limit = DEFAULT_RATE_LIMITS[name];
      expect(limit.max, name).toBeGreaterThan(0);
      expect(limit.max, name).toBeLessThanOrEqual(30);
      expect(limit.timeWindow, name).toBeGreaterThanOrEqual(60_000);
    }
  });

  it('RATE_LIMIT_FACTOR widens every limit (load tests, e2e); without it the app runs on the defaults', async () => {
    const built = async (env: Record<string, string>) => {
      const config = await makeTestConfig(env);
      const { database, drop } = await openTestDatabase();
      const app = await buildApp({ config, database });
      const { rateLimits } = app.config;
      await app.close();
      await drop();
      return rateLimits;
    };
    expect(await built({})).toEqual(DEFAULT_RATE_LIMITS);
    const wide = await built({ RATE_LIMIT_FACTOR: '10' });
    expect(wide).toEqual(scaledRateLimits(10));
    expect(wide.order).toEqual({ ...DEFAULT_RATE_LIMITS.order, max: DEFAULT_RATE_LIMITS.order.max * 10 });
  });
});
