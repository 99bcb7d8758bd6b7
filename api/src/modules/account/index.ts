import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListMembersRoute from './routes/staff/list-members';
import staffGetMemberRoute from './routes/staff/get-member';
import staffDeactivateMemberRoute from './routes/staff/deactivate-member';
import staffReactivateMemberRoute from './routes/staff/reactivate-member';
import staffEraseMemberRoute from './routes/staff/erase-member';
import staffExportMembersRoute from './routes/staff/export-members';
import staffAddMemberNoteRoute from './routes/staff/add-member-note';
import staffSetMemberLabelsRoute from './routes/staff/set-member-labels';
import forgotPasswordRoute from './routes/forgot-password';
import loginRoute from './routes/login';
import logoutRoute from './routes/logout';
import profileRoute from './routes/profile';
import registerRoute from './routes/register';
import resetPasswordRoute from './routes/reset-password';
import tokenCheckRoute from './routes/token-check';
import preferencesRoute from './routes/preferences';
import updatePreferencesRoute from './routes/update-preferences';
import myDataRoute from './routes/my-data';
import deleteAccountRoute from './routes/delete-account';
import { defineModule, tableTypes } from '../module';
import { accountEmails } from './account.emails';
import { memberExport } from './account.export';
import type { AccountTables } from './account.tables';

export { accountLockedMessage, targetLimitMessage } from './account.service';

/**
 * Members in the staff area (docs/product/staff.md): under /api/staff, behind the staff guard in
 * this plugin's own scope (the public routes beside them stay outside it). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    staffListMembersRoute,
    staffExportMembersRoute,
    staffGetMemberRoute,
    staffDeactivateMemberRoute,
    staffReactivateMemberRoute,
    staffEraseMemberRoute,
    staffAddMemberNoteRoute,
    staffSetMemberLabelsRoute,
  ]) {
    await app.register(route);
  }
};

/**
 * Membership (docs/product/accounts-and-guides.md): register, login, logout, profile, the token check, and
 * the forgotten-password e-mail with its single-use reset link; one route file each.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  // Every answer here carries a token or a member's details: no browser, proxy or CDN may keep one.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(profileRoute);
  await app.register(tokenCheckRoute);
  await app.register(logoutRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  // A member's own data: e-mail preferences, the JSON export, deleting the account.
  for (const route of [preferencesRoute, updatePreferencesRoute, myDataRoute, deleteAccountRoute]) await app.register(route);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'account',
  routes: accountRoutes,
  tables: tableTypes<AccountTables>(),
  emails: accountEmails,
  exporters: [memberExport],
  limits: {
    login: 10,
    register: 10,
    forgotPassword: 5,
    resetPassword: 10,
    /** Failed logins per account in 15 minutes, from any address. */
    loginAccount: 10,
    /** Sign-ups naming the same e-mail or phone in an hour, from any address. */
    registerTarget: 5,
    /** Reset e-mails asked for the same address in an hour, from any address. */
    forgotPasswordTarget: 5,
  },
  mailKinds: ['password-reset', 'account-deleted'],
});
