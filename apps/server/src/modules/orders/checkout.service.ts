import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@verdant/shared/messages';
import type { CheckoutView, OrderCreateResponse, orderCreateSchema } from '@verdant/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordInvoice } from '../subscriptions/subscriptions.service.ts';
import { toOrderViews } from './order-view.ts';
import * as repo from './orders.repository.ts';

type OrderCreate = z.output<typeof orderCreateSchema>;
type App = FastifyInstance;

const paymentProviderFailed = () => new AppError(502, MESSAGES.paymentProviderFailed);

/** Lines merged per plant and sorted by id, so concurrent multi-line orders lock rows in the same order. */
function mergeLines(items: OrderCreate['items']): { id: number; quantity: number }[] {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.inventory_item_id, (quantities.get(item.inventory_item_id) ?? 0) + item.quantity);
  return [...quantities].map(([id, quantity]) => ({ id, quantity })).sort((a, b) => a.id - b.id);
}

async function refusal(db: Db, itemId: number): Promise<AppError> {
  const [plant] = await repo.findPlantFacts(db, [itemId]);
  if (!plant?.sellable) return conflict(MESSAGES.orderItemUnavailable(plant?.plantName ?? `Plant ${itemId}`));
  return conflict(MESSAGES.orderInsufficientStock(plant.plantName, plant.quantityAvailable));
}

export const checkoutIdempotencyKey = (buyer: AuthUser | null, key: string) =>
  `${buyer ? `u${buyer.id}` : 'guest'}:${key}`;

/**
 * POST /api/orders. Prices come from the database; stock is reserved line by line with one conditional update
 * each inside one transaction, so a failed line rolls everything back and concurrent orders can never oversell.
 * One order per vendor, one checkout (one payment) for all of them.
 */
export async function placeOrder(
  app: App,
  input: OrderCreate,
  buyer: AuthUser | null,
  idempotencyKey: string | undefined,
): Promise<OrderCreateResponse> {
  if (buyer && buyer.role !== 'buyer') throw forbidden(MESSAGES.orderBuyersOnly);
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 200)) {
    throw badRequest('Idempotency-Key must be 1 to 200 characters');
  }
  const scopedKey = idempotencyKey ? checkoutIdempotencyKey(buyer, idempotencyKey) : null;
  const lines = mergeLines(input.items);

  if (scopedKey) {
    const existing = await repo.findCheckoutByIdempotencyKey(app.db, scopedKey);
    if (existing) return replay(app, existing, input, lines);
  }

  let checkout: repo.CheckoutRow;
  try {
    checkout = await app.db.transaction(async (tx) => {
      const created = await repo.insertCheckout(tx, {
        buyerId: buyer?.id ?? null,
        buyerName: input.buyer_name,
        buyerEmail: input.buyer_email,
        buyerPhone: input.buyer_phone,
        shippingAddress: input.shipping_address,
        totalCents: 0,
        paymentProvider: app.payments.name,
        idempotencyKey: scopedKey,
        accessToken: randomBytes(24).toString('base64url'),
        expiresAt: new Date(Date.now() + app.config.RESERVATION_MINUTES * 60_000),
      });

      const byVendor = new Map<number, { plantName: string; priceCents: number; id: number; quantity: number }[]>();
      for (const line of lines) {
        const reserved = await repo.reserveStock(tx, line.id, line.quantity);
        if (!reserved) throw await refusal(tx, line.id);
        const group = byVendor.get(reserved.vendorId) ?? [];
        group.push({ ...reserved, quantity: line.quantity });
        byVendor.set(reserved.vendorId, group);
      }

      let total = 0;
      let index = 0;
      for (const [vendorId, group] of byVendor) {
        index += 1;
        const orderTotal = group.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
        total += orderTotal;
        await repo.insertOrder(
          tx,
          {
            orderNumber: `VRD-${String(created.id).padStart(6, '0')}-${index}`,
            checkoutId: created.id,
            vendorId,
            buyerId: created.buyerId,
            buyerName: created.buyerName,
            buyerEmail: created.buyerEmail,
            buyerPhone: created.buyerPhone,
            shippingAddress: created.shippingAddress,
            totalCents: orderTotal,
            platformFeeCents: Math.round((orderTotal * app.config.PLATFORM_FEE_PERCENT) / 100),
          },
          group.map((line) => ({
            inventoryItemId: line.id,
            plantName: line.plantName,
            quantity: line.quantity,
            unitPriceCents: line.priceCents,
          })),
        );
        // Each vendor order is an invoice against the vendor's monthly plan limit (refused past it).
        await recordInvoice(tx, vendorId);
      }
      await repo.setCheckoutTotal(tx, created.id, total);
      return { ...created, totalCents: total };
    });
  } catch (error) {
    // A double click with the same key: the first request won, answer with its result.
    if (scopedKey && isUniqueViolation(error)) {
      const existing = await repo.findCheckoutByIdempotencyKey(app.db, scopedKey);
      if (existing) return replay(app, existing, input, lines);
    }
    throw error;
  }

  let checkoutUrl: string;
  try {
    checkoutUrl = await ensurePaymentSession(app, checkout);
  } catch (error) {
    app.log.error({ err: error, checkoutId: checkout.id }, 'payment session failed; releasing the reservation');
    await releaseReservations(app, { checkoutId: checkout.id });
    throw paymentProviderFailed();
  }
  return createResponse(app, checkout, checkoutUrl);
}

