import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMoney } from '@verdant/shared/format';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { fromCents, MAX_ORDER_TOTAL_CENTS, toCents } from '@verdant/shared/rules/cart';
import { appliedTier } from '@verdant/shared/rules/price-tiers';
import type { CheckoutView, OrderCreateResponse, orderCreateSchema } from '@verdant/shared/schemas/orders';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, forbidden, invalid, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { paymentPagePath } from '../../payments/payment-page.ts';
import type { AuthUser } from '../auth/guard.ts';
import { tiersFromCents } from '../inventory/price-tiers.ts';
import { assignInvoiceNumbers } from '../paperwork/paperwork.repository.ts';
import { countPaidInvoices } from '../subscriptions/subscriptions.service.ts';
import { notifyOrdersPaid } from './order-notifications.ts';
import { toOrderViews } from './order-view.ts';
import * as repo from './orders.repository.ts';
import { releaseReservations } from './reservations.ts';
import { insertVendorOrders, type PlacedOrders } from './vendor-orders.ts';

type OrderCreate = z.output<typeof orderCreateSchema>;

const paymentProviderFailed = () => new AppError(502, MESSAGES.paymentProviderFailed);

/** Lines merged per plant and sorted by id, so concurrent multi-line orders lock rows in the same order. */
function mergeLines(items: OrderCreate['items']): { id: number; quantity: number }[] {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.inventory_item_id, (quantities.get(item.inventory_item_id) ?? 0) + item.quantity);
  return [...quantities].map(([id, quantity]) => ({ id, quantity })).sort((a, b) => a.id - b.id);
}

async function refusal(db: Db, itemId: number, quantity: number): Promise<AppError> {
  const [plant] = await repo.findPlantFacts(db, [itemId]);
  if (!plant?.sellable) return conflict(MESSAGES.orderItemUnavailable(plant?.plantName ?? `Plant ${itemId}`));
  if (plant.quantityAvailable >= quantity) {
    const most = Math.max(LIMITS.orderHoldFreeUnits, Math.floor(plant.quantityAvailable / 2));
    return conflict(MESSAGES.orderHoldTooLarge(plant.plantName, most));
  }
  return conflict(MESSAGES.orderInsufficientStock(plant.plantName, plant.quantityAvailable));
}

/**
 * An Idempotency-Key belongs to its caller: a buyer's to the account; a guest, who has none, to the address and
 * the contact details sent, so another guest reusing the key gets an order of their own and never someone else's
 * checkout, token, phone or address. (A guest whose address changes between retries gets a second order.)
 */
function scopedIdempotencyKey(buyer: AuthUser | null, clientAddress: string, input: OrderCreate, key: string) {
  if (buyer) return `u${buyer.id}:${key}`;
  const contact = [clientAddress, input.buyer_name, input.buyer_email, input.buyer_phone, input.shipping_address];
  return `guest:${createHash('sha256').update(JSON.stringify(contact)).digest('base64url')}:${key}`;
}

type ReservedRow = NonNullable<Awaited<ReturnType<typeof repo.reserveStock>>>;
type ReservedLine = ReservedRow & { quantity: number; tierMinQuantity: number | null };

/**
 * The line's unit price from the database row at reservation time: the base price or the quantity break the
 * quantity reaches (unitPriceFor's rule, shared with the web cart). Whatever the client believed is not used.
 */
function priceLine(row: ReservedRow, quantity: number): ReservedLine {
  const tier = appliedTier(
    {
      price: fromCents(row.priceCents),
      price_tiers: tiersFromCents(row.priceTiers),
    },
    quantity,
  );
  return {
    ...row,
    quantity,
    priceCents: tier ? toCents(tier.price) : row.priceCents,
    tierMinQuantity: tier?.min_quantity ?? null,
  };
}

