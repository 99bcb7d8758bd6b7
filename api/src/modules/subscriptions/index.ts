import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListListsRoute from './routes/staff/list-lists';
import staffListEntriesRoute from './routes/staff/list-entries';
import staffDeleteListEntryRoute from './routes/staff/delete-list-entry';
import staffExportListRoute from './routes/staff/export-list';
import broadcastRoute from './routes/broadcast';
import newsletterRoute from './routes/newsletter';
import whatsappRoute from './routes/whatsapp';
import confirmPostRoute from './routes/confirm-post';
import unsubscribeRoute from './routes/unsubscribe';
import unsubscribePageRoute from './routes/unsubscribe-page';
import preferencesRoute from './routes/preferences';
import updatePreferencesRoute from './routes/update-preferences';
import { defineModule, tableTypes } from '../module';
import { subscriptionEmails } from './subscriptions.emails';
import { subscriptionExports } from './subscriptions.export';
import type { SubscriptionTables } from './subscriptions.tables';

/**
 * The lists in the staff area (docs/product/staff.md): under /api/staff, behind the staff guard in
 * this plugin's own scope (the public routes beside them stay outside it). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [staffListListsRoute, staffListEntriesRoute, staffDeleteListEntryRoute, staffExportListRoute]) await app.register(route);
};

/**
 * The subscription lists: the footer's newsletter and the community page's broadcast (e-mail) and
 * WhatsApp lists, one route file each. Each row records when consent was given and on which page.
 */
const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsletterRoute);
  await app.register(broadcastRoute);
  await app.register(whatsappRoute);
  // Double opt-in, one-click unsubscribe and preferences (docs/product/newsletters.md).
  for (const route of [confirmPostRoute, unsubscribeRoute, unsubscribePageRoute, preferencesRoute, updatePreferencesRoute]) await app.register(route);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'subscriptions',
  routes: subscriptionRoutes,
  tables: tableTypes<SubscriptionTables>(),
  emails: subscriptionEmails,
  exporters: subscriptionExports,
  limits: { subscribe: 10 },
  mailKinds: ['subscription-confirm'],
});
