import { MESSAGES } from '@verdant/shared/messages';
import { invoiceMonth } from '@verdant/shared/rules/plans';
import type { EmailPreferences, NotificationList, OutboxList } from '@verdant/shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoiceCounts, subscriptions } from '../src/db/schema/index.ts';
import { notify, queueEmail } from '../src/modules/notifications/notify.ts';
import { drainOutbox } from '../src/modules/notifications/outbox-worker.ts';
import { signUnsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import { releaseReservations } from '../src/modules/orders/reservations.ts';
import { remindEndingTrials } from '../src/modules/subscriptions/trial-reminders.ts';
import { createAdmin, createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { payInTestMode, placeOrderOk } from './order-fixtures.ts';

let ctx: TestContext;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
  alice = await createBuyer(ctx.app, { first_name: 'Alice' });
  bob = await createBuyer(ctx.app, { first_name: 'Bob' });
});
afterAll(() => ctx.close());

const list = async (session: Session) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: session.headers })
  ).json() as NotificationList;
const markRead = (session: Session, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: session.headers, payload });
const tell = (session: Session, title: string) =>
  notify(ctx.app.db, {
    userId: session.user.id,
    type: 'order_shipped',
    title,
    body: `${title} body`,
    link: '/dashboard/buyer?tab=orders',
  });

