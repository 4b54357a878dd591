import { MESSAGES } from '@verdant/shared/messages';
import { isoDate, type ProjectAction, projectActionRefusal, projectStatusAt } from '@verdant/shared/rules/projects';
import type {
  ProjectDetail,
  ProjectList,
  ProjectSummary,
  projectCreateSchema,
  projectListQuerySchema,
  projectUpdateSchema,
} from '@verdant/shared/schemas/projects';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import * as bidsRepo from './bids.repository.ts';
import { acceptedNameOf, matchesForLines, sizeClassOf } from './matching.ts';
import { noticeDeadlineNear, noticeProjectPublished } from './project-notices.ts';
import { groupOffers, toBidView, toSummary } from './project-view.ts';
import * as repo from './projects.repository.ts';

type ProjectCreate = z.output<typeof projectCreateSchema>;
type ProjectUpdate = z.output<typeof projectUpdateSchema>;

/** Who is looking at a project: null for a visitor. */
export type Viewer = Pick<AuthUser, 'id' | 'role' | 'vendorId' | 'vendorApproved'> | null;

const postedByDefault = (user: Pick<AuthUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName.charAt(0)}.`.trim();

function lineRows(lines: ProjectCreate['lines']): repo.NewLine[] {
  return lines.map((line, index) => ({
    position: index + 1,
    botanicalName: line.botanical_name,
    commonName: line.common_name,
    size: line.size,
    quantity: line.quantity,
    notes: line.notes,
    acceptedName: acceptedNameOf(line.botanical_name) ?? acceptedNameOf(line.common_name),
    sizeClass: sizeClassOf(line.size),
  }));
}

function projectValues(input: ProjectUpdate) {
  return {
    title: input.title,
    description: input.description,
    city: input.location.city,
    state: input.location.state,
    zip: input.location.zip,
    category: input.category,
    budgetCents: input.budget,
    bidDeadline: input.bid_deadline,
    neededBy: input.needed_by,
    visibility: input.visibility,
  };
}

/** Publishing needs a plant list and a deadline of today or later. */
function publishRefusal(lineCount: number, bidDeadline: string, now: Date) {
  if (lineCount === 0)
    return invalid(MESSAGES.projectLinesRequired, [{ field: 'lines', message: MESSAGES.projectLinesRequired }]);
  if (bidDeadline < isoDate(now)) {
    return invalid(MESSAGES.projectDeadlinePast, [{ field: 'bid_deadline', message: MESSAGES.projectDeadlinePast }]);
  }
  return null;
}

async function invitesOf(db: Db, input: ProjectUpdate): Promise<number[]> {
  if (input.visibility !== 'invited') return [];
  const approved = await repo.approvedVendorIds(db, input.vendor_ids);
  if (approved.length === 0) {
    throw invalid(MESSAGES.projectInviteRequired, [{ field: 'vendor_ids', message: MESSAGES.projectInviteRequired }]);
  }
  return approved;
}

export async function createProject(deps: Deps, buyer: AuthUser, input: ProjectCreate): Promise<ProjectDetail> {
  const now = deps.now();
  if (input.status === 'open') {
    const refusal = publishRefusal(input.lines.length, input.bid_deadline, now);
    if (refusal) throw refusal;
  }
  const invites = await invitesOf(deps.db, input);
  const project = await deps.db.transaction(async (tx) => {
    const row = await repo.insertProject(tx, {
      ...projectValues(input),
      buyerId: buyer.id,
      postedBy: input.posted_by ?? postedByDefault(buyer),
      status: input.status,
      publishedAt: input.status === 'open' ? now : null,
    });
    await repo.replaceLines(tx, row.id, lineRows(input.lines));
    await repo.replaceInvites(tx, row.id, invites);
    if (row.status === 'open') await noticeProjectPublished(tx, row);
    return row;
  });
  return getProject(deps, project.id, buyer);
}

/** PUT: a draft's fields and plant list, replaced whole. */
export async function updateProject(
  deps: Deps,
  buyer: AuthUser,
  id: number,
  input: ProjectUpdate,
): Promise<ProjectDetail> {
  const found = await ownProject(deps.db, id, buyer.id);
  const refusal = projectActionRefusal(found.project.status, 'edit');
  if (refusal) throw conflict(refusal);
  const invites = await invitesOf(deps.db, input);
  await deps.db.transaction(async (tx) => {
    const row = await repo.updateDraft(tx, id, {
      ...projectValues(input),
      ...(input.posted_by ? { postedBy: input.posted_by } : {}),
    });
    if (!row) throw conflict(MESSAGES.projectNotDraft);
    await repo.replaceLines(tx, id, lineRows(input.lines));
    await repo.replaceInvites(tx, id, invites);
  });
  return getProject(deps, id, buyer);
}

/** The buyer's own project (drafts included); 404 for anyone else, as if it did not exist. */
export async function ownProject(db: Db, id: number, buyerId: number): Promise<repo.ProjectListRow> {
  const found = await repo.findProject(db, id);
  if (!found || found.project.buyerId !== buyerId) throw notFound(MESSAGES.projectNotFound);
  return found;
}

const STATUS_CHANGES = {
  publish: { to: 'open', stamp: 'publishedAt' },
  close: { to: 'closed', stamp: 'closedAt' },
  cancel: { to: 'cancelled', stamp: 'cancelledAt' },
} as const;

/** publish (draft -> open), close (open -> closed), cancel (anything before an award -> cancelled). */
export async function changeStatus(
  deps: Deps,
  buyer: AuthUser,
  id: number,
  action: Extract<ProjectAction, 'publish' | 'close' | 'cancel'>,
): Promise<ProjectDetail> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await ownProject(tx, id, buyer.id);
    const locked = await repo.lockProject(tx, id);
    if (!locked) throw notFound(MESSAGES.projectNotFound);
    const status = projectStatusAt({ status: locked.status, bid_deadline: locked.bidDeadline }, now);
    const refusal = projectActionRefusal(status, action);
    if (refusal) throw conflict(refusal);
    if (action === 'publish') {
      const lines = await repo.linesOf(tx, id);
      const invalidPublish = publishRefusal(lines.length, locked.bidDeadline, now);
      if (invalidPublish) throw invalidPublish;
    }
    const change = STATUS_CHANGES[action];
    const changed = await repo.setStatus(tx, id, [locked.status], { status: change.to, [change.stamp]: now });
    if (changed && action === 'publish') await noticeProjectPublished(tx, changed);
  });
  return getProject(deps, id, buyer);
}

/** Whether `viewer` may see the project at all (else 404, the same as a project that does not exist). */
async function maySee(db: Db, row: repo.ProjectListRow, viewer: Viewer): Promise<boolean> {
  const { project } = row;
  if (viewer && project.buyerId === viewer.id) return true;
  const vendorId = viewer?.role === 'vendor' && viewer.vendorApproved ? viewer.vendorId : null;
  // A nursery that bid keeps seeing the project (and its outcome), whatever happened since.
  if (vendorId !== null && (await bidsRepo.findBidOf(db, project.id, vendorId))) return true;
  if (project.status === 'draft' || project.status === 'cancelled') return false;
  if (project.visibility === 'public') return true;
  return vendorId !== null && repo.isInvited(db, project.id, vendorId);
}

export async function visibleProject(db: Db, id: number, viewer: Viewer): Promise<repo.ProjectListRow> {
  const found = await repo.findProject(db, id);
  if (!found || !(await maySee(db, found, viewer))) throw notFound(MESSAGES.projectNotFound);
  return found;
}

/** GET /api/projects/{id}: the project, its lines with live matches, and what the viewer may see of bids. */
/** Who was invited: the owner sees ids and names, anyone else neither. */
async function invitedOf(db: Db, id: number, isOwner: boolean) {
  if (!isOwner) return { vendor_ids: null, invited_vendors: null };
  const invited = await repo.invitedVendors(db, id);
  return { vendor_ids: invited.map((vendor) => vendor.id), invited_vendors: invited };
}

export async function getProject(deps: Deps, id: number, viewer: Viewer): Promise<ProjectDetail> {
  const { db } = deps;
  const now = deps.now();
  const found = await visibleProject(db, id, viewer);
  const { project } = found;
  const isOwner = viewer?.id === project.buyerId;
  const vendorId = viewer?.role === 'vendor' ? viewer.vendorId : null;
  const [lines, awards, mine] = await Promise.all([
    repo.linesOf(db, id),
    bidsRepo.awardsOfProject(db, id),
    vendorId === null ? null : bidsRepo.findBidOf(db, id, vendorId),
  ]);
  const matches = await matchesForLines(db, lines, vendorId);
  const awardedBidOf = new Map(awards.map((award) => [award.lineId, award.bidId]));
  let myBid: ProjectDetail['my_bid'] = null;
  if (mine) {
    const offers = await bidsRepo.linesOfBids(db, [mine.bid.id]);
    myBid = toBidView(mine, groupOffers(offers).get(mine.bid.id) ?? [], lines, awards);
  }
  const wonLines = mine ? awards.some((award) => award.bidId === mine.bid.id) : false;
  const { buyer } = found;
  return {
    ...toSummary(found, now),
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      botanical_name: line.botanicalName,
      common_name: line.commonName,
      size: line.size,
      quantity: line.quantity,
      notes: line.notes,
      accepted_name: line.acceptedName,
      size_class: line.sizeClass,
      matches: matches.get(line.id) ?? [],
      // The owner sees who won each line; a nursery sees only the lines it won.
      awarded_bid_id:
        isOwner || awardedBidOf.get(line.id) === mine?.bid.id ? (awardedBidOf.get(line.id) ?? null) : null,
    })),
    is_owner: isOwner,
    ...(await invitedOf(db, id, isOwner)),
    my_bid: myBid,
    // The buyer's contact reaches a nursery only with an award.
    buyer_contact:
      isOwner || wonLines
        ? { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email, phone: buyer.phone }
        : null,
    checkout_id: isOwner ? project.checkoutId : null,
    updated_at: project.updatedAt.toISOString(),
  };
}

type ListQuery = z.output<typeof projectListQuerySchema>;

/** GET /api/projects: open public projects taking bids today. */
export async function listProjects(deps: Deps, query: ListQuery): Promise<ProjectList> {
  const now = deps.now();
  const { rows, total } = await repo.listOpenProjects(deps.db, { ...query, today: isoDate(now) });
  return { projects: rows.map((row) => toSummary(row, now)), total, page: query.page, limit: query.limit };
}

/** GET /api/projects/mine: the buyer's own projects, drafts included, newest first. */
export async function listMyProjects(deps: Deps, buyerId: number): Promise<ProjectSummary[]> {
  const now = deps.now();
  return (await repo.projectsOfBuyer(deps.db, buyerId)).map((row) => toSummary(row, now));
}

/**
 * The periodic pass: stores `closed` for open projects whose deadline day is over (reads already report them closed),
 * and claims the near-deadline notices once each (one conditional update each: safe with several processes).
 */
export async function closeProjectsPastDeadline(deps: Deps) {
  const now = deps.now();
  const closed = await repo.closeExpired(deps.db, isoDate(now), now);
  const nearDeadline = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimDeadlineNotices(tx, isoDate(new Date(now.getTime() + 86_400_000)), now);
    for (const project of claimed) await noticeDeadlineNear(tx, project);
    return claimed;
  });
  return { closed, nearDeadline };
}