/** The same key again: the same answer, if it is the same order; a different order is refused. */
async function replay(
  app: App,
  existing: repo.CheckoutRow,
  input: OrderCreate,
  lines: { id: number; quantity: number }[],
): Promise<OrderCreateResponse> {
  const orderRows = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, existing.id));
  const items = await repo.itemsOfOrders(
    app.db,
    orderRows.map((row) => row.id),
  );
  const stored = items
    .map((item) => `${item.inventoryItemId}x${item.quantity}`)
    .sort()
    .join(',');
  const asked = lines
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(',');
  if (existing.buyerEmail !== input.buyer_email || stored !== asked) throw conflict(MESSAGES.idempotencyKeyReused);
  const url = existing.paymentStatus === 'unpaid' ? await ensurePaymentSession(app, existing) : '';
  return createResponse(app, existing, url);
}

/** Creates the provider's session once (idempotent at the provider too), or returns where to pay the open one. */
async function ensurePaymentSession(app: App, checkout: repo.CheckoutRow): Promise<string> {
  if (checkout.providerSessionId) {
    const session = await app.payments.retrieveCheckoutSession(checkout.providerSessionId);
    return session.url ?? paymentPage(checkout);
  }
  const orderRows = await repo.listOrders(app.db, eq(orders.checkoutId, checkout.id));
  const items = await repo.itemsOfOrders(
    app.db,
    orderRows.map((row) => row.order.id),
  );
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');
  const session = await app.payments.createCheckoutSession({
    checkoutId: checkout.id,
    accessToken: checkout.accessToken,
    customerEmail: checkout.buyerEmail,
    lines: items.map((item) => ({
      name: item.plantName,
      unitAmountCents: item.unitPriceCents,
      quantity: item.quantity,
    })),
    transferGroup: transferGroup(checkout.id),
    expiresAt: checkout.expiresAt,
    successUrl: `${base}/order-success?checkout=${checkout.id}&token=${encodeURIComponent(checkout.accessToken)}`,
    cancelUrl: `${base}${paymentPage(checkout)}`,
    idempotencyKey: `checkout-session-${checkout.id}`,
  });
  await repo.setCheckoutSession(app.db, checkout.id, session.id);
  return session.url;
}

export const transferGroup = (checkoutId: number) => `checkout_${checkoutId}`;
const paymentPage = (checkout: repo.CheckoutRow) =>
  `/checkout/pay/${checkout.id}?token=${encodeURIComponent(checkout.accessToken)}`;

async function createResponse(app: App, checkout: repo.CheckoutRow, checkoutUrl: string): Promise<OrderCreateResponse> {
  const view = await checkoutView(app, checkout, checkoutUrl || null);
  return {
    ...view,
    id: view.orders[0]?.id ?? 0,
    checkout_id: checkout.id,
    status: view.orders[0]?.status ?? 'pending',
    access_token: checkout.accessToken,
    checkout_url: checkoutUrl || paymentPage(checkout),
  };
}

async function checkoutView(app: App, checkout: repo.CheckoutRow, checkoutUrl: string | null): Promise<CheckoutView> {
  const rows = await repo.listOrders(app.db, eq(orders.checkoutId, checkout.id));
  rows.sort((a, b) => a.order.id - b.order.id);
  const items = await repo.itemsOfOrders(
    app.db,
    rows.map((row) => row.order.id),
  );
  const views = toOrderViews(rows, items, 'buyer');
  return {
    id: checkout.id,
    payment_status: checkout.paymentStatus,
    payment_provider: checkout.paymentProvider === 'stripe' ? 'stripe' : 'test',
    total_amount: checkout.totalCents / 100,
    expires_at: checkout.expiresAt.toISOString(),
    buyer_name: checkout.buyerName,
    buyer_email: checkout.buyerEmail,
    order_numbers: views.map((view) => view.order_number),
    orders: views,
    checkout_url: checkoutUrl,
  };
}