describe('notification centre', () => {
  it('lists the caller own notifications newest first with the unread count', async () => {
    await tell(alice, 'First');
    await tell(alice, 'Second');
    await tell(bob, 'For Bob');
    const page = await list(alice);
    expect(page.notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(page.unread_count).toBe(2);
    expect(page.notifications[0]).toMatchObject({
      type: 'order_shipped',
      read: false,
      link: '/dashboard/buyer?tab=orders',
    });
  });

  it("marks only the caller's own notifications read: another user's ids change nothing", async () => {
    const bobsId = (await list(bob)).notifications[0]!.id;
    const response = await markRead(alice, { ids: [bobsId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0, unread_count: 2 });
    expect((await list(bob)).unread_count).toBe(1);

    const [newest] = (await list(alice)).notifications;
    expect((await markRead(alice, { ids: [newest!.id] })).json()).toEqual({ updated: 1, unread_count: 1 });
    expect((await markRead(alice, { all: true })).json()).toEqual({ updated: 1, unread_count: 0 });
    expect((await list(bob)).unread_count).toBe(1);
  });

  it('refuses a body that is neither { ids } nor { all: true }, saying what to send, and marks nothing', async () => {
    const before = (await list(alice)).unread_count;
    const bodies = [
      { all: false },
      { ids: [] },
      {},
      { ids: ['1'] },
      { ids: Array(201).fill(1) },
      { all: true, ids: [1] },
    ];
    for (const body of bodies) {
      const response = await markRead(alice, body);
      expect([response.statusCode, response.json().detail], JSON.stringify(body)).toEqual([422, MESSAGES.markReadBody]);
    }
    expect((await list(alice)).unread_count).toBe(before);
  });

  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('email preferences and unsubscribe', () => {
  const outboxFor = (userId: number) => ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

  it('queues an email with each notification while the event email is on (the default)', async () => {
    const carol = await createBuyer(ctx.app);
    await tell(carol, 'Shipped');
    expect(await outboxFor(carol.user.id)).toHaveLength(1);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: carol.headers,
      payload: { preferences: [{ type: 'order_shipped', email: false }] },
    });
    expect(put.statusCode).toBe(200);
    const prefs = put.json() as EmailPreferences;
    expect(prefs.preferences.find((p) => p.type === 'order_shipped')?.email).toBe(false);
    expect(prefs.preferences.find((p) => p.type === 'order_paid')?.email).toBe(true);
    // A buyer is not offered vendor-only events.
    expect(prefs.preferences.some((p) => p.type === 'inquiry_received')).toBe(false);

    await tell(carol, 'Shipped again');
    expect(await outboxFor(carol.user.id)).toHaveLength(1);
    expect((await list(carol)).unread_count).toBe(2);
  });

  it('an unsubscribe link works without login and turns that one event off', async () => {
    const dave = await createBuyer(ctx.app);
    const token = signUnsubscribeToken(ctx.config.JWT_SECRET, dave.user.id, 'order_paid');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'order_paid', label: 'Payment received' });
    const prefs = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: dave.headers })
    ).json() as EmailPreferences;
    expect(prefs.preferences.filter((p) => !p.email).map((p) => p.type)).toEqual(['order_paid']);

    // The mail client's one-click form: the token in the query, a form body.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(ctx.config.JWT_SECRET, dave.user.id, 'order_shipped'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
  });

  it('takes the token from the query with no body at all, and calls an empty token invalid (400)', async () => {
    const frank = await createBuyer(ctx.app);
    const token = signUnsubscribeToken(ctx.config.JWT_SECRET, frank.user.id, 'order_paid');
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect([bare.statusCode, bare.json()]).toEqual([200, { type: 'order_paid', label: 'Payment received' }]);
    for (const request of [
      { url: '/api/notifications/unsubscribe', payload: { token: '' } },
      { url: '/api/notifications/unsubscribe?token=' },
      { url: '/api/notifications/unsubscribe?token=garbage' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', ...request });
      expect([response.statusCode, response.json()], request.url).toEqual([
        400,
        { detail: MESSAGES.invalidUnsubscribeLink },
      ]);
    }
  });

  it('refuses the same event twice in one preferences change, and malformed ones, in words (422); changes nothing', async () => {
    const gina = await createBuyer(ctx.app);
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: gina.headers,
      payload: {
        preferences: [
          { type: 'order_paid', email: false },
          { type: 'order_paid', email: true },
        ],
      },
    });
    expect([twice.statusCode, twice.json().detail]).toEqual([422, MESSAGES.preferenceTypeTwice]);
    for (const [preferences, message] of [
      [undefined, MESSAGES.preferencesBody],
      [[], MESSAGES.preferencesBody],
      [[{ type: 'no_such_event', email: false }], MESSAGES.preferenceTypeUnknown],
      [[{ type: 'order_paid', email: 'no' }], MESSAGES.preferenceEmailBoolean],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: gina.headers,
        payload: { preferences },
      });
      expect([refused.statusCode, refused.json().detail], JSON.stringify(preferences)).toEqual([422, message]);
    }
    const prefs = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: gina.headers })
    ).json() as EmailPreferences;
    expect(prefs.preferences.every((p) => p.email)).toBe(true);
  });

  it('a forged or altered unsubscribe token is refused and changes nothing', async () => {
    const erin = await createBuyer(ctx.app);
    const genuine = signUnsubscribeToken(ctx.config.JWT_SECRET, erin.user.id, 'order_paid');
    const forged = [
      genuine.replace(`${erin.user.id}.`, `${alice.user.id}.`),
      genuine.replace('order_paid', 'order_shipped'),
      signUnsubscribeToken('another-secret-another-secret-another-secret', erin.user.id, 'order_paid'),
      `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`,
      'garbage',
    ];
    for (const token of forged) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token },
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ detail: MESSAGES.invalidUnsubscribeLink });
    }
    for (const session of [erin, alice]) {
      const prefs = (
        await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: session.headers })
      ).json() as EmailPreferences;
      expect(prefs.preferences.every((p) => p.email)).toBe(true);
    }
  });
});

