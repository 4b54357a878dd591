import { LIMITS } from '@verdant/shared/messages';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkouts,
  inventoryItems,
  orderItems,
  orders,
  paymentAccounts,
  vendorProfiles,
} from '../../db/schema/index.ts';
import { visibleToBuyers } from '../catalog/visibility.repository.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

// The catalog's visibility rule; its vendor test is a subquery, so the conditional update below stays one statement.
const sellable = visibleToBuyers();

/** What the cart check and the error messages need to know about plants, sellable or not. */
export async function findPlantFacts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: inventoryItems.id,
      plantName: inventoryItems.plantName,
      priceCents: inventoryItems.priceCents,
      priceTiers: inventoryItems.priceTiers,
      quantityAvailable: inventoryItems.quantityAvailable,
      sellable: sql<boolean>`(${sellable})`.mapWith(Boolean),
      vendorId: vendorProfiles.id,
      vendorName: vendorProfiles.businessName,
    })
    .from(inventoryItems)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inventoryItems.vendorId))
    .where(inArray(inventoryItems.id, ids));
}

/**
 * Takes `quantity` units out of stock in one conditional statement, and answers the price of that same moment.
 * No row back means not enough stock (or not sellable): nothing was changed.
 */
export async function reserveStock(tx: Db, itemId: number, quantity: number) {
  const [row] = await tx
    .update(inventoryItems)
    .set({ quantityAvailable: sql`${inventoryItems.quantityAvailable} - ${quantity}` })
    .where(
      and(
        eq(inventoryItems.id, itemId),
        gte(inventoryItems.quantityAvailable, quantity),
        // One unpaid order may hold any amount up to LIMITS.orderHoldFreeUnits, beyond that at most half the stock.
        quantity <= LIMITS.orderHoldFreeUnits ? undefined : gte(inventoryItems.quantityAvailable, quantity * 2),
        sellable,
      ),
    )
    .returning({
      id: inventoryItems.id,
      plantName: inventoryItems.plantName,
      priceCents: inventoryItems.priceCents,
      priceTiers: inventoryItems.priceTiers,
      vendorId: inventoryItems.vendorId,
      vendorName: sql<string>`(SELECT ${vendorProfiles.businessName} FROM ${vendorProfiles} WHERE ${vendorProfiles.id} = ${inventoryItems.vendorId})`,
    });
  return row ?? null;
}

/** Puts back the stock of orders the caller has just claimed (by setting their stock_released_at). */
export async function releaseStock(tx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    UPDATE inventory_items i SET quantity_available = i.quantity_available + back.quantity, updated_at = now()
    FROM (
      SELECT inventory_item_id, sum(quantity)::int AS quantity FROM order_items
      WHERE order_id IN (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      GROUP BY inventory_item_id
    ) back
    WHERE i.id = back.inventory_item_id`);
}

export async function insertCheckout(tx: Db, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await tx.insert(checkouts).values(values).returning();
  return row!;
}

/** Whose unpaid checkouts count together: a buyer's account, or a guest's address. */
export type Holder = { buyerId: number } | { clientAddress: string };

/**
 * How many unpaid checkouts of `holder` still hold stock at `now`. Takes a transaction lock on the holder first, so
 * two concurrent orders of one holder are counted one after the other and cannot both slip under the cap.
 */
export async function countOpenHolds(tx: Db, holder: Holder, now: Date): Promise<number> {
  const lockKey = 'buyerId' in holder ? `holds:user:${holder.buyerId}` : `holds:guest:${holder.clientAddress}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
  const whose =
    'buyerId' in holder
      ? eq(checkouts.buyerId, holder.buyerId)
      : and(isNull(checkouts.buyerId), eq(checkouts.clientAddress, holder.clientAddress));
  const [row] = await tx
    .select({ open: sql<number>`count(*)`.mapWith(Number) })
    .from(checkouts)
    .where(and(eq(checkouts.paymentStatus, 'unpaid'), gt(checkouts.expiresAt, now), whose));
  return row?.open ?? 0;
}

/** One vendor's order and its lines, as stored (the caller shows them without reading them back). */
export async function insertOrder(
  tx: Db,
  values: typeof orders.$inferInsert,
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [order] = await tx.insert(orders).values(values).returning();
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order!.id })))
    .returning();
  return { order: order!, items };
}

