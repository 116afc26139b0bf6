import type { FastifyInstance } from 'fastify';

/** A task that runs every interval, and sooner when asked. */
export interface Periodic {
  /**
   * Runs the task now rather than at the next tick; when a run is under way, one more follows
   * it (what asked may have come after that run looked). Nothing once the app is closing.
   */
  runSoon(): void;
}

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
): Periodic {
  if (intervalMs <= 0) return { runSoon: () => {} };
  let running: Promise<unknown> | null = null;
  let again = false;
  let closing = false;
  const start = () => {
    running = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
        if (again && !closing) {
          again = false;
          start();
        }
      });
  };
  const timer = setInterval(() => {
    if (!running) start();
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    while (running) await running;
  });
  return {
    runSoon: () => {
      if (closing) return;
      if (running) again = true;
      else start();
    },
  };
}
