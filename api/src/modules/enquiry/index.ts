import type { FastifyPluginAsync } from 'fastify';
import createEnquiryRoute from './routes/create-enquiry';

/** The enquiry's routes, one file each. */
const enquiryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createEnquiryRoute);
};

export default enquiryRoutes;
