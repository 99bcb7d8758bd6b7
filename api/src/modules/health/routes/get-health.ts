import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthPath } from '@tenants/shared/model';
import { runChecks } from '../checks';
import { databaseDownMessage, healthDownSchema, healthReportSchema } from '../health-report';
import { unavailableRetryAfterSeconds } from '../../../plugins/error-handler';
import { errorResponses } from '../../../http-errors';

/**
 * Liveness and readiness for load balancers, `npm start`'s wait and operators: the database (without it
 * the answer is 503, so a balancer stops sending traffic here), Redis, the mail queue, the DNS and the
 * remotes' registry, each within a few seconds.
 */
const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthPath,
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up, and how are its database, Redis, mail queue, DNS and registry?',
        response: { 200: healthReportSchema, 429: errorResponses[429], 503: healthDownSchema },
      },
    },
    async (request, reply) => {
      const report = await runChecks(app.healthChecks);
      // The checks name versions, hosts' states and queue sizes: for operators (the metrics token) only.
      const checks = app.operatorAccess(request) ? { checks: report.checks } : {};
      if (report.overall === 'down') {
        request.log.error({ checks: report.checks }, 'health: a critical dependency is down');
        return reply
          .code(503)
          .header('retry-after', String(unavailableRetryAfterSeconds))
          .send({ success: false as const, message: databaseDownMessage, errors: [{ message: databaseDownMessage }], ...checks });
      }
      return { success: true as const, status: report.overall, database: app.database.dialect, ...checks };
    },
  );
};

export default routePlugin(getHealthRoute);