export async function findCheckout(db: Db, id: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row ?? null;
}

export async function findCheckoutByIdempotencyKey(db: Db, key: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.idempotencyKey, key));
  return row ?? null;
}

export async function findCheckoutBySession(db: Db, sessionId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
  return row ?? null;
}

export async function setCheckoutSession(db: Db, checkoutId: number, sessionId: string): Promise<void> {
  await db.update(checkouts).set({ providerSessionId: sessionId }).where(eq(checkouts.id, checkoutId));
}

export interface OrderListRow {
  order: OrderRow;
  vendorName: string;
  checkout: Pick<CheckoutRow, 'paymentProvider' | 'paymentStatus' | 'accessToken' | 'expiresAt'>;
}

const LIST_LIMIT = 500;

/** Whose orders a query may touch: one buyer's, one vendor's, or (an admin) everyone's. */
export type OrderOwner = { buyerId: number } | { vendorId: number } | 'anyone';

const ownedBy = (owner: OrderOwner): SQL | undefined => {
  if (owner === 'anyone') return undefined;
  return 'buyerId' in owner ? eq(orders.buyerId, owner.buyerId) : eq(orders.vendorId, owner.vendorId);
};

export interface OrderFilter {
  owner: OrderOwner;
  orderId?: number;
  checkoutId?: number;
}

/** Orders with their vendor's name and checkout, newest first, narrowed by `filter`. */
export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderListRow[]> {
  return db
    .select({
      order: orders,
      vendorName: vendorProfiles.businessName,
      checkout: {
        paymentProvider: checkouts.paymentProvider,
        paymentStatus: checkouts.paymentStatus,
        accessToken: checkouts.accessToken,
        expiresAt: checkouts.expiresAt,
      },
    })
    .from(orders)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        ownedBy(filter.owner),
        filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
        filter.checkoutId === undefined ? undefined : eq(orders.checkoutId, filter.checkoutId),
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(LIST_LIMIT);
}

export async function itemsOfOrders(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

/** Every line of every order of one checkout (the payment session's lines, an idempotent replay's comparison). */
export async function itemsOfCheckout(db: Db, checkoutId: number): Promise<OrderItemRow[]> {
  const rows = await db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => row.item);
}

/** Locks one order of `owner` for a status change; null when there is none (the caller answers 404). */
export async function lockOrder(tx: Db, id: number, owner: OrderOwner) {
  const [row] = await tx
    .select({ order: orders, checkout: checkouts })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(eq(orders.id, id), ownedBy(owner)))
    .for('update', { of: orders });
  return row ?? null;
}

const statusTimestamps = (status: OrderRow['status'], now: Date) => ({
  ...(status === 'paid' ? { paidAt: now } : {}),
  ...(status === 'shipped' ? { shippedAt: now } : {}),
  ...(status === 'delivered' ? { deliveredAt: now } : {}),
  ...(status === 'cancelled' ? { cancelledAt: now, stockReleasedAt: now } : {}),
});

/** Moves an order from `from` to `to` only if it is still in `from` (and, for a cancellation, still holds stock). */
export async function updateOrderStatus(tx: Db, id: number, from: OrderRow['status'], to: OrderRow['status']) {
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...statusTimestamps(to, new Date()) })
    .where(
      and(eq(orders.id, id), eq(orders.status, from), to === 'cancelled' ? isNull(orders.stockReleasedAt) : undefined),
    )
    .returning();
  return row ?? null;
}

