import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../lib/deps.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { notify } from '../notifications/notify.ts';
import { trialsEndingWithoutReminder } from './subscriptions.repository.ts';

/** Any constant: only one process at a time looks for trials to remind (seeding uses 72_541_010). */
const TRIAL_REMINDER_LOCK_ID = 72_541_011;
const DAY_MS = 24 * 3600_000;

/**
 * Tells every user whose trial ends within 3 days, once per trial: the search and the notifications run in one
 * transaction under an advisory lock, and a trial that already has its reminder is skipped, so several server
 * processes never remind twice.
 */
export async function remindEndingTrials(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_REMINDER_LOCK_ID})`);
    const now = deps.now();
    const due = await trialsEndingWithoutReminder(tx, now, new Date(now.getTime() + 3 * DAY_MS));
    for (const trial of due) {
      const days = Math.max(1, Math.ceil((trial.trialEndDate.getTime() - now.getTime()) / DAY_MS));
      await notify(tx, {
        userId: trial.userId,
        type: 'trial_ending',
        title: `Your free trial ends in ${days} day${days === 1 ? '' : 's'}`,
        body: `Your trial ends on ${trial.trialEndDate.toISOString().slice(0, 10)}. Choose a plan to keep your features without a break.`,
        link: '/pricing',
      });
    }
    return due.length;
  });
}

/** Looks every hour while the app is up. */
export const trialRemindersPlugin = fp(async (app: FastifyInstance) => {
  runPeriodically(app, 'trial reminders', 60 * 60_000, () => remindEndingTrials(app.deps));
});
