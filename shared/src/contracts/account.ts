import { z } from 'zod';
import { emailField, phoneField, requiredText } from './common';
import { messages } from '../messages';

export const registerPath = '/api/register';
export const registerRequestSchema = z.object({
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.lastNameRequired, 100),
  email: emailField(),
  phone: phoneField(),
  // The server's own wording, which the client maps to "Password must be at least 8 characters." (SPEC §8).
  password: z.string().min(8, 'must NOT have fewer than 8 characters').max(200),
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
export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordPath = '/api/reset_pass';
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1).max(200),
    new_password: z.string().min(1, messages.newPasswordRequired).max(200),
    confirm_password: z.string().min(1, messages.newPasswordRequired).max(200),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: messages.passwordMismatch, path: ['confirm_password'] });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const profilePath = '/api/profile';
export const profileResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The token check the spec leaves unnamed: POST the stored token, read `success`. */
export const tokenCheckPath = '/api/token/check';
export const tokenCheckRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const tokenCheckResponseSchema = z.object({ success: z.boolean() });

export const logoutPath = '/api/logout';
