import { routePlugin } from '../../module';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telemetryMaxBytes, telemetryPath, telemetryRequestSchema, telemetryResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sendError } from '../../../plugins/error-handler';
import { limits } from '../../../plugins/rate-limit';
import { admitReport } from '../admission';

export const telemetryMessages = {
  tooLarge: `A report may be at most ${telemetryMaxBytes / 1024} kB.`,
  notJson: 'A report must be JSON.',
  notServed: 'A report is taken only from a page this site served recently.',
  spent: 'This page load has sent all the reports it may.',
} as const;

/**
 * Browsers' reports (docs/product/telemetry.md): JSON, also as `text/plain` (what `sendBeacon` sends), at most
 * 16 kB, checked by the contract, summed in memory (the aggregator) and written per minute. Counted per client
 * like any route; an answer says nothing the page would act on.
 */
const ingestRoute: FastifyPluginAsyncZod = async (app) => {
  // A beacon's body: JSON under text/plain. Read as a string here and parsed like JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(telemetryMessages.notJson), { statusCode: 400 }), undefined);
    }
  });
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, telemetryMessages.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 400, telemetryMessages.notJson);
    }
    return parent.call(app, error, request, reply);
  });

  app.post(
    telemetryPath,
    {
      bodyLimit: telemetryMaxBytes,
      config: { rateLimit: limits.telemetry },
      schema: {
        tags: ['telemetry'],
        summary: 'Report page views, errors and Core Web Vitals of a page, tagged with its route and version set (a beacon: JSON, also as text/plain)',
        body: telemetryRequestSchema,
        response: {
          200: telemetryResponseSchema,
          413: errorResponses[400].describe('Larger than 16 kB'),
          ...errorResponses,
          429: errorResponses[400].describe('Past the rate limit, or the page load sent all the reports it may'),
        },
      },
    },
    async (request, reply) => {
      // Only a page load the site server drew may report, and only so much (docs/product/telemetry.md).
      const checked = app.telemetry.pageLoads.check(request.body.pageLoad);
      if (!checked.ok) return sendError(reply, 400, telemetryMessages.notServed);
      const admitted = await admitReport(app.counters, app.telemetry.budget, request.body, checked.load);
      if (!admitted.ok) return sendError(reply, 429, telemetryMessages.spent);
      // The page view the watch counts: a page a browser ran, not one a health check or curl fetched.
      if (admitted.first) {
        const { page } = checked.load;
        app.telemetry.served(
          { remote: page ? page.remote : request.body.remote, versions: admitted.report.versions },
          page?.route ?? request.body.route,
          admitted.network,
        );
      }
      app.metrics.telemetry(app.telemetry.add(admitted.report, admitted.firstErrors, admitted.network));
      return { success: true as const };
    },
  );
};

export default routePlugin(ingestRoute);
