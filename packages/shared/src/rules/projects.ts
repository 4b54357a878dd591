import type { BidStatus, ProjectStatus } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { fromCents, toCents } from './cart.ts';
import { todayIso } from './ready-day.ts';

// Plant lists and bids (issue 16, docs/product.md#projects-and-bids): the state machine, who may do what when, and
// the comparison matrix's arithmetic. Pure: the server enforces these, the web app shows the same answers.

const DAY_MS = 86_400_000;

/** "2026-11-23" of an instant, in UTC (the API's dates are calendar dates, deadlines end at 24:00 UTC). */
export const isoDate = (now: Date): string => todayIso(now);

/** Bids are taken through the whole deadline day (UTC): the deadline passes at the next midnight. */
export function deadlinePassed(bidDeadline: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${bidDeadline}T00:00:00Z`) + DAY_MS;
}

/** Whole days from today (UTC) to the deadline day: 0 on the day itself, negative once past. */
export function daysToDeadline(bidDeadline: string, now: Date): number {
  return Math.round((Date.parse(`${bidDeadline}T00:00:00Z`) - Date.parse(`${isoDate(now)}T00:00:00Z`)) / DAY_MS);
}

/** An open project whose deadline passed is closed, whether or not the periodic task has stored it yet. */
export function projectStatusAt(project: { status: ProjectStatus; bid_deadline: string }, now: Date): ProjectStatus {
  return project.status === 'open' && deadlinePassed(project.bid_deadline, now) ? 'closed' : project.status;
}

/** draft -> open -> closed -> awarded, or cancelled before an award. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['open', 'cancelled'],
  open: ['closed', 'awarded', 'cancelled'],
  closed: ['awarded', 'cancelled'],
  awarded: [],
  cancelled: [],
};

export type ProjectAction = 'edit' | 'publish' | 'close' | 'cancel' | 'award';

/**
 * The state each buyer action needs; award also works while open (it ends the bidding), and once awarded for the
 * lines without an award (never awarded, or whose order was released unpaid: awardRefusal checks the lines).
 */
const ACTION_STATES: Record<ProjectAction, readonly ProjectStatus[]> = {
  edit: ['draft'],
  publish: ['draft'],
  close: ['open'],
  cancel: ['draft', 'open', 'closed'],
  award: ['open', 'closed', 'awarded'],
};

const ACTION_WORDS: Record<ProjectAction, string> = {
  edit: 'edited',
  publish: 'published',
  close: 'closed',
  cancel: 'cancelled',
  award: 'awarded',
};

/** Why the owner may not do `action` now (a 409), or null. `status` is the status at `now` (projectStatusAt). */
export function projectActionRefusal(status: ProjectStatus, action: ProjectAction): string | null {
  if (ACTION_STATES[action].includes(status)) return null;
  if (action === 'edit') return MESSAGES.projectNotDraft;
  return MESSAGES.projectStateRefused(status, ACTION_WORDS[action]);
}

/** The buyer actions open to the owner of a project in this status (buttons of the web app). */
export function projectActions(status: ProjectStatus): ProjectAction[] {
  return (Object.keys(ACTION_STATES) as ProjectAction[]).filter((action) => ACTION_STATES[action].includes(status));
}

export type BidAction = 'create' | 'update' | 'withdraw';

/**
 * Why a vendor may not create, edit or withdraw its bid now (a 409), or null. `status` is the project's status at
 * `now`; `bid` is the vendor's existing bid status. A withdrawn bid can be sent again (update) until the deadline.
 */
export function bidActionRefusal(status: ProjectStatus, bid: BidStatus | null, action: BidAction): string | null {
  if (status === 'closed') return MESSAGES.bidDeadlinePassed;
  if (status !== 'open') return MESSAGES.bidNotOpen;
  if (action === 'create') return bid && bid !== 'withdrawn' ? MESSAGES.bidAlreadyExists : null;
  if (!bid) return MESSAGES.bidNotFound;
  if (action === 'withdraw' && bid === 'withdrawn') return MESSAGES.bidWithdrawn;
  return null;
}

// The comparison matrix: plant lines down, bidding nurseries across.

export interface MatrixLine {
  id: number;
  quantity: number;
  /** The bid that won the line (its order holds or took the stock); null or absent: the line can be awarded. */
  awarded_bid_id?: number | null;
}
export interface MatrixOffer {
  line_id: number;
  /** Dollars with 2 decimals, as every price of the API. */
  unit_price: number;
  quantity: number;
  substitute: object | null;
}
export interface MatrixBid {
  id: number;
  status: BidStatus;
  /** The last day the nursery holds its prices (YYYY-MM-DD); a bid past it can no longer be awarded. */
  valid_until?: string;
  lines: readonly MatrixOffer[];
}

/** A complete offer gives the whole quantity of the plant asked for (a substitute is shown, but not complete). */
export const isCompleteOffer = (line: MatrixLine, offer: MatrixOffer): boolean =>
  offer.quantity >= line.quantity && offer.substitute === null;

/** The bid's prices no longer hold: its `valid_until` day is before today. */
export const bidExpired = (bid: MatrixBid, today: string = todayIso()): boolean =>
  bid.valid_until !== undefined && bid.valid_until < today;

/** A bid that can still be awarded: not withdrawn, and its prices still hold. */
const live = (bid: MatrixBid, today: string) => bid.status !== 'withdrawn' && !bidExpired(bid, today);

/** For each line, the bid with the lowest unit price among complete offers of live bids (ties: the earlier bid). */
export function lowestOffers(
  lines: readonly MatrixLine[],
  bids: readonly MatrixBid[],
  today: string = todayIso(),
): Map<number, number> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const best = new Map<number, { bid: number; cents: number }>();
  for (const bid of bids.filter((bid) => live(bid, today)).sort((a, b) => a.id - b.id)) {
    for (const offer of bid.lines) {
      const line = byId.get(offer.line_id);
      if (!line || !isCompleteOffer(line, offer)) continue;
      const cents = toCents(offer.unit_price);
      const current = best.get(line.id);
      if (!current || cents < current.cents) best.set(line.id, { bid: bid.id, cents });
    }
  }
  return new Map([...best].map(([line, { bid }]) => [line, bid]));
}

export interface BidSummary {
  /** Sum of unit_price x quantity over the bid's lines, in dollars. */
  total: number;
  /** Lines the bid answers at all ("18 of 20 lines"). */
  covered: number;
  /** Lines answered with a complete offer. */
  complete: number;
  line_count: number;
}

export function bidSummary(lines: readonly MatrixLine[], bid: MatrixBid): BidSummary {
  const byId = new Map(lines.map((line) => [line.id, line]));
  let cents = 0;
  let covered = 0;
  let complete = 0;
  for (const offer of bid.lines) {
    const line = byId.get(offer.line_id);
    if (!line) continue;
    cents += toCents(offer.unit_price) * offer.quantity;
    covered += 1;
    if (isCompleteOffer(line, offer)) complete += 1;
  }
  return { total: fromCents(cents), covered, complete, line_count: lines.length };
}

export type BidSort = 'total' | 'coverage';

/**
 * Nurseries across the matrix: by total (cheapest first) or by coverage (most lines first); withdrawn and expired
 * bids last.
 */
export function sortBids<T extends MatrixBid>(
  lines: readonly MatrixLine[],
  bids: readonly T[],
  by: BidSort,
  today: string = todayIso(),
): T[] {
  const summaries = new Map(bids.map((bid) => [bid.id, bidSummary(lines, bid)]));
  return [...bids].sort((a, b) => {
    if (live(a, today) !== live(b, today)) return live(a, today) ? -1 : 1;
    const [x, y] = [summaries.get(a.id)!, summaries.get(b.id)!];
    const byTotal = x.total - y.total;
    const byCoverage = y.covered - x.covered || y.complete - x.complete;
    return (by === 'total' ? byTotal || byCoverage : byCoverage || byTotal) || a.id - b.id;
  });
}

export interface AwardChoice {
  line_id: number;
  bid_id: number;
}

/**
 * Why a set of awards is refused, or null: every line known, once, to a live offer. `stale` refusals (a line
 * awarded, a bid withdrawn or expired since the page was drawn) are a 409 from the server; the others a 422.
 */
export function awardProblem(
  lines: readonly MatrixLine[],
  bids: readonly MatrixBid[],
  awards: readonly AwardChoice[],
  today: string = todayIso(),
): { message: string; stale: boolean } | null {
  const linesById = new Map(lines.map((line) => [line.id, line]));
  const bidsById = new Map(bids.map((bid) => [bid.id, bid]));
  const seen = new Set<number>();
  const invalid = (message: string) => ({ message, stale: false });
  const stale = (message: string) => ({ message, stale: true });
  for (const award of awards) {
    const line = linesById.get(award.line_id);
    if (!line) return invalid(MESSAGES.awardLineUnknown(award.line_id));
    if (line.awarded_bid_id != null) return stale(MESSAGES.awardLineTaken(award.line_id));
    if (seen.has(award.line_id)) return invalid(MESSAGES.awardLineTwice(award.line_id));
    seen.add(award.line_id);
    const bid = bidsById.get(award.bid_id);
    if (!bid) return invalid(MESSAGES.awardBidUnknown(award.bid_id));
    if (bid.status === 'withdrawn') return stale(MESSAGES.awardBidWithdrawn(award.bid_id));
    if (bidExpired(bid, today)) return stale(MESSAGES.awardBidExpired(award.bid_id, bid.valid_until!));
    if (!bid.lines.some((offer) => offer.line_id === award.line_id)) {
      return invalid(MESSAGES.awardLineNotBid(award.line_id, award.bid_id));
    }
  }
  return null;
}

/** The message of `awardProblem`, for the award button. */
export const awardRefusal = (...args: Parameters<typeof awardProblem>): string | null =>
  awardProblem(...args)?.message ?? null;

/** One bid's offers column by column, as GET /api/projects/{id}/bids sends them (schemas/projects.ts). */
export interface OfferColumns<S> {
  line_ids: readonly number[];
  unit_prices: readonly number[];
  quantities: readonly number[];
  ready_dates: readonly string[];
  substitutes: readonly (S | null)[];
  inventory_item_ids: readonly (number | null)[];
}

/** The matrix's bids with one object per offer (`lines`), for the rules above and for drawing cells. */
export function matrixBids<B extends { offers: OfferColumns<object> }>(bids: readonly B[]) {
  type Substitute = B['offers']['substitutes'][number];
  return bids.map(({ offers, ...bid }) => ({
    ...bid,
    lines: offers.line_ids.map((line_id, i) => ({
      line_id,
      unit_price: offers.unit_prices[i] ?? 0,
      quantity: offers.quantities[i] ?? 0,
      ready_date: offers.ready_dates[i] ?? '',
      substitute: (offers.substitutes[i] ?? null) as Substitute | null,
      inventory_item_id: offers.inventory_item_ids[i] ?? null,
    })),
  }));
}
