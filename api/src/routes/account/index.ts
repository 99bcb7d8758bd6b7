import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  apiErrorSchema,
  forgotPasswordPath,
  forgotPasswordRequestSchema,
  loginPath,
  loginRequestSchema,
  logoutPath,
  messages,
  minPasswordLength,
  okSchema,
  profilePath,
  profileResponseSchema,
  registerPath,
  registerRequestSchema,
  resetPasswordPath,
  resetPasswordRequestSchema,
  serverMessages,
  tokenCheckPath,
  tokenCheckRequestSchema,
  tokenCheckResponseSchema,
  tokenResponseSchema,
} from '@tenants/shared';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../security/password';
import { newToken, tokenHash } from '../../security/tokens';
import { errorResponses } from '../schemas';
import {
  changePassword,
  consumePasswordReset,
  findMemberByEmail,
  findTakenContact,
  insertMember,
  insertPasswordReset,
  insertSession,
  revokeSession,
} from './account.repository';
import { memberForToken, requestToken } from './member-auth';

/** How long a login lasts without logging in again. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** How long an e-mailed reset link works (DESIGN §5; the e-mail says "1 hour"). */
export const resetLinkLifetimeMs = 60 * 60 * 1000;

const unauthorized = { 401: apiErrorSchema.describe('No session, or one that has expired or was logged out') };
const conflict = { 409: apiErrorSchema.describe('"Email Existed" or "Phone Existed"') };

const takenMessage = { email: serverMessages.emailExisted, phone: serverMessages.phoneExisted } as const;

/**
 * Membership (SPEC §2 account screens, §7 calls): register, login, logout, profile, the token check, and
 * the forgotten-password e-mail with its single-use reset link.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** Opens a session for the member and gives its token; only the token's hash is stored. */
  async function openSession(memberId: string): Promise<string> {
    const token = newToken();
    const now = app.now();
    await insertSession(db, { id: randomUUID(), memberId, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + sessionLifetimeMs) });
    return token;
  }

  app.post(
    registerPath,
    {
      config: { rateLimit: limits.register },
      schema: {
        tags: ['account'],
        summary: 'Create a member account and log it in',
        body: registerRequestSchema,
        response: { 200: tokenResponseSchema, ...conflict, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { firstname, lastname, phone, password } = request.body;
      const email = request.body.email.toLowerCase();
      if ((await app.validation.email(email)) === 'Invalid') return sendError(reply, 400, messages.emailInvalid);
      if ((await app.validation.phone(phone)) === 'Invalid') return sendError(reply, 400, messages.phoneInvalid);
      const taken = await findTakenContact(db, email, phone);
      if (taken) return sendError(reply, 409, takenMessage[taken]);

      const id = randomUUID();
      const member = { id, firstname, lastname, email, phone, password_hash: await hashPassword(password), created_at: app.now().toISOString() };
      try {
        await insertMember(db, member);
      } catch (error) {
        // Two sign-ups with the same address at once: the unique index refuses the second.
        const raced = await findTakenContact(db, email, phone);
        if (raced) return sendError(reply, 409, takenMessage[raced]);
        throw error;
      }
      return { success: true as const, token: await openSession(id), message: accountMessages.registered };
    },
  );

  app.post(
    loginPath,
    {
      config: { rateLimit: limits.login },
      schema: {
        tags: ['account'],
        summary: 'Log in with e-mail and password; answers a session token',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...unauthorized, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const member = await findMemberByEmail(db, email.toLowerCase());
      const matches = member ? await verifyPassword(password, member.password_hash) : await verifyAgainstDecoy(password);
      if (!member || !matches) return sendError(reply, 401, accountMessages.loginFailed);
      return { success: true as const, token: await openSession(member.id), message: accountMessages.loggedIn };
    },
  );

  app.get(
    profilePath,
    {
      schema: {
        tags: ['account'],
        summary: 'The logged-in member (Authorization: Bearer <token>)',
        response: { 200: profileResponseSchema, ...unauthorized, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await memberForToken(app, requestToken(request));
      if (!member) return sendError(reply, 401, accountMessages.sessionInvalid);
      const { firstname, lastname, email, phone } = member;
      return { success: true as const, payload: { firstname, lastname, email, phone } };
    },
  );

  app.post(
    tokenCheckPath,
    {
      schema: {
        tags: ['account'],
        summary: 'Whether a stored token still opens a session',
        body: tokenCheckRequestSchema,
        response: { 200: tokenCheckResponseSchema, ...unauthorized, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await memberForToken(app, request.body.token))) return sendError(reply, 401, accountMessages.sessionInvalid);
      return { success: true };
    },
  );

  app.post(
    logoutPath,
    {
      schema: {
        tags: ['account'],
        summary: 'End the session of the Authorization token (a success for an unknown token too)',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const token = requestToken(request);
      if (token) await revokeSession(db, tokenHash(token), app.now());
      return { success: true as const, message: accountMessages.loggedOut };
    },
  );

  app.post(
    forgotPasswordPath,
    {
      config: { rateLimit: limits.forgotPassword },
      schema: {
        tags: ['account'],
        summary: 'E-mail a single-use link to choose a new password (valid 1 hour)',
        body: forgotPasswordRequestSchema,
        response: { 200: okSchema, 404: apiErrorSchema.describe('"User does not exist"'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await findMemberByEmail(db, request.body.email.toLowerCase());
      // SPEC §8 tells the visitor when no account has the address, so the product does (and rate limits it).
      if (!member) return sendError(reply, 404, serverMessages.userDoesNotExist);
      const token = newToken();
      const now = app.now();
      await insertPasswordReset(db, {
        id: randomUUID(),
        memberId: member.id,
        tokenHash: tokenHash(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
      });
      await app.mailer.send({ to: member.email, ...app.mailer.templates.passwordReset({ firstname: member.firstname, token }) });
      return { success: true as const, message: accountMessages.resetSent };
    },
  );

  app.post(
    resetPasswordPath,
    {
      config: { rateLimit: limits.resetPassword },
      schema: {
        tags: ['account'],
        summary: 'Choose a new password with the token of an e-mailed link; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, new_password: password } = request.body;
      // Before the link is used up, so a too-short password does not cost the visitor the link.
      if (password.length < minPasswordLength) return sendError(reply, 400, accountMessages.resetPasswordTooShort);
      const memberId = await consumePasswordReset(db, tokenHash(token), app.now());
      if (!memberId) return sendError(reply, 400, accountMessages.resetLinkInvalid);
      await changePassword(db, memberId, await hashPassword(password), app.now());
      return { success: true as const, message: accountMessages.passwordChanged };
    },
  );
};

export default accountRoutes;
