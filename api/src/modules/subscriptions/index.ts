import { defineModule, routesFolder, tableTypes } from '../module';
import { subscriptionEmails } from './subscriptions.emails';
import { subscriptionExports } from './subscriptions.export';
import type { SubscriptionTables } from './subscriptions.tables';

export default defineModule({
  name: 'subscriptions',
  routes: routesFolder(__dirname),
  tables: tableTypes<SubscriptionTables>(),
  emails: subscriptionEmails,
  exporters: subscriptionExports,
  limits: { subscribe: 10 },
  mailKinds: ['subscription-confirm'],
});
