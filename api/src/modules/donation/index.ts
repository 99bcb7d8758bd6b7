import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListDonationsRoute from './routes/staff/list-donations';
import staffDonationTotalsRoute from './routes/staff/donation-totals';
import staffExportDonationsRoute from './routes/staff/export-donations';
import staffGetDonationRoute from './routes/staff/get-donation';
import challengeRoutes from './routes/challenge';
import donateRoute from './routes/donate';
import returnRoute from './routes/return';
import { defineModule, tableTypes } from '../module';
import { donationEmails } from './donation.emails';
import { donationExport } from './donation.export';
import type { DonationTables } from './donation.tables';
import { loadPaymentsConfig } from './payments/payments.config';
import paymentsPlugin from './payments/plugin';

/**
 * Donations in the staff area (docs/product/staff.md): under /api/staff, behind the staff guard in
 * this plugin's own scope (the public routes beside them stay outside it). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [staffListDonationsRoute, staffDonationTotalsRoute, staffExportDonationsRoute, staffGetDonationRoute]) await app.register(route);
};

/**
 * Card donations (docs/product/donation.md): charged through the configured provider, with a card check
 * (3-D Secure) by redirect when the card needs one, then the simulator's challenge page or the donor's
 * return from Stripe settles it.
 */
const donationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(donateRoute);
  await app.register(challengeRoutes);
  await app.register(returnRoute);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'donation',
  routes: donationRoutes,
  plugin: {
    stage: 'before-routes',
    register: (app, { config }) =>
      app.register(paymentsPlugin, {
        config: config.payments,
        publicApiBase: config.publicApiBase,
        publicSiteUrl: config.publicSiteUrl,
        siteUrl: config.siteUrl,
        brand: config.brand,
      }),
  },
  tables: tableTypes<DonationTables>(),
  emails: donationEmails,
  exporters: [donationExport],
  limits: { donation: 10 },
  mailKinds: ['donation-receipt'],
  config: loadPaymentsConfig,
});
