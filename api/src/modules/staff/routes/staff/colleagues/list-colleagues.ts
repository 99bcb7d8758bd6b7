import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffColleaguesPath, staffColleaguesResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../guard';
import { staffDeps } from '../../../staff-deps';
import { colleagues } from '../../../colleagues/colleagues.service';

/** Every colleague on the team page, contributors included (docs/product/staff.md). */
const listColleaguesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);
  app.get(
    staffColleaguesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Every colleague with a staff role (contributors too), whether their second factor is set up and whether their account is active',
        response: { 200: staffColleaguesResponseSchema, ...staffErrorResponses },
      },
    },
    async () => ({ success: true as const, payload: await colleagues(deps) }),
  );
};

export default routePlugin(listColleaguesRoute);
