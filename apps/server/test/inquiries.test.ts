import { MESSAGES } from '@verdant/shared/messages';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let buyer: Session;
let otherBuyer: Session;
let vendor: Session;
let otherVendor: Session;
let pendingVendor: Session;
let admin: Session;
const plants: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app, { first_name: 'Bea', last_name: 'Buyer', phone: '512-555-0100' });
  otherBuyer = await createBuyer(ctx.app);
  vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Fern Gully Nursery' } });
  otherVendor = await createVendor(ctx.app);
  pendingVendor = await createVendor(ctx.app, { approved: false });
  admin = await createAdmin(ctx.app);
  plants.fern = (await createPlant(ctx.app, vendor, { plantName: 'Boston Fern', quantityAvailable: 12 })).id;
  plants.other = (await createPlant(ctx.app, otherVendor, { plantName: 'Snake Plant' })).id;
  plants.soldOut = (await createPlant(ctx.app, vendor, { quantityAvailable: 0 })).id;
  plants.unlisted = (await createPlant(ctx.app, vendor, { isAvailable: false })).id;
  plants.deleted = (await createPlant(ctx.app, vendor, { deletedAt: new Date() })).id;
  plants.unapproved = (await createPlant(ctx.app, pendingVendor)).id;
});
afterAll(() => ctx.close());

