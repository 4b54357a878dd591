import { z } from 'zod';
import { CATEGORIES, INQUIRY_STATUSES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import {
  INQUIRY_MESSAGE_MAX,
  INQUIRY_QUANTITY_MAX,
  INQUIRY_RESPONSE_MAX,
  INQUIRY_SPECIFICATIONS_MAX,
  parseInquiryQuantity,
} from '../rules/inquiries.ts';
import { optionalText } from './common.ts';

// The inquiry form rules of docs/product.md#inquiries, one definition for the form and the server.

export const inquiryMessageField = z
  .string({ error: MESSAGES.inquiryMessageRequired })
  .trim()
  .min(1, { error: MESSAGES.inquiryMessageRequired, abort: true })
  .min(LIMITS.inquiryMessageMin, MESSAGES.inquiryMessageTooShort)
  .max(INQUIRY_MESSAGE_MAX, MESSAGES.tooLong('Message', INQUIRY_MESSAGE_MAX));

/** 1..max; anything that is not a number counts as 1. */
export const inquiryQuantityField = (max: number, maxMessage: string = MESSAGES.inquiryQuantityMax(max)) =>
  z.preprocess(parseInquiryQuantity, z.number().int().min(1, MESSAGES.inquiryQuantityMin).max(max, maxMessage));

const specificationsField = optionalText('Special requirements', INQUIRY_SPECIFICATIONS_MAX);

/** The modal's form for a plant with `available` in stock. */
export const inquiryFormSchema = (available: number) =>
  z.object({
    message: inquiryMessageField,
    requested_quantity: inquiryQuantityField(available),
    requested_specifications: specificationsField,
  });
export type InquiryFormInput = z.input<ReturnType<typeof inquiryFormSchema>>;
export type InquiryFormOutput = z.output<ReturnType<typeof inquiryFormSchema>>;

/** POST /api/inquiries. The stock bound is checked by the server against the plant (same message). */
export const inquiryCreateSchema = z.object({
  inventory_item_id: z.coerce
    .number({ error: MESSAGES.required('Plant') })
    .int(MESSAGES.required('Plant'))
    .positive(MESSAGES.required('Plant'))
    .max(2147483647, MESSAGES.required('Plant')),
  message: inquiryMessageField,
  requested_quantity: inquiryQuantityField(INQUIRY_QUANTITY_MAX),
  requested_specifications: specificationsField,
});
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;

export const customResponseField = z
  .string({ error: MESSAGES.inquiryResponseRequired })
  .trim()
  .min(1, MESSAGES.inquiryResponseRequired)
  .max(INQUIRY_RESPONSE_MAX, MESSAGES.tooLong('Response', INQUIRY_RESPONSE_MAX));

export const declineReasonField = z
  .string({ error: MESSAGES.declineReasonRequired })
  .trim()
  .min(1, MESSAGES.declineReasonRequired)
  .max(INQUIRY_RESPONSE_MAX, MESSAGES.tooLong('Reason', INQUIRY_RESPONSE_MAX));

/** The vendor's custom response form. */
export const customResponseFormSchema = z.object({ vendor_response: customResponseField });
/** The vendor's decline form. */
export const declineFormSchema = z.object({ decline_reason: declineReasonField });

/**
 * PUT /api/inquiries/respond. Confirm: status confirmed, no text needed. Custom response: status confirmed with a
 * vendor_response, which may not be blank when sent. Decline: status declined with a decline_reason.
 */
export const inquiryRespondSchema = z
  .object({
    inquiry_id: z.coerce.number().int().positive().max(2147483647),
    status: z.enum(['confirmed', 'declined'], { error: 'Status must be confirmed or declined' }),
    vendor_response: customResponseField.nullish().transform((value) => value ?? null),
    decline_reason: z
      .string()
      .trim()
      .max(INQUIRY_RESPONSE_MAX, MESSAGES.tooLong('Reason', INQUIRY_RESPONSE_MAX))
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'declined' && !value.decline_reason) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.declineReasonRequired, path: ['decline_reason'] });
    }
  });
export type InquiryRespond = z.input<typeof inquiryRespondSchema>;

/** An inquiry as both parties see it (docs/product.md#data), plus the ids the web app needs for "Order now". */
export const inquirySchema = z.object({
  id: z.number(),
  status: z.enum(INQUIRY_STATUSES),
  message: z.string(),
  requested_quantity: z.number(),
  requested_specifications: z.string().nullable(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
  /** The vendor's text; the same value under both names of the spec. */
  response_message: z.string().nullable(),
  vendor_response: z.string().nullable(),
  decline_reason: z.string().nullable(),
  inventory_item_id: z.number(),
  inventory_item: z.object({
    id: z.number(),
    plant_name: z.string(),
    price: z.number(),
    quantity_available: z.number(),
    category: z.enum(CATEGORIES),
    /** False once the vendor unlists or deletes the plant. */
    is_available: z.boolean(),
  }),
  buyer: z.object({ full_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  vendor_id: z.number(),
  plant_name: z.string(),
  plant_scientific_name: z.string().nullable(),
  plant_price: z.number(),
  vendor_business_name: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryCreatedSchema = z.object({ message: z.string(), inquiry: inquirySchema });
export const inquiryRespondedSchema = z.object({ message: z.string(), inquiry: inquirySchema });
