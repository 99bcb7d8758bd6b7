import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token: 256 random bits, URL-safe. Only its hash is stored (tokenHash). */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * SHA-256 of a token, for storage and lookup. A plain hash (not scrypt) is enough: the token is random
 * with 256 bits of entropy, so there is nothing to guess from the hash.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Equality of two strings that does not leak, through its timing, how much of them matches. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** HMAC-SHA256 of the parts (joined by a newline, which no part holds), base64url. */
export const hmac = (secret: string, ...parts: string[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
