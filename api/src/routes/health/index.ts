import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiError, healthPath, healthResponseSchema } from '@tenants/shared';
import { errorResponses } from '../schemas';

/** Liveness plus a round trip to the database, for load balancers and `npm start`'s wait. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthPath,
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database reachable?',
        response: { 200: healthResponseSchema, 429: errorResponses[429], 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, dialect } = app.database;
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        return reply.code(503).send(apiError('The database is unreachable.'));
      }
      return { success: true as const, status: 'ok' as const, database: dialect };
    },
  );
};

export default healthRoutes;
