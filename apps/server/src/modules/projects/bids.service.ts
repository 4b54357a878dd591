import { MESSAGES } from '@verdant/shared/messages';
import { toCents } from '@verdant/shared/rules/cart';
import { type BidAction, bidActionRefusal, isoDate, projectStatusAt } from '@verdant/shared/rules/projects';
import type { Bid, bidInputSchema, VendorProjects } from '@verdant/shared/schemas/projects';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/guard.ts';
import * as bidsRepo from './bids.repository.ts';
import { vendorPairs } from './matching.ts';
import type { MatrixCache } from './matrix-cache.ts';
import { noticeBidChanged } from './project-notices.ts';
import { groupOffers, toBidView, toSummary } from './project-view.ts';
import * as repo from './projects.repository.ts';
import { visibleProject } from './projects.service.ts';

type BidInput = z.output<typeof bidInputSchema>;

/** Every offer names a line of this list once, and ships (if it says so) from the vendor's own plant. */
async function checkOffers(db: Db, vendorId: number, lines: repo.LineRow[], input: BidInput, now: Date) {
  const lineIds = new Set(lines.map((line) => line.id));
  const seen = new Set<number>();
  for (const [index, offer] of input.lines.entries()) {
    const field = `lines.${index}.line_id`;
    if (!lineIds.has(offer.line_id))
      throw invalid(MESSAGES.bidLineUnknown(offer.line_id), [
        { field, message: MESSAGES.bidLineUnknown(offer.line_id) },
      ]);
    if (seen.has(offer.line_id))
      throw invalid(MESSAGES.bidLineTwice(offer.line_id), [{ field, message: MESSAGES.bidLineTwice(offer.line_id) }]);
    seen.add(offer.line_id);
  }
  if (input.valid_until < isoDate(now)) {
    throw invalid(MESSAGES.bidValidUntilPast, [{ field: 'valid_until', message: MESSAGES.bidValidUntilPast }]);
  }
  const items = input.lines.flatMap((offer) => (offer.inventory_item_id === null ? [] : [offer.inventory_item_id]));
  const own = await bidsRepo.ownItems(db, vendorId, items);
  const foreign = items.find((item) => !own.has(item));
  if (foreign !== undefined) {
    throw invalid(MESSAGES.bidItemNotYours(foreign), [{ field: 'lines', message: MESSAGES.bidItemNotYours(foreign) }]);
  }
}

const offerRows = (input: BidInput): bidsRepo.NewBidLine[] =>
  input.lines.map((offer) => ({
    lineId: offer.line_id,
    unitPriceCents: toCents(offer.unit_price),
    quantity: offer.quantity,
    readyDate: offer.ready_date,
    substituteBotanicalName: offer.substitute?.botanical_name ?? null,
    substituteSize: offer.substitute?.size ?? null,
    substituteNote: offer.substitute?.note ?? null,
    inventoryItemId: offer.inventory_item_id,
  }));

export async function loadBid(db: Db, projectId: number, vendorId: number): Promise<Bid> {
  const [found, lines, awards] = await Promise.all([
    bidsRepo.findBidOf(db, projectId, vendorId),
    repo.linesOf(db, projectId),
    bidsRepo.awardsOfProject(db, projectId),
  ]);
  if (!found) throw notFound(MESSAGES.bidNotFound);
  const offers = await bidsRepo.linesOfBids(db, [found.bid.id]);
  return toBidView(found, offers, lines, awards);
}

/**
 * Creates (POST), replaces (PUT, which also sends a withdrawn bid again) or withdraws (DELETE) the vendor's bid,
 * only while the project takes bids. The project row is locked first, so a bid never slips in after an award or a
 * close, and the vendor's bid row is locked, so an edit and a withdrawal never interleave.
 */
async function changeBid(
  deps: Deps,
  vendor: AuthUser,
  projectId: number,
  action: BidAction,
  input: BidInput | null,
): Promise<'created' | 'changed' | 'withdrawn'> {
  const vendorId = vendor.vendorId!;
  const now = deps.now();
  await visibleProject(deps.db, projectId, vendor);
  const lines = await repo.linesOf(deps.db, projectId);
  if (input) await checkOffers(deps.db, vendorId, lines, input, now);
  try {
    return await deps.db.transaction(async (tx) => {
      const project = await repo.lockProject(tx, projectId);
      if (!project) throw notFound(MESSAGES.projectNotFound);
      const existing = await bidsRepo.lockBidOf(tx, projectId, vendorId);
      const status = projectStatusAt({ status: project.status, bid_deadline: project.bidDeadline }, now);
      const refusal = bidActionRefusal(status, existing?.status ?? null, action);
      if (refusal) throw refusal === MESSAGES.bidNotFound ? notFound(refusal) : conflict(refusal);
      const told = async (change: 'created' | 'changed' | 'withdrawn') => {
        const mine = await bidsRepo.findBidOf(tx, projectId, vendorId);
        await noticeBidChanged(tx, project, mine?.vendorName ?? 'A nursery', change);
        return change;
      };
      if (action === 'withdraw') {
        await bidsRepo.updateBid(tx, existing!.id, { status: 'withdrawn', withdrawnAt: now });
        return told('withdrawn');
      }
      const values = {
        note: input!.note,
        validUntil: input!.valid_until,
        status: 'submitted' as const,
        withdrawnAt: null,
      };
      let bidId: number;
      if (existing) {
        await bidsRepo.updateBid(tx, existing.id, { ...values, submittedAt: now });
        bidId = existing.id;
      } else {
        bidId = (await bidsRepo.insertBid(tx, { ...values, projectId, vendorId, submittedAt: now })).id;
      }
      await bidsRepo.replaceBidLines(tx, bidId, offerRows(input!));
      return told(existing ? 'changed' : 'created');
    });
  } catch (error) {
    // Two first bids at once: the unique index lets one in.
    if (isUniqueViolation(error, 'bids_one_per_vendor')) throw conflict(MESSAGES.bidAlreadyExists);
    throw error;
  }
}

