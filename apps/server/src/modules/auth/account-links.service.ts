import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@verdant/shared/messages';
import type { resetPasswordSchema } from '@verdant/shared/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { gone, invalid } from '../../lib/errors.ts';
import { count } from '../../plugins/rate-limit-store.ts';
import { emailLayout } from '../notifications/email-templates.ts';
import { queueEmail } from '../notifications/notify.ts';
import { type AccountTokenPurpose, consumeAccountToken, issueAccountToken } from './account-tokens.repository.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, replacePassword, type UserRow } from './users.repository.ts';

// Forgot password and email verification (issue 17 points 4 and 5, decision 022): single-use links by email.

const HOUR_MS = 3600_000;
export const RESET_LINK_TTL_MS = HOUR_MS;
export const VERIFICATION_LINK_TTL_MS = 72 * HOUR_MS;
/** Reset emails one address receives per hour, whoever asks; past it the same answer, and nothing is sent. */
const RESET_EMAILS_PER_HOUR = 5;
/** Verification emails one account may ask for per hour. */
const VERIFICATION_EMAILS_PER_HOUR = 5;
/**
 * The forgot-password answer takes at least this long, whether the email exists or not, so the time it takes does
 * not tell which (the work for an existing account is a few quick writes, well under this).
 */
export const FORGOT_PASSWORD_MIN_MS = 300;

const linkTo = (deps: Deps, path: string, token: string) =>
  new URL(`${path}?token=${encodeURIComponent(token)}`, deps.config.PUBLIC_URL).toString();

async function queueResetEmail(deps: Deps, db: Db, user: UserRow, token: string) {
  const url = linkTo(deps, '/reset-password', token);
  await queueEmail(db, {
    to: user.email,
    subject: 'Reset your Verdant password',
    ...emailLayout({
      greeting: `Hi ${user.firstName},`,
      heading: 'Reset your password',
      paragraphs: [
        'Someone (we hope you) asked to reset the password of your Verdant account. The link below works once, for one hour.',
        'If you did not ask, ignore this email: your password stays as it is.',
      ],
      button: { label: 'Choose a new password', url },
    }),
  });
}

async function queueVerificationEmail(deps: Deps, db: Db, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const now = deps.now();
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: 'email_verification',
    now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
  });
  await queueEmail(db, {
    to: user.email,
    subject: 'Verify your email address for Verdant',
    ...emailLayout({
      greeting: `Hi ${user.firstName},`,
      heading: 'Please verify your email address',
      paragraphs: [
        'Welcome to Verdant! Open the link below to confirm that this address is yours. It works for 3 days.',
        'If you did not create an account, ignore this email.',
      ],
      button: { label: 'Verify my email address', url: linkTo(deps, '/verify-email', token) },
    }),
  });
}

/** Registration: the new account's verification email, in the registration's transaction. */
export const sendVerificationOnRegistration = queueVerificationEmail;

/**
 * POST /api/auth/forgot-password: the same answer, in about the same time, whether or not the email has an
 * account. An existing one gets a reset link (at most RESET_EMAILS_PER_HOUR an hour).
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const started = performance.now();
  const found = await findUserByEmail(deps.db, email);
  // Counted for unknown addresses too: the same queries either way.
  const sent = await count(deps.db, `password-reset:email|${email}`, HOUR_MS);
  if (found?.user.isActive && sent.current <= RESET_EMAILS_PER_HOUR) {
    const user = found.user;
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const token = await issueAccountToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      });
      await queueResetEmail(deps, tx, user, token);
    });
  }
  const left = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
}

const refusals: Record<AccountTokenPurpose, { used: string; replaced: string; expired: string }> = {
  password_reset: {
    used: MESSAGES.resetLinkUsed,
    replaced: MESSAGES.resetLinkReplaced,
    expired: MESSAGES.resetLinkExpired,
  },
  email_verification: {
    used: MESSAGES.verificationLinkUsed,
    replaced: MESSAGES.verificationLinkReplaced,
    expired: MESSAGES.verificationLinkExpired,
  },
};

async function useToken(deps: Deps, db: Db, token: string, purpose: AccountTokenPurpose): Promise<number> {
  const consumed = await consumeAccountToken(db, token, purpose, deps.now());
  if (consumed.ok) return consumed.userId;
  if (consumed.reason === 'unknown') {
    throw invalid(MESSAGES.linkInvalid, [{ field: 'token', message: MESSAGES.linkInvalid }]);
  }
  throw gone(refusals[purpose][consumed.reason]);
}

/**
 * POST /api/auth/reset-password: uses the link up and sets the new password; the token version moves on, so every
 * session of the account ends (the user logs in again with the new password).
 */
export async function resetPassword(deps: Deps, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    const userId = await useToken(deps, tx, input.token, 'password_reset');
    await replacePassword(tx, userId, passwordHash);
  });
}

/** POST /api/auth/verify-email: no login needed (the link may be opened on another device). */
export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await useToken(deps, tx, token, 'email_verification');
    await tx
      .update(users)
      .set({ emailVerifiedAt: deps.now() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}

/** POST /api/auth/resend-verification: a fresh link for the caller (the newest link is the only one that works). */
export async function resendVerification(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'emailVerifiedAt'>,
): Promise<'sent' | 'already_verified' | 'limited'> {
  if (user.emailVerifiedAt) return 'already_verified';
  const asked = await count(deps.db, `verification:user|${user.id}`, HOUR_MS);
  if (asked.current > VERIFICATION_EMAILS_PER_HOUR) return 'limited';
  await deps.db.transaction((tx) => queueVerificationEmail(deps, tx, user));
  return 'sent';
}
