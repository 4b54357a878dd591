import { MESSAGES } from '@verdant/shared/messages';
import { invoiceMonth } from '@verdant/shared/rules/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounts } from '../src/db/schema/index.ts';
import { createPlant, createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { orderPayload, payInTestMode, postOrder } from './order-fixtures.ts';

// Issue 14 point 2: 2,004 unpaid guest orders took a Starter vendor to 2000/2000 and a real buyer got 409. An
// invoice now counts when its order is paid; the limit (2000 for Starter) is played here from 1997.

let ctx: TestContext;
let vendorId: number;
let businessName: string;
let plant: { id: number; priceCents: number };
beforeAll(async () => {
  ctx = await createTestApp();
  const vendor = await createVendor(ctx.app);
  vendorId = vendor.user.vendor_profile!.id;
  businessName = vendor.user.vendor_profile!.business_name;
  plant = await createPlant(ctx.app, vendor, { priceCents: 1, quantityAvailable: 100 });
  await ctx.app.db.insert(invoiceCounts).values({ vendorId, month: invoiceMonth(), count: 1997 });
});
afterAll(() => ctx.close());

const counted = async () => {
  const [row] = await ctx.app.db
    .select({ count: invoiceCounts.count })
    .from(invoiceCounts)
    .where(and(eq(invoiceCounts.vendorId, vendorId), eq(invoiceCounts.month, invoiceMonth())));
  return row!.count;
};
const order = () => postOrder(ctx.app, orderPayload([{ plant, quantity: 1 }]));

describe('invoices count when paid', () => {
  it('unpaid orders use none, so they cannot exhaust the quota; paid ones count; a full quota refuses', async () => {
    const unpaid = [];
    for (let i = 0; i < 5; i++) {
      const placed = await order();
      expect(placed.status).toBe(201);
      unpaid.push(placed.body);
    }
    expect(await counted()).toBe(1997);

    expect((await payInTestMode(ctx.app, unpaid[0]!)).statusCode).toBe(200);
    expect(await counted()).toBe(1998);
    for (const placed of unpaid.slice(1, 3)) await payInTestMode(ctx.app, placed);
    expect(await counted()).toBe(2000);

    const refused = await order();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: MESSAGES.invoiceLimitReached(businessName, 2000) });
  });
});