export async function setOrderRefund(tx: Db, orderIds: number[], refundId: string): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orders).set({ refundId }).where(inArray(orders.id, orderIds));
}

/** Marks a checkout paid, once: only from unpaid or expired (a late payment of a released checkout). */
export async function claimCheckoutPayment(tx: Db, checkoutId: number, paymentIntentId: string | null) {
  const [row] = await tx
    .update(checkouts)
    .set({ paymentStatus: 'paid', paidAt: new Date(), providerPaymentIntentId: paymentIntentId })
    .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.paymentStatus, ['unpaid', 'expired'])))
    .returning();
  return row ?? null;
}

export async function setCheckoutStatus(tx: Db, checkoutId: number, status: CheckoutRow['paymentStatus']) {
  await tx.update(checkouts).set({ paymentStatus: status }).where(eq(checkouts.id, checkoutId));
}

export async function payPendingOrders(tx: Db, checkoutId: number) {
  return tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'pending')))
    .returning({ id: orders.id, vendorId: orders.vendorId });
}

/** Orders of a checkout cancelled before its payment arrived: their share goes back to the buyer. */
export async function unfilledOrders(tx: Db, checkoutId: number) {
  return tx
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'cancelled'), isNull(orders.refundId)));
}

/**
 * Claims the unpaid orders whose reservation is over (or of one given checkout) in one conditional UPDATE ...
 * RETURNING: with several server processes, a row claimed by one is skipped by the others.
 */
export async function claimExpiredOrders(tx: Db, checkoutId?: number) {
  const now = new Date();
  const expiredCheckouts = tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.paymentStatus, 'unpaid'),
        checkoutId === undefined ? lt(checkouts.expiresAt, sql`now()`) : eq(checkouts.id, checkoutId),
      ),
    );
  return tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, stockReleasedAt: now })
    .where(
      and(eq(orders.status, 'pending'), isNull(orders.stockReleasedAt), inArray(orders.checkoutId, expiredCheckouts)),
    )
    .returning({
      id: orders.id,
      checkoutId: orders.checkoutId,
      orderNumber: orders.orderNumber,
      vendorId: orders.vendorId,
      buyerId: orders.buyerId,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      totalCents: orders.totalCents,
    });
}

/** Unpaid checkouts with no pending order left become expired (once), so their payment sessions can be closed. */
export async function expireEmptyCheckouts(tx: Db, checkoutIds: number[]) {
  if (checkoutIds.length === 0) return [];
  return tx
    .update(checkouts)
    .set({ paymentStatus: 'expired' })
    .where(
      and(
        inArray(checkouts.id, checkoutIds),
        eq(checkouts.paymentStatus, 'unpaid'),
        notExists(
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.checkoutId, checkouts.id), eq(orders.status, 'pending'))),
        ),
      ),
    )
    .returning({ id: checkouts.id, providerSessionId: checkouts.providerSessionId });
}

/** A delivered order of a paid checkout whose vendor has not been paid yet. */
export async function findUnpaidDelivery(db: Db, orderId: number, provider: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'delivered'),
        isNull(orders.transferId),
        eq(checkouts.paymentStatus, 'paid'),
        eq(checkouts.paymentProvider, provider),
      ),
    );
  return row?.order ?? null;
}

/** Delivered orders still waiting for their transfer, whose vendor now has a payout account. */
export async function pendingTransferOrderIds(db: Db, provider: string, limit = 20): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(
      paymentAccounts,
      and(eq(paymentAccounts.vendorId, orders.vendorId), eq(paymentAccounts.provider, provider)),
    )
    .where(
      and(
        eq(orders.status, 'delivered'),
        isNull(orders.transferId),
        eq(checkouts.paymentStatus, 'paid'),
        eq(checkouts.paymentProvider, provider),
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function setTransfer(db: Db, orderId: number, transferId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ transferId })
    .where(and(eq(orders.id, orderId), isNull(orders.transferId)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
