import type { OrderStatus } from '@verdant/shared/enums';
import type { OrderCreateResponse } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { checkouts, inventoryItems, orderItems, orders } from '../src/db/schema/index.ts';
import { type FakeStripe, type FakeStripeRequest, stripeError } from './fake-stripe.ts';

// Helpers for the order, payment and concurrency tests.

export type Line = { plant: { id: number; priceCents: number }; quantity: number };

export function orderPayload(lines: Line[], overrides: Record<string, unknown> = {}) {
  return {
    buyer_name: 'Grace Hopper',
    buyer_email: 'grace@example.test',
    buyer_phone: '512-555-0142',
    shipping_address: '12 Live Oak Lane, Austin, TX 78701',
    nursery_id: 1,
    items: lines.map(({ plant, quantity }) => ({
      inventory_item_id: plant.id,
      quantity,
      unit_price: plant.priceCents / 100,
    })),
    total_amount: lines.reduce((sum, { plant, quantity }) => sum + (plant.priceCents * quantity) / 100, 0),
    ...overrides,
  };
}

let keySequence = 0;

/** app.inject, retrying the overload guard's 503 (it can answer on a busy machine during the race tests). */
export async function injectRetrying(app: App, options: InjectOptions) {
  for (let attempt = 0; ; attempt++) {
    const response = await app.inject(options);
    if (response.statusCode !== 503 || attempt >= 10) return response;
    await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
  }
}

/**
 * POST /api/orders the way a careful client does: with an Idempotency-Key, retrying a 503 (the overload guard can
 * answer it on a busy machine) with that same key, so a retry can never become a second order.
 */
export async function postOrder(
  app: App,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: OrderCreateResponse & { detail?: string } }> {
  const withKey = { 'idempotency-key': `test-${process.pid}-${++keySequence}`, ...headers };
  const response = await injectRetrying(app, { method: 'POST', url: '/api/orders', payload, headers: withKey });
  return { status: response.statusCode, body: response.json() };
}

export async function placeOrderOk(app: App, lines: Line[], headers: Record<string, string> = {}, overrides = {}) {
  const { status, body } = await postOrder(app, orderPayload(lines, overrides), headers);
  if (status !== 201) throw new Error(`order failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function stockOf(app: App, itemId: number): Promise<number> {
  const [row] = await app.db
    .select({ quantity: inventoryItems.quantityAvailable })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  return row!.quantity;
}

export async function statusOf(app: App, orderId: number): Promise<OrderStatus> {
  const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

/** Pays a checkout in test mode, through the API. */
export async function payInTestMode(app: App, created: OrderCreateResponse) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/test/checkouts/${created.checkout_id}/pay`,
    payload: { token: created.access_token },
  });
}

/** Puts an order straight into a status for tests of the machine (a paid one gets a payment to refund). */
export async function forceStatus(app: App, orderId: number, status: OrderStatus): Promise<void> {
  const [order] = await app.db
    .update(orders)
    .set({ status, stockReleasedAt: status === 'cancelled' ? new Date() : null })
    .where(eq(orders.id, orderId))
    .returning();
  if (status !== 'pending') {
    await app.db
      .update(checkouts)
      .set({ paymentStatus: 'paid', providerPaymentIntentId: `pi_forced_${order!.checkoutId}`, paidAt: new Date() })
      .where(eq(checkouts.id, order!.checkoutId));
  }
}

export async function expireCheckoutNow(app: App, checkoutId: number): Promise<void> {
  await app.db
    .update(checkouts)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(checkouts.id, checkoutId));
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
}

let sessionSequence = 0;

/** Checkout Sessions that live in the fake Stripe: created, read back, expired; tests flip them to paid. */
export function fakeCheckoutSessions(fake: FakeStripe) {
  const sessions = new Map<string, FakeSession>();
  fake.on('POST', '/v1/checkout/sessions', (request: FakeStripeRequest) => {
    const body = request.body as {
      client_reference_id?: string;
      metadata?: Record<string, string>;
      line_items?: { quantity: string; price_data: { unit_amount: string } }[];
    };
    const id = `cs_test_fake_${++sessionSequence}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      amount_total: (body.line_items ?? []).reduce(
        (sum, line) => sum + Number(line.quantity) * Number(line.price_data.unit_amount),
        0,
      ),
    };
    sessions.set(id, session);
    return session;
  });
  fake.on('GET', '/v1/checkout/sessions/:id', (_request, { id }) => sessions.get(id!) ?? notFoundSession(id!));
  fake.on('POST', '/v1/checkout/sessions/:id/expire', (_request, { id }) => {
    const session = sessions.get(id!);
    if (!session) return notFoundSession(id!);
    Object.assign(session, { status: 'expired', url: null });
    return session;
  });
  return {
    sessions,
    /** The buyer paid on Stripe's page. */
    pay(id: string, paymentIntent = `pi_fake_${id}`) {
      Object.assign(sessions.get(id)!, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        url: null,
      });
      return sessions.get(id)!;
    },
  };
}

const notFoundSession = (id: string) => stripeError(404, `No such checkout.session: '${id}'`);

/** An order of one unit of `itemId` straight in the database, for tests of other modules that need an order line. */
export async function insertOrderLine(app: App, itemId: number, vendorId: number) {
  const [checkout] = await app.db
    .insert(checkouts)
    .values({
      buyerName: 'Ann Buyer',
      buyerEmail: 'ann@example.test',
      shippingAddress: '1 Main St',
      totalCents: 2499,
      paymentProvider: 'test',
      accessToken: `token-${itemId}-${Date.now()}`,
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNumber: `T-${itemId}-${Date.now()}`,
      checkoutId: checkout!.id,
      vendorId,
      buyerName: 'Ann Buyer',
      buyerEmail: 'ann@example.test',
      shippingAddress: '1 Main St',
      totalCents: 2499,
    })
    .returning();
  await app.db
    .insert(orderItems)
    .values({ orderId: order!.id, inventoryItemId: itemId, plantName: 'Ordered', quantity: 1, unitPriceCents: 2499 });
  return order!;
}
