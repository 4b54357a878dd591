import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { BLOOM_SEASONS, HABITS, LIGHTS, US_STATES, USDA_ZONES, WATERS, zoneRank } from '../rules/growing.ts';
import { MAX_PRICE_TIERS } from '../rules/price-tiers.ts';
import { dayField, decimalToNumber, optionalText, requiredText } from './common.ts';

// Money travels as decimal numbers with 2 places (the spec's amounts); the server keeps integer cents.
/** The highest price of a listing, in dollars (the item form and every bulk change keep to it). */
export const MAX_PRICE = 1_000_000;
/** The lowest price a form offers: a cent (a price is more than 0 and has at most 2 decimals). */
export const MIN_PRICE = 0.01;

/** Blank text from a form or a spreadsheet cell means "no value", not 0 (which z.coerce would make of it). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Numbers, or text written as a plain decimal ("12", "12.50"; forms send text). Anything else stays as it is and
 * fails as not a number: a bare coercion read null as 0, true as 1 and "0x10" as 16.
 */
const strictDecimal = (value: unknown) => decimalToNumber(blankToUndefined(value));

/** A price: more than 0 (a $0 listing could never be paid for: a card payment takes at least a cent). */
const money = (label: string, notPositive = MESSAGES.moreThanZero(label)) =>
  z.preprocess(
    strictDecimal,
    z
      .number({ error: MESSAGES.required(label) })
      .refine(Number.isFinite, MESSAGES.required(label))
      .positive(notPositive)
      .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}`)
      .refine(
        (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        `${label} can have at most 2 decimals`,
      ),
  );

// Quantity breaks (issue 18 point 4): any order in, sorted out; each break starts at 2+ units and is cheaper than
// the one before it. That they are below the base price is checked where the base price is known.
const priceTierInputSchema = z.object({
  min_quantity: z.preprocess(
    strictDecimal,
    z
      .number({ error: MESSAGES.required('Minimum quantity') })
      .int('Minimum quantity must be a whole number')
      .min(2, MESSAGES.tierMinQuantity)
      .max(1_000_000, 'Minimum quantity must be at most 1000000'),
  ),
  price: money('Break price', MESSAGES.tierPricePositive),
});

const priceTiersField = z
  .array(priceTierInputSchema)
  .max(MAX_PRICE_TIERS, MESSAGES.tooManyTiers(MAX_PRICE_TIERS))
  .transform((tiers) => [...tiers].sort((a, b) => a.min_quantity - b.min_quantity))
  .superRefine((tiers, ctx) => {
    for (let i = 1; i < tiers.length; i++) {
      const message =
        tiers[i]!.min_quantity === tiers[i - 1]!.min_quantity
          ? MESSAGES.tierQuantitiesUnique
          : tiers[i]!.price >= tiers[i - 1]!.price
            ? MESSAGES.tierPricesFalling
            : null;
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });

const tiersBelowPrice = {
  check: (item: { price?: number; price_tiers?: { price: number }[] }) =>
    item.price === undefined || (item.price_tiers ?? []).every((tier) => tier.price < item.price!),
  message: { message: MESSAGES.tierBelowPrice, path: ['price_tiers'] },
};

// Growing attributes (issue 15). Each optional: what the vendor leaves empty is filled from the plant-name reference
// when the botanical name is known; what the vendor gives is kept.
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const feet = (label: string) =>
  nullable(
    z.preprocess(
      strictDecimal,
      z
        .number({ error: `${label} must be a number of feet` })
        .positive(`${label} must be above 0`)
        .max(400),
    ),
  );
const zone = (label: string) =>
  nullable(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(USDA_ZONES as [string, ...string[]], { error: `${label} must be a USDA zone from 1a to 13b` }),
    ),
  );
const growingFields = {
  zone_min: zone('Coldest zone'),
  zone_max: zone('Warmest zone'),
  light: nullable(z.array(z.enum(LIGHTS, { error: `Light must be ${LIGHTS.join(', ')}` })).max(3)),
  water: nullable(z.enum(WATERS, { error: `Water must be ${WATERS.join(', ')}` })),
  mature_height_ft: feet('Mature height'),
  mature_spread_ft: feet('Mature spread'),
  native_states: nullable(z.array(z.enum(US_STATES, { error: 'Native states must be US state codes' })).max(60)),
  deer_resistant: nullable(z.boolean()),
  habit: nullable(z.enum(HABITS, { error: `Habit must be ${HABITS.join(', ')}` })),
  bloom_season: nullable(z.array(z.enum(BLOOM_SEASONS, { error: 'Bloom season must be a season' })).max(4)),
  bloom_color: optionalText('Bloom colour', 60),
};
const zonesInOrder = {
  check: (item: { zone_min?: string | null; zone_max?: string | null }) =>
    !item.zone_min || !item.zone_max || zoneRank(item.zone_min) <= zoneRank(item.zone_max),
  message: { message: 'The coldest zone must not be warmer than the warmest zone', path: ['zone_min'] },
};

/** When the plant will be ready (YYYY-MM-DD), null for ready now; a past date is kept but shown as ready now. */
const readyDateField = z
  .preprocess(blankToUndefined, dayField('Ready date', MESSAGES.readyDateInvalid).nullish())
  .transform((value) => value ?? null);

const inventoryItemFields = z.object({
  plant_name: requiredText('Plant name', 200),
  scientific_name: optionalText('Scientific name', 200),
  description: optionalText('Description', 5000),
  care_instructions: optionalText('Care instructions', 5000),
  price: money('Price'),
  compare_at_price: z
    .preprocess(blankToUndefined, money('Compare-at price').nullish())
    .transform((value) => value ?? null),
  quantity_available: z.preprocess(
    strictDecimal,
    z
      .number({ error: MESSAGES.required('Quantity') })
      .int('Quantity must be a whole number')
      .min(0, 'Quantity must be 0 or more')
      .max(1_000_000, 'Quantity must be at most 1000000'),
  ),
  category: z.enum(CATEGORIES, { error: 'Choose a category' }).default('outdoor'),
  size: optionalText('Size', 60),
  pot_size: optionalText('Pot size', 60),
  is_available: z.boolean().default(true),
  price_tiers: priceTiersField.default([]),
  ready_date: readyDateField,
  ...growingFields,
});

const compareAtAbovePrice = {
  check: (item: { price?: number; compare_at_price?: number | null }) =>
    item.compare_at_price == null || item.price === undefined || item.compare_at_price > item.price,
  message: { message: 'Compare-at price must be higher than the price', path: ['compare_at_price'] },
};

/** The vendor's create payload (also the row shape of bulk upload). */
export const inventoryItemInputSchema = inventoryItemFields
  .refine(compareAtAbovePrice.check, compareAtAbovePrice.message)
  .refine(tiersBelowPrice.check, tiersBelowPrice.message)
  .refine(zonesInOrder.check, zonesInOrder.message);
export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;

/** PATCH: any subset of the create fields (defaults are not applied, so absent fields stay unchanged). */
export const inventoryItemUpdateSchema = z
  .object({
    ...inventoryItemFields.shape,
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    is_available: z.boolean(),
    compare_at_price: inventoryItemFields.shape.compare_at_price,
    price_tiers: priceTiersField,
  })
  .partial()
  .refine(compareAtAbovePrice.check, compareAtAbovePrice.message)
  .refine(tiersBelowPrice.check, tiersBelowPrice.message)
  .refine(zonesInOrder.check, zonesInOrder.message);

export const plantImageSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  /** "url 320w, url 640w, ..." for responsive images. */
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  is_primary: z.boolean(),
});
export type PlantImage = z.infer<typeof plantImageSchema>;

export const plantVendorSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_email: z.string().nullable(),
  business_phone: z.string().nullable(),
});

/** A listing's trade size class and growing attributes, as the catalog and the vendor's list show them. */
export const plantGrowingSchema = z.object({
  /** parseTradeSize(size).classKey ("#3", "bb-cal-2.5"), null when the size is in no known format. */
  size_class: z.string().nullable(),
  zone_min: z.string().nullable(),
  zone_max: z.string().nullable(),
  light: z.array(z.enum(LIGHTS)),
  water: z.enum(WATERS).nullable(),
  mature_height_ft: z.number().nullable(),
  mature_spread_ft: z.number().nullable(),
  native_states: z.array(z.string()),
  deer_resistant: z.boolean().nullable(),
  habit: z.enum(HABITS).nullable(),
  bloom_season: z.array(z.enum(BLOOM_SEASONS)),
  bloom_color: z.string().nullable(),
});
export type PlantGrowing = z.infer<typeof plantGrowingSchema>;

/** A plant as the catalog shows it (docs/product.md#data), plus rating and compare_at_price. */
/** A quantity break as the API shows it, lowest min_quantity first. */
export const priceTierSchema = z.object({ min_quantity: z.number(), price: z.number() });

export const plantSchema = z.object({
  id: z.number(),
  plant_name: z.string(),
  scientific_name: z.string().nullable(),
  description: z.string().nullable(),
  care_instructions: z.string().nullable(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  price_tiers: z.array(priceTierSchema),
  quantity_available: z.number(),
  category: z.enum(CATEGORIES),
  size: z.string().nullable(),
  pot_size: z.string().nullable(),
  is_available: z.boolean(),
  image_url: z.string().nullable(),
  images: z.array(plantImageSchema),
  vendor: plantVendorSchema,
  rating_average: z.number().nullable(),
  rating_count: z.number(),
  created_at: z.string(),
  // --- inventory-table: when the vendor last confirmed the stock (ISO 8601); see rules/stock-confirmation.ts.
  stock_confirmed_at: z.string(),
  // --- end inventory-table
  /** YYYY-MM-DD while the plant is not ready yet; null when ready now (a past date shows as null). */
  ready_date: z.string().nullable(),
  ...plantGrowingSchema.shape,
});
export type Plant = z.infer<typeof plantSchema>;
