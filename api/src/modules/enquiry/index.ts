import { defineModule, routesFolder, tableTypes } from '../module';
import { enquiryEmails } from './enquiry.emails';
import { enquiryExport } from './enquiry.export';
import type { EnquiryTables } from './enquiry.tables';
import noScriptEnquiryPlugin from './no-script/no-script-plugin';

export default defineModule({
  name: 'enquiry',
  routes: routesFolder(__dirname),
  // The enquiry sent without JavaScript (the site server's form route): its steps, drafts and limits.
  plugin: { plugin: noScriptEnquiryPlugin, options: ({ config }) => ({ secure: config.siteUrl.startsWith('https:') }) },
  tables: tableTypes<EnquiryTables>(),
  emails: enquiryEmails,
  exporters: [enquiryExport],
  limits: { enquiry: 10 },
  mailKinds: ['enquiry-notification', 'enquiry-receipt', 'enquiry-reply'],
});
