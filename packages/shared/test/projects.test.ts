import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import {
  awardProblem,
  awardRefusal,
  bidActionRefusal,
  bidExpired,
  bidSummary,
  daysToDeadline,
  deadlinePassed,
  lowestOffers,
  type MatrixBid,
  PROJECT_TRANSITIONS,
  projectActionRefusal,
  projectActions,
  projectStatusAt,
  sortBids,
} from '../src/rules/projects.ts';
import { dayInRange, isDayShape } from '../src/rules/ready-day.ts';
import {
  awardInputSchema,
  bidInputSchema,
  projectCreateSchema,
  projectListQuerySchema,
} from '../src/schemas/projects.ts';

const project = {
  title: 'Shade Trees for a New Office Park',
  description: '40 shade trees',
  location: { city: 'Austin', state: 'tx', zip: '78701' },
  category: 'trees',
  bid_deadline: '2027-03-15',
  needed_by: '2027-04-01',
  lines: [{ botanical_name: 'Quercus virginiana', size: '30 gal', quantity: 20 }],
};
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('project payloads', () => {
  it('takes the issue fields and fills the defaults', () => {
    const value = projectCreateSchema.parse(project);
    expect(value).toMatchObject({
      status: 'draft',
      visibility: 'public',
      vendor_ids: [],
      budget: null,
      location: { state: 'TX' },
    });
    expect(value.lines[0]).toMatchObject({ common_name: null, notes: null });
  });

  it.each([
    ['a date that does not exist', { bid_deadline: '2027-02-30' }, `Bid deadline: ${MESSAGES.projectInvalidDate}`],
    ['needed before the deadline', { needed_by: '2027-03-01' }, MESSAGES.projectNeededBeforeDeadline],
    ['invited without vendors', { visibility: 'invited' }, MESSAGES.projectInviteRequired],
    ['a budget that is not whole cents', { budget: 1000.5 }, 'Budget must be a whole number of cents'],
    [
      'an unknown category',
      { category: 'herbs' },
      'Category must be one of trees, shrubs, perennials, groundcover, mixed',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(messagesOf(projectCreateSchema.safeParse({ ...project, ...change }))).toContain(message);
  });

  it('refuses more than 500 lines', () => {
    const lines = Array.from({ length: 501 }, () => project.lines[0]);
    expect(messagesOf(projectCreateSchema.safeParse({ ...project, lines }))).toContain(
      MESSAGES.projectLinesTooMany(500),
    );
  });

  it('reads list filters; "all" is no filter', () => {
    expect(projectListQuerySchema.parse({ category: 'all', state: 'tx' })).toMatchObject({
      category: undefined,
      state: 'TX',
      sort: 'deadline',
      page: 1,
    });
  });

  it('takes a bid with a substitute and refuses one without lines', () => {
    const line = { line_id: 1, unit_price: 12.5, quantity: 10, ready_date: '2027-03-20' };
    const bid = bidInputSchema.parse({
      lines: [line, { ...line, line_id: 2, substitute: { botanical_name: 'Ulmus crassifolia', size: '#30' } }],
      valid_until: '2027-04-01',
    });
    expect(bid.lines[0]).toMatchObject({ substitute: null, inventory_item_id: null });
    expect(bid.lines[1]?.substitute).toEqual({ botanical_name: 'Ulmus crassifolia', size: '#30', note: null });
    expect(messagesOf(bidInputSchema.safeParse({ lines: [], valid_until: '2027-04-01' }))).toContain(
      MESSAGES.bidLinesRequired,
    );
    expect(awardInputSchema.parse({ awards: [{ line_id: 1, bid_id: 2 }] }).shipping_address).toBeNull();
  });
});

describe('deadlines', () => {
  it('reads only real dates, 2000 to 5 years ahead (the rule of dayField)', () => {
    const taken = (text: string) => isDayShape(text) && dayInRange(text, '2026-11-24');
    expect(taken('2027-02-28')).toBe(true);
    expect(taken('2027-02-29')).toBe(false);
    expect(taken('3/15/2027')).toBe(false);
    // Year 0000 parses in JavaScript but PostgreSQL cannot store it; 9999 is no deadline.
    expect(taken('0000-01-01')).toBe(false);
    expect(taken('9999-12-31')).toBe(false);
    expect([taken('2031-11-24'), taken('2031-11-25')]).toEqual([true, false]);
  });

  it('takes bids through the whole deadline day (UTC)', () => {
    expect(deadlinePassed('2027-03-15', new Date('2027-03-15T23:59:59Z'))).toBe(false);
    expect(deadlinePassed('2027-03-15', new Date('2027-03-16T00:00:00Z'))).toBe(true);
    expect(daysToDeadline('2027-03-15', new Date('2027-03-13T18:00:00Z'))).toBe(2);
  });

  it('reports an open project past its deadline as closed', () => {
    const after = new Date('2027-03-16T01:00:00Z');
    expect(projectStatusAt({ status: 'open', bid_deadline: '2027-03-15' }, after)).toBe('closed');
    expect(projectStatusAt({ status: 'draft', bid_deadline: '2027-03-15' }, after)).toBe('draft');
  });
});

describe('the state machine', () => {
  it('goes draft -> open -> closed -> awarded, or cancelled before an award', () => {
    expect(PROJECT_TRANSITIONS.draft).toEqual(['open', 'cancelled']);
    expect(PROJECT_TRANSITIONS.awarded).toEqual([]);
    expect(projectActions('draft')).toEqual(['edit', 'publish', 'cancel']);
    expect(projectActions('open')).toEqual(['close', 'cancel', 'award']);
    // Awarded: lines without an award (never awarded, or released unpaid) can still be awarded.
    expect(projectActions('awarded')).toEqual(['award']);
  });

  it('refuses each action out of its state with a reason', () => {
    expect(projectActionRefusal('open', 'edit')).toBe(MESSAGES.projectNotDraft);
    expect(projectActionRefusal('awarded', 'award')).toBeNull();
    expect(projectActionRefusal('cancelled', 'award')).toBe(MESSAGES.projectStateRefused('cancelled', 'awarded'));
    expect(projectActionRefusal('cancelled', 'publish')).toBe(MESSAGES.projectStateRefused('cancelled', 'published'));
    expect(projectActionRefusal('closed', 'award')).toBeNull();
  });

  it('takes, edits and withdraws bids only while open', () => {
    expect(bidActionRefusal('open', null, 'create')).toBeNull();
    expect(bidActionRefusal('open', 'submitted', 'create')).toBe(MESSAGES.bidAlreadyExists);
    expect(bidActionRefusal('open', 'withdrawn', 'create')).toBeNull();
    expect(bidActionRefusal('closed', null, 'create')).toBe(MESSAGES.bidDeadlinePassed);
    expect(bidActionRefusal('draft', null, 'create')).toBe(MESSAGES.bidNotOpen);
    expect(bidActionRefusal('open', null, 'update')).toBe(MESSAGES.bidNotFound);
    expect(bidActionRefusal('open', 'withdrawn', 'withdraw')).toBe(MESSAGES.bidWithdrawn);
    expect(bidActionRefusal('open', 'withdrawn', 'update')).toBeNull();
  });
});

describe('the comparison matrix', () => {
  const lines = [
    { id: 1, quantity: 10 },
    { id: 2, quantity: 5 },
    { id: 3, quantity: 1 },
  ];
  const offer = (line_id: number, unit_price: number, quantity: number, substitute: object | null = null) => ({
    line_id,
    unit_price,
    quantity,
    substitute,
  });
  const bids: MatrixBid[] = [
    { id: 1, status: 'submitted', lines: [offer(1, 10, 10), offer(2, 20, 5), offer(3, 99.99, 1)] },
    { id: 2, status: 'submitted', lines: [offer(1, 9, 10, { botanical_name: 'x' }), offer(2, 18, 4)] },
    { id: 3, status: 'submitted', lines: [offer(1, 10, 12)] },
    { id: 4, status: 'withdrawn', lines: [offer(1, 1, 10), offer(2, 1, 5), offer(3, 1, 1)] },
  ];

  it('finds the lowest complete offer per line (substitutes, short quantities and withdrawn bids do not count)', () => {
    expect(lowestOffers(lines, bids)).toEqual(
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
  });

  it('totals a bid in cents and counts its coverage', () => {
    expect(bidSummary(lines, bids[0]!)).toEqual({ total: 299.99, covered: 3, complete: 3, line_count: 3 });
    expect(bidSummary(lines, bids[1]!)).toEqual({ total: 162, covered: 2, complete: 0, line_count: 3 });
  });

  it('sorts nurseries by total or by coverage, withdrawn last', () => {
    expect(sortBids(lines, bids, 'total').map((bid) => bid.id)).toEqual([3, 2, 1, 4]);
    expect(sortBids(lines, bids, 'coverage').map((bid) => bid.id)).toEqual([1, 2, 3, 4]);
  });

  it('an expired bid (its valid-until day is past) is neither lowest nor awardable, and sorts last', () => {
    const dated = bids.map((bid) => ({ ...bid, valid_until: bid.id === 1 ? '2026-11-23' : '2026-12-31' }));
    // On its last day the bid still holds.
    expect(awardRefusal(lines, dated, [{ line_id: 1, bid_id: 1 }], '2026-11-23')).toBeNull();
    expect(awardRefusal(lines, dated, [{ line_id: 1, bid_id: 1 }], '2026-11-24')).toBe(
      MESSAGES.awardBidExpired(1, '2026-11-23'),
    );
    expect(bidExpired(dated[0]!, '2026-11-24')).toBe(true);
    expect(bidExpired(bids[0]!, '2099-01-01')).toBe(false);
    expect(lowestOffers(lines, dated, '2026-11-24').get(1)).toBe(3);
    expect(sortBids(lines, dated, 'coverage', '2026-11-24').map((bid) => bid.id)).toEqual([2, 3, 4, 1]);
  });

  it('refuses awards to unknown lines, twice, to a withdrawn bid or to a bid without that line', () => {
    expect(awardRefusal(lines, bids, [{ line_id: 9, bid_id: 1 }])).toBe(MESSAGES.awardLineUnknown(9));
    expect(
      awardRefusal(lines, bids, [
        { line_id: 1, bid_id: 1 },
        { line_id: 1, bid_id: 2 },
      ]),
    ).toBe(MESSAGES.awardLineTwice(1));
    expect(awardRefusal(lines, bids, [{ line_id: 1, bid_id: 4 }])).toBe(MESSAGES.awardBidWithdrawn(4));
    expect(awardRefusal(lines, bids, [{ line_id: 3, bid_id: 2 }])).toBe(MESSAGES.awardLineNotBid(3, 2));
    expect(awardRefusal(lines, bids, [{ line_id: 1, bid_id: 7 }])).toBe(MESSAGES.awardBidUnknown(7));
    // A line that holds an award is taken; once its order is released (awarded_bid_id null) it is free again.
    const taken = lines.map((line) => ({ ...line, awarded_bid_id: line.id === 1 ? 3 : null }));
    expect(awardRefusal(taken, bids, [{ line_id: 1, bid_id: 1 }])).toBe(MESSAGES.awardLineTaken(1));
    expect(awardRefusal(taken, bids, [{ line_id: 2, bid_id: 1 }])).toBeNull();
    // What changed since the page was drawn is stale (the server's 409); a request that was never right is not (422).
    expect(awardProblem(taken, bids, [{ line_id: 1, bid_id: 1 }])?.stale).toBe(true);
    expect(awardProblem(lines, bids, [{ line_id: 1, bid_id: 4 }])?.stale).toBe(true);
    expect(awardProblem(lines, bids, [{ line_id: 3, bid_id: 2 }])?.stale).toBe(false);
    expect(awardProblem(lines, bids, [{ line_id: 9, bid_id: 1 }])?.stale).toBe(false);
    expect(
      awardRefusal(lines, bids, [
        { line_id: 1, bid_id: 3 },
        { line_id: 2, bid_id: 1 },
      ]),
    ).toBeNull();
  });
});
