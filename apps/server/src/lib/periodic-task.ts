import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` while the app is up: from `onReady` to `onClose`. A slow pass is never overlapped
 * by the next one, a failure is logged rather than thrown, the timer keeps no process alive, and closing waits for a
 * pass in progress. Safe with several server processes only when the task itself is (each of ours is one statement
 * or a set of conditional updates).
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
