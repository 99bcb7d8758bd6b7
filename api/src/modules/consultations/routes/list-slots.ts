import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultationSlotsPath, consultationSlotsResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { openSlots } from '../consultations.service';

/** GET the times a member may choose for their free consultation. */
const listSlotsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    consultationSlotsPath,
    {
      schema: {
        tags: ['consultations'],
        summary: 'The open consultation times, soonest first',
        response: { 200: consultationSlotsResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const, payload: { slots: await openSlots(app.database.db, app.now()) } }),
  );
};

export default routePlugin(listSlotsRoute);
