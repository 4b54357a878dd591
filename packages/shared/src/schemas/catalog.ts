import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { LIGHTS, US_STATES, USDA_ZONES, WATERS } from '../rules/growing.ts';
import { sizeClassInfo } from '../rules/trade-size.ts';
import { decimalToNumber, idField, wholeNumber } from './common.ts';
import { plantSchema } from './inventory.ts';

// The public catalog: query parameters of GET /api/inventory, the vendor store and the ad slots.

/** size: by trade size class, smallest first (plugs, pots, containers #1..#100, then field-grown). */
export const CATALOG_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'size'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** "true"/"false" (and 1/0) in a query string. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const queryPrice = (label: string) =>
  z.preprocess(
    decimalToNumber,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} must be at most 1000000`),
  );

/** `page` and `limit` of a paginated list, with the same words everywhere. */
export const pageParams = (maxLimit: number, defaultLimit: number) => ({
  page: wholeNumber('page', LIMITS.catalogPageMax).default(1),
  limit: wholeNumber('limit', maxLimit).default(defaultLimit),
});

/** "a,b" or a repeated parameter, each value checked; empty means no filter. */
const queryList = <T extends string>(name: string, allowed: (value: string) => value is T, max: number) =>
  z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    const values = [
      ...new Set(
        (Array.isArray(value) ? value : [value])
          .flatMap((part) => part.split(','))
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    const wrong = values.find((part) => !allowed(part));
    if (wrong !== undefined || values.length > max) {
      context.addIssue({ code: 'custom', message: `${name}: unknown value ${wrong ?? ''}`.trim() });
      return z.NEVER;
    }
    return values.length ? (values as T[]) : undefined;
  });
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const upper = (schema: z.ZodType<string, string>) => z.string().trim().toUpperCase().pipe(schema);

/** The plant filters of GET /api/inventory (issue 15), also the facets' names. */
const plantFilterParams = {
  /** A buyer's USDA zone: plants whose zone range includes it. */
  zone: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(USDA_ZONES as [string, ...string[]], { error: 'zone must be a USDA zone from 1a to 13b' }))
    .optional(),
  light: queryList('light', oneOf(LIGHTS), LIGHTS.length).optional(),
  water: queryList('water', oneOf(WATERS), WATERS.length).optional(),
  /** Trade size class keys ("#3", "pot-4in"); several comma-separated. */
  size_class: queryList('size_class', (value): value is string => sizeClassInfo(value) !== null, 20).optional(),
  native_state: upper(z.enum(US_STATES, { error: 'native_state must be a US state code' })).optional(),
  deer_resistant: queryBoolean.optional(),
  /** The nursery's state (from its business address). */
  state: upper(z.enum(US_STATES, { error: 'state must be a US state code' })).optional(),
};

export const catalogQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(LIMITS.searchMax, MESSAGES.tooLong('Search', LIMITS.searchMax))
      .optional()
      .transform((value) => value || undefined),
    /** The nine categories; "all" (the web's select) means no filter. */
    category: z
      .enum([...CATEGORIES, 'all'], { error: 'Choose a category' })
      .optional()
      .transform((value) => (value === 'all' ? undefined : value)),
    vendor_id: idField('vendor_id must be a vendor id').optional(),
    min_price: queryPrice('min_price').optional(),
    max_price: queryPrice('max_price').optional(),
    in_stock: queryBoolean.optional(),
    ...plantFilterParams,
    /** With true the answer is { plants, facets } instead of the list (catalogPageWithFacetsSchema). */
    facets: queryBoolean.optional(),
    /** Default: relevance with a search, newest without. */
    sort: z.enum(CATALOG_SORTS, { error: `sort must be one of ${CATALOG_SORTS.join(', ')}` }).optional(),
    ...pageParams(LIMITS.catalogPageSizeMax, LIMITS.catalogPageSize),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: MESSAGES.minAbovePrice,
    path: ['min_price'],
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

export const dealsQuerySchema = z.object({
  limit: wholeNumber('limit', 24).default(LIMITS.dailyDeals),
});

/** A public vendor store page (/vendor/{id}). */
export const vendorStoreSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_address: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  /** Over the reviews of all its plants. */
  rating_average: z.number().nullable(),
  rating_count: z.number(),
  plant_count: z.number(),
  member_since: z.string(),
});
export type VendorStore = z.infer<typeof vendorStoreSchema>;

/**
 * Find Nursery Vendors' controls (docs/product.md#static-pages): a location and a specialty, "all" meaning no filter.
 */
export const VENDOR_LOCATIONS = ['all', 'austin', 'dallas', 'houston', 'san-antonio'] as const;
export const VENDOR_SPECIALTIES = ['all', 'trees', 'shrubs', 'perennials', 'groundcover'] as const;
export const VENDOR_TIERS = ['Premium', 'Pro', 'Starter'] as const;

/** GET /api/vendors: the public directory of approved nurseries. */
export const vendorDirectoryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(LIMITS.searchMax, MESSAGES.tooLong('Search', LIMITS.searchMax))
    .optional()
    .transform((value) => value || undefined),
  location: z
    .enum(VENDOR_LOCATIONS, { error: `location must be one of ${VENDOR_LOCATIONS.join(', ')}` })
    .default('all'),
  category: z
    .enum(VENDOR_SPECIALTIES, { error: `category must be one of ${VENDOR_SPECIALTIES.join(', ')}` })
    .default('all'),
  ...pageParams(LIMITS.vendorDirectoryPageSizeMax, LIMITS.vendorDirectoryPageSize),
});
export type VendorDirectoryQuery = z.output<typeof vendorDirectoryQuerySchema>;
export type VendorDirectoryQueryInput = z.input<typeof vendorDirectoryQuerySchema>;

/** A directory card: the store page's own numbers (same query), plus the plan's tier. */
export type VendorTier = (typeof VENDOR_TIERS)[number];
export const vendorDirectoryEntrySchema = vendorStoreSchema.extend({ tier: z.enum(VENDOR_TIERS) });
export type VendorDirectoryEntry = z.infer<typeof vendorDirectoryEntrySchema>;

export const SLOT_TYPES = ['premium', 'standard'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

export const bannerSlotsQuerySchema = z.object({
  slot_type: z.enum(SLOT_TYPES, { error: 'slot_type must be premium or standard' }),
});

export const bannerVendorSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
});
export type BannerVendor = z.infer<typeof bannerVendorSchema>;

export const imageUploadQuerySchema = z.object({
  is_primary: queryBoolean.default(false),
});

const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type FacetValue = z.infer<typeof facetValue>;

/**
 * The filters' values with counts for the current query, each counted with its own filter left out (so the other
 * choices stay visible): GET /api/inventory?facets=true.
 */
export const catalogFacetsSchema = z.object({
  category: z.array(facetValue),
  size_class: z.array(facetValue),
  light: z.array(facetValue),
  water: z.array(facetValue),
  native_state: z.array(facetValue),
  deer_resistant: z.array(facetValue),
  in_stock: z.array(facetValue),
  state: z.array(facetValue),
  /** Plants that grow in the zone asked for; null without a zone. */
  zone: z.object({ value: z.string(), count: z.number() }).nullable(),
  /** Lowest and highest price in dollars; null when nothing matches. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;

/** GET /api/inventory?facets=true: the page of plants and the facets (x-has-more as without facets). */
export const catalogPageWithFacetsSchema = z.object({ plants: z.array(plantSchema), facets: catalogFacetsSchema });
export type CatalogPageWithFacets = z.infer<typeof catalogPageWithFacetsSchema>;
