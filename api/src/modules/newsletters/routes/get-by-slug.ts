import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, newsletterResponseSchema, newslettersPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sentNewsletter } from '../newsletters.service';

/** A sent newsletter's web version (/newsletters/{slug}); a draft, a scheduled one or an unknown slug is a 404. */
const getBySlugRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${newslettersPath}/:slug`,
    {
      schema: {
        tags: ['newsletters'],
        summary: "A sent newsletter's web version",
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: newsletterResponseSchema, 404: apiErrorSchema.describe('No sent newsletter has this address'), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await sentNewsletter(app.database.db, request.params.slug) }),
  );
};

export default routePlugin(getBySlugRoute);
