/** How long and how often the shell tries to load a remote before it shows the fallback panel. */
export interface RetryPolicy {
  /** Waits before the 2nd, 3rd, … attempt; its length + 1 is the number of attempts. */
  delaysMs: readonly number[];
  /** The whole load, retries included, gives up after this: a remote that hangs must not leave a spinner. */
  timeoutMs: number;
  /** A failure that trying again cannot mend (default: none), given up on at once. */
  permanent?: (error: unknown) => boolean;
}

/**
 * A remote built against another major of a shared singleton (the Module Federation runtime refuses it): the
 * same files will be refused again, and a second try would run a half-initialised module.
 */
export const isVersionRefusal = (error: unknown) => error instanceof Error && /does not satisfy the requirement/.test(error.message);

/**
 * A remote's files can fail for a moment (a deploy switching folders, a dropped connection on a train), so
 * a failed load is tried again after a short wait; a load that hangs is abandoned at the deadline.
 */
export const remoteRetryPolicy: RetryPolicy = { delaysMs: [400, 1500], timeoutMs: 12_000, permanent: isVersionRefusal };

export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withRetry<T>(what: string, load: () => Promise<T>, policy: RetryPolicy = remoteRetryPolicy): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(new RemoteTimeoutError(what, policy.timeoutMs));
    }, policy.timeoutMs);
  });
  const attempts = async (): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (expired || attempt >= policy.delaysMs.length || policy.permanent?.(error)) throw error;
        console.warn(`[shell] ${what} failed, trying again`, error);
        await wait(policy.delaysMs[attempt]);
        if (expired) throw error;
      }
    }
  };
  return Promise.race([attempts(), deadline]).finally(() => clearTimeout(timer));
}
