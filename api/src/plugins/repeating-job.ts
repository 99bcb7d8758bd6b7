import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `everyMs` while the app runs (from ready to close), one run at a time: a call made while one
 * runs gets that run. A failure is logged with `failure` and tried again at the next tick. Returns the job, for
 * callers that want it now (tests, a kick after a change). Each instance runs its own timer, so a job must
 * claim its rows (the reminders do) for instances to share it.
 */
export function repeatingJob<T>(
  app: FastifyInstance,
  { everyMs, failure, job }: { everyMs: number; failure: string; job: () => Promise<T> },
): () => Promise<T> {
  let running: Promise<T> | undefined;
  const run = () => (running ??= job().finally(() => (running = undefined)));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void run().catch((error: unknown) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, failure)),
      everyMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return run;
}
