/**
 * The mail worker's clock. An idle instance must not ask the database for mail every few seconds (issue 54:
 * an idle instance's background work was most of its transactions), yet mail must not wait: a look that
 * finds nothing doubles the wait up to `maxMs`, one that finds mail (or fails, the database away) goes back to
 * `baseMs`, and the process wakes the worker itself when it knows work is due (a kick after queueing, a retry's
 * time), so the long waits only delay what another instance or the CLI queued.
 */
export function pollTimer({ baseMs, maxMs, look }: { baseMs: number; maxMs: number; look: () => Promise<boolean> }) {
  let on = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Infinity;
  let delay = baseMs;
  let running: Promise<void> | undefined;
  /** A wake asked for while a look runs: kept for when it ends (the look may have started before the work). */
  let wakeAfterRun = Infinity;

  const arm = (at: number) => {
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(fire, Math.max(0, at - Date.now()));
    timer.unref();
  };

  function fire(): Promise<void> {
    if (running) return running;
    clearTimeout(timer);
    timer = undefined;
    dueAt = Infinity;
    running = look()
      .then(
        (found) => void (delay = found ? baseMs : Math.min(delay * 2, maxMs)),
        () => void (delay = baseMs),
      )
      .finally(() => {
        running = undefined;
        const next = Math.min(Date.now() + delay, wakeAfterRun);
        wakeAfterRun = Infinity;
        if (on) arm(next);
      });
    return running;
  }

  return {
    start() {
      if (on) return;
      on = true;
      void fire();
    },
    stop() {
      on = false;
      clearTimeout(timer);
      timer = undefined;
    },
    /** Look at `at` (ms since the epoch; now when omitted) unless a look is due before; a wake now also ends the back-off. */
    wake(at = Date.now()) {
      if (!on) return;
      if (at <= Date.now()) delay = baseMs;
      if (running) wakeAfterRun = Math.min(wakeAfterRun, at);
      else if (at < dueAt) arm(at);
    },
    /** The wait before the next look after one that finds nothing (tests read it). */
    get delayMs() {
      return delay;
    },
  };
}
