import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const RESOLUTION_MS = 10;
const SAMPLE_MS = 1000;

/**
 * Answers with `busy` while the event loop's mean lag over the last second is above `maxDelayMs` (0: off). It
 * replaces @fastify/under-pressure, whose timer also called process.memoryUsage(): that reads /proc and threw
 * EMFILE, uncaught, when connections had used up the file descriptors, ending the process. This one opens nothing.
 */
export const eventLoopGuardPlugin = fp<{ maxDelayMs: number; busy: (reply: FastifyReply) => unknown }>(
  async (app: FastifyInstance, { maxDelayMs, busy }) => {
    if (maxDelayMs <= 0) return;
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    let delayMs = 0;
    const timer = setInterval(() => {
      // The timer's own resolution shows up as lag; NaN means no sample at all, i.e. a stalled loop.
      const mean = histogram.mean / 1e6 - RESOLUTION_MS;
      delayMs = Number.isNaN(mean) ? Number.POSITIVE_INFINITY : Math.max(0, mean);
      histogram.reset();
    }, SAMPLE_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      histogram.disable();
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (delayMs > maxDelayMs) return busy(reply);
    });
  },
);
