import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { versionOfManifest } from '@tenants/shared/model';

/**
 * Page-load ids (docs/product/telemetry.md, "What the watch believes"): the site server writes one into every
 * page it draws for a reporting page load, and a browser's report is taken only with one. The id is signed
 * (HMAC-SHA256 with a key of its own derived from SIGNING_SECRET) and carries when it was issued, a random
 * nonce (the budget's key), the version set the page was drawn with, so a report cannot name versions its
 * page did not run, and the hashed network it was drawn for (never the address), so the watch can tell one
 * visitor's many page loads from many visitors'. No cookie, nothing kept on the device.
 */
export interface PageLoad {
  /** Random, per page load: what the report budget and the distinct page loads are counted by. */
  nonce: string;
  /** When the site server drew the page (ms). */
  issuedAt: number;
  /** remote → version folder, as the page was drawn. */
  versions: Record<string, string>;
  /**
   * The hashed network the page was drawn for (visitor-network.ts): the watch's distinct witnesses. `unknown`
   * for an id issued without one.
   */
  network: string;
  /**
   * The remote that owns the page's route (none: the shell's) and the route's pattern, as the server drew it:
   * the page view its first beacon counts for the watch is this page's, whatever the beacon claims.
   */
  page?: { remote?: string; route: string };
}

export type PageLoadCheck = { ok: true; load: PageLoad } | { ok: false; reason: 'forged' | 'expired' };

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const plainVersions = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([name, version]) => /^[\w-]{1,40}$/.test(name) && typeof version === 'string' && /^[\w.-]{1,100}$/.test(version));

export function pageLoadIds({ secret, ttlMs, now }: { secret: string; ttlMs: number; now: () => number }) {
  const key = createHmac('sha256', secret).update('telemetry page-load id').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
  return {
    /**
     * A fresh id for a page drawn with `entries` (remote → manifest URL) for a visitor on `network` (hashed),
     * of `page` (its route's owner and pattern).
     */
    issue(entries: Readonly<Record<string, string>>, network = 'unknown', page?: { remote?: string; route: string }): string {
      const versions = Object.fromEntries(
        Object.entries(entries).flatMap(([name, entry]) => {
          const version = versionOfManifest(entry);
          return version ? [[name, version]] : [];
        }),
      );
      const payload = b64(
        JSON.stringify({ i: Math.floor(now() / 1000), n: b64(randomBytes(12)), v: versions, h: network, ...(page ? { r: page.remote, p: page.route } : {}) }),
      );
      return `${payload}.${b64(mac(payload))}`;
    },
    check(id: string): PageLoadCheck {
      const [payload, signature, extra] = id.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
      let parsed: { i?: unknown; n?: unknown; v?: unknown; h?: unknown; r?: unknown; p?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
      } catch {
        return { ok: false, reason: 'forged' };
      }
      if (typeof parsed.i !== 'number' || typeof parsed.n !== 'string' || !plainVersions(parsed.v)) return { ok: false, reason: 'forged' };
      const issuedAt = parsed.i * 1000;
      // A little slack for a clock between instances that runs behind.
      if (now() - issuedAt > ttlMs || issuedAt - now() > 60_000) return { ok: false, reason: 'expired' };
      const network = typeof parsed.h === 'string' && /^[\w-]{1,40}$/.test(parsed.h) ? parsed.h : 'unknown';
      const page = typeof parsed.p === 'string' ? { route: parsed.p, ...(typeof parsed.r === 'string' ? { remote: parsed.r } : {}) } : undefined;
      return { ok: true, load: { nonce: parsed.n, issuedAt, versions: parsed.v, network, ...(page ? { page } : {}) } };
    },
  };
}

export type PageLoadIds = ReturnType<typeof pageLoadIds>;
