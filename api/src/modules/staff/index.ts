import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from './guard';
import auditLogRoute from './routes/audit-log';
import getMeRoute from './routes/get-me';
import getTeamRoute from './routes/get-team';
import getSummaryRoute from './routes/get-summary';
import reauthRoute from './routes/reauth';
import confirmTotpRoute from './routes/second-factor/confirm-totp';
import getSecondFactorStatusRoute from './routes/second-factor/get-status';
import listPasskeysRoute from './routes/second-factor/list-passkeys';
import passkeyAuthenticationOptionsRoute from './routes/second-factor/passkey-authentication-options';
import passkeyRegistrationOptionsRoute from './routes/second-factor/passkey-registration-options';
import registerPasskeyRoute from './routes/second-factor/register-passkey';
import removePasskeyRoute from './routes/second-factor/remove-passkey';
import startTotpRoute from './routes/second-factor/start-totp';
import verifyCodeRoute from './routes/second-factor/verify-code';
import verifyPasskeyRoute from './routes/second-factor/verify-passkey';
import createInvitationRoute from './routes/invitations/create-invitation';
import listInvitationsRoute from './routes/invitations/list-invitations';
import deleteInvitationRoute from './routes/invitations/delete-invitation';
import lookupInvitationRoute from './routes/invitations/lookup-invitation';
import acceptInvitationRoute from './routes/invitations/accept-invitation';
import sendEnrolmentLinkRoute from './routes/second-factor/send-enrolment-link';
import listColleaguesRoute from './routes/colleagues/list-colleagues';
import changeColleagueRoleRoute from './routes/colleagues/change-colleague-role';
import removeColleagueRoute from './routes/colleagues/remove-colleague';
import resetColleagueFactorRoute from './routes/colleagues/reset-colleague-factor';
import { createSecretBox, type SecretBox } from '../../security/secret-box';
import { defineModule, tableTypes } from '../module';
import { loadStaffConfig } from './staff.config';
import { staffEmails } from './staff.emails';
import type { StaffTables } from './staff.tables';

export { cliActor, enrolmentLinkFor, grantRole, resetSecondFactor, revokeRole, staffList, type EnrolmentLinkDeps } from './staff.service';
// What each domain's staff routes and `<domain>.staff.ts` use: the guard, its answers, and the audit log.
export { actorOf, sendCsv, staffErrorResponses, staffGuard } from './guard';
export { idParams } from './params';
export { staffDeps } from './staff-deps';
export {
  audited,
  auditableFilters,
  csvName,
  filtersOf,
  forgetAuditActor,
  insertAuditInTransaction,
  recordAudit,
  recordSearch,
  toStaffMember,
  type Actor,
  type Audit,
  type StaffDeps,
} from './staff.service';
export { removeAllFactors, rotateTotpSecrets } from './second-factor/second-factor.service';
export { forgetInvitationsTo } from './invitations/invitations.repository';

/**
 * The staff area's own API (docs/product/staff.md): the second factor, re-authentication, who is calling,
 * the team and the audit log, every route under /api/staff behind the guard (guard.ts): a live staff
 * session confirmed with a second factor, admins only and a fresh confirmation where a route says so (its
 * config flags). One route file each. Each domain's staff features (the inbox, the news desk, members,
 * lists, donations) are that domain module's, registered there behind the same guard in its own scope.
 */
const guardedRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    // The second step (a password-only session reaches these alone: `beforeSecondFactor`), passkeys, re-authentication.
    getSecondFactorStatusRoute,
    sendEnrolmentLinkRoute,
    startTotpRoute,
    confirmTotpRoute,
    verifyCodeRoute,
    passkeyAuthenticationOptionsRoute,
    verifyPasskeyRoute,
    listPasskeysRoute,
    passkeyRegistrationOptionsRoute,
    registerPasskeyRoute,
    removePasskeyRoute,
    reauthRoute,
    getMeRoute,
    getTeamRoute,
    listColleaguesRoute,
    changeColleagueRoleRoute,
    removeColleagueRoute,
    resetColleagueFactorRoute,
    getSummaryRoute,
    auditLogRoute,
    createInvitationRoute,
    listInvitationsRoute,
    deleteInvitationRoute,
  ]) {
    await app.register(route);
  }
};

/**
 * The staff routes behind the guard, and beside them (outside it: nobody is signed in yet) the two an
 * invitation's link uses, rate-limited like the login.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedRoutes);
  await app.register(lookupInvitationRoute);
  await app.register(acceptInvitationRoute);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the TOTP secrets (TOTP_ENCRYPTION_KEY; docs/product/staff.md). */
    totpSecrets: SecretBox;
  }
}

export default defineModule({
  name: 'staff',
  routes: staffRoutes,
  config: loadStaffConfig,
  plugin: {
    stage: 'before-routes',
    register: async (app, { config }) => {
      app.decorate('totpSecrets', createSecretBox(config.staff.totpKeys));
    },
  },
  tables: tableTypes<StaffTables>(),
  emails: staffEmails,
  mailKinds: ['staff-invitation', 'staff-enrolment', 'staff-security'],
});
