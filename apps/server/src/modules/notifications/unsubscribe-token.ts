import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@verdant/shared/enums';
import { ID_MAX } from '@verdant/shared/schemas/common';

// An unsubscribe link works without login: its token is "<user id>.<type>.<HMAC-SHA256 of both>", keyed by a key
// derived from the server secret (JWT_SECRET) for this one purpose. Changing the id or type breaks the signature.

const signature = (secret: string, userId: number, type: string) => {
  const key = createHmac('sha256', secret).update('verdant unsubscribe v1').digest();
  return createHmac('sha256', key).update(`${userId}:${type}`).digest('base64url');
};

export function signUnsubscribeToken(secret: string, userId: number, type: NotificationType): string {
  return `${userId}.${type}.${signature(secret, userId, type)}`;
}

/** The user and event the token was made for, or null when it is malformed, altered or forged. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; type: NotificationType } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const type = match[2] as NotificationType;
  if (!NOTIFICATION_TYPES.includes(type) || userId > ID_MAX) return null;
  const expected = Buffer.from(signature(secret, userId, type));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, type } : null;
}
