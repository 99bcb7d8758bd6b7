import { defineModule, routesFolder, tableTypes } from '../module';
import { donationEmails } from './donation.emails';
import { donationExport } from './donation.export';
import type { DonationTables } from './donation.tables';
import { loadPaymentsConfig } from './payments/payments.config';
import paymentsPlugin from './payments/plugin';

export default defineModule({
  name: 'donation',
  routes: routesFolder(__dirname),
  plugin: {
    plugin: paymentsPlugin,
    options: ({ config }) => ({
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
