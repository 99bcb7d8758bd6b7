import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListEnquiriesRoute from './routes/staff/list-enquiries';
import staffExportEnquiriesRoute from './routes/staff/export-enquiries';
import staffGetEnquiryRoute from './routes/staff/get-enquiry';
import staffUpdateEnquiryRoute from './routes/staff/update-enquiry';
import staffAddEnquiryNoteRoute from './routes/staff/add-enquiry-note';
import staffReplyToEnquiryRoute from './routes/staff/reply-to-enquiry';
import createEnquiryRoute from './routes/create-enquiry';

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
  ])
    await app.register(route);
};

/** The enquiry's routes, one file each. */
const enquiryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createEnquiryRoute);
  await app.register(staffRoutes);
};

export default enquiryRoutes;
