import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import {
  createAdmin,
  createBuyer,
  createPlant,
  createVendor,
  login,
  type Session,
  TEST_PASSWORD,
  vendorPayload,
} from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { orderPayload, postOrder } from '../order-fixtures.ts';

// The people and objects of the authorization matrix: two buyers, three vendors, an admin and a guest, with
// orders, inquiries, images and reviews that belong to `buyer` and `vendor`, so every other caller meets ids that
// are not theirs.

export const ACTORS = ['anonymous', 'buyer', 'otherBuyer', 'pendingVendor', 'vendor', 'otherVendor', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'anonymous'>;

export interface OrderRef {
  id: number;
  checkoutId: number;
  token: string;
}

export interface World {
  ctx: TestContext;
  app: App;
  sessions: Record<SignedIn, Session>;
  /** Each user's private details: login email and personal phone. */
  secrets: Record<SignedIn, string[]>;
  /** vendor's live plant, which buyer ordered, asked about, reviewed; it has one image. */
  plant: { id: number; priceCents: number };
  otherPlant: { id: number; priceCents: number };
  /** A plant of the unapproved vendor: not in the public catalog. */
  pendingPlant: { id: number; priceCents: number };
  order: OrderRef;
  otherBuyerOrder: OrderRef;
  inquiryId: number;
  imageId: number;
  reviewId: number;
  /** A user outside the matrix, for the login row. */
  loginEmail: string;
  png: Buffer;
}

export const vendorIdOf = (session: Session) => session.user.vendor_profile!.id;

/**
 * Makes every inject of this test app wait out the overload guard's 503 (with Retry-After): on a busy machine it
 * can answer any request, and these suites test authorization, not load. The guard runs before everything else,
 * so a retried call was never counted by a rate limit nor seen by a route.
 */
export async function retryWhenBusy(app: App): Promise<void> {
  const inject = app.inject.bind(app);
  const patient = async (options: InjectOptions) => {
    for (let attempt = 0; ; attempt++) {
      const response = await inject(options);
      if (response.statusCode !== 503 || attempt >= 20) return response;
      await new Promise((resolve) => setTimeout(resolve, 250 * Math.min(attempt + 1, 4)));
    }
  };
  app.inject = patient as unknown as App['inject'];
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  if (response.statusCode !== 200) throw new Error(`the app did not come up: ${response.statusCode}`);
}

export async function buildWorld(): Promise<World> {
  const ctx = await createTestApp();
  const { app } = ctx;
  await retryWhenBusy(app);
  const [buyer, otherBuyer, pendingVendor, vendor, otherVendor, admin, outsider] = await Promise.all([
    createBuyer(app, { phone: '512-555-0111' }),
    createBuyer(app, { phone: '512-555-0122' }),
    createVendor(app, { approved: false, phone: '512-555-0133' }),
    createVendor(app, { phone: '512-555-0144' }),
    createVendor(app, { phone: '512-555-0155' }),
    createAdmin(app),
    createBuyer(app, { phone: '512-555-0166' }),
  ]);
  const sessions = { buyer, otherBuyer, pendingVendor, vendor, otherVendor, admin };
  const secrets = {
    buyer: [buyer.user.email, '512-555-0111'],
    otherBuyer: [otherBuyer.user.email, '512-555-0122'],
    pendingVendor: [pendingVendor.user.email, '512-555-0133'],
    vendor: [vendor.user.email, '512-555-0144'],
    otherVendor: [otherVendor.user.email, '512-555-0155'],
    admin: [admin.user.email],
  };
  const plant = await createPlant(app, vendor, { quantityAvailable: 100_000 });
  const otherPlant = await createPlant(app, otherVendor, { quantityAvailable: 100_000 });
  const pendingPlant = await createPlant(app, pendingVendor);
  const world: World = {
    ctx,
    app,
    sessions,
    secrets,
    plant,
    otherPlant,
    pendingPlant,
    order: { id: 0, checkoutId: 0, token: '' },
    otherBuyerOrder: { id: 0, checkoutId: 0, token: '' },
    inquiryId: 0,
    imageId: 0,
    reviewId: 0,
    loginEmail: outsider.user.email,
    png: await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 120, b: 50 } } })
      .png()
      .toBuffer(),
  };
  world.order = await freshOrder(world);
  world.otherBuyerOrder = await freshOrder(world, 'otherBuyer');
  world.inquiryId = await freshInquiry(world);
  world.imageId = await uploadImage(world, plant.id);
  world.reviewId = await reviewOf(world, plant.id);
  // Both approved vendors get a complete payout account, so every payout route can answer 200.
  for (const session of [vendor, otherVendor]) {
    await expectOk(app.inject({ method: 'POST', url: '/api/stripe-connect/onboard', headers: session.headers }));
    await expectOk(
      app.inject({
        method: 'POST',
        url: '/api/stripe-connect/test-onboarding',
        headers: session.headers,
        payload: { account_holder_name: 'Green Acres', routing_number: '110000000', account_number: '000123456789' },
      }),
    );
  }
  return world;
}

