import { MESSAGES } from '@verdant/shared/messages';
import { CHECKOUT_TOKEN_HEADER, type OrderCreateResponse } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { payInTestMode, placeOrderOk } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

// Issue 18 point 5: invoices, packing slips and receipts as PDFs, and invoice numbers per vendor without gaps.

let ctx: TestContext;
let vendor: Session;
let otherVendor: Session;
let buyer: Session;
let plant: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app, {
    vendor_profile: { business_name: 'Live Oak Growers', business_phone: '512-555-0199' },
  });
  otherVendor = await createVendor(ctx.app);
  buyer = await createBuyer(ctx.app);
  plant = await createPlant(ctx.app, vendor, {
    plantName: 'Red Maple',
    priceCents: 3450,
    quantityAvailable: 5000,
    priceTiers: [
      { min_quantity: 10, price_cents: 3100 },
      { min_quantity: 50, price_cents: 2800 },
    ],
  });
});
afterAll(() => ctx.close());

const invoiceNumberOf = async (orderId: number) =>
  (await ctx.app.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;

const paidOrder = async (quantity: number, headers: Record<string, string> = buyer.headers) => {
  const created = await placeOrderOk(ctx.app, [{ plant, quantity }], headers, { buyer_email: buyer.user.email });
  expect((await payInTestMode(ctx.app, created)).statusCode).toBe(200);
  return created;
};

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('invoice numbers', () => {
  it('are 1..N per vendor with no gap or duplicate when many payments arrive at once', async () => {
    const placed: OrderCreateResponse[] = [];
    for (let i = 0; i < 12; i++) placed.push(await placeOrderOk(ctx.app, [{ plant, quantity: 1 }]));
    const unpaid = await placeOrderOk(ctx.app, [{ plant, quantity: 1 }]);
    const paid = await Promise.all(placed.map((created) => payInTestMode(ctx.app, created)));
    expect(paid.map((response) => response.statusCode)).toEqual(placed.map(() => 200));
    const numbers = await Promise.all(placed.map((created) => invoiceNumberOf(created.id)));
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // No number until paid; another vendor counts from 1.
    expect(await invoiceNumberOf(unpaid.id)).toBeNull();
    const otherPlant = await createPlant(ctx.app, otherVendor);
    const other = await placeOrderOk(ctx.app, [{ plant: otherPlant, quantity: 1 }]);
    await payInTestMode(ctx.app, other);
    expect(await invoiceNumberOf(other.id)).toBe(1);
    // Paying again changes nothing.
    await payInTestMode(ctx.app, placed[0]!);
    expect(await invoiceNumberOf(placed[0]!.id)).toBe(numbers[0]);
  });
});

describe('order paperwork', () => {
  it("prints the vendor's invoice: number, parties, lines with the break applied, totals", async () => {
    const created = await paidOrder(12);
    const response = await get(`/api/orders/${created.id}/invoice.pdf`, vendor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text } = await pdfText(response.rawPayload);
    const number = await invoiceNumberOf(created.id);
    for (const expected of [
      'Invoice',
      created.order_numbers[0]!,
      `INV-${String(number).padStart(5, '0')}`,
      'Live Oak Growers',
      '512-555-0199',
      'Grace Hopper',
      '12 Live Oak Lane, Austin, TX 78701',
      'Red Maple',
      '10+',
      '$31.00',
      'Total: $372.00',
    ]) {
      expect(text).toContain(expected);
    }
    const listed = await get(`/api/vendor/orders`, vendor.headers);
    const view = listed.json().find((order: { id: number }) => order.id === created.id);
    expect(view.invoice_number).toBe(number);
  });

  it('prints a packing slip of any order, but no invoice before payment', async () => {
    const created = await placeOrderOk(ctx.app, [{ plant, quantity: 3 }]);
    const slip = await get(`/api/orders/${created.id}/packing-slip.pdf`, vendor.headers);
    expect(slip.statusCode).toBe(200);
    const { text } = await pdfText(slip.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain('Red Maple');
    expect(text).toContain('3 units in 1 lines');
    expect(text).not.toContain('$');
    const invoice = await get(`/api/orders/${created.id}/invoice.pdf`, vendor.headers);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().detail).toBe(MESSAGES.invoiceNotYet);
  });

  it("refuses another vendor's order as not found", async () => {
    const created = await paidOrder(1);
    for (const kind of ['invoice', 'packing-slip']) {
      expect((await get(`/api/orders/${created.id}/${kind}.pdf`, otherVendor.headers)).statusCode).toBe(404);
    }
  });

  it('gives the buyer a receipt, and a guest one with the checkout token', async () => {
    const created = await paidOrder(50);
    const mine = await get(`/api/orders/${created.id}/receipt.pdf`, buyer.headers);
    expect(mine.statusCode).toBe(200);
    const { text } = await pdfText(mine.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain('50+');
    expect(text).toContain('Total paid: $1,400.00');

    const guest = await placeOrderOk(ctx.app, [{ plant, quantity: 2 }]);
    const token = { [CHECKOUT_TOKEN_HEADER]: guest.access_token };
    expect((await get(`/api/orders/${guest.id}/receipt.pdf`, token)).statusCode).toBe(409);
    await payInTestMode(ctx.app, guest);
    expect((await get(`/api/orders/${guest.id}/receipt.pdf`, token)).statusCode).toBe(200);
    expect((await get(`/api/orders/${guest.id}/receipt.pdf`)).statusCode).toBe(404);
    const wrongToken = { [CHECKOUT_TOKEN_HEADER]: created.access_token };
    expect((await get(`/api/orders/${guest.id}/receipt.pdf`, wrongToken)).statusCode).toBe(404);
    expect((await get(`/api/orders/${guest.id}/receipt.pdf`, buyer.headers)).statusCode).toBe(404);
  });
});
