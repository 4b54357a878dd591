import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { orderPayload, postOrder, stockOf } from './order-fixtures.ts';

// Issue 14 point 3 (part): one unpaid guest order reserved the full stock of every plant. One order may now hold
// any amount up to 10 units of a plant, beyond that at most half its stock.

let ctx: TestContext;
let vendor: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
});
afterAll(() => ctx.close());

describe('what one unpaid order may hold', () => {
  it('at most half of a plant with a large stock, with a message that says so', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 100 });
    const refused = await postOrder(ctx.app, orderPayload([{ plant, quantity: 51 }]));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: MESSAGES.orderHoldTooLarge(plant.plantName, 50) });
    expect(await stockOf(ctx.app, plant.id)).toBe(100);
    expect((await postOrder(ctx.app, orderPayload([{ plant, quantity: 50 }]))).status).toBe(201);
  });

  it('the whole of a small stock (up to 10 units)', async () => {
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 8 });
    expect((await postOrder(ctx.app, orderPayload([{ plant, quantity: 8 }]))).status).toBe(201);
  });
});
