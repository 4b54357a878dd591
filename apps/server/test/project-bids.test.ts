import { MESSAGES } from '@verdant/shared/messages';
import { projectBidsSchema } from '@verdant/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, inventoryItems, notifications, orderItems } from '../src/db/schema/index.ts';
import { closeProjectsPastDeadline } from '../src/modules/projects/projects.service.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { stockOf } from './order-fixtures.ts';
import { bidPayload, call, dateIn, passDeadline, postBid, postProject } from './project-fixtures.ts';

let ctx: TestContext;
let buyer: Session;
let vendor: Session;
let otherVendor: Session;
let thirdVendor: Session;
let pendingVendor: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app, { first_name: 'Dana', last_name: 'Reyes', phone: '512-555-0100' });
  vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Live Oak Growers' } });
  otherVendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Bur Oak Farm' } });
  thirdVendor = await createVendor(ctx.app);
  pendingVendor = await createVendor(ctx.app, { approved: false });
});
afterAll(() => ctx.close());

const req = (
  who: Session | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => call(ctx.app, who, method, url, payload);

describe('bids (approved nurseries), every refusal', () => {
  it('one bid per nursery, editable and withdrawable until the deadline, sent again after a withdrawal', async () => {
    const project = await postProject(ctx.app, buyer);
    const url = `/api/projects/${project.id}/bids`;
    const bid = await postBid(ctx.app, vendor, project, 100);
    const twice = await req(vendor, 'POST', url, bidPayload(project));
    expect([twice.statusCode, twice.json().detail]).toEqual([409, MESSAGES.bidAlreadyExists]);

    const edited = await req(vendor, 'PUT', `${url}/mine`, bidPayload(project, 95, { note: 'Sharper price' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: bid.id, note: 'Sharper price', total: 95 * 40, covered_lines: 3 });

    expect((await req(vendor, 'DELETE', `${url}/mine`)).json().status).toBe('withdrawn');
    const again = await req(vendor, 'DELETE', `${url}/mine`);
    expect([again.statusCode, again.json().detail]).toEqual([409, MESSAGES.bidWithdrawn]);
    const resent = await req(vendor, 'PUT', `${url}/mine`, bidPayload(project, 97));
    expect(resent.json()).toMatchObject({ id: bid.id, status: 'submitted', withdrawn_at: null });
    expect((await req(otherVendor, 'PUT', `${url}/mine`, bidPayload(project))).statusCode).toBe(404);
  });

  it('refuses a bid after the deadline, on a draft, from a buyer or an unapproved nursery, and bad lines', async () => {
    const project = await postProject(ctx.app, buyer);
    const url = `/api/projects/${project.id}/bids`;
    const buyerBid = await req(buyer, 'POST', url, bidPayload(project));
    expect([buyerBid.statusCode, buyerBid.json().detail]).toEqual([403, MESSAGES.projectBidsForNurseries]);
    const pending = await req(pendingVendor, 'POST', url, bidPayload(project));
    expect([pending.statusCode, pending.json().detail]).toEqual([403, MESSAGES.vendorNotApproved]);

    const foreignLine = bidPayload(project);
    foreignLine.lines[0]!.line_id = 999_999;
    expect((await req(vendor, 'POST', url, foreignLine)).json().detail).toBe(MESSAGES.bidLineUnknown(999_999));
    const someoneElses = await createPlant(ctx.app, otherVendor);
    const borrowed = bidPayload(project);
    Object.assign(borrowed.lines[0]!, { inventory_item_id: someoneElses.id });
    expect((await req(vendor, 'POST', url, borrowed)).json().detail).toBe(MESSAGES.bidItemNotYours(someoneElses.id));

    await postBid(ctx.app, otherVendor, project);
    await passDeadline(ctx.app, project.id);
    const late = await req(vendor, 'POST', url, bidPayload(project));
    expect([late.statusCode, late.json().detail]).toEqual([409, MESSAGES.bidDeadlinePassed]);
    expect((await req(otherVendor, 'PUT', `${url}/mine`, bidPayload(project))).json().detail).toBe(
      MESSAGES.bidDeadlinePassed,
    );
    expect((await req(otherVendor, 'DELETE', `${url}/mine`)).json().detail).toBe(MESSAGES.bidDeadlinePassed);

    const draft = await postProject(ctx.app, buyer, { status: 'draft' });
    expect((await req(vendor, 'POST', `/api/projects/${draft.id}/bids`, bidPayload(draft))).statusCode).toBe(404);
  });

  it('two first bids at once from one nursery: one is taken, the other is a 409', async () => {
    const project = await postProject(ctx.app, buyer);
    const url = `/api/projects/${project.id}/bids`;
    const answers = await Promise.all([
      req(thirdVendor, 'POST', url, bidPayload(project)),
      req(thirdVendor, 'POST', url, bidPayload(project, 80)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('comparing and awarding', () => {
  it('the matrix: every bid with its lines, a substitute marked, withdrawn ones included', async () => {
    const project = await postProject(ctx.app, buyer);
    await postBid(ctx.app, vendor, project, 100);
    const substitute = bidPayload(project, 90);
    Object.assign(substitute.lines[1]!, {
      substitute: { botanical_name: 'Ulmus parvifolia', size: '#30', note: 'Lacebark elm instead' },
    });
    await req(otherVendor, 'POST', `/api/projects/${project.id}/bids`, substitute);
    await postBid(ctx.app, thirdVendor, project, 50);
    await req(thirdVendor, 'DELETE', `/api/projects/${project.id}/bids/mine`);

    const matrix = (await req(buyer, 'GET', `/api/projects/${project.id}/bids`)).json();
    expect(matrix.lines).toHaveLength(3);
    expect(matrix.bids.map((bid: { vendor_name: string; status: string }) => [bid.vendor_name, bid.status])).toEqual([
      ['Live Oak Growers', 'submitted'],
      ['Bur Oak Farm', 'submitted'],
      [expect.any(String), 'withdrawn'],
    ]);
    // Offers column by column: entry i of each array is one offer.
    expect(matrix.bids[1].offers.substitutes).toEqual([
      null,
      { botanical_name: 'Ulmus parvifolia', size: '#30', note: 'Lacebark elm instead' },
      null,
    ]);
    expect(matrix.bids[1].offers.line_ids).toEqual(project.lines.map((line) => line.id));
    expect(matrix.bids[0].offers.unit_prices).toEqual([100, 100, 100]);
    expect(matrix.bids[0]).toMatchObject({ total: 4000, covered_lines: 3, withdrawn_at: null });
    expect(matrix.bids[2].withdrawn_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The same contract the web app reads (the route sends text the database wrote, so check it here).
    expect(projectBidsSchema.safeParse(matrix).success).toBe(true);

    const changed = await req(vendor, 'PUT', `/api/projects/${project.id}/bids/mine`, bidPayload(project, 80));
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await req(buyer, 'GET', `/api/projects/${project.id}/bids`)).json();
    expect(after.bids[0].total).toBe(3200);
  });

  it('the matrix asked again shows every change at once: a bid, a withdrawal, a renamed nursery, an award', async () => {
    const grower = await createVendor(ctx.app, { vendor_profile: { business_name: 'Cedar Row Nursery' } });
    const project = await postProject(ctx.app, buyer);
    const url = `/api/projects/${project.id}/bids`;
    const matrix = async () => (await req(buyer, 'GET', url)).json();
    const mine = await postBid(ctx.app, grower, project, 100);
    const first = await matrix();
    expect(await matrix()).toEqual(first); // unchanged rows: the same answer

    await postBid(ctx.app, otherVendor, project, 90);
    expect((await matrix()).bids).toHaveLength(2);
    const renamed = await req(grower, 'PATCH', '/api/vendor/profile', { business_name: 'Cedar Row Growers' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await matrix()).bids[0].vendor_name).toBe('Cedar Row Growers');
    await req(otherVendor, 'DELETE', `/api/projects/${project.id}/bids/mine`);
    expect((await matrix()).bids[1].status).toBe('withdrawn');
    const awarded = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: project.lines[0]!.id, bid_id: mine.id }],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const after = await matrix();
    expect(after.lines[0].awarded_bid_id).toBe(mine.id);
    expect(after.bids[0].status).toBe('awarded');
  });

  it('awards lines to two nurseries: one checkout, one order per nursery at the bid prices and ready dates', async () => {
    const oak = await createPlant(ctx.app, vendor, {
      plantName: 'Live Oak',
      scientificName: 'Quercus virginiana',
      size: '30 gal',
      quantityAvailable: 25,
    });
    const project = await postProject(ctx.app, buyer);
    const [live, elm, bur] = project.lines;
    const first = bidPayload(project, 120);
    Object.assign(first.lines[0]!, { inventory_item_id: oak.id, ready_date: dateIn(18) });
    const won = (await req(vendor, 'POST', `/api/projects/${project.id}/bids`, first)).json();
    const second = await postBid(ctx.app, otherVendor, project, 110);
    const loser = await postBid(ctx.app, thirdVendor, project, 200);

    const award = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [
        { line_id: live!.id, bid_id: won.id },
        { line_id: elm!.id, bid_id: second.id },
        { line_id: bur!.id, bid_id: second.id },
      ],
    });
    expect(award.statusCode, award.body).toBe(200);
    const body = award.json();
    expect(body.project.status).toBe('awarded');
    expect(body.order_numbers).toHaveLength(2);
    expect(body.total_amount).toBe(120 * 20 + 110 * 10 + 110 * 10);
    expect(body.checkout_url).toContain(`/checkout/pay/${body.checkout_id}`);
    expect(await stockOf(ctx.app, oak.id)).toBe(5);
    const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.quantity, 20));
    expect(
      lines.some(
        (line) => line.inventoryItemId === oak.id && line.readyDate === dateIn(18) && line.unitPriceCents === 12_000,
      ),
    ).toBe(true);

    // Each nursery sees its order, the buyer's contact, and its outcome; the loser gets no prices.
    const vendorOrders: { order_number: string; items: { ready_date: string | null }[] }[] = (
      await req(vendor, 'GET', '/api/vendor/orders')
    ).json();
    const mine = vendorOrders.find((order) => body.order_numbers.includes(order.order_number));
    expect(mine?.items).toEqual([expect.objectContaining({ quantity: 20, unit_price: 120, ready_date: dateIn(18) })]);
    const wonView = (await req(vendor, 'GET', `/api/projects/${project.id}`)).json();
    expect(wonView.buyer_contact).toMatchObject({ name: 'Dana Reyes' });
    expect(wonView.my_bid.status).toBe('awarded');
    const lostView = (await req(thirdVendor, 'GET', `/api/projects/${project.id}`)).json();
    expect(lostView.my_bid.status).toBe('not_awarded');
    expect(lostView.buyer_contact).toBeNull();
    expect(lostView.lines.every((line: { awarded_bid_id: number | null }) => line.awarded_bid_id === null)).toBe(true);
    expect(loser.id).toBe(lostView.my_bid.id);

    const twice = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: live!.id, bid_id: won.id }],
    });
    expect([twice.statusCode, twice.json().detail]).toEqual([409, MESSAGES.awardLineTaken(live!.id)]);
    expect((await req(buyer, 'POST', `/api/projects/${project.id}/cancel`)).statusCode).toBe(409);
  });

  it('refuses the award of a withdrawn bid, of a line a bid does not offer, and out of stock', async () => {
    const project = await postProject(ctx.app, buyer);
    const bid = await postBid(ctx.app, vendor, project);
    await req(vendor, 'DELETE', `/api/projects/${project.id}/bids/mine`);
    const withdrawn = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: project.lines[0]!.id, bid_id: bid.id }],
    });
    expect([withdrawn.statusCode, withdrawn.json().detail]).toEqual([409, MESSAGES.awardBidWithdrawn(bid.id)]);

    const partial = bidPayload(project);
    partial.lines = partial.lines.slice(0, 1);
    const short = (await req(otherVendor, 'POST', `/api/projects/${project.id}/bids`, partial)).json();
    const missing = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: project.lines[1]!.id, bid_id: short.id }],
    });
    expect([missing.statusCode, missing.json().detail]).toEqual([
      422,
      MESSAGES.awardLineNotBid(project.lines[1]!.id, short.id),
    ]);

    const scarce = await createPlant(ctx.app, thirdVendor, { plantName: 'Live Oak', quantityAvailable: 25 });
    const tied = bidPayload(project);
    Object.assign(tied.lines[0]!, { inventory_item_id: scarce.id });
    const tiedBid = (await req(thirdVendor, 'POST', `/api/projects/${project.id}/bids`, tied)).json();
    // Sold elsewhere since the bid: 3 left of the 20 bid.
    await ctx.app.db.update(inventoryItems).set({ quantityAvailable: 3 }).where(eq(inventoryItems.id, scarce.id));
    const noStock = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: project.lines[0]!.id, bid_id: tiedBid.id }],
    });
    expect([noStock.statusCode, noStock.json().detail]).toEqual([
      409,
      MESSAGES.orderInsufficientStock(scarce.plantName, 3),
    ]);
    // Nothing happened: still open, stock untouched.
    expect((await req(buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('open');
    expect(await stockOf(ctx.app, scarce.id)).toBe(3);
  });

  it('refuses the award of a bid whose valid-until day has passed (409), and awards it again once renewed', async () => {
    const project = await postProject(ctx.app, buyer);
    const bid = await postBid(ctx.app, vendor, project);
    await ctx.app.db
      .update(bids)
      .set({ validUntil: dateIn(-1) })
      .where(eq(bids.id, bid.id));
    const awards = project.lines.map((line) => ({ line_id: line.id, bid_id: bid.id }));
    const expired = await req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    expect([expired.statusCode, expired.json().detail]).toEqual([409, MESSAGES.awardBidExpired(bid.id, dateIn(-1))]);
    expect((await req(buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('open');
    expect((await req(buyer, 'GET', `/api/projects/${project.id}/bids`)).json().bids[0].valid_until).toBe(dateIn(-1));

    const renewed = await req(vendor, 'PUT', `/api/projects/${project.id}/bids/mine`, bidPayload(project));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const awarded = await req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    expect(awarded.statusCode, awarded.body).toBe(200);
  });

  it('refuses more than 500 awards in one request with the plant-list limit, not "Choose a bid"', async () => {
    const project = await postProject(ctx.app, buyer);
    const bid = await postBid(ctx.app, vendor, project);
    const awards = Array.from({ length: 501 }, () => ({ line_id: project.lines[0]!.id, bid_id: bid.id }));
    const response = await req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    expect([response.statusCode, response.json().detail]).toEqual([422, MESSAGES.projectLinesTooMany(500)]);
    expect((await req(buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('open');
  });

  it('award twice at once: exactly one wins', async () => {
    const project = await postProject(ctx.app, buyer);
    const a = await postBid(ctx.app, vendor, project, 100);
    const b = await postBid(ctx.app, otherVendor, project, 90);
    const awardTo = (bidId: number) =>
      req(buyer, 'POST', `/api/projects/${project.id}/award`, {
        awards: project.lines.map((line) => ({ line_id: line.id, bid_id: bidId })),
      });
    const answers = await Promise.all([awardTo(a.id), awardTo(b.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const matrix = (await req(buyer, 'GET', `/api/projects/${project.id}/bids`)).json();
    const winners = new Set(matrix.lines.map((line: { awarded_bid_id: number }) => line.awarded_bid_id));
    expect(winners.size).toBe(1);
  });
});

describe("the nursery's Projects tab", () => {
  it('lists open projects matching its plants first, then the rest, and its bids with their states', async () => {
    const grower = await createVendor(ctx.app);
    await createPlant(ctx.app, grower, { plantName: 'Bur Oak', scientificName: 'Quercus macrocarpa', size: '#45' });
    const plain = await postProject(ctx.app, buyer, {
      lines: [{ botanical_name: 'Ilex vomitoria', size: '#5', quantity: 50 }],
      bid_deadline: dateIn(1),
    });
    const matching = await postProject(ctx.app, buyer, { bid_deadline: dateIn(10) });
    await postBid(ctx.app, grower, matching, 100);
    const tab = (await req(grower, 'GET', '/api/vendor/projects')).json();
    const ids = tab.projects.map((p: { id: number }) => p.id);
    expect(ids.indexOf(matching.id)).toBeLessThan(ids.indexOf(plain.id));
    expect(tab.projects[ids.indexOf(matching.id)]).toMatchObject({ matching_lines: 1, my_bid_status: 'submitted' });
    expect(tab.bids).toEqual([
      expect.objectContaining({ project: expect.objectContaining({ id: matching.id }), awarded_lines: 0 }),
    ]);
    expect(tab.bids[0].bid).not.toHaveProperty('lines');
  });
});

describe('notices (issue 16 point 7)', () => {
  const noticesOf = async (session: Session) =>
    (
      await ctx.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, session.user.id))
        .orderBy(notifications.id)
    ).map((row) => `${row.type}: ${row.title} | ${row.body}`);

  it('tells matching nurseries of a new project, the buyer of bids, and each nursery the outcome without prices', async () => {
    const grower = await createVendor(ctx.app, { vendor_profile: { business_name: 'Pecan Valley Trees' } });
    const loser = await createVendor(ctx.app, { vendor_profile: { business_name: 'Far Away Farm' } });
    const lister = await createBuyer(ctx.app);
    await createPlant(ctx.app, grower, { plantName: 'Live Oak', scientificName: 'Quercus virginiana', size: '#30' });
    const project = await postProject(ctx.app, lister, { title: 'Notice Park' });
    expect(await noticesOf(grower)).toEqual([
      expect.stringMatching(/^project_matching: A new project matches your plants: Notice Park/),
    ]);
    expect(await noticesOf(loser)).toEqual([]);

    const won = await postBid(ctx.app, grower, project, 100);
    await postBid(ctx.app, loser, project, 77.5);
    await req(loser, 'PUT', `/api/projects/${project.id}/bids/mine`, bidPayload(project, 76.25));
    expect(await noticesOf(lister)).toEqual([
      expect.stringMatching(/^bid_received: Pecan Valley Trees sent a bid on Notice Park/),
      expect.stringMatching(/^bid_received: Far Away Farm sent a bid/),
      expect.stringMatching(/^bid_changed: Far Away Farm changed its bid/),
    ]);

    const awarded = await req(lister, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: project.lines[0]!.id, bid_id: won.id }],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect((await noticesOf(grower)).at(-1)).toMatch(
      /^project_awarded: You won 1 line of Notice Park \| An order of \$2,000\.00/,
    );
    const lost = (await noticesOf(loser)).join('\n');
    expect(lost).toMatch(/^project_not_awarded: Notice Park was awarded/);
    expect(lost).not.toMatch(/\$|76|77/);
  });

  it('reminds the buyer the day before the deadline, once', async () => {
    const lister = await createBuyer(ctx.app);
    await postProject(ctx.app, lister, { title: 'Tomorrow Park', bid_deadline: dateIn(1), needed_by: dateIn(5) });
    await closeProjectsPastDeadline(ctx.app.deps);
    await closeProjectsPastDeadline(ctx.app.deps);
    expect(await noticesOf(lister)).toEqual([
      expect.stringMatching(/^project_deadline: Bids on Tomorrow Park close tomorrow/),
    ]);
  });
});
