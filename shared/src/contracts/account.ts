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
