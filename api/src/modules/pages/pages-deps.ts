import type { FastifyInstance } from 'fastify';
import type { PageReviewDeps, PagesDeps } from './pages.staff';

/** The pages' dependencies as the app has them (the staff routes hand them in). */
export const pagesDeps = (app: FastifyInstance): PagesDeps => ({
  db: app.database.db,
  now: () => app.now(),
  releasedRoutes: async () => (await app.sitePages.releasedRoutes?.()) ?? [],
});

/** The review loop's: the pages', with the mail queue and the e-mails it sends. */
export const pageReviewDeps = (app: FastifyInstance): PageReviewDeps => ({ ...pagesDeps(app), mailQueue: app.mailQueue, emails: app.mailer.templates });
