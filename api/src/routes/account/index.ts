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
import { describeWait, HttpError, sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { isCommonPassword } from '../../security/common-passwords';
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

const minute = 60 * 1000;
/** The window of the failed-login count per account. */
export const loginFailureWindowMs = 15 * minute;
/** The window of the per-target counts of sign-ups and reset e-mails. */
export const targetWindowMs = 60 * minute;

export const accountLockedMessage = (wait: string) => `Too many failed logins for this account. Please wait ${wait} and try again.`;
export const targetLimitMessage = (wait: string) => `Too many attempts for this email or phone number. Please wait ${wait} and try again.`;

const tooMany = (message: string, resetInMs: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });

/**
 * Membership (SPEC §2 account screens, §7 calls): register, login, logout, profile, the token check, and
 * the forgotten-password e-mail with its single-use reset link.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { counters } = app;

  /**
   * Counts an attempt on each target (an e-mail, a phone number) whatever address it comes from, and
   * refuses once one passes `max` in the window: a list of victims cannot be checked or mailed at speed.
   */
  async function countTargets(kind: string, targets: string[], max: number): Promise<void> {
    for (const target of targets) {
      const { count, resetInMs } = await counters.hit(`${kind}:${target}`, targetWindowMs);
      if (count > max) throw tooMany(targetLimitMessage(describeWait(resetInMs)), resetInMs);
    }
  }

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
      if (isCommonPassword(password)) return sendError(reply, 400, messages.passwordTooCommon);
      await countTargets('register', [`email:${email}`, `phone:${phone}`], app.limits.registerTarget);
      if ((await app.validation.email(email)) === 'Invalid') return sendError(reply, 400, messages.emailInvalid);
      if ((await app.validation.phone(phone)) === 'Invalid') return sendError(reply, 400, messages.phoneInvalid);
      const taken = await findTakenContact(db, email, phone);
      if (taken) return sendError(reply, 409, takenMessage[taken]);

      const id = randomUUID();
      const member = { id, firstname, lastname, email, phone, password_hash: await app.passwords.hash(password), created_at: app.now().toISOString() };
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
      const email = request.body.email.toLowerCase();
      const { password } = request.body;
      // Counted per e-mail whether or not it has an account, so the lock tells nothing about which do.
      const failures = `login-failures:${email}`;
      const before = await counters.peek(failures);
      if (before.count >= app.limits.loginAccount) throw tooMany(accountLockedMessage(describeWait(before.resetInMs)), before.resetInMs);

      const member = await findMemberByEmail(db, email);
      const matches = member ? await app.passwords.verify(password, member.password_hash) : await app.passwords.verifyAgainstDecoy(password);
      if (!member || !matches) {
        await counters.hit(failures, loginFailureWindowMs);
        return sendError(reply, 401, accountMessages.loginFailed);
      }
      await counters.reset(failures);
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
      const email = request.body.email.toLowerCase();
      await countTargets('forgot-password', [email], app.limits.forgotPasswordTarget);
      const member = await findMemberByEmail(db, email);
      // SPEC §8 tells the visitor when no account has the address, so the product does (and rate limits it).
      if (!member) return sendError(reply, 404, serverMessages.userDoesNotExist);
      const token = newToken();
      const now = app.now();
      // The link and its mail are stored together; the queue delivers it (now, or once the mail server is back).
      await app.mailQueue.transaction(async (trx, queue) => {
        await insertPasswordReset(trx, {
          id: randomUUID(),
          memberId: member.id,
          tokenHash: tokenHash(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
        });
        await queue('password-reset', { to: member.email, ...app.mailer.templates.passwordReset({ firstname: member.firstname, token }) });
      });
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
      if (isCommonPassword(password)) return sendError(reply, 400, messages.passwordTooCommon);
      // Hashed before the link is used up: a busy pool (503) must not cost the visitor the link either.
      const passwordHash = await app.passwords.hash(password);
      const memberId = await consumePasswordReset(db, tokenHash(token), app.now());
      if (!memberId) return sendError(reply, 400, accountMessages.resetLinkInvalid);
      await changePassword(db, memberId, passwordHash, app.now());
      return { success: true as const, message: accountMessages.passwordChanged };
    },
  );
};

export default accountRoutes;