type Who = Session | undefined;
const send = (who: Who, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/inquiries', headers: who?.headers ?? {}, payload });
const get = (who: Who, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const respond = (who: Who, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/inquiries/respond', headers: who?.headers ?? {}, payload });

const valid = () => ({
  inventory_item_id: plants.fern,
  message: 'Could you hold 4 ferns for pickup on Friday?',
  requested_quantity: 4,
  requested_specifications: 'Hanging baskets if possible',
});

async function newInquiry(overrides: Record<string, unknown> = {}, who: Session = buyer): Promise<Inquiry> {
  const response = await send(who, { ...valid(), ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().inquiry;
}

async function inquiryCount(): Promise<number> {
  const [row] = await ctx.app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(inquiries);
  return row!.n;
}

describe('POST /api/inquiries validation (every message of docs/product.md#inquiries)', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['no message', { message: undefined }, 422, MESSAGES.inquiryMessageRequired],
    ['an empty message', { message: '' }, 422, MESSAGES.inquiryMessageRequired],
    ['a blank message', { message: '      ' }, 422, MESSAGES.inquiryMessageRequired],
    ['9 characters', { message: '123456789' }, 422, MESSAGES.inquiryMessageTooShort],
    ['9 characters once trimmed', { message: '   123456789   ' }, 422, MESSAGES.inquiryMessageTooShort],
    ['quantity 0', { requested_quantity: 0 }, 422, MESSAGES.inquiryQuantityMin],
    ['a negative quantity', { requested_quantity: -5 }, 422, MESSAGES.inquiryQuantityMin],
    ['more than in stock', { requested_quantity: 13 }, 422, MESSAGES.inquiryQuantityMax(12)],
    ['no plant', { inventory_item_id: undefined }, 422, MESSAGES.required('Plant')],
    ['an unknown plant', { inventory_item_id: 999999 }, 404, MESSAGES.plantNotFound],
    ['a deleted plant', { inventory_item_id: 'deleted' }, 404, MESSAGES.plantNotFound],
    ["an unapproved vendor's plant", { inventory_item_id: 'unapproved' }, 404, MESSAGES.plantNotFound],
    ['a sold-out plant', { inventory_item_id: 'soldOut' }, 409, MESSAGES.inquiryOutOfStock],
    ['an unlisted plant', { inventory_item_id: 'unlisted' }, 409, MESSAGES.inquiryOutOfStock],
  ];

  it.each(cases)('refuses %s', async (_name, change, status, detail) => {
    const before = await inquiryCount();
    const payload: Record<string, unknown> = { ...valid(), ...change };
    if (typeof payload.inventory_item_id === 'string') payload.inventory_item_id = plants[payload.inventory_item_id];
    const response = await send(buyer, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toBe(detail);
    if (status === 422) {
      const field = Object.keys(change)[0];
      expect(response.json().errors).toEqual([{ field, message: detail }]);
    }
    expect(await inquiryCount()).toBe(before);
  });

  it.each([
    ['letters', 'many'],
    ['null', null],
    ['nothing', undefined],
  ])('falls back to quantity 1 for %s', async (_name, requested_quantity) => {
    const inquiry = await newInquiry({ requested_quantity });
    expect(inquiry.requested_quantity).toBe(1);
  });

  it('accepts exactly the stock and exactly 10 characters (trimmed)', async () => {
    const inquiry = await newInquiry({ requested_quantity: 12, message: '  1234567890  ' });
    expect(inquiry).toMatchObject({ requested_quantity: 12, message: '1234567890' });
  });

  it('is for logged-in buyers only', async () => {
    const before = await inquiryCount();
    expect((await send(undefined, valid())).statusCode).toBe(401);
    for (const who of [vendor, admin]) {
      const response = await send(who, valid());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.inquiryBuyersOnly });
    }
    expect(await inquiryCount()).toBe(before);
  });
});

describe('sending an inquiry', () => {
  it('answers 201 with the spec message and the full inquiry shape', async () => {
    const response = await send(buyer, valid());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.inquirySent);
    expect(body.inquiry).toEqual({
      id: expect.any(Number),
      status: 'pending',
      message: valid().message,
      requested_quantity: 4,
      requested_specifications: 'Hanging baskets if possible',
      created_at: expect.any(String),
      responded_at: null,
      response_message: null,
      vendor_response: null,
      decline_reason: null,
      inventory_item_id: plants.fern,
      inventory_item: {
        id: plants.fern,
        plant_name: 'Boston Fern',
        price: 24.99,
        quantity_available: 12,
        category: 'indoor',
        is_available: true,
      },
      buyer: { full_name: 'Bea Buyer', email: buyer.user.email, phone: '512-555-0100' },
      vendor_id: vendor.user.vendor_profile!.id,
      plant_name: 'Boston Fern',
      plant_scientific_name: 'Nephrolepis exaltata',
      plant_price: 24.99,
      vendor_business_name: 'Fern Gully Nursery',
      message_count: 0,
      unread_count: 0,
      last_message_at: null,
    });
  });
});

describe('each party sees only its own inquiries', () => {
  let mine: Inquiry;
  let theirs: Inquiry;
  beforeAll(async () => {
    mine = await newInquiry();
    theirs = await newInquiry({ inventory_item_id: plants.other }, otherBuyer);
  });

  it("lists the buyer's own inquiries, newest first", async () => {
    const list: Inquiry[] = (await get(buyer, '/api/inquiries/buyer')).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((inquiry) => inquiry.buyer.email === buyer.user.email)).toBe(true);
    expect(list.map((inquiry) => inquiry.id)).not.toContain(theirs.id);
    const times = list.map((inquiry) => inquiry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const other: Inquiry[] = (await get(otherBuyer, '/api/inquiries/buyer')).json();
    expect(other.map((inquiry) => inquiry.id)).toEqual([theirs.id]);
  });

  it("lists the vendor's own inquiries", async () => {
    const list: Inquiry[] = (await get(vendor, '/api/inquiries/vendor')).json();
    expect(list.map((inquiry) => inquiry.id)).toContain(mine.id);
    expect(list.every((inquiry) => inquiry.vendor_id === vendor.user.vendor_profile!.id)).toBe(true);
    const other: Inquiry[] = (await get(otherVendor, '/api/inquiries/vendor')).json();
    expect(other.map((inquiry) => inquiry.id)).toEqual([theirs.id]);
    expect((await get(pendingVendor, '/api/inquiries/vendor')).json()).toEqual([]);
  });

  it.each([
    ['/api/inquiries/buyer', 'vendor'],
    ['/api/inquiries/buyer', 'admin'],
    ['/api/inquiries/vendor', 'buyer'],
    ['/api/inquiries/vendor', 'admin'],
  ])('%s refuses a %s with 403 and anyone anonymous with 401', async (url, role) => {
    const who = { vendor, admin, buyer }[role as 'vendor' | 'admin' | 'buyer'];
    expect((await get(who, url)).statusCode).toBe(403);
    expect((await get(undefined, url)).statusCode).toBe(401);
  });

  it('shows one inquiry to its buyer and its vendor, and 404 to anyone else', async () => {
    const url = `/api/inquiries/${mine.id}`;
    expect((await get(buyer, url)).json()).toMatchObject({ id: mine.id });
    expect((await get(vendor, url)).json()).toMatchObject({ id: mine.id });
    for (const who of [otherBuyer, otherVendor, pendingVendor, admin]) {
      const response = await get(who, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.inquiryNotFound });
    }
    expect((await get(buyer, '/api/inquiries/999999')).statusCode).toBe(404);
    expect((await get(buyer, '/api/inquiries/abc')).statusCode).toBe(422);
    expect((await get(undefined, url)).statusCode).toBe(401);
  });
});

