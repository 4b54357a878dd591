import type { NotificationType } from '@verdant/shared/enums';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { emailOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { renderNotificationEmail } from './email-templates.ts';
import { createMailer, type Mailer, type OutgoingEmail } from './mailer.ts';
import { claimDueEmails, markEmailAttemptFailed, markEmailSent } from './notifications.repository.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A claimed email belongs to its worker this long; past it, another worker may send it again. Longer than a batch
 * can take against a hanging SMTP server (5 x (10 s connect + 30 s socket timeout) = 200 s).
 */
const LEASE_MS = 5 * 60_000;
const BATCH = 5;
/** After the 10th failed attempt (about 4 hours of trying in all) the email is marked failed. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min ... at most an hour between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The email as it goes out: queueEmail's bodies as given, a notification's rendered now (PUBLIC_URL, unsubscribe). */
export function outgoingEmail(deps: Pick<Deps, 'config'>, row: OutboxRow): OutgoingEmail {
  if (row.payload && row.userId && row.type) {
    const type = row.type as NotificationType;
    const token = signUnsubscribeToken(deps.config.JWT_SECRET, row.userId, type);
    const rendered = renderNotificationEmail(deps.config.PUBLIC_URL, type, row.payload, token);
    return { id: row.id, to: row.toAddress, subject: row.subject, ...rendered };
  }
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody ?? '',
    html: row.htmlBody ?? '',
    headers: {},
  };
}

/**
 * One pass of the outbox: claim due emails (SKIP LOCKED + lease), send each, mark it sent or schedule its retry.
 * A crash after sending and before marking leaves the row claimed: it is sent again once the lease runs out, so a
 * crash costs at most one duplicate (same Message-ID), never a lost email.
 */
export async function drainOutbox(deps: Deps, mailer: Mailer): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = deps.now();
    const claimed = await claimDueEmails(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const row of claimed) {
      try {
        const file = await mailer.send(outgoingEmail(deps, row));
        await markEmailSent(deps.db, row.id, deps.now(), file);
        sent++;
      } catch (error) {
        failed++;
        const retryAt =
          row.attempts >= MAX_ATTEMPTS ? null : new Date(deps.now().getTime() + retryDelayMs(row.attempts));
        const reason = error instanceof Error ? error.message : String(error);
        await markEmailAttemptFailed(deps.db, row.id, reason, retryAt);
        deps.log.warn({ emailId: row.id, attempts: row.attempts, err: reason }, 'email not sent');
      }
    }
    if (claimed.length < BATCH) return { sent, failed };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Every server process drains the outbox every OUTBOX_POLL_MS (0: never; tests drain by hand). */
export const outboxWorkerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (app.config.OUTBOX_POLL_MS <= 0) return;
  runPeriodically(app, 'email outbox', app.config.OUTBOX_POLL_MS, () => drainOutbox(app.deps, mailer));
});
