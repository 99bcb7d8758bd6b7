import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tenants/shared/model';
import { guideBySlug } from '../guides.service';

const slugParams = z.object({ slug: z.string().max(100) });
const notFound = { 404: apiErrorSchema.describe('No such guide') };

/** GET a guide's cover picture (for everyone, cached a day). */
const guideCoverRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guides/:slug/cover.svg',
    {
      schema: {
        tags: ['guides'],
        summary: "A guide's cover picture",
        params: slugParams,
        response: { 200: z.string().describe('An SVG picture'), ...notFound },
      },
    },
    async (request, reply) => {
      const guide = await guideBySlug(app.database.db, request.params.slug);
      const svg = await app.guides.coverSvg(guide.slug, guide.title, guide.summary);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

export default routePlugin(guideCoverRoute);
