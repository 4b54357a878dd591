import { eq } from 'drizzle-orm';
import {
  inquiries,
  inquiryMessages,
  inventoryItems,
  itemImages,
  orders,
  projects,
  reviews,
  vendorProfiles,
} from '../../src/db/schema/index.ts';
import { buyerPayload, type Session, TEST_PASSWORD, vendorPayload } from '../factories.ts';
import { orderPayload } from '../order-fixtures.ts';
import { projectPayload } from '../project-fixtures.ts';
import {
  ACTORS,
  type Actor,
  freshActor,
  freshAnsweredInquiry,
  freshImage,
  freshInquiry,
  freshOrder,
  freshPaidOrder,
  freshPendingVendorProfile,
  freshPlant,
  freshReview,
  rowOf,
  type SignedIn,
  vendorIdOf,
  type World,
} from './world.ts';
import {
  awardBody,
  bidBody,
  freshBidProject,
  freshDraft,
  freshInvitedProject,
  freshOpenProject,
  projectLinesBody,
} from './world-projects.ts';

// Every /api route times every actor, with the status each must get. Ids are always objects of `buyer` or
// `vendor`, so the other buyer, the other vendor and the unapproved vendor test someone else's id.

export interface Cell {
  w: World;
  actor: Actor;
  session: Session | null;
  /** What goes in {id}. */
  id: number;
  /** A checkout's access token, for the token-guarded checkout routes. */
  token?: string;
}

export interface MatrixRow {
  /** Method and path as the OpenAPI document names them. */
  route: string;
  /** When one route has several rows. */
  name?: string;
  id?: (w: World) => number;
  query?: (cell: Cell) => string;
  body?: (cell: Cell) => unknown;
  /** Extra request headers (a guest's checkout token). */
  headers?: (cell: Cell) => Record<string, string>;
  /** Send this file as multipart/form-data (field "file"). */
  file?: (cell: Cell) => { name: string; type: string; content: Buffer };
  /** Private details the answer carries on purpose: the checkout's token holder sees its buyer. */
  shows?: SignedIn[];
  /** Fresh objects or a fresh caller for each cell, for calls that change or use them up. */
  prepare?: (w: World, actor: Actor) => Promise<Partial<Cell>>;
  /** Read before and after a refused call: it must not change. */
  unchanged?: (cell: Cell) => Promise<unknown>;
  expect: Record<Actor, number>;
}

const every = (status: number) => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;
/** 401 for the guest, `others` for everyone not listed. */
const only = (allowed: Partial<Record<Actor, number>>, others = 403) => ({
  ...every(others),
  anonymous: 401,
  ...allowed,
});
const signedIn = (status: number) => ({ ...every(status), anonymous: 401 });
const buyers = (status: number) => only({ buyer: status, otherBuyer: status });
const vendors = (status: number) => only({ pendingVendor: status, vendor: status, otherVendor: status });
const approvedVendors = (status: number) => only({ vendor: status, otherVendor: status });
const admins = (status: number) => only({ admin: status });
/** vendor's own object: 404 for the other approved vendor, 403 for anyone else. */
const vendorsOwn = (status: number) => only({ vendor: status, otherVendor: 404 });

const png = (cell: Cell) => ({ name: 'leaf.png', type: 'image/png', content: cell.w.png });
const csv = () => ({
  name: 'stock.csv',
  type: 'text/csv',
  content: Buffer.from('plant_name,price,quantity_available\nMatrix Holly,9.50,4\n'),
});
/** the buyer's own object: 404 for the other buyer, 403 for anyone else. */
const buyersOwn = (status: number) => only({ buyer: status, otherBuyer: 404 });
const plantSchedule = () => ({
  name: 'schedule.csv',
  type: 'text/csv',
  content: Buffer.from('Botanical Name,Common Name,Size,Qty\nQuercus virginiana,Live Oak,30 gal,20\n'),
});
const fresh = (make: (w: World) => Promise<number>) => async (w: World) => ({ id: await make(w) });
const freshCaller = async (w: World, actor: Actor) => ({ session: await freshActor(w, actor) });
const paidPlanFor = (cell: Cell) => (cell.session?.user.role === 'vendor' ? 'PRO_VENDOR' : 'PRO_BUYER');
const newItem = { plant_name: 'Matrix Maple', price: 12.5, quantity_available: 3, category: 'outdoor' };
const inquiry = (w: World) => ({
  inventory_item_id: w.plant.id,
  message: 'Could you hold five of these for me?',
  requested_quantity: 1,
});
const bank = { account_holder_name: 'Green Acres', routing_number: '110000000', account_number: '000123456789' };

