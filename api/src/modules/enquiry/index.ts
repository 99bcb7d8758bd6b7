import { defineModule, routesFolder, tableTypes } from '../module';
import { enquiryEmails } from './enquiry.emails';
import { enquiryExport } from './enquiry.export';
import type { EnquiryTables } from './enquiry.tables';

export default defineModule({
  name: 'enquiry',
  routes: routesFolder(__dirname),
  tables: tableTypes<EnquiryTables>(),
  emails: enquiryEmails,
  exporters: [enquiryExport],
  limits: { enquiry: 10 },
  mailKinds: ['enquiry-notification', 'enquiry-receipt', 'enquiry-reply'],
});
