import { z } from 'zod';
import { CATEGORIES, INQUIRY_PARTIES, INQUIRY_STATUSES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import {
  INQUIRY_MESSAGE_MAX,
  INQUIRY_QUANTITY_MAX,
  INQUIRY_REPLY_MAX,
  INQUIRY_RESPONSE_MAX,
  INQUIRY_SPECIFICATIONS_MAX,
  parseInquiryQuantity,
} from '../rules/inquiries.ts';
import { idField, optionalText } from './common.ts';

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
  inventory_item_id: idField(MESSAGES.required('Plant')),
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
 * PUT /api/inquiries/respond. Confirm: status confirmed, no text needed. Custom response: status answered with a
 * vendor_response (not blank); the conversation goes on and the vendor may confirm or decline later. Decline:
 * status declined with a decline_reason.
 */
export const inquiryRespondSchema = z
  .object({
    inquiry_id: idField('inquiry_id must be an inquiry id'),
    status: z.enum(['answered', 'confirmed', 'declined'], {
      error: 'Status must be answered, confirmed or declined',
    }),
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
    // null = not sent; a blank one already failed its own check.
    if (value.status === 'answered' && value.vendor_response === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.inquiryResponseRequired, path: ['vendor_response'] });
    }
  });
export type InquiryRespond = z.input<typeof inquiryRespondSchema>;

/** POST /api/inquiries/{id}/messages: a message of the thread, after the vendor's first answer. */
export const inquiryReplySchema = z.object({
  body: z
    .string({ error: MESSAGES.inquiryReplyRequired })
    .trim()
    .min(1, MESSAGES.inquiryReplyRequired)
    .max(INQUIRY_REPLY_MAX, MESSAGES.tooLong('Message', INQUIRY_REPLY_MAX)),
});

export const inquiryMessageSchema = z.object({
  id: z.number(),
  inquiry_id: z.number(),
  sender: z.enum(INQUIRY_PARTIES),
  /** The buyer's full name or the vendor's business name. */
  sender_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When the other party opened the thread after it was sent; null while unread. */
  read_at: z.string().nullable(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

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
  /** Messages of the thread (after the first answer). */
  message_count: z.number(),
  /** Messages of the other party the caller has not opened yet. */
  unread_count: z.number(),
  last_message_at: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** GET /api/inquiries/{id}: the inquiry with its thread, oldest message first. */
export const inquiryDetailSchema = inquirySchema.extend({ messages: z.array(inquiryMessageSchema) });
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const inquiryMessageSentSchema = z.object({ message: z.string(), inquiry_message: inquiryMessageSchema });

export const inquiryCreatedSchema = z.object({ message: z.string(), inquiry: inquirySchema });
export const inquiryRespondedSchema = z.object({ message: z.string(), inquiry: inquirySchema });
