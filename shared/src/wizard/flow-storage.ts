/** Session-storage keys of the donation flow start with this; the shell clears them off donation pages. */
export const donationStoragePrefix = 'donation.';
/** Session-storage keys of the enquiry flow start with this; the shell clears them off the enquiry's pages. */
const enquiryStoragePrefix = 'enquiry.';
export const enquiryStorageKeys = { form: `${enquiryStoragePrefix}form` } as const;

/**
 * Where each wizard's answers live in session storage, by the remote whose pages make up its flow: on any
 * other page the shell clears them (docs/product/donation.md for the donation; the enquiry does the same).
 */
export const flowStoragePrefixes = { donation: donationStoragePrefix, enquiry: enquiryStoragePrefix } as const;

/**
 * Storage the browser refuses (disabled, full, blocked by privacy settings) only costs the restore after a
 * reload, so its errors are swallowed: the flow itself carries on from memory.
 */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const readStored = (key: string): string | null => attempt(() => sessionStorage.getItem(key), null);

export const writeStored = (key: string, value: string): void => attempt(() => sessionStorage.setItem(key, value), undefined);

export const removeStored = (...keys: string[]): void => attempt(() => keys.forEach((key) => sessionStorage.removeItem(key)), undefined);

/** Removes every key that starts with `prefix`. */
export function clearStoredPrefix(prefix: string): void {
  const keys = attempt(() => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)), []);
  removeStored(...keys.filter((key): key is string => key?.startsWith(prefix) ?? false));
}

/** A stored JSON object, or null when there is none or it is not an object. */
export function readStoredObject(key: string): Record<string, unknown> | null {
  const raw = readStored(key);
  if (raw === null) return null;
  const value = attempt(() => JSON.parse(raw) as unknown, null);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
