import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListEnquiriesRoute from './routes/staff/list-enquiries';
import staffExportEnquiriesRoute from './routes/staff/export-enquiries';
import staffGetEnquiryRoute from './routes/staff/get-enquiry';
import staffUpdateEnquiryRoute from './routes/staff/update-enquiry';
import staffAddEnquiryNoteRoute from './routes/staff/add-enquiry-note';
import staffReplyToEnquiryRoute from './routes/staff/reply-to-enquiry';
import staffPreviewEnquiryReplyRoute from './routes/staff/preview-enquiry-reply';
import createEnquiryRoute from './routes/create-enquiry';
import { defineModule, tableTypes } from '../module';
import { enquiryEmails } from './enquiry.emails';
import { enquiryExport } from './enquiry.export';
import type { EnquiryTables } from './enquiry.tables';

/**
 * The enquiries inbox in the staff area (docs/product/staff.md): under /api/staff, behind the staff guard in
 * this plugin's own scope (the public routes beside them stay outside it). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    staffListEnquiriesRoute,
    staffExportEnquiriesRoute,
    staffGetEnquiryRoute,
    staffUpdateEnquiryRoute,
    staffAddEnquiryNoteRoute,
    staffReplyToEnquiryRoute,
    staffPreviewEnquiryReplyRoute,
  ])
    await app.register(route);
};

/** The enquiry's routes, one file each. */
const enquiryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createEnquiryRoute);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'enquiry',
  routes: enquiryRoutes,
  tables: tableTypes<EnquiryTables>(),
  emails: enquiryEmails,
  exporters: [enquiryExport],
  limits: { enquiry: 10 },
  mailKinds: ['enquiry-notification', 'enquiry-receipt', 'enquiry-reply'],
});
