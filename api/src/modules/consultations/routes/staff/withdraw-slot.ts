import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffConsultationSlotsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { withdrawSlot } from '../../consultations.staff';
import { idParams } from './params';

/** Withdraws a time no one is confirmed in. */
const withdrawSlotRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${staffConsultationSlotsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Withdraw a free consultation time',
        params: idParams,
        response: { 200: okSchema, 409: apiErrorSchema.describe('Taken, withdrawn or unknown'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await withdrawSlot(app.consultations.deps, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default routePlugin(withdrawSlotRoute);
