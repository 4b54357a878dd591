import { MESSAGES } from '@verdant/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { runReservationJob } from '../src/modules/orders/reservation-job.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { expireCheckoutNow, stockOf } from './order-fixtures.ts';
import { bidPayload, call, postBid, postProject } from './project-fixtures.ts';

// Issue 16: an awarded line is an unpaid order holding stock. When the hold expires (the reservation job) or the
// order is cancelled unpaid, the line is "not awarded" again, the buyer is told, and it can be awarded again.

const TITLE = 'Shade Trees for a New Office Park'; // project-fixtures' projectPayload

let ctx: TestContext;
let buyer: Session;
let grower: Session;
let rival: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app);
  grower = await createVendor(ctx.app, { vendor_profile: { business_name: 'Hold Test Growers' } });
  rival = await createVendor(ctx.app, { vendor_profile: { business_name: 'Rival Farm' } });
});
afterAll(() => ctx.close());

const req = (who: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(ctx.app, who, method, url, payload);

type Matrix = { lines: { id: number; awarded_bid_id: number | null }[]; bids: { id: number; status: string }[] };
const matrixOf = async (projectId: number) =>
  (await req(buyer, 'GET', `/api/projects/${projectId}/bids`)).json() as Matrix;

const releaseNotices = (projectId: number) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, buyer.user.id),
        eq(notifications.type, 'award_released'),
        eq(notifications.link, `/projects/${projectId}`),
      ),
    );

/** A project whose first line the grower offers from a listed plant (its stock is held on award). */
async function projectWithBids() {
  const plant = await createPlant(ctx.app, grower, {
    plantName: 'Live Oak',
    scientificName: 'Quercus virginiana',
    size: '30 gal',
    quantityAvailable: 50,
  });
  const project = await postProject(ctx.app, buyer);
  const offer = bidPayload(project, 120);
  Object.assign(offer.lines[0]!, { inventory_item_id: plant.id });
  const mine = (await req(grower, 'POST', `/api/projects/${project.id}/bids`, offer)).json() as { id: number };
  const other = await postBid(ctx.app, rival, project, 130);
  return { plant, project, growerBid: mine.id, rivalBid: other.id };
}

describe('award holds', () => {
  it('award -> hold released by the reservation job -> line awardable again -> re-award works', async () => {
    const { plant, project, growerBid, rivalBid } = await projectWithBids();
    const line = project.lines[0]!;
    const before = await stockOf(ctx.app, plant.id);
    const award = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: line.id, bid_id: growerBid }],
    });
    expect(award.statusCode, award.body).toBe(200);
    expect(await stockOf(ctx.app, plant.id)).toBe(before - line.quantity);
    expect((await matrixOf(project.id)).lines[0]!.awarded_bid_id).toBe(growerBid);
    // While the order holds the line, the line cannot be awarded to anyone else.
    const taken = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: line.id, bid_id: rivalBid }],
    });
    expect([taken.statusCode, taken.json().detail]).toEqual([409, MESSAGES.awardLineTaken(line.id)]);

    await expireCheckoutNow(ctx.app, award.json().checkout_id);
    expect((await runReservationJob(ctx.app.deps)).releasedOrders).toBe(1);

    expect(await stockOf(ctx.app, plant.id)).toBe(before);
    const freed = await matrixOf(project.id);
    expect(freed.lines.map((row) => row.awarded_bid_id)).toEqual([null, null, null]);
    expect(freed.bids.find((bid) => bid.id === growerBid)?.status).toBe('not_awarded');
    const notices = await releaseNotices(project.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe(`1 line of ${TITLE} can be awarded again`);
    expect(notices[0]!.body).toContain('was not paid in time');
    // The project stays awarded; its free lines can be awarded again, here to the other nursery.
    expect((await req(buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('awarded');

    const again = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: line.id, bid_id: rivalBid }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().checkout_id).not.toBe(award.json().checkout_id);
    const after = await matrixOf(project.id);
    expect(after.lines[0]!.awarded_bid_id).toBe(rivalBid);
    expect(after.bids.find((bid) => bid.id === rivalBid)?.status).toBe('awarded');
    // The rival's offer ships grown to order: the grower's listed stock is untouched.
    expect(await stockOf(ctx.app, plant.id)).toBe(before);
  });

  it('an order cancelled unpaid frees its lines too, and the same bid can win them again', async () => {
    const { plant, project, growerBid } = await projectWithBids();
    const awards = project.lines.slice(0, 2).map((line) => ({ line_id: line.id, bid_id: growerBid }));
    const award = await req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    expect(award.statusCode, award.body).toBe(200);
    const orders = (await req(buyer, 'GET', '/api/buyer/orders')).json() as { id: number; order_number: string }[];
    const order = orders.find((row) => row.order_number === award.json().order_numbers[0])!;
    const cancelled = await req(buyer, 'POST', `/api/buyer/orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await matrixOf(project.id)).lines.map((row) => row.awarded_bid_id)).toEqual([null, null, null]);
    const notices = await releaseNotices(project.id);
    expect(notices.map((notice) => notice.title)).toEqual([`2 lines of ${TITLE} can be awarded again`]);
    expect(notices[0]!.body).toContain('was cancelled before it was paid');

    const again = await req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards });
    expect(again.statusCode, again.body).toBe(200);
    expect((await matrixOf(project.id)).lines.map((row) => row.awarded_bid_id)).toEqual([growerBid, growerBid, null]);
    expect(await stockOf(ctx.app, plant.id)).toBe(50 - project.lines[0]!.quantity);
  });

  it('awarding a released line twice at once still has exactly one winner', async () => {
    const { project, growerBid, rivalBid } = await projectWithBids();
    const line = project.lines[1]!;
    const first = await req(buyer, 'POST', `/api/projects/${project.id}/award`, {
      awards: [{ line_id: line.id, bid_id: growerBid }],
    });
    await expireCheckoutNow(ctx.app, first.json().checkout_id);
    await runReservationJob(ctx.app.deps);

    const answers = await Promise.all(
      [growerBid, rivalBid].map((bidId) =>
        req(buyer, 'POST', `/api/projects/${project.id}/award`, { awards: [{ line_id: line.id, bid_id: bidId }] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().detail).toBe(MESSAGES.awardLineTaken(line.id));
    const winners = (await matrixOf(project.id)).lines.filter((row) => row.awarded_bid_id !== null);
    expect(winners).toHaveLength(1);
  });
});
