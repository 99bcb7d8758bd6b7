import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, staffAuthMessages, staffMessages, staffRoles, staffWorkMessages, type StaffMember, type StaffRole } from '@tenants/shared/model';
import { errorResponses, HttpError } from '../../http-errors';
import { isStaffRole, openSessionFor, requireFresh } from '../account/sessions.service';
import { requestToken } from '../account/request-token';
import { routePlugin } from '../module';
import { isEnrolled } from './second-factor/enrolment.service';
import type { StaffCaller } from './second-factor/second-factor.service';
import type { Actor } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a /api/staff request (set by the staff guard). */
    staffMember: StaffMember | null;
    /** Their session, as the second-factor routes need it (set by the staff guard). */
    staffCaller: StaffCaller | null;
  }
  interface FastifyContextConfig {
    /**
     * The least role that may call the route: 'staff' when unset, so a contributor reaches only
     * the routes that name them (the news desk, who they are, the second factor); 'admin' for the team's own.
     */
    minRole?: StaffRole;
    /** Only admins may call the route (the audit log): the same as `minRole: 'admin'`. */
    adminOnly?: boolean;
    /**
     * A session made by password alone may call the route: the second-factor routes only. Every
     * other staff route needs a session confirmed with a second factor.
     */
    beforeSecondFactor?: boolean;
    /**
     * `true`: a password or second factor given in the last 5 minutes (erase, deactivate, reactivate,
     * exports); `'second-factor'`: a code or passkey, not a password (releases, newsletters, invitations,
     * passkeys), where the docs promise a second factor.
     */
    freshAuth?: boolean | 'second-factor';
  }
}

/** The error answers every staff route can give, for the OpenAPI docs. */
export const staffErrorResponses = {
  401: apiErrorSchema.describe('No live session (anonymous, logged out, expired, 8 hours idle or 12 hours old)'),
  403: apiErrorSchema.describe(
    'Not staff; a session without its second factor ("Confirm it\'s you with your second factor.", or "Check your e-mail…" for an account still to enrol); not an admin on admin-only calls; or, on sensitive calls, no password or factor in the last 5 minutes ("Confirm it\'s you to do this.") or no second factor in the last 5 minutes ("Confirm it\'s you with your second factor to do this.")',
  ),
  ...errorResponses,
} as const;

/** Roles in order of what they may do: contributor < staff < admin (their order in the contract). */
const roleRank = (role: StaffRole) => staffRoles.indexOf(role);

/**
 * The guard of every /api/staff route, before the body is read (onRequest), in this order: a live session
 * (401 otherwise; a staff session idle for 8 hours, or signed in 12 hours ago, has ended), of a staff or
 * admin account (403), confirmed with a second factor unless the route is one of the second step's (403,
 * which the staff area turns into the second step), of at least the route's `minRole` (403: a contributor
 * outside the news desk, staff on an admin's route), and with a
 * password or factor from the last 5 minutes where the route says so (403, which the staff area turns into
 * a "confirm it's you" dialog). The flags travel with each route's own options, wherever it is registered.
 * Staff answers are personal data: never kept by a cache.
 */
export const staffGuard = routePlugin(async function staffGuard(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staffMember', null);
  app.decorateRequest('staffCaller', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const { member, session } = await openSessionFor({ db: app.database.db, now: () => app.now() }, requestToken(request), staffMessages.notSignedIn);
    if (!isStaffRole(member.role)) throw new HttpError(403, staffMessages.notAllowed);
    const config = request.routeOptions.config;
    if (!session.second_factor_at && !config.beforeSecondFactor) {
      // An account without a factor can only enrol, and only with the e-mailed link: say so (the staff area shows "check your e-mail").
      throw new HttpError(403, (await isEnrolled(app.database.db, member.id)) ? staffMessages.secondFactorRequired : staffAuthMessages.enrolmentCodeRequired);
    }
    const minRole: StaffRole = config.adminOnly ? 'admin' : (config.minRole ?? 'staff');
    if (roleRank(member.role) < roleRank(minRole)) {
      throw new HttpError(403, minRole === 'admin' ? staffMessages.adminOnly : staffWorkMessages.contributorNotAllowed);
    }
    if (config.freshAuth) requireFresh(session, config.freshAuth === 'second-factor' ? 'second-factor' : 'password-or-factor', app.now());
    request.staffMember = { id: member.id, firstname: member.firstname, lastname: member.lastname, email: member.email, role: member.role };
    request.staffCaller = {
      memberId: member.id,
      email: member.email,
      firstname: member.firstname,
      lastname: member.lastname,
      sessionId: session.id,
      secondFactorAt: session.second_factor_at,
    };
  });
  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  });
});

/** The staff member making a request, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const member = request.staffMember;
  if (!member) throw new HttpError(401, staffMessages.notSignedIn);
  return { id: member.id, email: member.email, role: member.role };
}

/** The staff member and session of a request (the second-factor routes). */
export function callerOf(request: FastifyRequest): StaffCaller {
  const caller = request.staffCaller;
  if (!caller) throw new HttpError(401, staffMessages.notSignedIn);
  return caller;
}

/** A CSV file as a download. */
export const sendCsv = (reply: FastifyReply, { file, csv }: { file: string; csv: string }) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(csv);
