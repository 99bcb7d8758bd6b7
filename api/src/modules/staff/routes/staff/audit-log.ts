import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuditPath, staffAuditQuerySchema, staffAuditResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../guard';
import { staffDeps } from '../../staff-deps';
import { auditLog } from '../../staff.service';

/** The audit log, newest first (admins only) (docs/product/staff.md). */
const auditLogRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffAuditPath,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['staff'],
        summary: 'The audit log, newest first (admins only)',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await auditLog(deps, request.query) };
    },
  );
};

export default routePlugin(auditLogRoute);
