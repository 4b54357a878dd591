import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queueEmail } from '../src/modules/notifications/notify.ts';
import { drainOutbox } from '../src/modules/notifications/outbox-worker.ts';
import { createBuyer, createPlant, createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { orderPayload, payInTestMode, placeOrderOk, postOrder } from './order-fixtures.ts';

// Email against a real SMTP server in the test (the npm package smtp-server), as issue 17 asks.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free port that keeps every message it accepts. */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    port: listening,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The readable text of a raw message: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A port nothing listens on: a server started and closed again. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

describe('outbox against a real SMTP server', () => {
  let ctx: TestContext;
  let port: number;
  let clock: Date;

  beforeAll(async () => {
    port = await closedPort();
    ctx = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Verdant <hello@verdant.test>', OUTBOX_POLL_MS: '0' },
    });
    clock = new Date();
    ctx.app.deps.now = () => clock;
  });
  afterAll(() => ctx.close());

  const rowOf = async (subject: string) =>
    (await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject)))[0]!;

  it('retries while the SMTP server is down and delivers once after it comes back', async () => {
    await queueEmail(ctx.app.db, {
      to: 'dana@example.test',
      subject: 'Retry me',
      text: 'Plain body',
      html: '<p>Html</p>',
    });
    clock = new Date(Date.now() + 1000); // due from the database's now(), when it was queued

    expect(await drainOutbox(ctx.app.deps, ctx.app.mailer)).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf('Retry me');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    // Not due again until its backoff has passed.
    expect(failed.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    expect(await drainOutbox(ctx.app.deps, ctx.app.mailer)).toEqual({ sent: 0, failed: 0 });

    const smtp = await startSmtpServer(port);
    try {
      clock = new Date(clock.getTime() + 31_000);
      expect(await drainOutbox(ctx.app.deps, ctx.app.mailer)).toEqual({ sent: 1, failed: 0 });
      expect(await drainOutbox(ctx.app.deps, ctx.app.mailer)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['dana@example.test']);
      expect(smtp.received[0]!.raw).toContain('Subject: Retry me');
      expect(await rowOf('Retry me')).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const smtp = await startSmtpServer(port);
    try {
      await expect(
        ctx.app.db.transaction(async (tx) => {
          await queueEmail(tx, { to: 'nobody@example.test', subject: 'Rolled back', text: 'x', html: 'x' });
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      await drainOutbox(ctx.app.deps, ctx.app.mailer);
      expect(smtp.received).toHaveLength(0);
      expect(await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Rolled back'))).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('order emails through SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Verdant <hello@verdant.test>',
        OUTBOX_POLL_MS: '0',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('emails the buyer and the vendor the order lines and totals, when placed and when paid', async () => {
    const vendor = await createVendor(ctx.app, { first_name: 'Vera' });
    const buyer = await createBuyer(ctx.app, { first_name: 'Bruno' });
    const maple = await createPlant(ctx.app, vendor, { plantName: 'Japanese Maple', priceCents: 4550 });
    const fern = await createPlant(ctx.app, vendor, { plantName: 'Boston Fern', priceCents: 1299 });
    // The accounts' verification emails go first; only what the order sends counts here.
    await drainOutbox(ctx.app.deps, ctx.app.mailer);
    const start = smtp.received.length;
    const created = await placeOrderOk(
      ctx.app,
      [
        { plant: maple, quantity: 2 },
        { plant: fern, quantity: 3 },
      ],
      buyer.headers,
      { buyer_email: buyer.user.email },
    );
    await drainOutbox(ctx.app.deps, ctx.app.mailer);

    const to = (address: string) =>
      smtp.received
        .slice(start)
        .filter((mail) => mail.to.includes(address))
        .map((m) => decoded(m.raw));
    const [buyerMail] = to(buyer.user.email);
    const [vendorMail] = to(vendor.user.email);
    for (const mail of [buyerMail!, vendorMail!]) {
      expect(mail).toContain('Japanese Maple x 2 ($45.50 each): $91.00');
      expect(mail).toContain('Boston Fern x 3 ($12.99 each): $38.97');
      expect(mail).toContain('Order total: $129.97');
      expect(mail).toContain('multipart/alternative'); // HTML and plain text
      expect(mail).toContain('/unsubscribe?token=');
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    expect(buyerMail).toContain(`Subject: Order ${created.order_numbers[0]} placed`);
    expect(buyerMail).toContain('Hi Bruno,');
    expect(buyerMail).toContain('http://localhost:3000/buyer/dashboard?tab=orders');
    expect(vendorMail).toContain(`Subject: New order ${created.order_numbers[0]}`);
    expect(vendorMail).toContain('http://localhost:3000/vendor/dashboard?tab=orders');

    await payInTestMode(ctx.app, created);
    await drainOutbox(ctx.app.deps, ctx.app.mailer);
    expect(to(buyer.user.email)[1]).toContain(`Subject: Payment received for ${created.order_numbers[0]}`);
    expect(to(vendor.user.email)[1]).toContain(`Subject: Order ${created.order_numbers[0]} is paid`);
    expect(smtp.received.length - start).toBe(4);
  });

  it('a rolled-back order (not enough stock) queues and sends nothing', async () => {
    const vendor = await createVendor(ctx.app);
    const buyer = await createBuyer(ctx.app);
    const plant = await createPlant(ctx.app, vendor, { quantityAvailable: 1 });
    const other = await createPlant(ctx.app, vendor);
    const queuedFor = async (address: string) =>
      (await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).length;
    // The accounts' verification emails go first; the order must add nothing.
    await drainOutbox(ctx.app.deps, ctx.app.mailer);
    const before = smtp.received.length;
    const queuedBefore = await queuedFor(buyer.user.email);
    const { status } = await postOrder(
      ctx.app,
      orderPayload(
        [
          { plant: other, quantity: 1 },
          { plant, quantity: 5 },
        ],
        { buyer_email: buyer.user.email },
      ),
      buyer.headers,
    );
    expect(status).toBe(409);
    expect(await queuedFor(buyer.user.email)).toBe(queuedBefore);
    await drainOutbox(ctx.app.deps, ctx.app.mailer);
    expect(smtp.received.length).toBe(before);
  });
});
