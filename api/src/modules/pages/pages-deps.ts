import type { FastifyInstance } from 'fastify';
import type { PagesDeps } from './pages.staff';

/** The pages' dependencies as the app has them (the staff routes hand them in). */
export const pagesDeps = (app: FastifyInstance): PagesDeps => ({
  db: app.database.db,
  now: () => app.now(),
  releasedRoutes: async () => (await app.sitePages.releasedRoutes?.()) ?? [],
});
