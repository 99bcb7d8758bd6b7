import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../../security/secret-box';
import { defineModule, routesFolder, tableTypes } from '../module';
import { loadStaffConfig, type StaffConfig } from './staff.config';
import { staffEmails } from './staff.emails';
import type { StaffTables } from './staff.tables';

export { cliActor, grantRole, revokeRole, staffList } from './staff.service';
export { enrolmentLinkFor, resetSecondFactor, type EnrolmentLinkDeps } from './second-factor/reset.service';
// What each domain's staff routes and `<domain>.staff.ts` use: the guard, its answers, and the audit log.
export { actorOf, sendCsv, staffErrorResponses, staffGuard } from './guard';
export { idParams } from './params';
// What the review loops (articles, pages) share: who is told, and how a colleague is named.
export { colleaguesByIds, nameOf, personName, tellEditors, tellWriter, type Colleague } from './review-notices';
export { staffDeps } from './staff-deps';
export {
  audited,
  auditableFilters,
  csvName,
  filtersOf,
  pseudonymiseAuditActor,
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
const totpSecretsPlugin = fp(
  async (app: FastifyInstance, { keys }: { keys: StaffConfig['totpKeys'] }) => {
    app.decorate('totpSecrets', createSecretBox(keys));
  },
  { name: 'totp-secrets' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the TOTP secrets (TOTP_ENCRYPTION_KEY; docs/product/staff.md). */
    totpSecrets: SecretBox;
  }
}

export default defineModule({
  name: 'staff',
  routes: routesFolder(__dirname),
  config: loadStaffConfig,
  plugin: { plugin: totpSecretsPlugin, options: ({ config }) => ({ keys: config.staff.totpKeys }) },
  tables: tableTypes<StaffTables>(),
  emails: staffEmails,
  mailKinds: ['staff-invitation', 'staff-enrolment', 'staff-security'],
});
