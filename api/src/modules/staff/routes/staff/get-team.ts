import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffTeamPath, staffTeamResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../guard';
import { staffDeps } from '../../staff-deps';
import { team } from '../../staff.service';

/** Everyone with a staff role, for assigning enquiries (docs/product/staff.md). */
const getTeamRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffTeamPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Everyone with a staff role, for assigning enquiries',
        response: { 200: staffTeamResponseSchema, ...staffErrorResponses },
      },
    },
    async () => {
      return { success: true as const, payload: await team(deps) };
    },
  );
};

export default routePlugin(getTeamRoute);
