import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType, type Role } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { ID_MAX, wholeNumber } from './common.ts';

/** How each event is named in the notification list, in Account Settings and in an unsubscribe confirmation. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  order_placed: 'New orders',
  order_paid: 'Payment received',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  inquiry_received: 'New inquiries',
  inquiry_answered: 'Inquiry answered',
  inquiry_message: 'New inquiry messages',
  vendor_approved: 'Nursery approved',
  vendor_rejected: 'Nursery not approved',
  trial_ending: 'Trial ending soon',
  invoice_limit: 'Invoice limit reached 80%',
  project_matching: 'Plant lists matching my stock',
  bid_received: 'New bids on my plant lists',
  bid_changed: 'Changed bids',
  project_deadline: 'Plant list deadlines',
  project_awarded: 'Bid awarded',
  project_not_awarded: 'Bid not awarded',
  award_released: 'Awarded lines back to award (order not paid)',
};

/** Which roles can receive each event: Account Settings shows only these. */
export const NOTIFICATION_TYPE_ROLES: Record<NotificationType, readonly Role[]> = {
  order_placed: ['buyer', 'vendor'],
  order_paid: ['buyer', 'vendor'],
  order_shipped: ['buyer', 'vendor'],
  order_delivered: ['buyer', 'vendor'],
  order_cancelled: ['buyer', 'vendor'],
  inquiry_received: ['vendor'],
  inquiry_answered: ['buyer'],
  inquiry_message: ['buyer', 'vendor'],
  vendor_approved: ['vendor'],
  vendor_rejected: ['vendor'],
  trial_ending: ['buyer', 'vendor'],
  invoice_limit: ['vendor'],
  project_matching: ['vendor'],
  bid_received: ['buyer'],
  bid_changed: ['buyer'],
  project_deadline: ['buyer', 'vendor'],
  project_awarded: ['vendor'],
  project_not_awarded: ['vendor'],
  award_released: ['buyer'],
};

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** An app path ("/dashboard/buyer?tab=orders"), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

export const notificationListQuery = z.object({
  page: wholeNumber('page', 10_000).default(1),
  limit: wholeNumber('limit', 50).default(20),
});

export const notificationListResponse = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;

/** `{ ids }` marks those (the caller's own; others' ids change nothing), `{ all: true }` marks every one. */
export const markReadRequest = z.union(
  [
    z
      .object({
        ids: z
          .array(z.number().int().positive().max(ID_MAX))
          .min(1, MESSAGES.markReadBody)
          .max(200, MESSAGES.markReadBody),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: MESSAGES.markReadBody },
);
export type MarkReadRequest = z.infer<typeof markReadRequest>;

export const markReadResponse = z.object({ updated: z.number().int(), unread_count: z.number().int() });

export const emailPreferenceSchema = z.object({
  type: notificationTypeSchema,
  label: z.string(),
  email: z.boolean(),
});

export const emailPreferencesResponse = z.object({ preferences: z.array(emailPreferenceSchema) });
export type EmailPreferences = z.infer<typeof emailPreferencesResponse>;

/** Only the types sent are changed. */
export const updateEmailPreferencesRequest = z.object({
  preferences: z
    .array(
      z.object({
        type: z.enum(NOTIFICATION_TYPES, { error: MESSAGES.preferenceTypeUnknown }),
        email: z.boolean({ error: MESSAGES.preferenceEmailBoolean }),
      }),
      { error: MESSAGES.preferencesBody },
    )
    .min(1, MESSAGES.preferencesBody)
    .max(50, MESSAGES.preferencesBody)
    .refine(
      (preferences) => new Set(preferences.map((preference) => preference.type)).size === preferences.length,
      MESSAGES.preferenceTypeTwice,
    ),
});
export type UpdateEmailPreferencesRequest = z.infer<typeof updateEmailPreferencesRequest>;

/** Any text: the server answers a malformed token (empty, too long) as a forged one, 400 in the link's words. */
export const unsubscribeRequest = z.object({ token: z.string() });
export const unsubscribeResponse = z.object({ type: notificationTypeSchema, label: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResponse>;

const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The .eml file under DATA_DIR/mail when no SMTP server is configured. */
  file: z.string().nullable(),
});

export const outboxListResponse = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** 'smtp' when SMTP_URL and MAIL_FROM are set, else 'files'. */
  delivery: z.enum(['smtp', 'files']),
});
export type OutboxList = z.infer<typeof outboxListResponse>;
