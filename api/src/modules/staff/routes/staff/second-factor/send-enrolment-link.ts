import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffAuthMessages, staffEnrolmentLinkPath } from '@tenants/shared/model';
import { limits } from '../../../../../plugins/rate-limit';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { sendEnrolmentLink } from '../../../second-factor/second-factor.service';

/** "Send me a new link" on the "check your e-mail" screen: to the account's own address, never another. */
const sendEnrolmentLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffEnrolmentLinkPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor', rateLimit: limits.login },
      schema: {
        tags: ['staff'],
        summary: "E-mail a new enrolment link to the account's own address (accounts without a second factor; 3 an hour)",
        response: { 200: okSchema, 409: apiErrorSchema.describe('A second factor is already set up'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await sendEnrolmentLink(secondFactorDeps(app, request), callerOf(request));
      return { success: true as const, message: staffAuthMessages.enrolmentLinkSent };
    },
  );
};

export default routePlugin(sendEnrolmentLinkRoute);
