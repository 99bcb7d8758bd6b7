/** What a failed delivery means: refused for good, or tried again later (and when), and what to log of it. */

/** A permanent refusal of the recipient (not a refused login or message): the address does not take mail. */
export const isHardBounce = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number };
  return e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
};

/** The longest wait between two attempts, however many failed before. */
export const maxRetryDelayMs = 60 * 60 * 1000;

/** Attempt n+1 waits base × 2^(n-1), at most an hour, plus up to a tenth more so instances do not retry in step. */
export const retryDelayMs = (attempts: number, baseMs: number, jitter = Math.random()) =>
  Math.round(Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs) * (1 + jitter / 10));

/** The reason a delivery failed, for the row and the log: the server's answer, never the message. */
export const reasonOf = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number; message?: string };
  return [e.code, e.responseCode, e.message ?? String(error)].filter(Boolean).join(' ');
};

export const deadLetterCommand = 'node api/dist/cli.js mail-queue --dead';