function groupByVendor(lines: ReservedLine[]): Map<number, ReservedLine[]> {
  const byVendor = new Map<number, ReservedLine[]>();
  for (const line of lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
  return byVendor;
}

const lineTotal = (lines: { priceCents: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** A checkout's total must be one card payment can take; past it the order is refused (and its holds undone). */
export function ensurePayableTotal(totalCents: number): number {
  if (totalCents > MAX_ORDER_TOTAL_CENTS)
    throw invalid(MESSAGES.orderTotalTooLarge(formatMoney(fromCents(MAX_ORDER_TOTAL_CENTS))));
  return totalCents;
}

/**
 * POST /api/orders. Prices come from the database; stock is reserved line by line with one conditional update
 * each inside one transaction, so a failed line rolls everything back and concurrent orders can never oversell.
 * One order per vendor, one checkout (one payment) for all of them. Totals are computed from what the reservation
 * returned, so every row is written once, complete.
 */
export async function placeOrder(
  deps: Deps,
  input: OrderCreate,
  buyer: AuthUser | null,
  idempotencyKey: string | undefined,
  clientAddress: string,
): Promise<OrderCreateResponse> {
  if (buyer && buyer.role !== 'buyer') throw forbidden(MESSAGES.orderBuyersOnly);
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 200)) {
    throw badRequest('Idempotency-Key must be 1 to 200 characters');
  }
  const scopedKey = idempotencyKey ? scopedIdempotencyKey(buyer, clientAddress, input, idempotencyKey) : null;
  const lines = mergeLines(input.items);

  if (scopedKey) {
    const existing = await repo.findCheckoutByIdempotencyKey(deps.db, scopedKey);
    if (existing) return replay(deps, existing, input, lines);
  }

  let placed: { checkout: repo.CheckoutRow } & PlacedOrders;
  try {
    placed = await deps.db.transaction(async (tx) => {
      await ensureHoldRoom(deps, tx, buyer, clientAddress);
      const reserved: ReservedLine[] = [];
      for (const line of lines) {
        const row = await repo.reserveStock(tx, line.id, line.quantity);
        if (!row) throw await refusal(tx, line.id, line.quantity);
        reserved.push(priceLine(row, line.quantity));
      }
      const byVendor = groupByVendor(reserved);

      const checkout = await repo.insertCheckout(tx, {
        buyerId: buyer?.id ?? null,
        buyerName: input.buyer_name,
        buyerEmail: input.buyer_email,
        buyerPhone: input.buyer_phone,
        shippingAddress: input.shipping_address,
        totalCents: ensurePayableTotal(lineTotal(reserved)),
        paymentProvider: deps.payments.name,
        clientAddress: buyer ? null : clientAddress,
        idempotencyKey: scopedKey,
        accessToken: randomBytes(24).toString('base64url'),
        // Fixed here and never extended: a retry or a visit to the payment page does not renew the hold.
        expiresAt: new Date(deps.now().getTime() + holdMinutes(deps, buyer) * 60_000),
      });

      const result = await insertVendorOrders(
        deps,
        tx,
        checkout,
        [...byVendor].map(([vendorId, group]) => ({
          vendorId,
          vendorName: group[0]!.vendorName,
          lines: group.map((line) => ({
            inventoryItemId: line.id,
            plantName: line.plantName,
            quantity: line.quantity,
            unitPriceCents: line.priceCents,
            tierMinQuantity: line.tierMinQuantity,
          })),
        })),
      );
      return { checkout, ...result };
    });
  } catch (error) {
    // A double click with the same key: the first request won, answer with its result.
    if (scopedKey && isUniqueViolation(error)) {
      const existing = await repo.findCheckoutByIdempotencyKey(deps.db, scopedKey);
      if (existing) return replay(deps, existing, input, lines);
    }
    throw error;
  }

  const { checkout } = placed;
  let checkoutUrl: string;
  try {
    checkoutUrl = await ensurePaymentSession(deps, checkout, placed.items);
  } catch (error) {
    deps.log.error({ err: error, checkoutId: checkout.id }, 'payment session failed; releasing the reservation');
    await releaseReservations(deps, { checkoutId: checkout.id });
    throw paymentProviderFailed();
  }
  return createResponse(checkout, placed, checkoutUrl);
}

/**
 * A checkout placed by other code (a project's award, issue 16): opens its payment (Stripe Checkout or the test
 * page) and answers as POST /api/orders does. If the provider fails, the reservation is released at once.
 */
export async function openCheckoutPayment(deps: Deps, checkout: repo.CheckoutRow): Promise<OrderCreateResponse> {
  const placed = await loadOrders(deps, checkout.id);
  let checkoutUrl: string;
  try {
    checkoutUrl = await ensurePaymentSession(deps, checkout, placed.items);
  } catch (error) {
    deps.log.error({ err: error, checkoutId: checkout.id }, 'payment session failed; releasing the reservation');
    await releaseReservations(deps, { checkoutId: checkout.id });
    throw paymentProviderFailed();
  }
  return createResponse(checkout, placed, checkoutUrl);
}

/** A guest's hold is shorter than a signed-in buyer's, and never longer. */
const holdMinutes = (deps: Deps, buyer: AuthUser | null) =>
  buyer
    ? deps.config.RESERVATION_MINUTES
    : Math.min(deps.config.GUEST_RESERVATION_MINUTES, deps.config.RESERVATION_MINUTES);

/**
 * At most a few unpaid checkouts holding stock at once per account, or per address for guests (0: no cap); an award
 * of a plant list is a checkout too. RATE_LIMIT_FACTOR scales the caps like the rate limits (e2e and load runs act
 * as many users from one address).
 */
export async function ensureHoldRoom(deps: Deps, tx: Db, buyer: AuthUser | null, clientAddress: string) {
  const cap = buyer ? deps.config.OPEN_HOLDS_PER_BUYER : deps.config.OPEN_HOLDS_PER_GUEST_ADDRESS;
  if (cap === 0) return;
  const holder = buyer ? { buyerId: buyer.id } : { clientAddress };
  const open = await repo.countOpenHolds(tx, holder, deps.now());
  if (open >= cap * deps.config.RATE_LIMIT_FACTOR) throw conflict(MESSAGES.orderOpenHoldsLimit(open));
}

/** The same key again: the same answer, if it is the same order; a different order is refused. */
async function replay(
  deps: Deps,
  existing: repo.CheckoutRow,
  input: OrderCreate,
  lines: { id: number; quantity: number }[],
): Promise<OrderCreateResponse> {
  const placed = await loadOrders(deps, existing.id);
  const stored = placed.items
    .map((item) => `${item.inventoryItemId}x${item.quantity}`)
    .sort()
    .join(',');
  const asked = lines
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(',');
  if (existing.buyerEmail !== input.buyer_email || stored !== asked) throw conflict(MESSAGES.idempotencyKeyReused);
  const url = existing.paymentStatus === 'unpaid' ? await ensurePaymentSession(deps, existing, placed.items) : '';
  return createResponse(existing, placed, url);
}

/** Creates the provider's session once (idempotent at the provider too), or returns where to pay the open one. */
async function ensurePaymentSession(
  deps: Deps,
  checkout: repo.CheckoutRow,
  items: repo.OrderItemRow[],
): Promise<string> {
  if (checkout.providerSessionId) {
    const session = await deps.payments.retrieveCheckoutSession(checkout.providerSessionId);
    return session.url ?? paymentPage(checkout);
  }
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const session = await deps.payments.createCheckoutSession({
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
  await repo.setCheckoutSession(deps.db, checkout.id, session.id);
  return session.url;
}

export const transferGroup = (checkoutId: number) => `checkout_${checkoutId}`;
const paymentPage = (checkout: repo.CheckoutRow) => paymentPagePath(checkout.id, checkout.accessToken);

/** A stored checkout's orders (oldest first) and their lines. */
async function loadOrders(deps: Deps, checkoutId: number): Promise<PlacedOrders> {
  const rows = await repo.listOrders(deps.db, { owner: 'anyone', checkoutId });
  rows.sort((a, b) => a.order.id - b.order.id);
  return { rows, items: await repo.itemsOfCheckout(deps.db, checkoutId) };
}

function createResponse(checkout: repo.CheckoutRow, placed: PlacedOrders, checkoutUrl: string): OrderCreateResponse {
  const view = checkoutView(checkout, placed, checkoutUrl || null);
  return {
    ...view,
    id: view.orders[0]?.id ?? 0,
    checkout_id: checkout.id,
    status: view.orders[0]?.status ?? 'pending',
    access_token: checkout.accessToken,
    checkout_url: checkoutUrl || paymentPage(checkout),
  };
}

function checkoutView(checkout: repo.CheckoutRow, placed: PlacedOrders, checkoutUrl: string | null): CheckoutView {
  const views = toOrderViews(placed.rows, placed.items, 'buyer');
  return {
    id: checkout.id,
    payment_status: checkout.paymentStatus,
    payment_provider: checkout.paymentProvider === 'stripe' ? 'stripe' : 'test',
    total_amount: fromCents(checkout.totalCents),
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
export async function findCheckoutForToken(deps: Deps, id: number, token: string): Promise<repo.CheckoutRow> {
  const checkout = await repo.findCheckout(deps.db, id);
  if (!checkout || !tokenMatches(checkout.accessToken, token)) throw notFound(MESSAGES.checkoutNotFound);
  return checkout;
}

export async function getCheckout(deps: Deps, id: number, token: string): Promise<CheckoutView> {
  const checkout = await findCheckoutForToken(deps, id, token);
  const open = checkout.paymentStatus === 'unpaid' && checkout.expiresAt.getTime() > deps.now().getTime();
  let url: string | null = null;
  if (open) {
    url = paymentPage(checkout);
    if (deps.payments.name === 'stripe' && checkout.providerSessionId) {
      url = await deps.payments
        .retrieveCheckoutSession(checkout.providerSessionId)
        .then((session) => session.url)
        .catch(() => null);
    }
  }
  return checkoutView(checkout, await loadOrders(deps, checkout.id), url);
}

/**
 * The payment of a checkout arrived (Stripe webhook or the test-mode page: the same code). Pending orders become
 * paid; orders cancelled before the money came (vendor cancellation, expired reservation) are refunded at once.
 * Runs once per checkout: a second call finds it already paid and changes nothing. `deps.db` may be the caller's
 * transaction (the webhook's).
 */
export async function completeCheckoutPayment(
  deps: Deps,
  checkoutId: number,
  paymentIntentId: string | null,
): Promise<{ applied: boolean; paidOrders: number; refundedOrders: number }> {
  return deps.db.transaction(async (tx) => {
    const checkout = await repo.claimCheckoutPayment(tx, checkoutId, paymentIntentId);
    if (!checkout) return { applied: false, paidOrders: 0, refundedOrders: 0 };
    const paid = await repo.payPendingOrders(tx, checkoutId);
    await assignInvoiceNumbers(tx, paid);
    await countPaidInvoices(
      tx,
      paid.map((order) => order.vendorId),
    );
    if (paid.length > 0) {
      const paidIds = new Set(paid.map((order) => order.id));
      const rows = await repo.listOrders(tx, { owner: 'anyone', checkoutId });
      await notifyOrdersPaid(
        tx,
        rows.filter((row) => paidIds.has(row.order.id)).map((row) => row.order),
        await repo.itemsOfCheckout(tx, checkoutId),
      );
    }
    const unfilled = await repo.unfilledOrders(tx, checkoutId);
    if (unfilled.length > 0 && paymentIntentId) {
      const refund = await deps.payments.refund({
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
