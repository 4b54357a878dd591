import { fromCents } from '@verdant/shared/rules/cart';
import { bidSummary, projectStatusAt } from '@verdant/shared/rules/projects';
import type { Bid, ProjectSummary } from '@verdant/shared/schemas/projects';
import type { AwardRow, BidLineRow, BidWithVendor } from './bids.repository.ts';
import type { LineRow, ProjectListRow } from './projects.repository.ts';

// Rows to the API's shapes (packages/shared/src/schemas/projects.ts).

export function toSummary({ project, lineCount, totalQuantity, bidCount }: ProjectListRow, now: Date): ProjectSummary {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    location: { city: project.city, state: project.state, zip: project.zip },
    budget: project.budgetCents,
    bid_deadline: project.bidDeadline,
    needed_by: project.neededBy,
    visibility: project.visibility,
    status: projectStatusAt({ status: project.status, bid_deadline: project.bidDeadline }, now),
    posted_by: project.postedBy,
    line_count: lineCount,
    total_quantity: totalQuantity,
    bid_count: bidCount,
    created_at: project.createdAt.toISOString(),
    published_at: project.publishedAt?.toISOString() ?? null,
  };
}

/** A bid with its lines; `lines` are the project's lines (coverage), `awards` the project's awards. */
export function toBidView(
  { bid, vendorName }: BidWithVendor,
  offers: readonly BidLineRow[],
  lines: readonly Pick<LineRow, 'id' | 'quantity'>[],
  awards: readonly AwardRow[],
): Bid {
  const awardedBidLines = new Set(awards.filter((award) => award.bidId === bid.id).map((award) => award.bidLineId));
  const views = offers.map((offer) => ({
    id: offer.id,
    line_id: offer.lineId,
    unit_price: fromCents(offer.unitPriceCents),
    quantity: offer.quantity,
    ready_date: offer.readyDate,
    substitute: offer.substituteBotanicalName
      ? {
          botanical_name: offer.substituteBotanicalName,
          size: offer.substituteSize ?? '',
          note: offer.substituteNote,
        }
      : null,
    inventory_item_id: offer.inventoryItemId,
    awarded: awardedBidLines.has(offer.id),
  }));
  const summary = bidSummary(lines, { id: bid.id, status: bid.status, lines: views });
  return {
    id: bid.id,
    project_id: bid.projectId,
    vendor_id: bid.vendorId,
    vendor_name: vendorName,
    status: bid.status,
    note: bid.note,
    valid_until: bid.validUntil,
    lines: views,
    total: summary.total,
    covered_lines: summary.covered,
    submitted_at: bid.submittedAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    withdrawn_at: bid.withdrawnAt?.toISOString() ?? null,
  };
}

/** Bid lines grouped by bid id. */
export function groupOffers(offers: readonly BidLineRow[]): Map<number, BidLineRow[]> {
  const byBid = new Map<number, BidLineRow[]>();
  for (const offer of offers) {
    const list = byBid.get(offer.bidId);
    if (list) list.push(offer);
    else byBid.set(offer.bidId, [offer]);
  }
  return byBid;
}
