import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { awards, bids, projects } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

// An awarded line is an unpaid order holding stock until it is paid. When that order's hold runs out (the
// reservation job) or it is cancelled unpaid, the line goes back to "not awarded" so the buyer can award it again,
// to the same bid or another, and the buyer is told. Called by the orders module in the release's transaction;
// this file imports nothing from orders (no import cycle).

export type ReleaseReason = 'expired' | 'cancelled';

/**
 * Frees the lines awarded into `orderIds` (orders the caller has just cancelled unpaid): their award rows go, a bid
 * left with no awarded line is not_awarded again, and each project's buyer gets one notice. Returns the freed lines.
 */
export async function releaseAwards(tx: Db, orderIds: number[], reason: ReleaseReason): Promise<number> {
  if (orderIds.length === 0) return 0;
  const freed = await tx
    .delete(awards)
    .where(inArray(awards.orderId, orderIds))
    .returning({ projectId: awards.projectId, bidId: awards.bidId });
  if (freed.length === 0) return 0;
  const bidIds = [...new Set(freed.map((row) => row.bidId))];
  await tx
    .update(bids)
    .set({ status: 'not_awarded' })
    .where(
      and(
        inArray(bids.id, bidIds),
        eq(bids.status, 'awarded'),
        notExists(tx.select({ one: sql`1` }).from(awards).where(eq(awards.bidId, bids.id))),
      ),
    );
  const perProject = new Map<number, number>();
  for (const row of freed) perProject.set(row.projectId, (perProject.get(row.projectId) ?? 0) + 1);
  const rows = await tx
    .select({ id: projects.id, buyerId: projects.buyerId, title: projects.title })
    .from(projects)
    .where(inArray(projects.id, [...perProject.keys()]));
  const why = reason === 'expired' ? 'was not paid in time' : 'was cancelled before it was paid';
  for (const project of rows) {
    const count = perProject.get(project.id) ?? 0;
    const lines = count === 1 ? '1 line' : `${count} lines`;
    await notify(tx, {
      userId: project.buyerId,
      type: 'award_released',
      title: `${lines} of ${project.title} can be awarded again`,
      body: `The order for ${lines} ${why}, so the award was released. Compare the bids and award ${count === 1 ? 'it' : 'them'} again, to the same nursery or another.`,
      link: `/projects/${project.id}`,
    });
  }
  return freed.length;
}