function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A checkout for the guest holding its token (payment and confirmation pages); anyone else gets 404. */
export async function findCheckoutForToken(app: App, id: number, token: string): Promise<repo.CheckoutRow> {
  const checkout = await repo.findCheckout(app.db, id);
  if (!checkout || !tokenMatches(checkout.accessToken, token)) throw notFound(MESSAGES.checkoutNotFound);
  return checkout;
}

export async function getCheckout(app: App, id: number, token: string): Promise<CheckoutView> {
  const checkout = await findCheckoutForToken(app, id, token);
  const open = checkout.paymentStatus === 'unpaid' && checkout.expiresAt.getTime() > Date.now();
  let url: string | null = null;
  if (open) {
    url = paymentPage(checkout);
    if (app.payments.name === 'stripe' && checkout.providerSessionId) {
      url = await app.payments
        .retrieveCheckoutSession(checkout.providerSessionId)
        .then((session) => session.url)
        .catch(() => null);
    }
  }
  return checkoutView(app, checkout, url);
}

/**
 * The payment of a checkout arrived (Stripe webhook or the test-mode page: the same code). Pending orders become
 * paid; orders cancelled before the money came (vendor cancellation, expired reservation) are refunded at once.
 * Runs once per checkout: a second call finds it already paid and changes nothing.
 */
export async function completeCheckoutPayment(
  app: App,
  db: Db,
  checkoutId: number,
  paymentIntentId: string | null,
): Promise<{ applied: boolean; paidOrders: number; refundedOrders: number }> {
  return db.transaction(async (tx) => {
    const checkout = await repo.claimCheckoutPayment(tx, checkoutId, paymentIntentId);
    if (!checkout) return { applied: false, paidOrders: 0, refundedOrders: 0 };
    const paid = await repo.payPendingOrders(tx, checkoutId);
    const unfilled = await repo.unfilledOrders(tx, checkoutId);
    if (unfilled.length > 0 && paymentIntentId) {
      const refund = await app.payments.refund({
        paymentIntentId,
        amountCents: unfilled.reduce((sum, order) => sum + order.totalCents, 0),
        idempotencyKey: `refund-unfilled-checkout-${checkoutId}`,
        metadata: { checkout_id: String(checkoutId) },
      });
      await repo.setOrderRefund(
        tx,
        unfilled.map((order) => order.id),
        refund.id,
      );
    }
    if (paid.length === 0) await repo.setCheckoutStatus(tx, checkoutId, 'refunded');
    return { applied: true, paidOrders: paid.length, refundedOrders: unfilled.length };
  });
}

/**
 * Releases unpaid reservations: every checkout past its expiry, or just `checkoutId`. The orders are claimed by one
 * conditional UPDATE ... RETURNING, so with several server processes each order is released exactly once.
 */
export async function releaseReservations(
  app: App,
  { checkoutId, db = app.db, closeSessions = true }: { checkoutId?: number; db?: Db; closeSessions?: boolean } = {},
) {
  const { released, expired } = await db.transaction(async (tx) => {
    const claimed = await repo.claimExpiredOrders(tx, checkoutId);
    await repo.releaseStock(
      tx,
      claimed.map((order) => order.id),
    );
    const checkoutIds = [...new Set(claimed.map((order) => order.checkoutId))];
    if (checkoutId !== undefined && !checkoutIds.includes(checkoutId)) checkoutIds.push(checkoutId);
    return { released: claimed, expired: await repo.expireEmptyCheckouts(tx, checkoutIds) };
  });
  // Close the provider's payment page too, so a released checkout cannot be paid (a late payment is refunded anyway).
  for (const checkout of closeSessions ? expired : []) {
    if (!checkout.providerSessionId || app.payments.name !== 'stripe') continue;
    await app.payments.expireCheckoutSession(checkout.providerSessionId).catch((error: unknown) => {
      app.log.warn({ err: error, checkoutId: checkout.id }, 'could not expire the payment session');
    });
  }
  return { releasedOrders: released.length, expiredCheckouts: expired.length };
}
