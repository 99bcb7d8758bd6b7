import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerInputSchema, staffOfferResponseSchema, staffOffersPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { createOffer } from '../../offers.service';

/** A new offer, as a draft. */
const createOfferRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffOffersPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'A new member discount, as a draft',
        body: offerInputSchema,
        response: { 201: staffOfferResponseSchema, ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, payload: await createOffer({ db: app.database.db, now: () => app.now() }, actorOf(request), request.body) };
    },
  );
};

export default routePlugin(createOfferRoute);
