import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseIntegrityPath, releaseIntegrityQuerySchema, releaseIntegrityResponseSchema } from '@tenants/shared/model';
import { integrityOfEntry } from '../release-hosting';

/**
 * The hashes the browser checks a remote version's files against (docs/releases.md "Files checked by the
 * browser"), for a remote the page did not draw: asked by the shell before it loads it. Public: the hashes of
 * public files, from the same origin as the page that names the version.
 */
const releaseIntegrityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    releaseIntegrityPath,
    {
      schema: {
        tags: ['releases'],
        summary: 'The SHA-384 of each browser file of a released remote version, by its manifest URL as a page names it',
        querystring: releaseIntegrityQuerySchema,
        response: { 200: releaseIntegrityResponseSchema },
      },
    },
    async (request, reply) => {
      // A version's files never change; a few minutes' keeping covers an older release given hashes again.
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, payload: { files: await integrityOfEntry(app.database.db, request.query.entry) } };
    },
  );
};

export default routePlugin(releaseIntegrityRoute);