describe('admin outbox without SMTP', () => {
  it('writes each email to DATA_DIR/mail as .eml and lists it for the admin', async () => {
    const admin = await createAdmin(ctx.app);
    await queueEmail(ctx.app.db, {
      to: 'someone@example.test',
      subject: 'Reset your password',
      text: 'Plain',
      html: '<p>Html</p>',
    });
    await drainOutbox(ctx.app.deps, ctx.app.mailer);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const outbox = response.json() as OutboxList;
    expect(outbox.delivery).toBe('files');
    const reset = outbox.emails.find((email) => email.subject === 'Reset your password')!;
    expect(reset).toMatchObject({ status: 'sent', to: 'someone@example.test', text: 'Plain', attempts: 1 });
    expect(reset.file).toMatch(/^\d+\.eml$/);
    const shipped = outbox.emails.find((email) => email.subject === 'Shipped')!;
    expect(shipped.text).toContain('Unsubscribe from these emails: http://localhost:3000/unsubscribe?token=');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: alice.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('events', () => {
  it('tells the buyer when the vendor ships, and the vendor when the buyer cancels', async () => {
    const vendor = await createVendor(ctx.app);
    const buyer = await createBuyer(ctx.app);
    const plant = await createPlant(ctx.app, vendor);
    const first = await placeOrderOk(ctx.app, [{ plant, quantity: 1 }], buyer.headers);
    await payInTestMode(ctx.app, first);
    const ship = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/orders/${first.id}/status`,
      headers: vendor.headers,
      payload: { status: 'shipped' },
    });
    expect(ship.statusCode).toBe(200);
    const buyerTitles = (await list(buyer)).notifications.map((n) => n.title);
    expect(buyerTitles).toEqual([
      `Order ${first.order_numbers[0]} shipped`,
      `Payment received for ${first.order_numbers[0]}`,
      `Order ${first.order_numbers[0]} placed`,
    ]);

    const second = await placeOrderOk(ctx.app, [{ plant, quantity: 1 }], buyer.headers);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer/orders/${second.id}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await list(vendor)).notifications[0]!.title).toBe(`Order ${second.order_numbers[0]} cancelled`);
  });

  it('tells both parties when an unpaid order is released at the end of its hold', async () => {
    const vendor = await createVendor(ctx.app);
    const buyer = await createBuyer(ctx.app);
    const plant = await createPlant(ctx.app, vendor);
    const order = await placeOrderOk(ctx.app, [{ plant, quantity: 1 }], buyer.headers);
    // What the reservation job does when the hold runs out (released now, for this checkout).
    expect(await releaseReservations(ctx.app.deps, { checkoutId: order.checkout_id })).toMatchObject({
      releasedOrders: 1,
    });
    const title = `Order ${order.order_numbers[0]} cancelled`;
    expect((await list(buyer)).notifications[0]).toMatchObject({ type: 'order_cancelled', title });
    expect((await list(vendor)).notifications[0]).toMatchObject({ type: 'order_cancelled', title });
    // Released once: a second pass tells nobody again.
    await releaseReservations(ctx.app.deps, { checkoutId: order.checkout_id });
    expect((await list(buyer)).notifications.filter((n) => n.title === title)).toHaveLength(1);
  });

  it("tells a rejected vendor the admin's reason", async () => {
    const admin = await createAdmin(ctx.app);
    const vendor = await createVendor(ctx.app, { approved: false });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendor.user.vendor_profile!.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'We could not verify the business address.' },
    });
    expect(response.statusCode).toBe(200);
    const [notice] = (await list(vendor)).notifications;
    expect(notice).toMatchObject({ type: 'vendor_rejected', link: '/vendor/dashboard?tab=profile' });
    expect(notice!.body).toContain('We could not verify the business address.');
  });
});

describe('subscription events', () => {
  it('reminds a trial ending within 3 days once per trial', async () => {
    const user = await createBuyer(ctx.app);
    const ends = new Date(Date.now() + 2 * 24 * 3600_000 + 60_000);
    await ctx.app.db.update(subscriptions).set({ trialEndDate: ends }).where(eq(subscriptions.userId, user.user.id));
    expect(await remindEndingTrials(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    await remindEndingTrials(ctx.app.deps);
    const reminders = (await list(user)).notifications.filter((n) => n.type === 'trial_ending');
    expect(reminders.map((n) => n.title)).toEqual(['Your free trial ends in 3 days']);
  });

  it('tells the vendor when a paid order reaches 80% of the month invoice limit', async () => {
    const vendor = await createVendor(ctx.app, { plan: 'STARTER_VENDOR' });
    const vendorId = vendor.user.vendor_profile!.id;
    await ctx.app.db.insert(invoiceCounts).values({ vendorId, month: invoiceMonth(new Date()), count: 1599 });
    const plant = await createPlant(ctx.app, vendor);
    await payInTestMode(ctx.app, await placeOrderOk(ctx.app, [{ plant, quantity: 1 }]));
    await payInTestMode(ctx.app, await placeOrderOk(ctx.app, [{ plant, quantity: 1 }]));
    const warnings = (await list(vendor)).notifications.filter((n) => n.type === 'invoice_limit');
    expect(warnings.map((n) => n.title)).toEqual(['1,600 of 2,000 invoices used this month']);
  });
});
