/**
 * The "confirm it's you" round trip: the staff client, refused with "Confirm it's you to do this.",
 * asks here; the dialog (ReauthHost) shows, and the call is sent again once the member of staff confirmed,
 * or refused as it was if they cancel. One dialog at a time: calls refused meanwhile wait for the same one.
 * `factorOnly`: the call wants a second factor, not a password (releases, newsletters, invitations, passkeys).
 */
type Listener = (open: boolean, factorOnly: boolean) => void;

let pending: { promise: Promise<void>; resolve(): void; reject(error: unknown): void; factorOnly: boolean } | null = null;
const listeners = new Set<Listener>();

export function requestReauth(factorOnly = false): Promise<void> {
  // A call that wants a factor while a password-or-factor dialog is open: the dialog asks for the factor.
  if (pending && factorOnly && !pending.factorOnly) {
    pending.factorOnly = true;
    listeners.forEach((listener) => listener(true, true));
  }
  if (!pending) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    pending = { promise, resolve, reject, factorOnly };
    listeners.forEach((listener) => listener(true, factorOnly));
  }
  return pending.promise;
}

/** The dialog's answer: confirmed (the waiting calls go again) or cancelled (they fail with `error`). */
export function settleReauth(confirmed: boolean, error?: unknown): void {
  const current = pending;
  pending = null;
  listeners.forEach((listener) => listener(false, false));
  if (confirmed) current?.resolve();
  else current?.reject(error);
}

export function onReauth(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) listener(true, pending.factorOnly);
  return () => listeners.delete(listener);
}
