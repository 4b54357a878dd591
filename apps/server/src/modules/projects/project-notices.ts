import { formatMoney } from '@verdant/shared/format';
import { fromCents } from '@verdant/shared/rules/cart';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';
import { matchingVendorIds } from './matching.ts';
import * as repo from './projects.repository.ts';

// The notices of issue 16 point 7, each sent in the transaction of its event (notify() writes the in-app notice and
// the outbox email through the handle it is given). Losing nurseries are told the outcome, never anyone's prices.

const projectLink = (projectId: number) => `/projects/${projectId}`;

/** A project was published: invited nurseries, or (public) the approved nurseries that list a matching plant now. */
export async function noticeProjectPublished(tx: Db, project: repo.ProjectRow): Promise<void> {
  const vendorIds =
    project.visibility === 'invited'
      ? (await repo.invitedVendors(tx, project.id)).map((vendor) => vendor.id)
      : await matchingVendorIds(tx, await repo.linesOf(tx, project.id));
  const users = await repo.vendorUserIds(tx, vendorIds);
  const invited = project.visibility === 'invited';
  for (const userId of users.values()) {
    await notify(tx, {
      userId,
      type: 'project_matching',
      title: invited
        ? `You are invited to bid: ${project.title}`
        : `A new project matches your plants: ${project.title}`,
      body: `${project.city}, ${project.state}. Bids close at the end of ${project.bidDeadline}.`,
      link: projectLink(project.id),
    });
  }
}

/** A nursery bid, changed its bid or withdrew it: the buyer hears of it. */
export async function noticeBidChanged(
  tx: Db,
  project: repo.ProjectRow,
  vendorName: string,
  change: 'created' | 'changed' | 'withdrawn',
): Promise<void> {
  const what = { created: 'sent a bid', changed: 'changed its bid', withdrawn: 'withdrew its bid' }[change];
  await notify(tx, {
    userId: project.buyerId,
    type: change === 'created' ? 'bid_received' : 'bid_changed',
    title: `${vendorName} ${what} on ${project.title}`,
    body: `Compare the bids on the project page. Bids close at the end of ${project.bidDeadline}.`,
    link: projectLink(project.id),
  });
}

/** The day before the deadline: the buyer is reminded (claimed once per project by the periodic pass). */
export async function noticeDeadlineNear(tx: Db, project: { id: number; buyerId: number; title: string }) {
  await notify(tx, {
    userId: project.buyerId,
    type: 'project_deadline',
    title: `Bids on ${project.title} close tomorrow`,
    body: 'Bids are taken until the end of the deadline day; then compare them and award the lines.',
    link: projectLink(project.id),
  });
}

/** After an award: winners are told their lines and totals; the other live bidders only that it was awarded. */
export async function noticeAwarded(
  tx: Db,
  project: repo.ProjectRow,
  winners: Map<number, { lines: number; totalCents: number }>,
  losers: number[],
): Promise<void> {
  const users = await repo.vendorUserIds(tx, [...winners.keys(), ...losers]);
  for (const [vendorId, won] of winners) {
    const userId = users.get(vendorId);
    if (userId === undefined) continue;
    await notify(tx, {
      userId,
      type: 'project_awarded',
      title: `You won ${won.lines} ${won.lines === 1 ? 'line' : 'lines'} of ${project.title}`,
      body: `An order of ${formatMoney(fromCents(won.totalCents))} was placed at your bid's prices; it is paid at checkout.`,
      link: projectLink(project.id),
    });
  }
  for (const vendorId of losers) {
    const userId = users.get(vendorId);
    if (userId === undefined) continue;
    await notify(tx, {
      userId,
      type: 'project_not_awarded',
      title: `${project.title} was awarded`,
      body: 'Thank you for your bid. This project was awarded to other nurseries.',
      link: projectLink(project.id),
    });
  }
}
