import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { emailField, jsonIdField, optionalText, requiredText } from './common.ts';
import { priceTierSchema } from './inventory.ts';

// Payloads and answers of the orders API (docs/product.md#checkout-and-payments, docs/product.md#data). Money travels
// as decimals with 2 places.

const inventoryItemId = jsonIdField('inventory_item_id must be a plant id');

const lineQuantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, MESSAGES.inquiryQuantityMin)
  .max(LIMITS.orderQuantityMax, `Quantity must be at most ${LIMITS.orderQuantityMax}`);

/**
 * The customer form of /checkout (docs/product.md#checkout-and-payments): Full Name, Email and Shipping Address
 * required, Phone optional.
 */
export const customerDetailsSchema = z.object({
  buyer_name: requiredText('Full Name'),
  buyer_email: emailField,
  buyer_phone: optionalText('Phone', LIMITS.phoneMax),
  shipping_address: requiredText('Shipping Address', LIMITS.shippingAddressMax),
});
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

export const orderItemInputSchema = z.object({
  inventory_item_id: inventoryItemId,
  quantity: lineQuantity,
  /** Sent by the spec's client; the server never trusts it and charges the database price. */
  unit_price: z.number().optional(),
});

/** POST /api/orders: the spec's checkout payload. */
export const orderCreateSchema = customerDetailsSchema.extend({
  nursery_id: z.number().int().optional().default(LIMITS.defaultNurseryId),
  items: z
    .array(orderItemInputSchema, { error: MESSAGES.cartEmpty })
    .min(1, MESSAGES.cartEmpty)
    .max(LIMITS.orderLinesMax, `An order can have at most ${LIMITS.orderLinesMax} lines`),
  /** Ignored: the server computes the total. */
  total_amount: z.number().optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const orderItemViewSchema = z.object({
  inventory_item_id: z.number(),
  plant_name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
  /** When the nursery has it ready: an awarded project bid's date (issue 16); null for catalog orders. */
  ready_date: z.string().nullable(),
  /** The quantity break the unit price came from (its minimum quantity), or null for the base price. */
  tier_min_quantity: z.number().nullable(),
});

export const payoutStatusSchema = z.enum(['not_due', 'pending', 'transferred', 'none']);

/**
 * An order as listed (docs/product.md#data: id, status, order_date, buyer_name, buyer_email, quantity, unit_price,
 * total_amount, shipping_address, plant_name, vendor_name, inventory_item_id) plus its number and every line.
 * With several lines, plant_name/inventory_item_id/unit_price describe the first line and quantity is the sum.
 */
export const orderViewSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  checkout_id: z.number(),
  status: z.enum(ORDER_STATUSES),
  order_date: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  buyer_phone: z.string().nullable(),
  shipping_address: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  plant_name: z.string(),
  inventory_item_id: z.number(),
  quantity: z.number(),
  unit_price: z.number(),
  total_amount: z.number(),
  items: z.array(orderItemViewSchema),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded: z.boolean(),
  /** The vendor's invoice number, given when the order is paid (null before). */
  invoice_number: z.number().nullable(),
  /** For the vendor and the admin: whether the vendor's share was transferred (null for the buyer). */
  payout_status: payoutStatusSchema.nullable(),
  /** For the buyer of an order still awaiting payment: where to pay. */
  payment_url: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListSchema = z.array(orderViewSchema);

export const paymentProviderNameSchema = z.enum(['stripe', 'test']);

/** A checkout: one payment for one order per vendor. GET /api/checkouts/{id}?token=... */
export const checkoutViewSchema = z.object({
  id: z.number(),
  payment_status: z.enum(['unpaid', 'paid', 'expired', 'refunded']),
  payment_provider: paymentProviderNameSchema,
  total_amount: z.number(),
  expires_at: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  order_numbers: z.array(z.string()),
  orders: z.array(orderViewSchema),
  /** Where to pay while unpaid: Stripe Checkout, or the test-mode payment page. */
  checkout_url: z.string().nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/** POST /api/orders answer: `id` is the first order's id (the spec's single-order answer), plus the whole checkout. */
export const orderCreateResponseSchema = checkoutViewSchema.omit({ id: true }).extend({
  id: z.number(),
  checkout_id: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** The guest's key to the payment and confirmation pages of this checkout. */
  access_token: z.string(),
  checkout_url: z.string(),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

/** The checkout's access token may come as `?token=` (older links, Stripe's return addresses) or in this header. */
export const CHECKOUT_TOKEN_HEADER = 'x-checkout-token';
export const checkoutAccessQuerySchema = z.object({ token: z.string().min(1).max(200).optional() });

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
});

/** POST /api/cart/check: what the saved cart holds. */
export const cartCheckSchema = z.object({
  items: z
    .array(z.object({ inventory_item_id: inventoryItemId, quantity: lineQuantity.optional() }))
    .max(LIMITS.orderLinesMax),
});

export const cartItemFactsSchema = z.object({
  inventory_item_id: z.number(),
  found: z.boolean(),
  plant_name: z.string().nullable(),
  price: z.number().nullable(),
  /** The plant's quantity breaks (empty when none or not sellable). */
  price_tiers: z.array(priceTierSchema),
  quantity_available: z.number(),
  is_available: z.boolean(),
  vendor: z.object({ id: z.number(), business_name: z.string() }).nullable(),
});
export const cartCheckResponseSchema = z.object({ items: z.array(cartItemFactsSchema) });
export type CartCheckResponse = z.infer<typeof cartCheckResponseSchema>;

/** POST /api/payments/test/checkouts/{id}/pay */
export const testPaymentSchema = z.object({ token: z.string().min(1).max(200) });
