import { describe, expect, it } from 'vitest';
import { PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from '../src/enums.ts';
import {
  type AwardInput,
  type AwardResponse,
  awardResponseSchema,
  type Bid,
  type BidInput,
  type BidLine,
  type BidLineInput,
  bidInputSchema,
  bidSchema,
  type LineMatch,
  type ProjectBids,
  type ProjectCreateInput,
  type ProjectDetail,
  type ProjectLine,
  type ProjectLineInput,
  type ProjectLinesPreview,
  type ProjectList,
  type ProjectListQuery,
  type ProjectLocation,
  type ProjectSummary,
  type ProjectUpdateInput,
  projectBidsSchema,
  projectCreateSchema,
  projectDetailSchema,
  projectLinesPreviewSchema,
  projectListQuerySchema,
  projectListSchema,
  projectUpdateSchema,
  type VendorProjects,
  vendorProjectsSchema,
} from '../src/schemas/projects.ts';

// One example of every payload and answer of issue 16, typed with the exported types: the contract between the
// server and the web app, and a check that each example parses.

const location: ProjectLocation = { city: 'Austin', state: 'TX', zip: '78701' };
const lineInput: ProjectLineInput = { botanical_name: 'Quercus virginiana', size: '30 gal', quantity: 20 };
const createInput: ProjectCreateInput = {
  title: 'Shade Trees',
  description: 'Live oaks',
  location,
  category: 'trees',
  budget: 2_500_000,
  bid_deadline: '2027-03-15',
  needed_by: '2027-04-01',
  lines: [lineInput],
  status: 'open',
};
const { status: _status, ...updateInput }: ProjectUpdateInput & Pick<ProjectCreateInput, 'status'> = createInput;
const query: ProjectListQuery = { category: 'trees', q: 'oak', sort: 'deadline' };

const summary: ProjectSummary = {
  id: 1,
  title: 'Shade Trees',
  description: 'Live oaks',
  category: 'trees',
  location,
  budget: 2_500_000,
  bid_deadline: '2027-03-15',
  needed_by: '2027-04-01',
  visibility: 'public',
  status: 'open',
  posted_by: 'Hill Country Landscape Co.',
  line_count: 1,
  total_quantity: 20,
  bid_count: 1,
  created_at: '2026-11-23T22:00:00.000Z',
  published_at: '2026-11-23T22:00:00.000Z',
};
const match: LineMatch = {
  inventory_item_id: 7,
  vendor_id: 2,
  vendor_name: 'Green Acres',
  plant_name: 'Live Oak',
  scientific_name: 'Quercus virginiana',
  size: '#30',
  price: 189.5,
  quantity_available: 12,
  ready_date: null,
};
const line: ProjectLine = {
  id: 10,
  position: 1,
  botanical_name: 'Quercus virginiana',
  common_name: null,
  size: '30 gal',
  quantity: 20,
  notes: null,
  accepted_name: 'Quercus virginiana',
  size_class: '#30',
  matches: [match],
  awarded_bid_id: null,
};
const bidLine: BidLine = {
  id: 100,
  line_id: 10,
  unit_price: 180,
  quantity: 20,
  ready_date: '2027-03-25',
  substitute: null,
  inventory_item_id: 7,
  awarded: false,
};
const bid: Bid = {
  id: 5,
  project_id: 1,
  vendor_id: 2,
  vendor_name: 'Green Acres',
  status: 'submitted',
  note: null,
  valid_until: '2027-04-15',
  lines: [bidLine],
  total: 3600,
  covered_lines: 1,
  submitted_at: '2026-11-23T22:10:00.000Z',
  updated_at: '2026-11-23T22:10:00.000Z',
  withdrawn_at: null,
};
const detail: ProjectDetail = {
  ...summary,
  lines: [line],
  is_owner: true,
  vendor_ids: [],
  invited_vendors: [],
  my_bid: null,
  buyer_contact: { name: 'Dana Reyes', email: 'dana@example.com', phone: null },
  checkout_id: null,
  updated_at: summary.created_at,
};
const bids: ProjectBids = {
  project_id: 1,
  status: 'open',
  lines: [line].map(({ id, position, botanical_name, common_name, size, quantity, awarded_bid_id }) => ({
    id,
    position,
    botanical_name,
    common_name,
    size,
    quantity,
    awarded_bid_id,
  })),
  bids: [
    (({ lines: _lines, project_id: _project, ...rest }) => ({
      ...rest,
      offers: {
        line_ids: [10],
        unit_prices: [180],
        quantities: [20],
        ready_dates: ['2027-03-25'],
        substitutes: [null],
        inventory_item_ids: [7],
      },
    }))(bid),
  ],
};
const bidLineInput: BidLineInput = { line_id: 10, unit_price: 180, quantity: 20, ready_date: '2027-03-25' };
const bidInput: BidInput = { lines: [bidLineInput], valid_until: '2027-04-15', note: 'Field grown' };
const award: AwardInput = { awards: [{ line_id: 10, bid_id: 5 }] };
const awarded: AwardResponse = {
  project: { ...detail, status: 'awarded' },
  checkout_id: 3,
  access_token: 'token',
  checkout_url: '/checkout/pay/3',
  order_numbers: ['VRD-000001'],
  total_amount: 3600,
};
const vendorProjects: VendorProjects = {
  projects: [{ ...summary, matching_lines: 1, my_bid_status: 'submitted' }],
  bids: [{ project: summary, bid: (({ lines: _lines, ...rest }) => rest)(bid), awarded_lines: 0 }],
};
const list: ProjectList = { projects: [summary], total: 1, page: 1, limit: 24 };
const preview: ProjectLinesPreview = {
  file_type: 'xlsx',
  total_processed: 1,
  lines: [
    {
      row: 2,
      status: 'ok',
      botanical_name: 'Quercus virginiana',
      common_name: 'Live Oak',
      size: '30 gal',
      quantity: 20,
      notes: null,
      confidence: 1,
      accepted_name: 'Quercus virginiana',
      size_class: '#30',
      errors: [],
      review_reasons: [],
    },
  ],
};

describe('the issue 16 contract, one example each', () => {
  it('parses every payload', () => {
    expect(projectCreateSchema.parse(createInput).status).toBe('open');
    expect(projectUpdateSchema.parse(updateInput).lines).toHaveLength(1);
    expect(projectListQuerySchema.parse(query).q).toBe('oak');
    expect(bidInputSchema.parse(bidInput).lines[0]?.substitute).toBeNull();
    expect(award.awards).toHaveLength(1);
  });

  it('parses every answer', () => {
    expect(projectListSchema.parse(list).projects[0]?.posted_by).toBe(summary.posted_by);
    expect(projectDetailSchema.parse(detail).lines[0]?.matches[0]?.price).toBe(189.5);
    expect(bidSchema.parse(bid).lines).toHaveLength(1);
    expect(projectBidsSchema.parse(bids).lines[0]).not.toHaveProperty('matches');
    expect(awardResponseSchema.parse(awarded).project.status).toBe('awarded');
    expect(vendorProjectsSchema.parse(vendorProjects).bids[0]?.bid).not.toHaveProperty('lines');
    expect(projectLinesPreviewSchema.parse(preview).lines[0]?.size_class).toBe('#30');
  });

  it('labels every project category', () => {
    expect(PROJECT_CATEGORIES.map((category) => PROJECT_CATEGORY_LABELS[category])).toEqual([
      'Trees',
      'Shrubs',
      'Perennials',
      'Groundcover',
      'Mixed',
    ]);
  });
});
