import type { NotificationType } from '@verdant/shared/enums';
import type { Db } from '../../db/client.ts';
import { insertNotification, insertOutboxEmail, recipientForEmail } from './notifications.repository.ts';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  /** An app path ("/dashboard/buyer?tab=orders"); emails make it absolute with PUBLIC_URL. */
  link?: string | null;
  /** Richer emails: a subject other than the title, and label/value lines (order lines, totals). */
  email?: { subject?: string; lines?: { label: string; value: string }[] };
}

/**
 * Tells a user about an event: the in-app notification and, unless they turned that event's email off, an outbox
 * email. Pass the event's transaction as `db`, so the event, its notification and its email commit or roll back
 * together (an order is never committed without its email queued; a rolled-back one never emails).
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  await insertNotification(db, {
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
  });
  const recipient = await recipientForEmail(db, input.userId, input.type);
  if (!recipient) return;
  await insertOutboxEmail(db, {
    toAddress: recipient.email,
    subject: input.email?.subject ?? input.title,
    userId: input.userId,
    type: input.type,
    payload: {
      firstName: recipient.firstName,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      lines: input.email?.lines ?? [],
    },
  });
}

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues an email that is not a notification (password reset, verification), in the caller's transaction. The
 * caller builds absolute links itself (deps.config.PUBLIC_URL); `emailLayout()` in email-templates.ts gives the
 * product's look.
 */
export async function queueEmail(db: Db, email: QueuedEmail): Promise<void> {
  await insertOutboxEmail(db, {
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}