async function expectOk<T extends { statusCode: number; body: string }>(pending: Promise<T>): Promise<T> {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`setup call failed: ${response.statusCode} ${response.body}`);
  return response;
}

const json = <T>(response: { body: string }) => JSON.parse(response.body) as T;

/** A pending order of `vendor`'s plant by a buyer (through the API, as a buyer places it). */
export async function freshOrder(w: World, who: 'buyer' | 'otherBuyer' = 'buyer'): Promise<OrderRef> {
  const session = w.sessions[who];
  const { status, body } = await postOrder(
    w.app,
    orderPayload([{ plant: w.plant, quantity: 1 }], { buyer_email: session.user.email }),
    session.headers,
  );
  if (status !== 201) throw new Error(`order failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.id, checkoutId: body.checkout_id, token: body.access_token };
}

/** A buyer's order, paid in test mode (it has an invoice number). */
export async function freshPaidOrder(w: World): Promise<OrderRef> {
  const order = await freshOrder(w);
  await expectOk(
    w.app.inject({
      method: 'POST',
      url: `/api/payments/test/checkouts/${order.checkoutId}/pay`,
      payload: { token: order.token },
    }),
  );
  return order;
}

export async function freshInquiry(w: World): Promise<number> {
  const response = await expectOk(
    w.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: w.sessions.buyer.headers,
      payload: { inventory_item_id: w.plant.id, message: 'Do you deliver to Round Rock?', requested_quantity: 2 },
    }),
  );
  return json<{ inquiry: { id: number } }>(response).inquiry.id;
}

/** A multipart/form-data body with one file in the field "file". */
/** A fresh inquiry of buyer's that vendor answered with a message: its thread is open. */
export async function freshAnsweredInquiry(w: World): Promise<number> {
  const id = await freshInquiry(w);
  await expectOk(
    w.app.inject({
      method: 'PUT',
      url: '/api/inquiries/respond',
      headers: w.sessions.vendor.headers,
      payload: { inquiry_id: id, status: 'answered', vendor_response: 'Yes; which week suits you?' },
    }),
  );
  return id;
}

export function multipartFile(file: { name: string; type: string; content: Buffer }) {
  const boundary = `----matrix${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(w: World, plantId: number): Promise<number> {
  const { payload, headers } = multipartFile({ name: 'leaf.png', type: 'image/png', content: w.png });
  const response = await expectOk(
    w.app.inject({
      method: 'POST',
      url: `/api/inventory/${plantId}/images`,
      payload,
      headers: { ...headers, ...w.sessions.vendor.headers },
    }),
  );
  return json<{ id: number }>(response).id;
}

/** An image on a plant of its own, so the per-plant image cap is never met. */
export async function freshImage(w: World): Promise<number> {
  return uploadImage(w, (await freshPlant(w)).id);
}

export async function freshPlant(w: World, owner: 'vendor' | 'otherVendor' = 'vendor') {
  return createPlant(w.app, w.sessions[owner]);
}

export async function reviewOf(w: World, plantId: number): Promise<number> {
  const response = await expectOk(
    w.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: w.sessions.buyer.headers,
      payload: { inventory_item_id: plantId, rating: 4, review_text: 'Arrived healthy and well packed.' },
    }),
  );
  return json<{ id: number }>(response).id;
}

export async function freshReview(w: World): Promise<number> {
  return reviewOf(w, (await freshPlant(w)).id);
}

/** A vendor waiting for approval; the admin routes take its profile id. */
export async function freshPendingVendorProfile(w: World): Promise<number> {
  const response = await expectOk(
    w.app.inject({ method: 'POST', url: '/api/auth/register/vendor', payload: vendorPayload() }),
  );
  const email = json<{ user: { email: string } }>(response).user.email;
  return vendorIdOf(await login(w.app, email, TEST_PASSWORD));
}

/** A new user of the actor's kind, for calls that change the caller (subscriptions). */
export async function freshActor(w: World, actor: Actor): Promise<Session | null> {
  switch (actor) {
    case 'anonymous':
      return null;
    case 'buyer':
    case 'otherBuyer':
      return createBuyer(w.app);
    case 'pendingVendor':
      return createVendor(w.app, { approved: false });
    case 'vendor':
    case 'otherVendor':
      return createVendor(w.app);
    case 'admin':
      return createAdmin(w.app);
  }
}

/** The row of `table` with this id, to prove a refused call changed nothing. */
export async function rowOf(w: World, table: PgTable & { id: AnyPgColumn }, id: number): Promise<unknown> {
  const [row] = await w.app.db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row ?? null;
}
