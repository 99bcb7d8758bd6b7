import './zod-setup';
import { z } from 'zod';
import { emailField, phoneField, requiredText } from './common';
import { messages, serverMessages } from '../messages';

/**
 * The API's own account messages that SPEC §8 shows as they come ("Login failure: server message shown",
 * "Reset password failure: server message shown"), written once for the API and the tests.
 */
export const accountMessages = {
  /** The same for an unknown e-mail and a wrong password, so the answer does not tell which accounts exist. */
  loginFailed: 'Incorrect email or password.',
  /** A missing, unknown, expired or revoked session token. */
  sessionInvalid: 'Your session has expired. Please log in again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  /** Reset shows the server's message as it is, so it gets the client's wording rather than the register code. */
  resetPasswordTooShort: messages.passwordTooShort,
  registered: 'Thanks for signing up!',
  loggedIn: 'You can now access all our guides.',
  resetSent: messages.resetSent,
  passwordChanged: 'Your password has been reset.',
  loggedOut: messages.loggedOut,
} as const;

/** The shortest password the server accepts (SPEC §9). */
export const minPasswordLength = 8;

export const registerPath = '/api/register';
export const registerRequestSchema = z.object({
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.lastNameRequired, 100),
  email: emailField(),
  phone: phoneField(),
  // The server's own wording, which the client maps to "Password must be at least 8 characters." (SPEC §8).
  password: z.string().min(minPasswordLength, serverMessages.passwordTooShort).max(200),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginPath = '/api/login';
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z.string().min(1, messages.passwordRequired).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login and register answer with a token (SPEC §7). */
export const tokenResponseSchema = z.object({ success: z.literal(true), token: z.string().min(1), message: z.string().optional() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const forgotPasswordPath = '/api/forgot_pass';
// SPEC §5 words every forgot-password problem, an empty field included, as the valid-email message.
export const forgotPasswordRequestSchema = z.object({ email: emailField(messages.emailInvalid) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordPath = '/api/reset_pass';
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, accountMessages.resetLinkInvalid).max(200, accountMessages.resetLinkInvalid),
    new_password: z.string().min(1, messages.newPasswordRequired).max(200),
    confirm_password: z.string().min(1, messages.newPasswordRequired).max(200),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: messages.passwordMismatch, path: ['confirm_password'] });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** GET with `Authorization: Bearer <token>` (a bare token is accepted too: SPEC §7 says "the token"). */
export const profilePath = '/api/profile';
export const profileResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string() }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The token check the spec leaves unnamed: POST the stored token, read `success` (false or an error: log out). */
export const tokenCheckPath = '/api/token/check';
export const tokenCheckRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const tokenCheckResponseSchema = z.object({ success: z.boolean() });

/** POST with the session's Authorization header; revokes that token. Answers success for an unknown token too. */
export const logoutPath = '/api/logout';
