import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../lib/deps.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { retryPendingTransfers } from './orders.service.ts';
import { releaseReservations } from './reservations.ts';

export interface ReservationJobOptions {
  /** How often to look; 0 turns the job off (tests run it by hand). */
  intervalMs?: number;
}

/** One pass: release expired unpaid reservations, then retry vendor transfers left pending. */
export async function runReservationJob(deps: Deps) {
  const released = await releaseReservations(deps);
  const transferred = await retryPendingTransfers(deps);
  // Released units are back in stock: listings must not keep showing the lower count.
  if (released.releasedOrders > 0) await deps.catalogCache.clear();
  if (released.releasedOrders > 0 || transferred > 0) deps.log.info({ ...released, transferred }, 'reservation job');
  return { ...released, transferred };
}

/**
 * Runs the job every minute while the app is up. Safe with several server processes: every release is one
 * conditional UPDATE ... RETURNING, so an order is never released twice.
 */
export const reservationJobPlugin = fp(async (app: FastifyInstance, options: ReservationJobOptions) => {
  const intervalMs = options.intervalMs ?? 60_000;
  if (intervalMs <= 0) return;
  runPeriodically(app, 'reservation job', intervalMs, () => runReservationJob(app.deps));
});