describe('PUT /api/inquiries/respond', () => {
  const statusOf = async (id: number) =>
    (await ctx.app.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!.status;

  it('confirms a pending inquiry, sets responded_at, and refuses a second answer with 409', async () => {
    const inquiry = await newInquiry();
    const response = await respond(vendor, { inquiry_id: inquiry.id, status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
    const answered: Inquiry = response.json().inquiry;
    expect(answered).toMatchObject({ status: 'confirmed', vendor_response: null, decline_reason: null });
    expect(Date.parse(answered.responded_at!)).toBeGreaterThanOrEqual(Date.parse(answered.created_at));

    for (const payload of [
      { status: 'declined', decline_reason: 'Changed my mind' },
      { status: 'confirmed', vendor_response: 'Again' },
    ]) {
      const again = await respond(vendor, { inquiry_id: inquiry.id, ...payload });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: MESSAGES.inquiryAlreadyAnswered });
    }
    expect(await statusOf(inquiry.id)).toBe('confirmed');
  });

  it('declines with a reason, and requires the reason', async () => {
    const inquiry = await newInquiry();
    const missing = await respond(vendor, { inquiry_id: inquiry.id, status: 'declined' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: 'decline_reason', message: MESSAGES.declineReasonRequired }]);
    expect(await statusOf(inquiry.id)).toBe('pending');

    const response = await respond(vendor, {
      inquiry_id: inquiry.id,
      status: 'declined',
      decline_reason: '  Sold out until spring  ',
    });
    expect(response.json().inquiry).toMatchObject({ status: 'declined', decline_reason: 'Sold out until spring' });
  });

  it('sends a custom response, which needs a message and answers without confirming', async () => {
    const inquiry = await newInquiry();
    const blank = await respond(vendor, { inquiry_id: inquiry.id, status: 'answered', vendor_response: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      detail: MESSAGES.inquiryResponseRequired,
      errors: [{ field: 'vendor_response', message: MESSAGES.inquiryResponseRequired }],
    });
    const missing = await respond(vendor, { inquiry_id: inquiry.id, status: 'answered' });
    expect(missing.json().errors).toEqual([{ field: 'vendor_response', message: MESSAGES.inquiryResponseRequired }]);
    expect(await statusOf(inquiry.id)).toBe('pending');

    const text = 'Yes, and we can deliver them potted in 8" baskets.';
    const response = await respond(vendor, { inquiry_id: inquiry.id, status: 'answered', vendor_response: text });
    expect(response.json().inquiry).toMatchObject({
      status: 'answered',
      vendor_response: text,
      response_message: text,
    });
    const seen: Inquiry[] = (await get(buyer, '/api/inquiries/buyer')).json();
    expect(seen.find((row) => row.id === inquiry.id)).toMatchObject({ status: 'answered', response_message: text });
  });

  it("is for the plant's vendor only: another vendor 404, a buyer or admin 403, anonymous 401", async () => {
    const inquiry = await newInquiry();
    const payload = { inquiry_id: inquiry.id, status: 'confirmed' };
    const other = await respond(otherVendor, payload);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: MESSAGES.inquiryNotFound });
    expect((await respond(buyer, payload)).statusCode).toBe(403);
    expect((await respond(admin, payload)).statusCode).toBe(403);
    expect((await respond(undefined, payload)).statusCode).toBe(401);
    expect((await respond(vendor, { ...payload, inquiry_id: 999999 })).statusCode).toBe(404);
    expect(await statusOf(inquiry.id)).toBe('pending');
  });

  it.each([['pending'], ['cancelled'], ['maybe'], [undefined]])('refuses status %s with 422', async (status) => {
    const inquiry = await newInquiry();
    const response = await respond(vendor, { inquiry_id: inquiry.id, status });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('status');
  });

  it('lets exactly one of two simultaneous answers win', async () => {
    const inquiry = await newInquiry();
    const [first, second] = await Promise.all([
      respond(vendor, { inquiry_id: inquiry.id, status: 'confirmed' }),
      respond(vendor, { inquiry_id: inquiry.id, status: 'declined', decline_reason: 'No stock' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const winner = first!.statusCode === 200 ? 'confirmed' : 'declined';
    expect(await statusOf(inquiry.id)).toBe(winner);
  });

  it('lists pending inquiries first for the vendor', async () => {
    const list: Inquiry[] = (await get(vendor, '/api/inquiries/vendor')).json();
    const firstAnswered = list.findIndex((inquiry) => inquiry.status !== 'pending');
    const lastPending = list.findLastIndex((inquiry) => inquiry.status === 'pending');
    expect(firstAnswered).toBeGreaterThan(-1);
    expect(lastPending).toBeLessThan(firstAnswered);
  });
});
