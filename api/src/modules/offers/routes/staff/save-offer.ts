import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, offerInputSchema, staffOfferResponseSchema, staffOffersPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { saveOffer } from '../../offers.service';

/** Saves an offer's details (a published one changes at once). */
const saveOfferRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    `${staffOffersPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: "Save a member discount's details",
        params: z.object({ id: z.string().max(36) }),
        body: offerInputSchema,
        response: { 200: staffOfferResponseSchema, 404: apiErrorSchema.describe('No such offer'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await saveOffer({ db: app.database.db, now: () => app.now() }, actorOf(request), request.params.id, request.body),
    }),
  );
};

export default routePlugin(saveOfferRoute);
