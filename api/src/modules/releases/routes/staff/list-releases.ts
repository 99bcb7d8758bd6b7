import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffReleasesPath, staffReleasesResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff/guard';
import { releaseDeps } from '../../release-deps';
import { releaseOverview } from '../../releases.service';

/** Every released remote: stable and canary with their figures, top errors and history (admins only). */
const listReleasesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);

  app.get(
    staffReleasesPath,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['staff', 'releases'],
        summary:
          'Every released remote: its stable version and canary with their figures for the last hour and day, its top errors and its release history (admins only)',
        response: { 200: staffReleasesResponseSchema, ...staffErrorResponses },
      },
    },
    async () => {
      return { success: true as const, payload: { remotes: await releaseOverview(deps) } };
    },
  );
};

export default routePlugin(listReleasesRoute);
