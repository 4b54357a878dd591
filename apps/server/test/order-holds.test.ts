import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { OrderCreateResponse } from '@verdant/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { expireCheckoutNow, orderPayload, stockOf } from './order-fixtures.ts';
import { call, postBid, postProject } from './project-fixtures.ts';

// Issue 14 point 3: one unpaid guest order with 100 lines reserved the full stock of every plant for 30 minutes,
// and could do it again and again. Now one order may hold any amount up to 10 units of a plant, beyond that at most
// half its stock; an order has at most 50 lines; an account holds at most 3 unpaid checkouts at once, a guest
// address 2; a guest's hold is 15 minutes (a buyer's 30) and no hold is ever renewed.

let ctx: TestContext;
let vendor: Session;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OPEN_HOLDS_PER_BUYER: '3', OPEN_HOLDS_PER_GUEST_ADDRESS: '2' } });
  vendor = await createVendor(ctx.app);
});
afterAll(() => ctx.close());

let keys = 0;
/** POST /api/orders from one client address (a guest unless `session` is given). */
async function order(
  payload: Record<string, unknown>,
  { address = '198.51.100.1', session }: { address?: string; session?: Session } = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: address,
    payload,
    headers: { 'idempotency-key': `holds-${++keys}`, ...session?.headers },
  });
  return { status: response.statusCode, body: response.json() as OrderCreateResponse & { detail?: string } };
}

const minutesAhead = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 60_000);

describe('what one unpaid order may hold', () => {
  it('at most half of a plant with a large stock, with a message that says so', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 100 });
    const refused = await order(orderPayload([{ plant, quantity: 51 }]), { address: '198.51.100.60' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: MESSAGES.orderHoldTooLarge(plant.plantName, 50) });
    expect(await stockOf(ctx.app, plant.id)).toBe(100);
    expect((await order(orderPayload([{ plant, quantity: 50 }]), { address: '198.51.100.60' })).status).toBe(201);
  });

  it('the whole of a small stock (up to 10 units)', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 8 });
    expect((await order(orderPayload([{ plant, quantity: 8 }]), { address: '198.51.100.61' })).status).toBe(201);
  });

  it('at most 50 lines', async () => {
    expect(LIMITS.orderLinesMax).toBe(50);
    const plants = await Promise.all(
      Array.from({ length: 51 }, () => createPlant(ctx.app, vendor, { quantityAvailable: 5 })),
    );
    const refused = await order(orderPayload(plants.map((plant) => ({ plant, quantity: 1 }))), {
      address: '198.51.100.50',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('An order can have at most 50 lines');
    expect(await stockOf(ctx.app, plants[0]!.id)).toBe(5);
    const fifty = plants.slice(0, 50).map((plant) => ({ plant, quantity: 1 }));
    expect((await order(orderPayload(fifty), { address: '198.51.100.50' })).status).toBe(201);
  });
});

describe('how many unpaid orders hold stock at once', () => {
  it('two per guest address; a third waits until one is paid or its hold ends', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
    const line = orderPayload([{ plant, quantity: 1 }]);
    const first = await order(line, { address: '198.51.100.2' });
    expect(first.status).toBe(201);
    expect((await order(line, { address: '198.51.100.2' })).status).toBe(201);
    const third = await order(line, { address: '198.51.100.2' });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ detail: MESSAGES.orderOpenHoldsLimit(2) });
    expect(await stockOf(ctx.app, plant.id)).toBe(8);
    // another address is another guest
    expect((await order(line, { address: '198.51.100.3' })).status).toBe(201);
    // once a hold has ended, the address may order again
    await expireCheckoutNow(ctx.app, first.body.checkout_id);
    expect((await order(line, { address: '198.51.100.2' })).status).toBe(201);
  });

  it('three per buyer account, from any address, apart from the guests of that address', async () => {
    const buyer = await createBuyer(ctx.app);
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
    const line = orderPayload([{ plant, quantity: 1 }]);
    for (const address of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) {
      expect((await order(line, { address, session: buyer })).status).toBe(201);
    }
    const fourth = await order(line, { address: '198.51.100.7', session: buyer });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({ detail: MESSAGES.orderOpenHoldsLimit(3) });
    expect((await order(line, { address: '198.51.100.4' })).status).toBe(201);
  });

  it("an award of a plant list is one of the account's unpaid checkouts: counted, and refused past the cap", async () => {
    const buyer = await createBuyer(ctx.app);
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
    const line = orderPayload([{ plant, quantity: 1 }]);
    const project = await postProject(ctx.app, buyer);
    const bid = await postBid(ctx.app, vendor, project);
    const awards = project.lines.map((entry) => ({ line_id: entry.id, bid_id: bid.id }));
    const award = () => call(ctx.app, buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    for (const address of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) {
      expect((await order(line, { address, session: buyer })).status).toBe(201);
    }
    const refused = await award();
    expect([refused.statusCode, refused.json().detail]).toEqual([409, MESSAGES.orderOpenHoldsLimit(3)]);
    expect((await call(ctx.app, buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('open');

    const other = await createBuyer(ctx.app);
    const otherProject = await postProject(ctx.app, other);
    const otherBid = await postBid(ctx.app, vendor, otherProject);
    const awarded = await call(ctx.app, other, 'POST', `/api/projects/${otherProject.id}/award`, {
      awards: otherProject.lines.map((entry) => ({ line_id: entry.id, bid_id: otherBid.id })),
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    for (const address of ['198.51.100.13', '198.51.100.14']) {
      expect((await order(line, { address, session: other })).status).toBe(201);
    }
    expect((await order(line, { address: '198.51.100.15', session: other })).body).toEqual({
      detail: MESSAGES.orderOpenHoldsLimit(3),
    });
  });
});

describe('how long a hold lasts', () => {
  it('15 minutes for a guest, 30 for a signed-in buyer', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
    const line = orderPayload([{ plant, quantity: 1 }]);
    const guest = await order(line, { address: '198.51.100.8' });
    expect(minutesAhead(guest.body.expires_at)).toBe(15);
    const buyer = await order(line, { address: '198.51.100.8', session: await createBuyer(ctx.app) });
    expect(minutesAhead(buyer.body.expires_at)).toBe(30);
  });

  it('is never renewed: a retry with the same key or a look at the checkout keeps the first expiry', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 10 });
    const payload = orderPayload([{ plant, quantity: 1 }]);
    const headers = { 'idempotency-key': 'renew-me' };
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '198.51.100.9', payload, headers });
    const first = (await send()).json() as OrderCreateResponse;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (await send()).json() as OrderCreateResponse;
    expect(again.checkout_id).toBe(first.checkout_id);
    expect(again.expires_at).toBe(first.expires_at);
    const url = `/api/checkouts/${first.checkout_id}?token=${encodeURIComponent(first.access_token)}`;
    expect((await ctx.app.inject({ method: 'GET', url })).json()).toMatchObject({ expires_at: first.expires_at });
  });
});
