import { createHmac, timingSafeEqual } from 'node:crypto';
import { previewLinkDays, sharedPreviewPath } from '@tenants/shared/model';

/**
 * A page's signed preview link (shared/src/contracts/preview-links.ts): the page's id and the second the link
 * ends, signed with a key of its own derived from SIGNING_SECRET. Nothing is stored: a link is good until its
 * time, for its page only; changing either breaks the signature.
 */
const dayMs = 24 * 60 * 60 * 1000;

export const previewLinkKey = (signingSecret: string) => createHmac('sha256', signingSecret).update('page preview links').digest();

const signature = (key: Buffer, id: string, until: number) => createHmac('sha256', key).update(`${id}\n${until}`).digest('base64url');

export function makePreviewLink(key: Buffer, siteUrl: string, id: string, now: Date): { url: string; expiresAt: Date } {
  const until = Math.floor((now.getTime() + previewLinkDays * dayMs) / 1000);
  const url = new URL(sharedPreviewPath(id), siteUrl);
  url.searchParams.set('until', String(until));
  url.searchParams.set('sig', signature(key, id, until));
  return { url: url.toString(), expiresAt: new Date(until * 1000) };
}

export type LinkCheck = { ok: true; until: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a link's `until` and `sig` were made here for this page, and are still good at `now`. */
export function checkPreviewLink(key: Buffer, id: string, until: string | undefined, sig: string | undefined, now: Date): LinkCheck {
  if (!until || !sig || !/^\d{1,12}$/.test(until)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(key, id, Number(until)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  // A link signed for longer than links are made for was not made here (a key that leaked is not the case).
  const ends = Number(until) * 1000;
  if (ends > now.getTime() + previewLinkDays * dayMs + 60_000) return { ok: false, reason: 'invalid' };
  return ends <= now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, until: new Date(ends) };
}
