import { randomBytes } from 'node:crypto';
import { mailingLists, type MailingList } from '@tenants/shared/model';
import { hmac, safeEqual } from '../../security/tokens';

/**
 * The signed unsubscribe link of a newsletter copy (issue 29): it names the address, the list and the
 * newsletter, signed with HMAC-SHA256 under a server key, and never expires (a mail read in a year must
 * still let its reader go). No row is stored per copy: 50,000 copies need no 50,000 tokens kept.
 */
export interface UnsubscribeClaim {
  email: string;
  list: MailingList;
  /** The newsletter whose link it is (its unsubscribe count); null from the preferences page's own links. */
  newsletterId: string | null;
}

const purpose = 'unsubscribe.v1';

export function signUnsubscribe(key: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.email, claim.list, claim.newsletterId])).toString('base64url');
  return `${payload}.${hmac(key, purpose, payload)}`;
}

/** The claim of a well-signed token; null for anything else (a bad token is one answer, whatever is wrong). */
export function readUnsubscribe(key: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length || !safeEqual(signature, hmac(key, purpose, payload))) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [email, list, newsletterId] = value as unknown[];
    if (typeof email !== 'string' || !(mailingLists as readonly unknown[]).includes(list)) return null;
    if (newsletterId !== null && typeof newsletterId !== 'string') return null;
    return { email, list: list as MailingList, newsletterId };
  } catch {
    return null;
  }
}

/** A new random key (kept in the database when UNSUBSCRIBE_SECRET is unset). */
export const newUnsubscribeKey = () => randomBytes(32).toString('hex');

/** `j***@example.org`: the preferences page shows the address so, since its link may be forwarded. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
