import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffPagesPath, type PageRecord, type RemoteRouteTable, type SiteSettings } from '@tenants/shared/model';
import { declarePagePreview, type PagePreviewOptions } from './page-preview';
import { declareSiteFramePreview } from './site-preview';
import { pollTimer } from '../../mail/poll-timer';
import { publishDuePages, siteAddresses, sitePage } from './pages.service';
import { nextScheduledAt } from './pages.repository';

declare module 'fastify' {
  interface FastifyInstance {
    sitePages: {
      /** The published page at an address and the site settings, for the site renderer (null: no page there). */
      page(address: string): Promise<{ page: PageRecord; settings: SiteSettings } | null>;
      /** Whether a page is published at an address: a set lookup, no read of the page (every request asks). */
      isLive(address: string): Promise<boolean>;
      /** The address an old address redirects to (301), if any. */
      redirect(address: string): Promise<string | undefined>;
      /** Puts the scheduled pages that are due on the site now (the timer calls it; tests may). */
      publishDue(): Promise<number>;
      /**
       * The routes of every released remote version (stable and canaries), which no page may take: filled
       * by the site server when there is one (it reads each version's routes.json); none otherwise.
       */
      releasedRoutes?: () => Promise<RemoteRouteTable[]>;
    };
  }
}

/**
 * How often each instance looks for scheduled pages at most. Between looks it wakes when the next one it
 * knows of is due, and a page scheduled through this instance wakes it at once; this bounds only a page
 * scheduled on another instance that stopped before its time. (It was every 5 s: 4 of an idle instance's 7
 * transactions in 20 s, issue 54.)
 */
export const schedulePollMs = 30_000;

type Addresses = Awaited<ReturnType<typeof siteAddresses>>;

/**
 * The pages in each instance: what the site server reads (a published page, a redirect) and the timer that
 * puts scheduled pages out when due (an update that names the scheduled state, so instances share it safely).
 *
 * The site server asks for a redirect on every page request, so the published addresses and the redirects
 * are kept in this process under the content version (every change to either bumps it, in its transaction,
 * whichever instance makes it): a request costs the version read the page cache makes anyway. A version
 * that cannot be read (SQLite inside a transaction) reads the tables. A database that cannot answer (away,
 * or not migrated) must not take the shell's pages down with it: the answer is then "nothing here", logged.
 */
async function pagesPlugin(app: FastifyInstance, opts: PagePreviewOptions) {
  const db = app.database.db;
  let running: Promise<number> | undefined;
  const publishDue = () => (running ??= publishDuePages(db, app.now()).finally(() => (running = undefined)));

  let kept: { version: unknown; addresses: Promise<Addresses> } | undefined;
  const addresses = async (): Promise<Addresses> => {
    const version = await app.contentVersion();
    if (version === undefined) return siteAddresses(db);
    if (kept?.version !== version) {
      const read = siteAddresses(db);
      kept = { version, addresses: read };
      read.catch(() => {
        if (kept?.addresses === read) kept = undefined;
      });
    }
    return kept.addresses;
  };
  const orNothing =
    <T>(what: string, read: (address: string) => Promise<T>) =>
    async (address: string): Promise<T | undefined> => {
      try {
        return await read(address);
      } catch (error) {
        app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, `pages: cannot read ${what}; serving without it`);
        return undefined;
      }
    };
  const page = orNothing('the page', async (address) => ((await addresses()).live.has(address) ? sitePage(db, address) : null));
  // The holder the site server fills when it serves pages: the desk's preview draws a draft as the public page.
  declarePagePreview(app, opts);
  declareSiteFramePreview(app);
  app.decorate('sitePages', {
    page: async (address: string) => (await page(address)) ?? null,
    isLive: async (address: string) => (await orNothing('the pages', async (at) => (await addresses()).live.has(at))(address)) ?? false,
    redirect: orNothing('the redirects', async (address) => (await addresses()).redirects.get(address)),
    publishDue,
  });
  // One read a look (the next due time); the publish only when one is due. The app's clock may run ahead of
  // the system's (tests move it), so the wake is set by the time left on the app's clock.
  const schedule = pollTimer({
    baseMs: schedulePollMs,
    maxMs: schedulePollMs,
    look: async () => {
      try {
        let next = await nextScheduledAt(db);
        if (next !== undefined && Date.parse(next) <= app.now().getTime()) {
          await publishDue();
          next = await nextScheduledAt(db);
        }
        if (next !== undefined) schedule.wake(Date.now() + Math.max(0, Date.parse(next) - app.now().getTime()));
        return false;
      } catch (error) {
        app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'pages: cannot publish the due ones; trying again');
        throw error;
      }
    },
  });
  // A page scheduled (or published, unpublished) through this instance: look again now for its time.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith(staffPagesPath) && reply.statusCode < 300) schedule.wake();
  });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}

export default fp(pagesPlugin, { name: 'pages', dependencies: ['database', 'clock', 'data-versions'] });
