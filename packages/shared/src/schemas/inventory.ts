import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { optionalText, requiredText } from './common.ts';

// Money travels as decimal numbers with 2 places (the spec's amounts); the server keeps integer cents.
const MAX_PRICE = 1_000_000;

/** Blank text from a form or a spreadsheet cell means "no value", not 0 (which z.coerce would make of it). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Numbers, or text written as a plain decimal ("12", "12.50"; forms send text). Anything else stays as it is and
 * fails as not a number: a bare coercion read null as 0, true as 1 and "0x10" as 16.
 */
const strictDecimal = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const text = blank.trim();
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : blank;
};

const money = (label: string) =>
  z.preprocess(
    strictDecimal,
    z
      .number({ error: MESSAGES.required(label) })
      .refine(Number.isFinite, MESSAGES.required(label))
      .min(0, `${label} must be 0 or more`)
      .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}`)
      .refine(
        (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        `${label} can have at most 2 decimals`,
      ),
  );

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
});

const compareAtAbovePrice = {
  check: (item: { price?: number; compare_at_price?: number | null }) =>
    item.compare_at_price == null || item.price === undefined || item.compare_at_price > item.price,
  message: { message: 'Compare-at price must be higher than the price', path: ['compare_at_price'] },
};

/** The vendor's create payload (also the row shape of bulk upload). */
export const inventoryItemInputSchema = inventoryItemFields.refine(
  compareAtAbovePrice.check,
  compareAtAbovePrice.message,
);
export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;

/** PATCH: any subset of the create fields (defaults are not applied, so absent fields stay unchanged). */
export const inventoryItemUpdateSchema = z
  .object({
    ...inventoryItemFields.shape,
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    is_available: z.boolean(),
    compare_at_price: inventoryItemFields.shape.compare_at_price,
  })
  .partial()
  .refine(compareAtAbovePrice.check, compareAtAbovePrice.message);

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

/** A plant as the catalog shows it (docs/product.md#data), plus rating and compare_at_price. */
export const plantSchema = z.object({
  id: z.number(),
  plant_name: z.string(),
  scientific_name: z.string().nullable(),
  description: z.string().nullable(),
  care_instructions: z.string().nullable(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
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
});
export type Plant = z.infer<typeof plantSchema>;
