import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationListQuerySchema, staffConsultationListResponseSchema, staffConsultationsPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { staffConsultations } from '../../consultations.staff';

/** The consultation requests, beside the enquiries: waiting ones first. */
const listConsultationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffConsultationsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Consultation requests, waiting ones first',
        querystring: staffConsultationListQuerySchema,
        response: { 200: staffConsultationListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: { items: await staffConsultations(app.consultations.deps, request.query.state) } }),
  );
};

export default routePlugin(listConsultationsRoute);
