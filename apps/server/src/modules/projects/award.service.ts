import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import { awardProblem, isoDate, projectActionRefusal, projectStatusAt } from '@verdant/shared/rules/projects';
import type { AwardResponse, awardInputSchema } from '@verdant/shared/schemas/projects';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import { ensureHoldRoom, ensurePayableTotal, openCheckoutPayment } from '../orders/checkout.service.ts';
import * as ordersRepo from '../orders/orders.repository.ts';
import { insertVendorOrders } from '../orders/vendor-orders.ts';
import * as bidsRepo from './bids.repository.ts';
import { noticeAwarded } from './project-notices.ts';
import * as repo from './projects.repository.ts';
import { getProject, ownProject } from './projects.service.ts';

type AwardInput = z.output<typeof awardInputSchema>;

interface AwardedLine {
  line: repo.LineRow;
  bid: bidsRepo.BidWithVendor;
  offer: bidsRepo.BidLineRow;
}

/** The order line of an awarded offer: a listed plant gives its stock (or the award fails); else a grown-to-order row. */
async function orderLineOf(tx: Db, { line, bid, offer }: AwardedLine, now: Date) {
  const name = offer.substituteBotanicalName ?? line.botanicalName;
  const size = offer.substituteBotanicalName ? (offer.substituteSize ?? line.size) : line.size;
  let inventoryItemId = offer.inventoryItemId;
  if (inventoryItemId !== null) {
    const taken = await bidsRepo.takeStock(tx, inventoryItemId, bid.bid.vendorId, offer.quantity);
    if (!taken) {
      const stock = await bidsRepo.itemStock(tx, inventoryItemId);
      throw conflict(MESSAGES.orderInsufficientStock(stock?.plantName ?? name, stock?.available ?? 0));
    }
  } else {
    inventoryItemId = await bidsRepo.insertMadeToOrderItem(
      tx,
      {
        vendorId: bid.bid.vendorId,
        plantName: `${name} (${size})`,
        scientificName: name,
        size,
        priceCents: offer.unitPriceCents,
      },
      now,
    );
  }
  return {
    inventoryItemId,
    plantName: `${name} (${size})`,
    quantity: offer.quantity,
    unitPriceCents: offer.unitPriceCents,
    readyDate: offer.readyDate,
  };
}

/**
 * POST /api/projects/{id}/award: line by line, to one or several nurseries. In one transaction with the project row
 * locked: lines already awarded are refused (of two awards of a line at once exactly one wins, the other waits for
 * the lock and gets a 409; the unique index on awards.line_id backs it), the project moves to awarded, listed plants
 * give their stock with the checkout's conditional update, and the awarded lines become
 * one checkout with one order per nursery at the bids' prices and ready dates. Then the payment opens as after
 * POST /api/orders.
 */
