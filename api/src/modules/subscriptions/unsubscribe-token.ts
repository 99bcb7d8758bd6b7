import { randomBytes } from 'node:crypto';
import { mailingLists, type MailingList } from '@tenants/shared/model';
import { hmac, safeEqual } from '../../security/tokens';

/**
 * The signed unsubscribe link of a newsletter copy: it names the list, the subscription's row id and the
 * newsletter, and when it stops working, signed with HMAC-SHA256 under a server key. It carries no address:
 * a link forwarded, logged by a proxy or kept in a mail archive says nothing about whose it is, and once the
 * address is erased (its row gone) the link names no one. No row is stored per copy: 50,000 copies need no
 * 50,000 tokens kept. It works for `unsubscribeLinkDays` (two years: a mail read long after still lets its
 * reader go; every newer mail carries a fresh one).
 */
export interface UnsubscribeLink {
  list: MailingList;
  /** The subscription's row on that list. */
  subscriptionId: string;
  /** The newsletter whose link it is (its unsubscribe count); null from the preferences page's own links. */
  newsletterId: string | null;
}

/** Whom an unsubscribe token names, once its subscription is looked up. */
export interface UnsubscribeClaim {
  email: string;
  list: MailingList;
  newsletterId: string | null;
}

export const unsubscribeLinkDays = 730;
const dayMs = 24 * 60 * 60 * 1000;
const purpose = 'unsubscribe.v2';

/**
 * Links sent before they became opaque name the address itself and never expired. They keep working until
 * then (a year: the life the old mails in inboxes most likely need, and no longer) and are refused after,
 * with the same message as any bad link; no new one is made.
 */
const legacyPurpose = 'unsubscribe.v1';
export const legacyLinksUntil = Date.UTC(2027, 10, 27);

export function signUnsubscribe(key: string, link: UnsubscribeLink, now: Date): string {
  const expiresDay = Math.floor(now.getTime() / dayMs) + unsubscribeLinkDays;
  const payload = Buffer.from(JSON.stringify([link.list, link.subscriptionId, link.newsletterId, expiresDay])).toString('base64url');
  return `${payload}.${hmac(key, purpose, payload)}`;
}

export type ReadToken = ({ kind: 'link' } & UnsubscribeLink) | ({ kind: 'legacy' } & UnsubscribeClaim);

/** What a well-signed token in its life names; null for anything else (a bad token is one answer, whatever is wrong). */
export function readUnsubscribe(key: string, token: string, now: Date): ReadToken | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const current = safeEqual(signature, hmac(key, purpose, payload));
  if (!current && !(now.getTime() < legacyLinksUntil && safeEqual(signature, hmac(key, legacyPurpose, payload)))) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== (current ? 4 : 3)) return null;
    const [first, list, newsletterId, expiresDay] = current ? [value[1], value[0], value[2], value[3]] : (value as unknown[]);
    if (typeof first !== 'string' || !(mailingLists as readonly unknown[]).includes(list)) return null;
    if (newsletterId !== null && typeof newsletterId !== 'string') return null;
    const named = { list: list as MailingList, newsletterId };
    if (!current) return { kind: 'legacy', email: first, ...named };
    if (typeof expiresDay !== 'number' || now.getTime() >= expiresDay * dayMs) return null;
    return { kind: 'link', subscriptionId: first, ...named };
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
