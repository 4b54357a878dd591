import type { OrderStatus } from '@verdant/shared/enums';
import { formatCount, formatMoney } from '@verdant/shared/format';
import { fromCents } from '@verdant/shared/rules/cart';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { emailLayout } from '../notifications/email-templates.ts';
import { notify, queueEmail } from '../notifications/notify.ts';
import { vendorUserIds } from '../notifications/parties.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

// The order events of issue 17, told to the buyer and the vendor inside the order's own transaction.

const BUYER_ORDERS = '/buyer/dashboard?tab=orders';
const VENDOR_ORDERS = '/vendor/dashboard?tab=orders';

type OrderFacts = Pick<
  OrderRow,
  'id' | 'orderNumber' | 'vendorId' | 'buyerId' | 'buyerName' | 'buyerEmail' | 'totalCents'
>;

/** "Japanese Maple x 2: $50.00" lines and the order total, as the email shows them. */
export function orderLines(order: OrderFacts, items: OrderItemRow[]) {
  return [
    ...items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        label: `${item.plantName} x ${formatCount(item.quantity)} (${formatMoney(fromCents(item.unitPriceCents))} each)`,
        value: formatMoney(fromCents(item.unitPriceCents * item.quantity)),
      })),
    { label: 'Order total', value: formatMoney(fromCents(order.totalCents)) },
  ];
}

/** A new order: the buyer (an account gets a notification, a guest an email) and each vendor. */
export async function notifyOrdersPlaced(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  placed: { order: OrderFacts; vendorName: string }[],
  items: OrderItemRow[],
): Promise<void> {
  const vendors = await vendorUserIds(
    tx,
    placed.map(({ order }) => order.vendorId),
  );
  for (const { order, vendorName } of placed) {
    const lines = orderLines(order, items);
    const total = formatMoney(fromCents(order.totalCents));
    const buyerText = {
      title: `Order ${order.orderNumber} placed`,
      body: `Your order from ${vendorName} (${total}) is placed. The plants are held for you until it is paid.`,
    };
    if (order.buyerId !== null) {
      await notify(tx, {
        userId: order.buyerId,
        type: 'order_placed',
        ...buyerText,
        link: BUYER_ORDERS,
        email: { lines },
      });
    } else {
      const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
      const { text, html } = emailLayout({
        greeting: `Hi ${order.buyerName},`,
        heading: buyerText.title,
        paragraphs: [buyerText.body],
        lines,
        button: { label: 'Visit Verdant', url: base },
        footer: { text: 'You get this email because you placed an order on Verdant as a guest.' },
      });
      await queueEmail(tx, { to: order.buyerEmail, subject: buyerText.title, text, html });
    }
    const vendorUser = vendors.get(order.vendorId);
    if (vendorUser !== undefined) {
      await notify(tx, {
        userId: vendorUser,
        type: 'order_placed',
        title: `New order ${order.orderNumber}`,
        body: `${order.buyerName} ordered ${total}. It ships once the payment arrives.`,
        link: VENDOR_ORDERS,
        email: { lines },
      });
    }
  }
}

/** The payment of these orders arrived: the buyer's receipt and the vendor's "ready to ship". */
export async function notifyOrdersPaid(tx: Db, paid: OrderFacts[], items: OrderItemRow[]): Promise<void> {
  const vendors = await vendorUserIds(
    tx,
    paid.map((order) => order.vendorId),
  );
  for (const order of paid) {
    const lines = orderLines(order, items);
    const total = formatMoney(fromCents(order.totalCents));
    if (order.buyerId !== null) {
      await notify(tx, {
        userId: order.buyerId,
        type: 'order_paid',
        title: `Payment received for ${order.orderNumber}`,
        body: `We received your payment of ${total}. The nursery prepares your order now.`,
        link: BUYER_ORDERS,
        email: { lines },
      });
    }
    const vendorUser = vendors.get(order.vendorId);
    if (vendorUser !== undefined) {
      await notify(tx, {
        userId: vendorUser,
        type: 'order_paid',
        title: `Order ${order.orderNumber} is paid`,
        body: `${order.buyerName} paid ${total}. Please ship the order and mark it shipped.`,
        link: VENDOR_ORDERS,
        email: { lines },
      });
    }
  }
}

const STATUS_WORDS: Partial<
  Record<OrderStatus, { type: 'order_shipped' | 'order_delivered' | 'order_cancelled'; word: string }>
> = {
  shipped: { type: 'order_shipped', word: 'shipped' },
  delivered: { type: 'order_delivered', word: 'delivered' },
  cancelled: { type: 'order_cancelled', word: 'cancelled' },
};

/** Shipped, delivered or cancelled: the other party is told (the one who made the change knows). */
export async function notifyOrderStatus(
  tx: Db,
  order: OrderFacts,
  to: OrderStatus,
  actor: 'buyer' | 'vendor',
  refunded: boolean,
): Promise<void> {
  const event = STATUS_WORDS[to];
  if (!event) return;
  const refund = refunded ? ` ${formatMoney(fromCents(order.totalCents))} is refunded to the card that paid.` : '';
  if (actor === 'vendor' && order.buyerId !== null) {
    await notify(tx, {
      userId: order.buyerId,
      type: event.type,
      title: `Order ${order.orderNumber} ${event.word}`,
      body: `The nursery marked your order ${order.orderNumber} ${event.word}.${refund}`,
      link: BUYER_ORDERS,
    });
  }
  if (actor === 'buyer') {
    const vendorUser = (await vendorUserIds(tx, [order.vendorId])).get(order.vendorId);
    if (vendorUser === undefined) return;
    await notify(tx, {
      userId: vendorUser,
      type: event.type,
      title: `Order ${order.orderNumber} ${event.word}`,
      body: `${order.buyerName} marked order ${order.orderNumber} ${event.word}.${refund}`,
      link: VENDOR_ORDERS,
    });
  }
}

/** Unpaid orders whose stock hold ran out are cancelled by the reservation job: both parties are told. */
export async function notifyReleasedOrders(tx: Db, released: OrderFacts[]): Promise<void> {
  const vendors = await vendorUserIds(tx, [...new Set(released.map((order) => order.vendorId))]);
  for (const order of released) {
    if (order.buyerId !== null) {
      await notify(tx, {
        userId: order.buyerId,
        type: 'order_cancelled',
        title: `Order ${order.orderNumber} cancelled`,
        body: `Order ${order.orderNumber} was not paid in time, so its plants went back to the nursery. Order again if you still want them.`,
        link: BUYER_ORDERS,
      });
    }
    const vendorUser = vendors.get(order.vendorId);
    if (vendorUser === undefined) continue;
    await notify(tx, {
      userId: vendorUser,
      type: 'order_cancelled',
      title: `Order ${order.orderNumber} cancelled`,
      body: `${order.buyerName} did not pay order ${order.orderNumber} in time; its plants are back in your stock.`,
      link: VENDOR_ORDERS,
    });
  }
}
