import './zod-setup';
import { z } from 'zod';
import { emailField, phoneField, requiredText } from './common';
import { messages, serverMessages } from '../messages';
import { accountMessages, minPasswordLength } from '../forms';

export { accountMessages, minPasswordLength } from '../forms';

export const registerPath = '/api/register';
export const registerRequestSchema = z.object({
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.lastNameRequired, 100),
  email: emailField(),
  phone: phoneField(),
  // The server's own wording, which the client maps to "Password must be at least 8 characters." (docs/product/accounts-and-guides.md).
  password: z.string().min(minPasswordLength, serverMessages.passwordTooShort).max(200),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginPath = '/api/login';
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z.string().min(1, messages.passwordRequired).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login and register answer with a token (docs/product/api.md). */
export const tokenResponseSchema = z.object({ success: z.literal(true), token: z.string().min(1), message: z.string().optional() });

export const forgotPasswordPath = '/api/forgot_pass';
// docs/product/accounts-and-guides.md words every forgot-password problem, an empty field included, as the valid-email message.
export const forgotPasswordRequestSchema = z.object({ email: emailField(messages.emailInvalid) });

export const resetPasswordPath = '/api/reset_pass';
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, accountMessages.resetLinkInvalid).max(200, accountMessages.resetLinkInvalid),
    new_password: z.string().min(1, messages.newPasswordRequired).max(200),
    confirm_password: z.string().min(1, messages.newPasswordRequired).max(200),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: messages.passwordMismatch, path: ['confirm_password'] });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** GET with `Authorization: Bearer <token>` (a bare token is accepted too: docs/product/api.md says "the token"). */
export const profilePath = '/api/profile';
export const profileResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string() }),
});

/** The token check the spec leaves unnamed: POST the stored token, read `success` (false or an error: log out). */
export const tokenCheckPath = '/api/token/check';
export const tokenCheckRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const tokenCheckResponseSchema = z.object({ success: z.boolean() });

/** POST with the session's Authorization header; revokes that token. Answers success for an unknown token too. */
export const logoutPath = '/api/logout';

/**
 * A member's own details, from the account page (Authorization: Bearer <token>): name and phone at once;
 * the e-mail only once a link sent to the new address is followed (the old address is told); the password
 * with the current one, which ends every other session.
 */
export const accountDetailsPath = '/api/account/details';
export const accountEmailPath = '/api/account/email';
export const accountEmailConfirmPath = '/api/account/email/confirm';
export const accountPasswordPath = '/api/account/password';
/** The site page the e-mail-change link opens (`?token=`); its button posts to `accountEmailConfirmPath`. */
export const emailChangePagePath = '/account/email';
/** An e-mail-change link works for a day. */
export const emailChangeLifetimeMs = 24 * 60 * 60 * 1000;

export const accountDetailsMessages = {
  detailsSaved: 'Your details are saved.',
  emailLinkSent: (email: string) => `We have sent a link to ${email}. Your e-mail address changes when you follow it.`,
  emailSame: 'That is already your e-mail address.',
  emailChanged: 'Your e-mail address is changed. Sign in with it from now on.',
  emailLinkInvalid: 'This link is not valid or has expired. Please ask for a new one from your account page.',
  passwordWrong: 'Your current password is not right.',
  passwordChanged: 'Your password is changed. You have been signed out everywhere else.',
} as const;

export const accountDetailsSchema = z.object({
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.lastNameRequired, 100),
  phone: phoneField(),
});
export type AccountDetails = z.input<typeof accountDetailsSchema>;
export const accountEmailSchema = z.object({
  email: emailField(),
  password: z.string().min(1, messages.passwordRequired).max(200),
});
export const accountEmailConfirmSchema = z.object({
  token: z.string().min(1, accountDetailsMessages.emailLinkInvalid).max(200, accountDetailsMessages.emailLinkInvalid),
});
export const accountPasswordSchema = z.object({
  current_password: z.string().min(1, messages.passwordRequired).max(200),
  new_password: z.string().min(minPasswordLength, messages.passwordTooShort).max(200),
});
