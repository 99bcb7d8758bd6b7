import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import createNewsletterRoute from './routes/staff/create-newsletter';
import getNewsletterRoute from './routes/staff/get-newsletter';
import listNewslettersRoute from './routes/staff/list-newsletters';
import previewNewsletterRoute from './routes/staff/preview-newsletter';
import sendNewsletterRoute from './routes/staff/send-newsletter';
import testNewsletterRoute from './routes/staff/test-newsletter';
import unscheduleNewsletterRoute from './routes/staff/unschedule-newsletter';
import updateNewsletterRoute from './routes/staff/update-newsletter';
import getBySlugRoute from './routes/get-by-slug';
import listArchiveRoute from './routes/list-archive';
import { defineModule, tableTypes } from '../module';
import newslettersPlugin from './newsletters-plugin';
import { newsletterEmails } from './newsletters.emails';
import type { NewsletterTables } from './newsletters.tables';

export { newsletterSitemap } from './newsletters.service';

/** The staff's newsletters: under /api/staff, behind the staff guard in this plugin's own scope. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    listNewslettersRoute,
    createNewsletterRoute,
    getNewsletterRoute,
    updateNewsletterRoute,
    previewNewsletterRoute,
    testNewsletterRoute,
    sendNewsletterRoute,
    unscheduleNewsletterRoute,
  ]) {
    await app.register(route);
  }
};

/**
 * Newsletters (docs/product/newsletters.md): the public archive and web versions, and the staff area's
 * compose, test, send and schedule. Sending itself runs in newsletters-plugin.ts (every instance).
 */
const newsletterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listArchiveRoute);
  await app.register(getBySlugRoute);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'newsletters',
  routes: newsletterRoutes,
  plugin: { stage: 'after-mail', register: (app, { config }) => app.register(newslettersPlugin, { config: config.mail }) },
  tables: tableTypes<NewsletterTables>(),
  emails: newsletterEmails,
  mailKinds: ['newsletter', 'newsletter-test'],
});
