import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, staffMessages, type StaffMember } from '@tenants/shared/model';
import { errorResponses, HttpError } from '../../http-errors';
import { isStaffRole, sessionMember } from '../account/account.service';
import { requestToken } from '../account/request-token';
import type { Actor } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a /api/staff request (set by the staff guard). */
    staffMember: StaffMember | null;
  }
  interface FastifyContextConfig {
    /** Only admins may call the route (the audit log). */
    adminOnly?: boolean;
  }
}

/** The error answers every staff route can give, for the OpenAPI docs. */
export const staffErrorResponses = {
  401: apiErrorSchema.describe('No live session (anonymous, logged out, expired, or 8 hours idle)'),
  403: apiErrorSchema.describe('Not staff (or, on admin-only calls, not an admin)'),
  ...errorResponses,
} as const;

/**
 * The guard of every /api/staff route, before the body is read (onRequest): a live session (401
 * otherwise; a staff session idle for 8 hours has ended), of a staff or admin account (403 otherwise), of
 * an admin where the route says so (403). Staff answers are personal data: never kept by a cache.
 */
export async function staffGuard(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staffMember', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request), staffMessages.notSignedIn);
    if (!isStaffRole(member.role)) throw new HttpError(403, staffMessages.notAllowed);
    if (request.routeOptions.config.adminOnly && member.role !== 'admin') throw new HttpError(403, staffMessages.adminOnly);
    request.staffMember = { id: member.id, firstname: member.firstname, lastname: member.lastname, email: member.email, role: member.role };
  });
  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The staff member making a request, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const member = request.staffMember;
  if (!member) throw new HttpError(401, staffMessages.notSignedIn);
  return { id: member.id, email: member.email, role: member.role };
}

/** A CSV file as a download. */
export const sendCsv = (reply: FastifyReply, { file, csv }: { file: string; csv: string }) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(csv);
