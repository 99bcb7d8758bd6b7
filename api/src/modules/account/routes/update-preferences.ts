import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPreferencesPath,
  accountPreferencesResponseSchema,
  accountPreferencesUpdateSchema,
  apiErrorSchema,
  newsletterMessages,
} from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDataDeps } from '../account-deps';
import { changeMemberPreferences, memberPreferences } from '../account-data.service';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** Changes the signed-in member's lists: a list asked for again that is not confirmed gets a confirmation mail. */
const updatePreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDataDeps(app);
  app.put(
    accountPreferencesPath,
    {
      schema: {
        tags: ['account'],
        summary: "Change the signed-in member's e-mail lists",
        body: accountPreferencesUpdateSchema,
        response: { 200: accountPreferencesResponseSchema, 401: apiErrorSchema.describe('No live session'), ...errorResponses },
      },
    },
    async (request) => {
      const member = await sessionMember(deps, requestToken(request));
      const before = await memberPreferences(deps, member);
      const lists = await changeMemberPreferences(deps, member, request.body.lists);
      const asked = before.some((p) => request.body.lists[p.list] === true && p.status !== 'confirmed');
      return { success: true as const, message: asked ? newsletterMessages.confirmationSent : newsletterMessages.preferencesSaved, payload: { lists } };
    },
  );
};

export default routePlugin(updatePreferencesRoute);
