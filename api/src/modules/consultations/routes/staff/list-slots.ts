import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationSlotsPath, staffSlotsResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { staffSlots } from '../../consultations.staff';

/** The consultation times staff opened (from a week ago), taken or free. */
const listSlotsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffConsultationSlotsPath,
    { schema: { tags: ['staff'], summary: 'Consultation times, taken or free', response: { 200: staffSlotsResponseSchema, ...staffErrorResponses } } },
    async () => ({ success: true as const, payload: { slots: await staffSlots(app.consultations.deps) } }),
  );
};

export default routePlugin(listSlotsRoute);
