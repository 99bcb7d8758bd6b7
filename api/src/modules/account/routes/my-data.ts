import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDataPath, accountDataSchema, apiErrorSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDataDeps } from '../account-deps';
import { memberData } from '../account-data.service';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** Everything kept about the signed-in member, as a JSON download (UK GDPR Art. 15 and 20). */
const myDataRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDataDeps(app);
  app.get(
    accountDataPath,
    {
      schema: {
        tags: ['account'],
        summary: 'Everything kept about the signed-in member, as a JSON file',
        response: { 200: accountDataSchema, 401: apiErrorSchema.describe('No live session'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await sessionMember(deps, requestToken(request));
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return memberData(deps, member);
    },
  );
};

export default routePlugin(myDataRoute);
