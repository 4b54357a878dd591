import { MESSAGES } from '@verdant/shared/messages';
import type { Inquiry, InquiryDetail } from '@verdant/shared/schemas/inquiries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, inquiries, inquiryMessages } from '../src/db/schema/index.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Inquiry threads and the answered state (issue 17 point 1, docs/product.md#inquiries).

let ctx: TestContext;
let buyer: Session;
let otherBuyer: Session;
let vendor: Session;
let otherVendor: Session;
let admin: Session;
let plantId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app, { first_name: 'Tess', last_name: 'Thread' });
  otherBuyer = await createBuyer(ctx.app);
  vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Thread Nursery' } });
  otherVendor = await createVendor(ctx.app);
  admin = await createAdmin(ctx.app);
  plantId = (await createPlant(ctx.app, vendor, { quantityAvailable: 50 })).id;
});
afterAll(() => ctx.close());

type Who = Session | undefined;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });
const write = (who: Who, id: number, body: unknown) => call(who, 'POST', `/api/inquiries/${id}/messages`, { body });
const detail = async (who: Session, id: number): Promise<InquiryDetail> => {
  const response = await call(who, 'GET', `/api/inquiries/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const respond = (payload: Record<string, unknown>) => call(vendor, 'PUT', '/api/inquiries/respond', payload);
const cancel = (who: Who, id: number) => call(who, 'POST', `/api/inquiries/${id}/cancel`);
const statusOf = async (id: number) =>
  (await ctx.app.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!.status;
const messageCount = async (id: number) =>
  (await ctx.app.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id))).length;

async function newInquiry(): Promise<number> {
  const response = await call(buyer, 'POST', '/api/inquiries', {
    inventory_item_id: plantId,
    message: 'Can you deliver 20 of these next month?',
    requested_quantity: 20,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().inquiry.id;
}

async function answered(): Promise<number> {
  const id = await newInquiry();
  const response = await respond({ inquiry_id: id, status: 'answered', vendor_response: 'Reply to confirm the date' });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

describe('the thread of an inquiry', () => {
  it('takes messages from both parties after the first answer and returns them in order', async () => {
    const id = await answered();
    const texts = ['Friday the 12th works for us.', 'Great, 20 are set aside.', '  Thanks! See you then.  '];
    const senders = [buyer, vendor, buyer];
    for (const [index, text] of texts.entries()) {
      const response = await write(senders[index], id, text);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().inquiry_message).toMatchObject({ inquiry_id: id, body: text.trim(), read_at: null });
    }
    const thread = await detail(vendor, id);
    expect(thread.messages.map((message) => [message.sender, message.sender_name, message.body])).toEqual([
      ['buyer', 'Tess Thread', 'Friday the 12th works for us.'],
      ['vendor', 'Thread Nursery', 'Great, 20 are set aside.'],
      ['buyer', 'Tess Thread', 'Thanks! See you then.'],
    ]);
    expect(thread.messages.map((message) => message.id)).toEqual(
      [...thread.messages.map((message) => message.id)].sort((a, b) => a - b),
    );
    expect(thread).toMatchObject({ status: 'answered', message_count: 3 });
  });

  it('is refused before the first answer (409), for both parties', async () => {
    const id = await newInquiry();
    for (const who of [buyer, vendor]) {
      const response = await write(who, id, 'Hello?');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: MESSAGES.inquiryThreadNotStarted });
    }
    expect(await messageCount(id)).toBe(0);
  });

  it('stays open once confirmed and is closed once declined or cancelled (409)', async () => {
    const confirmed = await answered();
    expect((await respond({ inquiry_id: confirmed, status: 'confirmed' })).statusCode).toBe(200);
    expect((await write(buyer, confirmed, 'Which day can I pick them up?')).statusCode).toBe(201);

    const declined = await answered();
    expect((await respond({ inquiry_id: declined, status: 'declined', decline_reason: 'Sold out' })).statusCode).toBe(
      200,
    );
    const cancelled = await answered();
    expect((await cancel(buyer, cancelled)).statusCode).toBe(200);
    for (const id of [declined, cancelled]) {
      for (const who of [buyer, vendor]) {
        const response = await write(who, id, 'One more thing');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ detail: MESSAGES.inquiryClosed });
      }
      expect(await messageCount(id)).toBe(0);
    }
  });

  it('is private to the two parties: others 404, the admin 403, anonymous 401', async () => {
    const id = await answered();
    for (const who of [otherBuyer, otherVendor]) {
      const response = await write(who, id, 'Let me in');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.inquiryNotFound });
      expect((await call(who, 'POST', `/api/inquiries/${id}/read`)).statusCode).toBe(404);
    }
    expect((await write(admin, id, 'Admin here')).statusCode).toBe(403);
    expect((await write(undefined, id, 'Anyone?')).statusCode).toBe(401);
    expect((await write(buyer, 999999, 'Nobody')).statusCode).toBe(404);
    expect(await messageCount(id)).toBe(0);
  });

  it.each([
    ['an empty body', '', MESSAGES.inquiryReplyRequired],
    ['a blank body', '   \n ', MESSAGES.inquiryReplyRequired],
    ['no body', undefined, MESSAGES.inquiryReplyRequired],
    ['2,001 characters', 'x'.repeat(2001), MESSAGES.tooLong('Message', 2000)],
  ])('refuses %s with 422', async (_name, body, message) => {
    const id = await answered();
    const response = await write(buyer, id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'body', message }]);
    expect(await messageCount(id)).toBe(0);
  });

  it('accepts exactly 2,000 characters and refuses NUL (400)', async () => {
    const id = await answered();
    expect((await write(buyer, id, 'y'.repeat(2000))).statusCode).toBe(201);
    expect((await write(buyer, id, 'bad\u0000text')).statusCode).toBe(400);
    expect(await messageCount(id)).toBe(1);
  });

  it('counts unread messages per side until the thread is opened', async () => {
    const id = await answered();
    await write(buyer, id, 'First question');
    await write(buyer, id, 'Second question');
    const unreadFor = async (who: Session, list: string) =>
      ((await call(who, 'GET', list)).json() as Inquiry[]).find((row) => row.id === id)!.unread_count;
    expect(await unreadFor(vendor, '/api/inquiries/vendor')).toBe(2);
    expect(await unreadFor(buyer, '/api/inquiries/buyer')).toBe(0);

    expect((await call(vendor, 'POST', `/api/inquiries/${id}/read`)).statusCode).toBe(200);
    expect(await unreadFor(vendor, '/api/inquiries/vendor')).toBe(0);
    const thread = await detail(buyer, id);
    expect(thread.messages.every((message) => message.read_at !== null)).toBe(true);

    await write(vendor, id, 'Answer');
    expect(await unreadFor(buyer, '/api/inquiries/buyer')).toBe(1);
    expect((await detail(buyer, id)).unread_count).toBe(1);
    // Writing reads what came before.
    await write(buyer, id, 'Thanks');
    expect(await unreadFor(buyer, '/api/inquiries/buyer')).toBe(0);
    expect(await unreadFor(vendor, '/api/inquiries/vendor')).toBe(1);
  });
});

describe('the answered state', () => {
  it('can still be confirmed or declined by the vendor, keeping the first answer', async () => {
    const toConfirm = await answered();
    const confirmed = await respond({ inquiry_id: toConfirm, status: 'confirmed' });
    expect(confirmed.json().inquiry).toMatchObject({
      status: 'confirmed',
      vendor_response: 'Reply to confirm the date',
    });

    const toDecline = await answered();
    const declined = await respond({ inquiry_id: toDecline, status: 'declined', decline_reason: 'No truck free' });
    expect(declined.json().inquiry).toMatchObject({ status: 'declined', decline_reason: 'No truck free' });
  });

  it('cannot be answered a second time with a custom response (409): the thread is for that', async () => {
    const id = await answered();
    const again = await respond({ inquiry_id: id, status: 'answered', vendor_response: 'And another thing' });
    expect(again.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('answered');
  });

  it('offers Order now only once confirmed', async () => {
    const id = await answered();
    expect((await detail(buyer, id)).status).toBe('answered');
    await respond({ inquiry_id: id, status: 'confirmed' });
    expect((await detail(buyer, id)).status).toBe('confirmed');
  });
});

describe('POST /api/inquiries/{id}/cancel', () => {
  it('lets the buyer cancel a pending or answered inquiry', async () => {
    for (const id of [await newInquiry(), await answered()]) {
      const response = await cancel(buyer, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().inquiry.status).toBe('cancelled');
    }
  });

  it('refuses a confirmed, declined or already cancelled inquiry (409)', async () => {
    const confirmed = await newInquiry();
    await respond({ inquiry_id: confirmed, status: 'confirmed' });
    const response = await cancel(buyer, confirmed);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MESSAGES.inquiryCannotMove('confirmed', 'cancelled') });
    const cancelled = await newInquiry();
    await cancel(buyer, cancelled);
    expect((await cancel(buyer, cancelled)).statusCode).toBe(409);
    // The vendor cannot answer a cancelled inquiry either.
    expect((await respond({ inquiry_id: cancelled, status: 'confirmed' })).statusCode).toBe(409);
  });

  it("is the buyer's own: another buyer 404, a vendor or admin 403", async () => {
    const id = await newInquiry();
    expect((await cancel(otherBuyer, id)).statusCode).toBe(404);
    expect((await cancel(vendor, id)).statusCode).toBe(403);
    expect((await cancel(admin, id)).statusCode).toBe(403);
    expect((await cancel(undefined, id)).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });
});

describe("notifications of inquiry events (in-app and email, in the event's transaction)", () => {
  type Note = { type: string; title: string; body: string; link: string | null };
  const notes = async (who: Session): Promise<Note[]> =>
    (await call(who, 'GET', '/api/notifications?limit=50')).json().notifications;
  const latest = async (who: Session) => (await notes(who))[0];
  const emailsTo = async (email: string) =>
    (await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length;

  it('tells the vendor about a new inquiry, the buyer about the answer, and the other party about a message', async () => {
    const vendorEmails = await emailsTo(vendor.user.email);
    const id = await newInquiry();
    expect(await latest(vendor)).toMatchObject({
      type: 'inquiry_received',
      title: expect.stringContaining('New inquiry about'),
      link: '/vendor/dashboard?tab=inquiries',
    });
    expect(await emailsTo(vendor.user.email)).toBe(vendorEmails + 1);

    await respond({ inquiry_id: id, status: 'answered', vendor_response: 'Which week suits you?' });
    expect(await latest(buyer)).toMatchObject({
      type: 'inquiry_answered',
      title: 'Thread Nursery answered your inquiry about ' + (await detail(buyer, id)).plant_name,
      body: 'Which week suits you?',
      link: '/buyer/dashboard?tab=inquiries',
    });

    await write(buyer, id, 'The week of the 14th.');
    expect(await latest(vendor)).toMatchObject({
      type: 'inquiry_message',
      title: expect.stringContaining('New message from Tess Thread'),
      body: 'The week of the 14th.',
    });
    await write(vendor, id, 'Booked.');
    expect(await latest(buyer)).toMatchObject({ type: 'inquiry_message', body: 'Booked.' });
  });

  it('tells nobody about a refused message', async () => {
    const id = await newInquiry();
    const total = async () => (await call(buyer, 'GET', '/api/notifications')).json().total as number;
    const before = await total();
    expect((await write(vendor, id, 'Too early')).statusCode).toBe(409);
    expect(await total()).toBe(before);
  });
});