const threadOf = (w: World, id: number) =>
  w.app.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id));

export const MATRIX: MatrixRow[] = [
  // Accounts
  { route: 'GET /api/health', expect: every(200) },
  { route: 'POST /api/auth/register/buyer', body: () => buyerPayload(), expect: every(201) },
  { route: 'POST /api/auth/register/vendor', body: () => vendorPayload(), expect: every(201) },
  {
    route: 'POST /api/auth/login',
    body: ({ w }) => ({ username: w.loginEmail, password: TEST_PASSWORD }),
    expect: every(200),
  },
  { route: 'GET /api/auth/me', expect: signedIn(200) },
  { route: 'GET /api/auth/vendors', expect: every(200) },
  {
    route: 'PATCH /api/auth/profile',
    body: ({ session }) => ({ first_name: session?.user.first_name ?? 'Ann', last_name: 'Matrix' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/change-password',
    // Fresh callers: a password change ends the caller's other sessions, the world's shared ones included.
    prepare: freshCaller,
    body: () => ({ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/logout',
    // Fresh callers: logging out ends the token, and the world's shared sessions must go on.
    prepare: freshCaller,
    expect: signedIn(200),
  },
  { route: 'GET /api/auth/promo-status', expect: every(200) },
  // Emailed links: public, the same answer for everyone (a made-up token is a 422).
  { route: 'POST /api/auth/forgot-password', body: () => ({ email: 'someone@example.test' }), expect: every(200) },
  {
    route: 'POST /api/auth/reset-password',
    body: () => ({ token: 'made-up-token', new_password: 'a new password' }),
    expect: every(422),
  },
  { route: 'POST /api/auth/verify-email', body: () => ({ token: 'made-up-token' }), expect: every(422) },
  {
    route: 'POST /api/auth/resend-verification',
    // Fresh callers: new accounts are unverified (admins count as verified: 409).
    prepare: freshCaller,
    expect: { ...signedIn(200), admin: 409 },
  },

  // Subscriptions (fresh callers: these change the caller's plan)
  { route: 'GET /api/subscription/status', expect: signedIn(200) },
  {
    route: 'POST /api/subscribe',
    prepare: freshCaller,
    body: (cell) => ({ plan: paidPlanFor(cell) }),
    expect: only({ buyer: 200, otherBuyer: 200, pendingVendor: 200, vendor: 200, otherVendor: 200 }),
  },
  {
    route: 'POST /api/upgrade-subscription',
    prepare: freshCaller,
    body: (cell) => ({ plan: paidPlanFor(cell) }),
    expect: only({ buyer: 200, otherBuyer: 200, pendingVendor: 200, vendor: 200, otherVendor: 200 }),
  },
  {
    route: 'POST /api/cancel-subscription',
    prepare: async (w, actor) => {
      const session = await freshActor(w, actor);
      if (session && session.user.role !== 'admin') {
        const plan = session.user.role === 'vendor' ? 'PRO_VENDOR' : 'PRO_BUYER';
        await w.app.inject({
          method: 'POST',
          url: '/api/subscribe',
          headers: session.headers,
          payload: { plan },
        });
      }
      return { session };
    },
    expect: only({ buyer: 200, otherBuyer: 200, pendingVendor: 200, vendor: 200, otherVendor: 200 }),
  },
  { route: 'GET /api/invoice-status', expect: vendors(200) },

  // Public catalog
  { route: 'GET /api/inventory', query: () => 'search=fern&category=indoor&sort=price_asc', expect: every(200) },
  { route: 'GET /api/inventory/deals', expect: every(200) },
  { route: 'GET /api/inventory/{id}', id: (w) => w.plant.id, expect: every(200) },
  {
    route: 'GET /api/inventory/{id}',
    name: "an unapproved vendor's plant is not public",
    id: (w) => w.pendingPlant.id,
    expect: every(404),
  },
  { route: 'GET /api/vendors', query: () => 'search=a&location=all&category=all', expect: every(200) },
  { route: 'GET /api/vendors/{id}', id: (w) => vendorIdOf(w.sessions.vendor), expect: every(200) },
  {
    route: 'GET /api/vendors/{id}/availability',
    id: (w) => vendorIdOf(w.sessions.vendor),
    query: () => 'format=csv',
    expect: every(200),
  },
  {
    route: 'GET /api/vendors/{id}',
    name: 'an unapproved vendor has no public store',
    id: (w) => vendorIdOf(w.sessions.pendingVendor),
    expect: every(404),
  },
  { route: 'GET /api/ads/banner-slots', query: () => 'slot_type=premium', expect: every(200) },

  // Vendor workspace
  { route: 'GET /api/vendor/profile', expect: vendors(200) },
  {
    route: 'PATCH /api/vendor/profile',
    body: ({ session }) => ({ business_name: `${session?.user.first_name ?? 'Any'} Nursery`, business_phone: null }),
    expect: vendors(200),
  },
  { route: 'GET /api/vendor/analytics', expect: vendors(200) },
  { route: 'GET /api/vendor/stats', expect: vendors(200) },
  { route: 'GET /api/vendor/inventory', query: () => 'search=fern', expect: approvedVendors(200) },
  { route: 'POST /api/vendor/inventory', body: () => newItem, expect: approvedVendors(201) },
  { route: 'GET /api/vendor/inventory/{id}', id: (w) => w.plant.id, expect: vendorsOwn(200) },
  {
    route: 'PATCH /api/vendor/inventory/{id}',
    prepare: async (w) => ({ id: (await freshPlant(w)).id }),
    body: () => ({ price: 0.01, quantity_available: 0, description: 'changed' }),
    unchanged: ({ w, id }) => rowOf(w, inventoryItems, id),
    expect: vendorsOwn(200),
  },
  {
    route: 'POST /api/vendor/inventory/bulk',
    prepare: async (w) => ({ id: (await freshPlant(w)).id }),
    body: ({ id }) => ({ ids: [id], action: 'set_stock', value: 5 }),
    unchanged: ({ w, id }) => rowOf(w, inventoryItems, id),
    // Another vendor's id refuses the whole request as not found.
    expect: vendorsOwn(200),
  },
  { route: 'POST /api/vendor/inventory/confirm-stock', expect: approvedVendors(200) },
  { route: 'GET /api/vendor/inventory/export', query: () => 'format=csv', expect: approvedVendors(200) },
  {
    route: 'DELETE /api/vendor/inventory/{id}',
    prepare: async (w) => ({ id: (await freshPlant(w)).id }),
    unchanged: ({ w, id }) => rowOf(w, inventoryItems, id),
    expect: vendorsOwn(200),
  },

  // Bulk upload
  { route: 'GET /api/inventory/bulk-upload/formats', expect: every(200) },
  { route: 'GET /api/inventory/bulk-upload/template.csv', expect: every(200) },
  { route: 'GET /api/inventory/bulk-upload/template.xlsx', expect: every(200) },
  { route: 'POST /api/inventory/bulk-upload', query: () => 'dry_run=true', file: csv, expect: approvedVendors(200) },
  {
    route: 'POST /api/inventory/bulk-upload/rows',
    body: () => ({ rows: [{ row: 2, cells: { plant_name: 'Matrix Yew', price: '20', quantity_available: '2' } }] }),
    expect: approvedVendors(200),
  },
  {
    route: 'GET /api/inventory/bulk-upload/progress/{upload_id}',
    // Progress is kept per vendor: another vendor's upload id is simply unknown to the caller.
    expect: approvedVendors(200),
  },

  // Images
  { route: 'POST /api/inventory/{id}/images', id: (w) => w.plant.id, file: png, expect: vendorsOwn(201) },
  { route: 'GET /api/inventory/{id}/images', id: (w) => w.plant.id, expect: every(200) },
  {
    route: 'GET /api/inventory/{id}/images',
    name: "an unapproved vendor's plant images: its owner only",
    id: (w) => w.pendingPlant.id,
    expect: { ...every(404), pendingVendor: 200 },
  },
  {
    route: 'DELETE /api/inventory/images/{id}',
    prepare: fresh(freshImage),
    unchanged: ({ w, id }) => rowOf(w, itemImages, id),
    expect: vendorsOwn(204),
  },
  {
    route: 'PATCH /api/inventory/images/{id}/primary',
    prepare: fresh(freshImage),
    unchanged: ({ w, id }) => rowOf(w, itemImages, id),
    expect: vendorsOwn(200),
  },

  // Orders and payments
  {
    route: 'POST /api/orders',
    body: ({ w }) => orderPayload([{ plant: w.plant, quantity: 1 }], { unit_price: 0.01, total_amount: 0.01 }),
    expect: { ...only({ buyer: 201, otherBuyer: 201 }), anonymous: 201 },
  },
  { route: 'GET /api/orders', expect: signedIn(200) },
  {
    route: 'GET /api/orders/{id}',
    id: (w) => w.order.id,
    expect: only({ buyer: 200, vendor: 200, admin: 200 }, 404),
  },
  { route: 'GET /api/buyer/orders', expect: buyers(200) },
  {
    route: 'POST /api/buyer/orders/{id}/cancel',
    prepare: fresh(async (w) => (await freshOrder(w)).id),
    unchanged: ({ w, id }) => rowOf(w, orders, id),
    expect: only({ buyer: 200, otherBuyer: 404 }),
  },
  { route: 'GET /api/vendor/orders', expect: vendors(200) },
  {
    route: 'PATCH /api/vendor/orders/{id}/status',
    prepare: fresh(async (w) => (await freshOrder(w)).id),
    body: () => ({ status: 'cancelled' }),
    unchanged: ({ w, id }) => rowOf(w, orders, id),
    expect: only({ vendor: 200, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'POST /api/cart/check',
    body: ({ w }) => ({ items: [{ inventory_item_id: w.plant.id }, { inventory_item_id: w.pendingPlant.id }] }),
    expect: every(200),
  },
  {
    route: 'GET /api/checkouts/{id}',
    id: (w) => w.order.checkoutId,
    query: ({ w }) => `token=${w.order.token}`,
    shows: ['buyer'],
    expect: every(200),
  },
  {
    route: 'GET /api/checkouts/{id}',
    name: "another checkout's token opens nothing",
    id: (w) => w.order.checkoutId,
    query: ({ w }) => `token=${w.otherBuyerOrder.token}`,
    expect: every(404),
  },
  {
    route: 'POST /api/payments/test/checkouts/{id}/pay',
    prepare: async (w) => {
      const order = await freshOrder(w);
      return { id: order.checkoutId, token: order.token };
    },
    body: ({ token }) => ({ token }),
    shows: ['buyer'],
    expect: every(200),
  },
  {
    route: 'POST /api/payments/test/checkouts/{id}/pay',
    name: "another checkout's token pays nothing",
    prepare: async (w) => ({ id: (await freshOrder(w)).checkoutId }),
    body: ({ w }) => ({ token: w.otherBuyerOrder.token }),
    expect: every(404),
  },
  // Order paperwork (PDFs): the invoice needs a paid order
  {
    route: 'GET /api/orders/{id}/invoice.pdf',
    prepare: fresh(async (w) => (await freshPaidOrder(w)).id),
    expect: only({ vendor: 200, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'GET /api/orders/{id}/packing-slip.pdf',
    id: (w) => w.order.id,
    expect: only({ vendor: 200, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'GET /api/orders/{id}/receipt.pdf',
    prepare: fresh(async (w) => (await freshPaidOrder(w)).id),
    expect: { ...every(404), buyer: 200 },
  },
  {
    route: 'GET /api/orders/{id}/receipt.pdf',
    name: "the checkout token's holder",
    prepare: async (w) => {
      const order = await freshPaidOrder(w);
      return { id: order.id, token: order.token };
    },
    headers: ({ token }) => ({ 'x-checkout-token': token! }),
    shows: ['buyer'],
    expect: every(200),
  },
  { route: 'POST /api/stripe/webhook', body: () => ({ type: 'checkout.session.completed' }), expect: every(400) },

  // Payouts (both approved vendors completed test onboarding in the world's setup)
  { route: 'POST /api/stripe-connect/onboard', expect: approvedVendors(200) },
  { route: 'POST /api/stripe-connect/onboard-link', expect: approvedVendors(200) },
  { route: 'GET /api/stripe-connect/account-status', expect: approvedVendors(200) },
  { route: 'GET /api/stripe-connect/dashboard-link', expect: approvedVendors(200) },
  { route: 'POST /api/stripe-connect/test-onboarding', body: () => bank, expect: approvedVendors(200) },

  // Reviews
  { route: 'GET /api/reviews/product/{id}', id: (w) => w.plant.id, expect: every(200) },
  {
    route: 'POST /api/reviews',
    prepare: async (w) => ({ id: (await freshPlant(w)).id }),
    body: ({ id }) => ({ inventory_item_id: id, rating: 5, review_text: 'Lovely.' }),
    expect: buyers(201),
  },
  {
    route: 'DELETE /api/reviews/{id}',
    prepare: fresh(freshReview),
    unchanged: ({ w, id }) => rowOf(w, reviews, id),
    expect: only({ buyer: 204, admin: 204 }),
  },

  // Inquiries
  { route: 'POST /api/inquiries', body: ({ w }) => inquiry(w), expect: buyers(201) },
  { route: 'GET /api/inquiries/buyer', expect: buyers(200) },
  { route: 'GET /api/inquiries/vendor', expect: vendors(200) },
  {
    route: 'PUT /api/inquiries/respond',
    prepare: fresh(freshInquiry),
    body: ({ id }) => ({ inquiry_id: id, status: 'confirmed', vendor_response: 'Yes, five are set aside.' }),
    unchanged: ({ w, id }) => rowOf(w, inquiries, id),
    expect: only({ vendor: 200, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'GET /api/inquiries/{id}',
    id: (w) => w.inquiryId,
    expect: only({ buyer: 200, vendor: 200 }, 404),
  },
  {
    route: 'POST /api/inquiries/{id}/messages',
    prepare: fresh(freshAnsweredInquiry),
    body: () => ({ body: 'Could you deliver on Friday?' }),
    unchanged: ({ w, id }) => threadOf(w, id),
    expect: only({ buyer: 201, vendor: 201, otherBuyer: 404, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'POST /api/inquiries/{id}/read',
    id: (w) => w.inquiryId,
    expect: only({ buyer: 200, vendor: 200, otherBuyer: 404, otherVendor: 404, pendingVendor: 404 }),
  },
  {
    route: 'POST /api/inquiries/{id}/cancel',
    prepare: fresh(freshInquiry),
    unchanged: ({ w, id }) => rowOf(w, inquiries, id),
    expect: only({ buyer: 200, otherBuyer: 404 }),
  },

  // Buyer and admin
  { route: 'GET /api/buyer/profile', expect: buyers(200) },
  { route: 'GET /api/admin/vendors', query: () => 'status=pending', expect: admins(200) },
  {
    route: 'PATCH /api/admin/vendors/{id}/approve',
    prepare: fresh(freshPendingVendorProfile),
    unchanged: ({ w, id }) => rowOf(w, vendorProfiles, id),
    expect: admins(200),
  },
  {
    route: 'PATCH /api/admin/vendors/{id}/reject',
    prepare: fresh(freshPendingVendorProfile),
    body: () => ({ reason: 'We could not verify the business address.' }),
    unchanged: ({ w, id }) => rowOf(w, vendorProfiles, id),
    expect: admins(200),
  },
  { route: 'GET /api/admin/stats', expect: admins(200) },

  // Notifications (issue 17): everyone signed in has their own; the unsubscribe link needs no login
  { route: 'GET /api/notifications', query: () => 'page=1&limit=5', expect: signedIn(200) },
  { route: 'POST /api/notifications/read', body: () => ({ all: true }), expect: signedIn(200) },
  { route: 'GET /api/notifications/preferences', expect: signedIn(200) },
  {
    route: 'PUT /api/notifications/preferences',
    body: () => ({ preferences: [{ type: 'order_paid', email: true }] }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    name: 'a forged token is refused for everyone, signed in or not',
    body: () => ({ token: '1.order_paid.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    expect: every(400),
  },
  { route: 'GET /api/admin/outbox', query: () => 'page=1&limit=5', expect: admins(200) },

  // Plant lists and bids (issue 16): projects of `buyer`; bids of `vendor`
  { route: 'GET /api/projects', expect: every(200) },
  { route: 'POST /api/projects', body: () => projectPayload(), expect: buyers(201) },
  { route: 'GET /api/projects/mine', expect: buyers(200) },
  { route: 'POST /api/projects/lines/preview', file: plantSchedule, expect: buyers(200) },
  {
    route: 'GET /api/projects/{id}',
    name: 'an invited project',
    prepare: fresh(freshInvitedProject),
    expect: { ...every(404), buyer: 200, vendor: 200 },
  },
  {
    route: 'PUT /api/projects/{id}',
    prepare: fresh(freshDraft),
    body: ({ id }) => projectLinesBody(id),
    unchanged: ({ w, id }) => rowOf(w, projects, id),
    expect: buyersOwn(200),
  },
  ...(['publish', 'close', 'cancel'] as const).map((action) => ({
    route: `POST /api/projects/{id}/${action}`,
    prepare: fresh(action === 'publish' ? freshDraft : freshOpenProject),
    unchanged: ({ w, id }: Cell) => rowOf(w, projects, id),
    expect: buyersOwn(200),
  })),
  {
    route: 'POST /api/projects/{id}/bids',
    prepare: fresh(freshOpenProject),
    body: ({ id }) => bidBody(id),
    expect: only({ vendor: 201, otherVendor: 201 }),
  },
  {
    route: 'PUT /api/projects/{id}/bids/mine',
    prepare: fresh(freshBidProject),
    body: ({ id }) => bidBody(id),
    expect: only({ vendor: 200, otherVendor: 404 }),
  },
  {
    route: 'DELETE /api/projects/{id}/bids/mine',
    prepare: fresh(freshBidProject),
    expect: only({ vendor: 200, otherVendor: 404 }),
  },
  { route: 'GET /api/projects/{id}/bids', prepare: fresh(freshBidProject), expect: buyersOwn(200) },
  {
    route: 'POST /api/projects/{id}/award',
    prepare: fresh(freshBidProject),
    body: ({ id }) => awardBody(id),
    unchanged: ({ w, id }) => rowOf(w, projects, id),
    expect: buyersOwn(200),
  },
  { route: 'GET /api/vendor/projects', expect: approvedVendors(200) },
];
