import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlant, createVendor } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { orderPayload } from '../order-fixtures.ts';

// Issue 14 point 6: a guest's Idempotency-Key was global (`guest:<key>`), so another guest reusing it received the
// first guest's checkout with its access token, phone and address.

let ctx: TestContext;
let plant: { id: number; priceCents: number };
beforeAll(async () => {
  ctx = await createTestApp();
  const vendor = await createVendor(ctx.app);
  plant = await createPlant(ctx.app, vendor);
});
afterAll(() => ctx.close());

const guestOrder = (remoteAddress: string, details: Record<string, string>, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress,
    headers: { 'idempotency-key': key },
    payload: orderPayload([{ plant, quantity: 1 }], details),
  });

describe('guest Idempotency-Key', () => {
  it("another guest with the same key gets an order of their own, never the first guest's", async () => {
    const first = await guestOrder('198.51.100.31', {}, 'shared-key-1');
    expect(first.statusCode).toBe(201);
    const second = await guestOrder(
      '203.0.113.32',
      {
        buyer_name: 'Mallory Guest',
        buyer_phone: '512-555-0199',
        shipping_address: '1 Elsewhere Rd, Dallas, TX 75201',
      },
      'shared-key-1',
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().checkout_id).not.toBe(first.json().checkout_id);
    expect(second.json().access_token).not.toBe(first.json().access_token);
    expect(second.body).not.toContain('12 Live Oak Lane');
    expect(second.body).not.toContain('512-555-0142');
  });

  it('the same guest retrying with the key gets the same checkout', async () => {
    const first = await guestOrder('198.51.100.41', {}, 'retry-key-1');
    const again = await guestOrder('198.51.100.41', {}, 'retry-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().checkout_id).toBe(first.json().checkout_id);
  });
});
