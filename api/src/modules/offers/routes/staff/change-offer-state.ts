import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, offerStateChangeSchema, staffOfferResponseSchema, staffOffersPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { setOfferState } from '../../offers.service';

/** Publishes an offer, or withdraws it. */
const changeOfferStateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffOffersPath}/:id/state`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Publish or withdraw a member discount',
        params: z.object({ id: z.string().max(36) }),
        body: offerStateChangeSchema,
        response: { 200: staffOfferResponseSchema, 404: apiErrorSchema.describe('No such offer'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await setOfferState({ db: app.database.db, now: () => app.now() }, actorOf(request), request.params.id, request.body.state),
    }),
  );
};

export default routePlugin(changeOfferStateRoute);