export async function awardProject(
  deps: Deps,
  buyer: AuthUser,
  projectId: number,
  input: AwardInput,
): Promise<AwardResponse> {
  const now = deps.now();
  const owned = await ownProject(deps.db, projectId, buyer.id);
  const checkout = await deps.db.transaction(async (tx) => {
    const project = await repo.lockProject(tx, projectId);
    if (!project) throw notFound(MESSAGES.projectNotFound);
    const refusal = projectActionRefusal(
      projectStatusAt({ status: project.status, bid_deadline: project.bidDeadline }, now),
      'award',
    );
    if (refusal) throw conflict(refusal);
    await ensureHoldRoom(deps, tx, buyer, '');

    const [lineRows, bidRows, held] = await Promise.all([
      repo.linesOf(tx, projectId),
      bidsRepo.bidsOfProject(tx, projectId),
      bidsRepo.awardsOfProject(tx, projectId),
    ]);
    // Lines whose award still holds (its order unpaid or paid) are taken; released ones are free again.
    const heldBy = new Map(held.map((award) => [award.lineId, award.bidId]));
    const lines = lineRows.map((line) => ({ ...line, awarded_bid_id: heldBy.get(line.id) ?? null }));
    const offers = await bidsRepo.linesOfBids(
      tx,
      bidRows.map((row) => row.bid.id),
    );
    const matrixBids = bidRows.map((row) => ({
      id: row.bid.id,
      status: row.bid.status,
      valid_until: row.bid.validUntil,
      lines: offers
        .filter((offer) => offer.bidId === row.bid.id)
        .map((offer) => ({ line_id: offer.lineId, unit_price: 0, quantity: offer.quantity, substitute: null })),
    }));
    const problem = awardProblem(lines, matrixBids, input.awards, isoDate(now));
    // A withdrawn or expired bid, or a line awarded meanwhile (two awards at once: the second waits for the lock),
    // is a 409: the request was right when the page was drawn.
    if (problem?.stale) throw conflict(problem.message);
    if (problem) throw invalid(problem.message, [{ field: 'awards', message: problem.message }]);
    const moved = await repo.setStatus(tx, projectId, ['open', 'closed', 'awarded'], {
      status: 'awarded',
      awardedAt: now,
    });
    if (!moved) throw conflict(MESSAGES.awardAlreadyDone);

    const linesById = new Map(lines.map((line) => [line.id, line]));
    const bidsById = new Map(bidRows.map((row) => [row.bid.id, row]));
    const awarded: AwardedLine[] = input.awards
      .map((award) => ({
        line: linesById.get(award.line_id)!,
        bid: bidsById.get(award.bid_id)!,
        offer: offers.find((offer) => offer.bidId === award.bid_id && offer.lineId === award.line_id)!,
      }))
      // Stock rows are locked in id order, as checkout does, so concurrent orders never deadlock.
      .sort(
        (a, b) => (a.offer.inventoryItemId ?? 0) - (b.offer.inventoryItemId ?? 0) || a.line.position - b.line.position,
      );

    const groups = new Map<
      number,
      { vendorName: string; lines: Awaited<ReturnType<typeof orderLineOf>>[]; awards: AwardedLine[] }
    >();
    for (const entry of awarded) {
      const group = groups.get(entry.bid.bid.vendorId) ?? { vendorName: entry.bid.vendorName, lines: [], awards: [] };
      group.lines.push(await orderLineOf(tx, entry, now));
      group.awards.push(entry);
      groups.set(entry.bid.bid.vendorId, group);
    }
    const totalCents = awarded.reduce((sum, entry) => sum + entry.offer.unitPriceCents * entry.offer.quantity, 0);
    const { buyer: contact, project: row } = owned;
    const created = await ordersRepo.insertCheckout(tx, {
      buyerId: buyer.id,
      buyerName: `${contact.firstName} ${contact.lastName}`.trim(),
      buyerEmail: contact.email,
      buyerPhone: input.buyer_phone ?? contact.phone,
      shippingAddress: input.shipping_address ?? `${row.city}, ${row.state} ${row.zip}`,
      totalCents: ensurePayableTotal(totalCents),
      paymentProvider: deps.payments.name,
      clientAddress: null,
      idempotencyKey: null,
      accessToken: randomBytes(24).toString('base64url'),
      expiresAt: new Date(now.getTime() + deps.config.RESERVATION_MINUTES * 60_000),
    });
    const placed = await insertVendorOrders(
      deps,
      tx,
      created,
      [...groups].map(([vendorId, group]) => ({ vendorId, vendorName: group.vendorName, lines: group.lines })),
    );
    for (const [index, group] of [...groups.values()].entries()) {
      const order = placed.rows[index]!.order;
      await bidsRepo.insertAwards(
        tx,
        group.awards.map((entry) => ({
          projectId,
          lineId: entry.line.id,
          bidId: entry.bid.bid.id,
          bidLineId: entry.offer.id,
          orderId: order.id,
        })),
      );
    }
    const losers = await bidsRepo.settleBids(tx, projectId, [...new Set(awarded.map((entry) => entry.bid.bid.id))]);
    const winners = new Map<number, { lines: number; totalCents: number }>();
    for (const { bid, offer } of awarded) {
      const won = winners.get(bid.bid.vendorId) ?? { lines: 0, totalCents: 0 };
      winners.set(bid.bid.vendorId, {
        lines: won.lines + 1,
        totalCents: won.totalCents + offer.unitPriceCents * offer.quantity,
      });
    }
    await noticeAwarded(
      tx,
      moved,
      winners,
      losers.map((loser) => loser.vendorId),
    );
    await repo.setStatus(tx, projectId, ['awarded'], { status: 'awarded', checkoutId: created.id });
    return created;
  });

  const payment = await openCheckoutPayment(deps, checkout);
  return {
    project: await getProject(deps, projectId, buyer),
    checkout_id: checkout.id,
    access_token: checkout.accessToken,
    checkout_url: payment.checkout_url,
    order_numbers: payment.order_numbers,
    total_amount: fromCents(checkout.totalCents),
  };
}
