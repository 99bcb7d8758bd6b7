import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageRecord, SiteSettings } from '@tenants/shared/model';
import { publishDuePages, redirectFor, sitePage } from './pages.service';

declare module 'fastify' {
  interface FastifyInstance {
    sitePages: {
      /** The published page at an address and the site settings, for the site renderer (null: no page there). */
      page(address: string): Promise<{ page: PageRecord; settings: SiteSettings } | null>;
      /** The address an old address redirects to (301), if any. */
      redirect(address: string): Promise<string | undefined>;
      /** Puts the scheduled pages that are due on the site now (the timer calls it; tests may). */
      publishDue(): Promise<number>;
    };
  }
}

/** How often each instance looks for scheduled pages that are due: a scheduled page is out within this of its time. */
export const schedulePollMs = 5000;

/**
 * The pages in each instance: what the site server reads (a published page, a redirect) and the timer that
 * puts scheduled pages out when due (an update that names the scheduled state, so instances share it safely).
 */
async function pagesPlugin(app: FastifyInstance) {
  const db = app.database.db;
  let running: Promise<number> | undefined;
  const publishDue = () => (running ??= publishDuePages(db, app.now()).finally(() => (running = undefined)));
  // The site server asks these before drawing any page: a database that cannot answer (away, or not
  // migrated) must not take the shell's pages down with it, so the answer is then "nothing here", logged.
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
  const page = orNothing('the page', (address) => sitePage(db, address));
  app.decorate('sitePages', {
    page: async (address: string) => (await page(address)) ?? null,
    redirect: orNothing('the redirects', (address) => redirectFor(db, address)),
    publishDue,
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void publishDue().catch((error: unknown) =>
          app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'pages: cannot publish the due ones; trying again'),
        ),
      schedulePollMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(pagesPlugin, { name: 'pages' });
