import { z } from 'zod';
import { PLANS } from '../enums.ts';
import { LIMITS } from '../messages.ts';

/** docs/product.md#bulk-upload: the accepted types, by what the content is (the server does not trust the name). */
export const BULK_UPLOAD_TYPES = [
  'csv',
  'xlsx',
  'xls',
  'docx',
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
] as const;
export type BulkUploadType = (typeof BULK_UPLOAD_TYPES)[number];

/**
 * Read by text recognition: Pro and Premium plans, or anyone during the promotional period
 * (docs/product.md#bulk-upload).
 */
export const BULK_PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const satisfies BulkUploadType[];
export const BULK_PHOTO_PLANS = ['PRO_VENDOR', 'PREMIUM_VENDOR'] as const satisfies (typeof PLANS)[number][];

export const isPhotoType = (type: string): boolean => (BULK_PHOTO_TYPES as readonly string[]).includes(type);

/** What a column of an uploaded list can fill: the inventory item fields. */
export const BULK_FIELDS = [
  'plant_name',
  'scientific_name',
  'size',
  'quantity_available',
  'price',
  'category',
  'pot_size',
  'compare_at_price',
  'description',
  'care_instructions',
  // Growing attributes (issue 15): optional; empty ones are filled from the plant-name reference.
  'zone',
  'light',
  'water',
  'mature_height',
  'mature_spread',
  'native',
  'deer_resistant',
  'habit',
  'bloom',
  // Issue 18: an exported list's item id updates exactly that item; tier columns become quantity breaks.
  'item_id',
  'price_tiers',
  // Issue 18 point 3: when the plant will be ready ("Apr 15", "Spring 2027", "now").
  'ready_date',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

export const BULK_FIELD_LABELS: Record<BulkField, string> = {
  plant_name: 'Plant name',
  scientific_name: 'Scientific name',
  size: 'Size',
  quantity_available: 'Quantity',
  price: 'Price',
  category: 'Category',
  pot_size: 'Pot size',
  compare_at_price: 'Compare-at price',
  description: 'Description',
  care_instructions: 'Care instructions',
  zone: 'Zone',
  light: 'Light',
  water: 'Water',
  mature_height: 'Mature height',
  mature_spread: 'Mature spread',
  native: 'Native',
  deer_resistant: 'Deer resistant',
  habit: 'Evergreen/Deciduous',
  bloom: 'Bloom',
  item_id: 'Item ID',
  price_tiers: 'Tier prices',
  ready_date: 'Ready',
};

const cell = z.string().max(LIMITS.bulkMaxCellChars).optional();

/** One row as text cells, as read from the file (or as the vendor corrected it in the preview). */
export const bulkRowCellsSchema = z.object({
  plant_name: cell,
  scientific_name: cell,
  size: cell,
  quantity_available: cell,
  price: cell,
  category: cell,
  pot_size: cell,
  compare_at_price: cell,
  description: cell,
  care_instructions: cell,
  zone: cell,
  light: cell,
  water: cell,
  mature_height: cell,
  mature_spread: cell,
  native: cell,
  deer_resistant: cell,
  habit: cell,
  bloom: cell,
  item_id: cell,
  /** Quantity breaks as one text: "10+ 31.00; 50+ 28.00" (tier columns are read into it). */
  price_tiers: cell,
  /** "now", "2027-04-15", "Apr 15", "Spring 2027": read by rules/ready-date.ts parseReadyCell. */
  ready_date: cell,
});
export type BulkRowCells = z.infer<typeof bulkRowCellsSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** POST /api/inventory/bulk-upload?dry_run=true&upload_id=... (upload_id lets the page follow a photo's reading). */
export const bulkUploadQuerySchema = z.object({
  dry_run: flag,
  upload_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'upload_id must be 8 to 64 letters, digits or dashes')
    .optional(),
});

/** POST /api/inventory/bulk-upload/rows: the previewed rows, corrected by the vendor, to import. */
export const bulkImportRowsSchema = z.object({
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1).max(10_000_000),
        cells: bulkRowCellsSchema,
        /** The vendor looked at a row marked review and confirmed or fixed it: import it. */
        confirmed: z.boolean().optional(),
      }),
    )
    .min(1, 'There are no rows to import')
    .max(LIMITS.bulkUploadMaxRows, `At most ${LIMITS.bulkUploadMaxRows} rows can be imported at once`),
});
export type BulkImportRows = z.infer<typeof bulkImportRowsSchema>;

