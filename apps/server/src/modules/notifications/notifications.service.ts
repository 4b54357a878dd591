import { NOTIFICATION_TYPES, type NotificationType, type Role } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import {
  type MarkReadRequest,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPE_ROLES,
  type UpdateEmailPreferencesRequest,
} from '@verdant/shared/schemas/notifications';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  emailPreferences,
  listNotifications,
  listOutbox,
  markRead,
  setEmailPreferences,
  unreadCount,
  userExists,
} from './notifications.repository.ts';
import { outgoingEmail } from './outbox-worker.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export async function getNotifications(deps: Deps, userId: number, page: number, limit: number) {
  const { rows, total, unread } = await listNotifications(deps.db, userId, page, limit);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    unread_count: unread,
    total,
    page,
    limit,
  };
}

export async function markNotificationsRead(deps: Deps, userId: number, request: MarkReadRequest) {
  const updated = await markRead(deps.db, userId, 'ids' in request ? request.ids : null, deps.now());
  return { updated, unread_count: await unreadCount(deps.db, userId) };
}

/** Every event this role can receive, with its email switch (on unless turned off). */
export async function getEmailPreferences(deps: Deps, userId: number, role: Role) {
  const saved = new Map((await emailPreferences(deps.db, userId)).map((row) => [row.type, row.email]));
  return {
    preferences: NOTIFICATION_TYPES.filter((type) => NOTIFICATION_TYPE_ROLES[type].includes(role)).map((type) => ({
      type,
      label: NOTIFICATION_TYPE_LABELS[type],
      email: saved.get(type) ?? true,
    })),
  };
}

export async function updateEmailPreferences(
  deps: Deps,
  userId: number,
  role: Role,
  request: UpdateEmailPreferencesRequest,
) {
  await setEmailPreferences(deps.db, userId, request.preferences);
  return getEmailPreferences(deps, userId, role);
}

/** The signed link of an email turns that event's email off, without login; a forged token is a 400. */
export async function unsubscribe(deps: Deps, token: string) {
  const claims = verifyUnsubscribeToken(deps.config.JWT_SECRET, token);
  if (!claims || !(await userExists(deps.db, claims.userId))) throw badRequest(MESSAGES.invalidUnsubscribeLink);
  await setEmailPreferences(deps.db, claims.userId, [{ type: claims.type, email: false }]);
  return { type: claims.type, label: NOTIFICATION_TYPE_LABELS[claims.type] };
}

/** The admin's Outbox page: every email, newest first, with the plain text as it was (or will be) sent. */
export async function getOutbox(deps: Deps, page: number, limit: number, delivery: 'smtp' | 'files') {
  const { rows, total } = await listOutbox(deps.db, page, limit);
  return {
    emails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: outgoingEmail(deps, row).text,
      status: row.status,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      file: row.file,
    })),
    total,
    page,
    limit,
    delivery,
  };
}
