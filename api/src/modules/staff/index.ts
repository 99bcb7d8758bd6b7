import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from './guard';
import addEnquiryNoteRoute from './routes/add-enquiry-note';
import auditLogRoute from './routes/audit-log';
import createArticleRoute from './routes/create-article';
import deactivateMemberRoute from './routes/deactivate-member';
import deleteListEntryRoute from './routes/delete-list-entry';
import donationTotalsRoute from './routes/donation-totals';
import eraseMemberRoute from './routes/erase-member';
import exportDonationsRoute from './routes/export-donations';
import exportEnquiriesRoute from './routes/export-enquiries';
import exportListRoute from './routes/export-list';
import getArticleRoute from './routes/get-article';
import getEnquiryRoute from './routes/get-enquiry';
import getMeRoute from './routes/get-me';
import getMemberRoute from './routes/get-member';
import getTeamRoute from './routes/get-team';
import listArticlesRoute from './routes/list-articles';
import listDonationsRoute from './routes/list-donations';
import listEnquiriesRoute from './routes/list-enquiries';
import listEntriesRoute from './routes/list-entries';
import listListsRoute from './routes/list-lists';
import listMembersRoute from './routes/list-members';
import previewArticleRoute from './routes/preview-article';
import publishArticleRoute from './routes/publish-article';
import reactivateMemberRoute from './routes/reactivate-member';
import saveArticleRoute from './routes/save-article';
import unpublishArticleRoute from './routes/unpublish-article';
import updateEnquiryRoute from './routes/update-enquiry';
import uploadMediaRoute from './routes/upload-media';
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

export { cliActor, grantRole, resetSecondFactor, revokeRole, staffList } from './staff.service';

/**
 * The staff area's API (docs/product/staff.md), every route under /api/staff behind one guard (guard.ts):
 * a live staff session confirmed with a second factor, admins only and a fresh confirmation where a route
 * says so (its config flags). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    // The second step (a password-only session reaches these alone: `beforeSecondFactor`), passkeys, re-authentication.
    getSecondFactorStatusRoute, startTotpRoute, confirmTotpRoute, verifyCodeRoute, passkeyAuthenticationOptionsRoute, verifyPasskeyRoute,
    listPasskeysRoute, passkeyRegistrationOptionsRoute, registerPasskeyRoute, removePasskeyRoute, reauthRoute,
    getMeRoute, getTeamRoute,
    listEnquiriesRoute, exportEnquiriesRoute, getEnquiryRoute, updateEnquiryRoute, addEnquiryNoteRoute,
    listArticlesRoute, createArticleRoute, previewArticleRoute, getArticleRoute, saveArticleRoute, publishArticleRoute, unpublishArticleRoute, uploadMediaRoute,
    listMembersRoute, getMemberRoute, deactivateMemberRoute, reactivateMemberRoute, eraseMemberRoute,
    listListsRoute, listEntriesRoute, deleteListEntryRoute, exportListRoute,
    listDonationsRoute, donationTotalsRoute, exportDonationsRoute,
    auditLogRoute,
  ]) {
    await app.register(route);
  }
};

export default staffRoutes;
