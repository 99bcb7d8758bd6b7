import { defineModule, routesFolder, tableTypes } from '../module';
import { eventEmails } from './events.emails';
import eventsPlugin from './events-plugin';
import type { EventsTables } from './events.tables';

export { deleteBookingsOfMember, listPublishedSlugs } from './events.repository';
export { myBookings } from './events-view';

export default defineModule({
  name: 'events',
  routes: routesFolder(__dirname),
  plugin: { plugin: eventsPlugin, options: ({ config }) => ({ siteUrl: config.siteUrl, brand: config.brand }) },
  tables: tableTypes<EventsTables>(),
  emails: eventEmails,
  mailKinds: ['event-booked', 'event-waiting', 'event-place-offered', 'event-booking-cancelled', 'event-cancelled', 'event-reminder', 'event-message'],
});