export async function submitBid(deps: Deps, vendor: AuthUser, projectId: number, input: BidInput): Promise<Bid> {
  await changeBid(deps, vendor, projectId, 'create', input);
  return loadBid(deps.db, projectId, vendor.vendorId!);
}

export async function updateMyBid(deps: Deps, vendor: AuthUser, projectId: number, input: BidInput): Promise<Bid> {
  await changeBid(deps, vendor, projectId, 'update', input);
  return loadBid(deps.db, projectId, vendor.vendorId!);
}

export async function withdrawMyBid(deps: Deps, vendor: AuthUser, projectId: number): Promise<Bid> {
  await changeBid(deps, vendor, projectId, 'withdraw', null);
  return loadBid(deps.db, projectId, vendor.vendorId!);
}

/**
 * GET /api/projects/{id}/bids as JSON text: the matrix's data, for the project's buyer only (404 for anyone else).
 * PostgreSQL writes the lines and bids as JSON (bidsRepo.matrixText), kept per project while its version holds;
 * only the status is added here (it depends on the clock).
 */
export async function projectBidsJson(
  deps: Deps,
  buyer: AuthUser,
  projectId: number,
  cache: MatrixCache,
): Promise<string> {
  const version = await bidsRepo.matrixVersion(deps.db, projectId, buyer.id);
  if (version === null) throw notFound(MESSAGES.projectNotFound);
  // Built after the version was read, so it is at least that fresh; a write in between only costs a rebuild later.
  const found = cache.get(projectId, version) ?? (await bidsRepo.matrixText(deps.db, projectId, buyer.id));
  if (!found) throw notFound(MESSAGES.projectNotFound);
  cache.set(projectId, version, found);
  const status = projectStatusAt({ status: found.status, bid_deadline: found.bid_deadline }, deps.now());
  return `{"project_id":${projectId},"status":${JSON.stringify(status)},"lines":${found.lines},"bids":${found.bids}}`;
}

/** GET /api/vendor/projects: open projects it may bid on, those matching its plants first; and its own bids. */
export async function vendorProjects(deps: Deps, vendor: AuthUser): Promise<VendorProjects> {
  const { db } = deps;
  const vendorId = vendor.vendorId!;
  const now = deps.now();
  const [open, myBids, pairs] = await Promise.all([
    repo.openProjectsForVendor(db, vendorId, isoDate(now)),
    bidsRepo.bidsOfVendor(db, vendorId),
    vendorPairs(db, vendorId),
  ]);
  const matching = await repo.matchingLineCounts(
    db,
    open.map((row) => row.project.id),
    pairs,
  );
  const bidStatusOf = new Map(myBids.map((row) => [row.bid.projectId, row.bid.status]));
  const projects = open
    .map((row) => ({
      ...toSummary(row, now),
      matching_lines: matching.get(row.project.id) ?? 0,
      my_bid_status: bidStatusOf.get(row.project.id) ?? null,
    }))
    // Matching first (most matching lines), then soonest deadline (the order they came in).
    .sort((a, b) => Number(b.matching_lines > 0) - Number(a.matching_lines > 0) || b.matching_lines - a.matching_lines);

  const bidProjects = new Map(
    (
      await repo.projectsByIds(
        db,
        myBids.map((row) => row.bid.projectId),
      )
    ).map((row) => [row.project.id, row]),
  );
  const bidIds = myBids.map((row) => row.bid.id);
  const [offers, awarded] = await Promise.all([
    bidsRepo.linesOfBids(db, bidIds),
    bidsRepo.awardedLineCounts(db, bidIds),
  ]);
  const offersByBid = groupOffers(offers);
  const bids = myBids.flatMap((row) => {
    const project = bidProjects.get(row.bid.projectId);
    if (!project) return [];
    // Coverage against the project's line count: the lines themselves are not needed here.
    const lineStubs = (offersByBid.get(row.bid.id) ?? []).map((offer) => ({ id: offer.lineId, quantity: 0 }));
    const { lines: _lines, ...bid } = toBidView(row, offersByBid.get(row.bid.id) ?? [], lineStubs, []);
    return [{ project: toSummary(project, now), bid, awarded_lines: awarded.get(row.bid.id) ?? 0 }];
  });
  return { projects, bids };
}