const fieldError = z.object({ field: z.string(), message: z.string() });

/** Bulk upload result (docs/product.md#bulk-upload): errors (row, plant_name, error). */
export const bulkRowErrorSchema = z.object({ row: z.number(), plant_name: z.string(), error: z.string() });
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

/** create/update: what an import would do (dry run); created/updated/failed: what it did. */
export const BULK_ROW_ACTIONS = ['create', 'update', 'created', 'updated', 'failed'] as const;

export const BULK_ROW_STATUSES = ['ok', 'review', 'error'] as const;

export const bulkResultRowSchema = z.object({
  /** The row's number in the file, the header row being row 1 of a table. */
  row: z.number(),
  cells: bulkRowCellsSchema,
  errors: z.array(fieldError),
  action: z.enum(BULK_ROW_ACTIONS).nullable(),
  item_id: z.number().nullable(),
  /** ok: imported as is; review: imported only once the vendor confirms or fixes it; error: never imported. */
  status: z.enum(BULK_ROW_STATUSES),
  /** Each cell's confidence (0..1) and its text as read from the file. */
  cell_details: z.partialRecord(z.enum(BULK_FIELDS), z.object({ confidence: z.number(), source_text: z.string() })),
  /** Why the row is marked review, one sentence each. */
  review_reasons: z.array(z.string()),
  /** A plant name matched to the reference other than as written: "read as X, matched to Y". */
  name_match: z
    .object({
      read_as: z.string(),
      matched_to: z.string(),
      kind: z.enum(['synonym', 'cultivar', 'epithet', 'fuzzy', 'genus', 'exact', 'common', 'none']),
    })
    .nullable(),
  /** Photos and scans: the strip of the image holding this row (a data: URL), to compare at a glance. */
  crop: z.string().nullable(),
});
export type BulkResultRow = z.infer<typeof bulkResultRowSchema>;

export const bulkColumnSchema = z.object({ header: z.string(), field: z.enum(BULK_FIELDS).nullable() });

/**
 * The answer of an upload: docs/product.md#bulk-upload's total_processed, created, failed, errors, plus updated (rows
 * that matched a plant the vendor already lists, by name and size), how the columns were understood, and every row.
 */
export const bulkUploadResultSchema = z.object({
  dry_run: z.boolean(),
  file_type: z.enum([...BULK_UPLOAD_TYPES, 'rows']),
  total_processed: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** Rows marked review: imported only when the vendor confirms or fixes them. */
  needs_review: z.number(),
  errors: z.array(bulkRowErrorSchema),
  columns: z.array(bulkColumnSchema),
  rows: z.array(bulkResultRowSchema),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

export const bulkFormatLimitsSchema = z.object({
  max_file_bytes: z.number(),
  max_rows: z.number(),
  max_zip_entries: z.number().nullable(),
  max_unpacked_bytes: z.number().nullable(),
  max_pages: z.number().nullable(),
  max_pixels: z.number().nullable(),
});

export const bulkFormatSchema = z.object({
  label: z.string(),
  extensions: z.array(z.string()),
  mime_types: z.array(z.string()),
  columns: z.array(z.string()),
  required_columns: z.array(z.string()),
  example_row: z.record(z.string(), z.string()),
  limits: bulkFormatLimitsSchema,
  instructions: z.string(),
  /** Plans that may upload this type outside the promotional period; null means every plan. */
  plans: z.array(z.enum(PLANS)).nullable(),
});

/** GET /api/inventory/bulk-upload/formats: the instructions map, one entry per accepted type. */
export const bulkFormatsSchema = z.record(z.enum(BULK_UPLOAD_TYPES), bulkFormatSchema);
export type BulkFormats = z.infer<typeof bulkFormatsSchema>;

export const BULK_PROGRESS_STATUSES = ['queued', 'starting', 'reading', 'done', 'unknown'] as const;

/** GET /api/inventory/bulk-upload/progress/{upload_id}: how far the reading of a photo has got. */
export const bulkProgressSchema = z.object({
  upload_id: z.string(),
  status: z.enum(BULK_PROGRESS_STATUSES),
  /** 0 to 1. */
  progress: z.number(),
  /** Photos waiting before this one. */
  queue_position: z.number(),
});
export type BulkProgress = z.infer<typeof bulkProgressSchema>;
export const bulkProgressParamsSchema = bulkUploadQuerySchema.pick({ upload_id: true }).required();
