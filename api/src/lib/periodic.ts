import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` (never when 0 or less) from now until the app closes: a run
 * still under way is not overlapped, a failure is logged as `what` failed, and closing waits for
 * the run under way, so the database is never closed under it. The timer keeps no process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
