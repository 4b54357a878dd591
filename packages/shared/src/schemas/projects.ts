import { z } from 'zod';
import { BID_STATUSES, PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_VISIBILITIES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { pageParams } from './catalog.ts';
import { dayField, jsonIdField, optionalText, requiredText } from './common.ts';

// Plant lists and bids (issue 16, docs/product.md#projects-and-bids), the payloads and answers of /api/projects and
// /api/vendor/projects. Prices travel as decimal dollars with 2 places, like `price` everywhere else in the API; a
// project's `budget` is whole cents, as issue 16 specifies it.
// Dates are calendar dates 'YYYY-MM-DD'; timestamps are ISO 8601.

const MAX_MONEY = 10_000_000;

/** An offer's price: more than 0, as a listing's (an award of $0 could never be paid for). */
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(MESSAGES.moreThanZero(label))
    .max(MAX_MONEY, `${label} must be at most ${MAX_MONEY}`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most 2 decimals`);

const isoDateField = (label: string) =>
  z
    .string({ error: MESSAGES.required(label) })
    .trim()
    .min(1, MESSAGES.required(label))
    .pipe(dayField(label, `${label}: ${MESSAGES.projectInvalidDate}`));

const rowId = (label: string) => jsonIdField(`${label} must be an id`);

const wholeQuantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(LIMITS.lineQuantityMax, `Quantity must be at most ${LIMITS.lineQuantityMax}`);

export const projectLocationSchema = z.object({
  city: requiredText('City', 100),
  /** Two-letter US state, upper-cased. */
  state: z
    .string({ error: MESSAGES.required('State') })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code such as TX')
    .transform((value) => value.toUpperCase()),
  zip: z
    .string({ error: MESSAGES.required('ZIP') })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits (or ZIP+4)'),
});
export type ProjectLocation = z.output<typeof projectLocationSchema>;
/** The location in answers (plain strings: a response schema may not transform). */
const projectLocationView = z.object({ city: z.string(), state: z.string(), zip: z.string() });

/** One line of a plant schedule: botanical name, size, quantity. */
export const projectLineInputSchema = z.object({
  botanical_name: requiredText('Botanical name', 200),
  common_name: optionalText('Common name', 200),
  size: requiredText('Size', 60),
  quantity: wholeQuantity,
  notes: optionalText('Notes', LIMITS.projectNotesMax),
});
export type ProjectLineInput = z.input<typeof projectLineInputSchema>;

const projectFields = z.object({
  title: requiredText('Title', LIMITS.projectTitleMax),
  description: requiredText('Description', LIMITS.projectDescriptionMax),
  /** The business name cards show as "posted by"; default: the buyer's first name and last initial. */
  posted_by: optionalText('Posted by', LIMITS.nameMax),
  location: projectLocationSchema,
  category: z.enum(PROJECT_CATEGORIES, { error: `Category must be one of ${PROJECT_CATEGORIES.join(', ')}` }),
  /** Whole cents (issue 16: "$12,500" is 1250000), optional. */
  budget: z
    .number({ error: 'Budget must be a number of cents' })
    .int('Budget must be a whole number of cents')
    .min(0, 'Budget must be 0 or more')
    .max(MAX_MONEY * 100, `Budget must be at most ${MAX_MONEY * 100} cents`)
    .nullish()
    .transform((value) => value ?? null),
  bid_deadline: isoDateField('Bid deadline'),
  needed_by: isoDateField('Needed by'),
  /** public: every approved vendor sees it; invited: only the vendors of vendor_ids (vendor profile ids). */
  visibility: z.enum(PROJECT_VISIBILITIES).default('public'),
  vendor_ids: z
    .array(rowId('vendor_ids'))
    .max(LIMITS.projectInvitesMax, `At most ${LIMITS.projectInvitesMax} nurseries can be invited`)
    .default([]),
  /** A draft may be saved without lines; publishing needs at least one. */
  lines: z
    .array(projectLineInputSchema)
    .max(LIMITS.projectLinesMax, MESSAGES.projectLinesTooMany(LIMITS.projectLinesMax))
    .default([]),
});

type ProjectFields = z.output<typeof projectFields>;
const projectChecks = (value: ProjectFields, ctx: z.RefinementCtx) => {
  if (value.needed_by < value.bid_deadline) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.projectNeededBeforeDeadline, path: ['needed_by'] });
  }
  if (value.visibility === 'invited' && value.vendor_ids.length === 0) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.projectInviteRequired, path: ['vendor_ids'] });
  }
};

/**
 * POST /api/projects. Saved as a draft, or published at once with `status: 'open'` (which needs at least one line and
 * a deadline of today or later, as POST /api/projects/{id}/publish).
 */
export const projectCreateSchema = projectFields
  .extend({ status: z.enum(['draft', 'open']).default('draft') })
  .superRefine(projectChecks);
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;

/** PUT /api/projects/{id}: replaces a draft's fields and lines (only drafts can be edited). */
export const projectUpdateSchema = projectFields.superRefine(projectChecks);
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

export const PROJECT_SORTS = ['deadline', 'newest'] as const;

/** GET /api/projects: open public projects; `category` "all" means no filter. */
export const projectListQuerySchema = z.object({
  category: z
    .enum([...PROJECT_CATEGORIES, 'all'], { error: 'Choose a category' })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'state must be a 2-letter code such as TX')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Words in the title, description, city or plant names. */
  q: z
    .string()
    .trim()
    .max(LIMITS.searchMax, MESSAGES.tooLong('Search', LIMITS.searchMax))
    .optional()
    .transform((value) => value || undefined),
  /** deadline: soonest deadline first (the default); newest: latest published first. */
  sort: z.enum(PROJECT_SORTS, { error: `sort must be one of ${PROJECT_SORTS.join(', ')}` }).default('deadline'),
  ...pageParams(LIMITS.projectPageSizeMax, LIMITS.projectPageSize),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** What any viewer of a project sees: the card of Browse Open Projects and the head of the detail page. */
export const projectSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  location: projectLocationView,
  /** Whole cents, or null when not given. */
  budget: z.number().int().nullable(),
  bid_deadline: z.string(),
  needed_by: z.string(),
  visibility: z.enum(PROJECT_VISIBILITIES),
  /** The status now: an open project past its deadline is reported closed. */
  status: z.enum(PROJECT_STATUSES),
  /** The buyer's business or name as shown on cards ("Hill Country Landscape Co."); never their contact details. */
  posted_by: z.string(),
  line_count: z.number(),
  total_quantity: z.number(),
  /** Live (not withdrawn) bids. */
  bid_count: z.number(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListSchema = z.object({
  projects: z.array(projectSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** A nursery's listed plant that matches a line now: same accepted name (or a synonym) and an equivalent size. */
export const lineMatchSchema = z.object({
  inventory_item_id: z.number(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  plant_name: z.string(),
  scientific_name: z.string().nullable(),
  size: z.string().nullable(),
  /** Dollars. */
  price: z.number(),
  quantity_available: z.number(),
  /** When the plant will be ready (YYYY-MM-DD), null when it is ready now: a bid prefilled from it offers that day. */
  ready_date: z.string().nullable(),
});
export type LineMatch = z.infer<typeof lineMatchSchema>;

export const projectLineSchema = z.object({
  id: z.number(),
  /** 1-based order on the list. */
  position: z.number(),
  botanical_name: z.string(),
  common_name: z.string().nullable(),
  size: z.string(),
  quantity: z.number(),
  notes: z.string().nullable(),
  /** The plant-name reference's accepted name, or null when the name is not known. */
  accepted_name: z.string().nullable(),
  /** parseTradeSize's classKey ("#3"), or null when the size is in no known format. */
  size_class: z.string().nullable(),
  /** Cheapest first, at most LIMITS.projectMatchesPerLine; empty when nothing matches. */
  matches: z.array(lineMatchSchema),
  /** The bid whose offer won this line once awarded, else null (shown to the owner only; null for others). */
  awarded_bid_id: z.number().nullable(),
});
export type ProjectLine = z.infer<typeof projectLineSchema>;

export const substituteSchema = z.object({
  botanical_name: z.string(),
  size: z.string(),
  note: z.string().nullable(),
});

export const bidLineSchema = z.object({
  id: z.number(),
  line_id: z.number(),
  /** Dollars. */
  unit_price: z.number(),
  quantity: z.number(),
  ready_date: z.string(),
  substitute: substituteSchema.nullable(),
  /** The vendor's listed plant this offer ships from (its stock is taken on award), or null. */
  inventory_item_id: z.number().nullable(),
  awarded: z.boolean(),
});
export type BidLine = z.infer<typeof bidLineSchema>;

/** A bid as its vendor and the project's buyer see it (never another vendor). */
export const bidSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  status: z.enum(BID_STATUSES),
  note: z.string().nullable(),
  valid_until: z.string(),
  lines: z.array(bidLineSchema),
  /** Sum of unit_price x quantity, dollars. */
  total: z.number(),
  /** Lines answered, of the project's line_count. */
  covered_lines: z.number(),
  submitted_at: z.string(),
  updated_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type Bid = z.infer<typeof bidSchema>;

/** The buyer's contact, shown to the owner and to a nursery only once it was awarded lines. */
export const projectContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });

/** GET /api/projects/{id}. */
export const projectDetailSchema = projectSummarySchema.extend({
  lines: z.array(projectLineSchema),
  /** The viewer owns the project (its buyer). */
  is_owner: z.boolean(),
  /** Invited nurseries (the owner only; null for others). */
  vendor_ids: z.array(z.number()).nullable(),
  /** The same nurseries with their names (the owner only; null for others). */
  invited_vendors: z.array(z.object({ id: z.number(), business_name: z.string() })).nullable(),
  /** The viewing vendor's own bid, or null. */
  my_bid: bidSchema.nullable(),
  buyer_contact: projectContactSchema.nullable(),
  /** After an award, for the owner: the checkout to pay (see the award answer); null otherwise. */
  checkout_id: z.number().nullable(),
  updated_at: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/**
 * One bid's offers in the matrix, column by column: entry i of every array is the offer for line `line_ids[i]`
 * (a compact shape: 3,000 offers without repeating field names or line text). Whether an offer won its line is the
 * line's `awarded_bid_id`.
 */
export const bidOffersSchema = z.object({
  line_ids: z.array(z.number()),
  /** Dollars. */
  unit_prices: z.array(z.number()),
  quantities: z.array(z.number()),
  ready_dates: z.array(z.string()),
  /** null: the plant asked for. */
  substitutes: z.array(substituteSchema.nullable()),
  inventory_item_ids: z.array(z.number().nullable()),
});

/** GET /api/projects/{id}/bids (the owner only): the comparison matrix's data. */
export const projectBidsSchema = z.object({
  project_id: z.number(),
  status: z.enum(PROJECT_STATUSES),
  lines: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      botanical_name: z.string(),
      common_name: z.string().nullable(),
      size: z.string(),
      quantity: z.number(),
      awarded_bid_id: z.number().nullable(),
    }),
  ),
  /** Every bid, withdrawn ones included (marked). Lowest offers and totals: rules/projects.ts (matrixBids). */
  bids: z.array(bidSchema.omit({ lines: true, project_id: true }).extend({ offers: bidOffersSchema })),
});
export type ProjectBids = z.infer<typeof projectBidsSchema>;

export const substituteInputSchema = z.object({
  botanical_name: requiredText('Substitute botanical name', 200),
  size: requiredText('Substitute size', 60),
  note: optionalText('Substitute note', LIMITS.projectNotesMax),
});

export const bidLineInputSchema = z.object({
  line_id: rowId('line_id'),
  /** Dollars (2 decimals). */
  unit_price: dollars('Unit price'),
  quantity: wholeQuantity,
  ready_date: isoDateField('Ready date'),
  substitute: substituteInputSchema.nullish().transform((value) => value ?? null),
  /** Optional: one of the vendor's listed plants this offer ships from; its stock is taken on award. */
  inventory_item_id: rowId('inventory_item_id')
    .nullish()
    .transform((value) => value ?? null),
});
export type BidLineInput = z.input<typeof bidLineInputSchema>;

/** POST /api/projects/{id}/bids and PUT /api/projects/{id}/bids/mine (which replaces every line). */
export const bidInputSchema = z.object({
  lines: z
    .array(bidLineInputSchema, { error: MESSAGES.bidLinesRequired })
    .min(1, MESSAGES.bidLinesRequired)
    .max(LIMITS.projectLinesMax, MESSAGES.projectLinesTooMany(LIMITS.projectLinesMax)),
  note: optionalText('Note', LIMITS.bidNoteMax),
  valid_until: isoDateField('Valid until'),
});
export type BidInput = z.input<typeof bidInputSchema>;

/**
 * POST /api/projects/{id}/award: line by line, to one or several nurseries. The orders go to the buyer's account;
 * shipping_address defaults to the project's location.
 */
export const awardInputSchema = z.object({
  awards: z
    .array(z.object({ line_id: rowId('line_id'), bid_id: rowId('bid_id') }), { error: 'Choose a bid for a line' })
    .min(1, 'Choose a bid for a line')
    .max(LIMITS.projectLinesMax, MESSAGES.projectLinesTooMany(LIMITS.projectLinesMax)),
  shipping_address: optionalText('Shipping Address', LIMITS.shippingAddressMax),
  buyer_phone: optionalText('Phone', LIMITS.phoneMax),
});
export type AwardInput = z.input<typeof awardInputSchema>;

/** The award's answer: the project, and the checkout to pay as POST /api/orders gives it. */
export const awardResponseSchema = z.object({
  project: projectDetailSchema,
  checkout_id: z.number(),
  /** The guest-style key of the checkout (the buyer is logged in, so it is only a convenience). */
  access_token: z.string(),
  /** Where to pay: Stripe Checkout or the test-mode payment page, as after POST /api/orders. */
  checkout_url: z.string(),
  order_numbers: z.array(z.string()),
  /** Dollars. */
  total_amount: z.number(),
});
export type AwardResponse = z.infer<typeof awardResponseSchema>;

/** GET /api/vendor/projects: open projects matching what the nursery lists first, then the rest; and its bids. */
export const vendorProjectsSchema = z.object({
  projects: z.array(
    projectSummarySchema.extend({
      /** Lines of the project this nursery lists a matching plant for (0 = no match). */
      matching_lines: z.number(),
      /** The vendor's bid status on it, or null. */
      my_bid_status: z.enum(BID_STATUSES).nullable(),
    }),
  ),
  bids: z.array(
    z.object({
      project: projectSummarySchema,
      bid: bidSchema.omit({ lines: true }),
      /** Lines this nursery won (0 before an award or when it lost). */
      awarded_lines: z.number(),
    }),
  ),
});
export type VendorProjects = z.infer<typeof vendorProjectsSchema>;

/** POST /api/projects/lines/preview (multipart `file`): a plant list read by the bulk-upload reader. */
export const projectLinesPreviewSchema = z.object({
  file_type: z.string(),
  total_processed: z.number(),
  lines: z.array(
    z.object({
      /** The row's number in the file. */
      row: z.number(),
      /** ok: use as is; review: check it (name unknown or matched loosely, size unknown); error: cannot be used. */
      status: z.enum(['ok', 'review', 'error']),
      botanical_name: z.string(),
      common_name: z.string().nullable(),
      size: z.string(),
      quantity: z.number().nullable(),
      notes: z.string().nullable(),
      /** 0..1: how sure the reading is (the lowest cell confidence). */
      confidence: z.number(),
      accepted_name: z.string().nullable(),
      size_class: z.string().nullable(),
      errors: z.array(z.string()),
      review_reasons: z.array(z.string()),
    }),
  ),
});
export type ProjectLinesPreview = z.infer<typeof projectLinesPreviewSchema>;
