import { defineModule, routesFolder, tableTypes } from '../module';
import { consultationEmails } from './consultations.emails';
import consultationsPlugin from './consultations-plugin';
import type { ConsultationsTables } from './consultations.tables';

export { deleteConsultationsOfMember, myConsultations } from './consultations.service';

export default defineModule({
  name: 'consultations',
  routes: routesFolder(__dirname),
  plugin: { plugin: consultationsPlugin, options: ({ config }) => ({ siteUrl: config.siteUrl, brand: config.brand }) },
  tables: tableTypes<ConsultationsTables>(),
  emails: consultationEmails,
  mailKinds: ['consultation-confirmed', 'consultation-rescheduled', 'consultation-cancelled', 'consultation-reminder'],
});
