import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export interface NotificationEmailPayload {
  firstName: string;
  title: string;
  body: string;
  link: string | null;
  lines: { label: string; value: string }[];
}

/** The in-app notification centre (issue 17): one row per event per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_TYPES (text, so a new event type needs no migration). */
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** An app path, made absolute with PUBLIC_URL in emails. */
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

/** Email preferences that differ from the default (on): a row with email=false turns that event's email off. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Emails waiting to be sent, written in the same transaction as their event (docs/operations.md "Email"). A worker
 * claims due rows with FOR UPDATE SKIP LOCKED and a lease (locked_until), sends, then marks them sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** queueEmail's ready-made bodies; null for a notification email, which is rendered when sent (PUBLIC_URL). */
    textBody: text(),
    htmlBody: text(),
    /** A notification email: what notify() was given (title, body, link, lines), rendered when sent. */
    payload: jsonb().$type<NotificationEmailPayload>(),
    /** The recipient and event, for notification emails (the unsubscribe link); null for account emails. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text(),
    /** pending -> sent, or failed after the last attempt. */
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until then; a worker that died mid-send lets the row go again after it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The .eml file written when no SMTP server is configured. */
    file: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
