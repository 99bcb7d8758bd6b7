/**
 * Gives the main thread back to the browser before the next piece of start-up work. A phone runs the shell's
 * start (the federation runtime, the modules, hydration) four times slower than a laptop; done in one go it is
 * a long task that delays any tap or key on a page that is already on screen. `scheduler.yield()` resumes
 * ahead of other queued work where the browser has it; elsewhere a zero-delay timer does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `callback` when the browser is next idle (or in 2 s where it cannot say): work nothing waits for. */
export function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback());
  else setTimeout(callback, 2000);
}

/**
 * Resolves once the browser has parsed the whole page. The start script asks for the shell's entry at the
 * first frame after the paint (api/src/site/start-script.ts); on a slow connection the parser may not yet
 * have reached what follows the page's HTML then: its run-time config, version set, route table and
 * first-paint data. Read before that, they are missing, and the page would hydrate from other data than drew it.
 */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
