/*
 * The part of the account screens that needs the full shared package (the zod checks, the field checks, the
 * axios client, the toasts) and the calls made with it. Only ever imported with import() (`loadSharedApi`):
 * an anonymous visitor's first load does without it; it is fetched on the first touch of a form, or at once
 * when there is a stored token to check.
 */
export {
  accountDetailsSchema,
  accountEmailSchema,
  accountPasswordSchema,
  createApiClient,
  errorMessage,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  notify,
  resetPasswordRequestSchema,
} from '@tenants/shared';
export { requestPasswordReset, resetRefusal } from '../../forgot-password/api/forgot-password';
export { login } from '../../login/api/login';
export { deleteAccount, downloadMyData, loadPreferences, refusedInput, saveFile, savePreferences } from '../../member/api/account-data';
export { logoutOnServer } from '../../member/api/logout';
export { askEmailChange, changePassword, confirmEmailChange, loadProfile, refusedField, saveDetails } from '../../member/api/my-details';
export { resetPassword } from '../../reset-password/api/reset-password';
export { checkToken } from '../../session/api/check-token';
export { register } from '../../sign-up/api/register';
export { checkSignUp } from '../../sign-up/lib/check-sign-up';
export { registerError } from '../../sign-up/lib/register-error';
export { loadMyBookings } from '../../events/api/my-bookings';
export { consultationRequestSchema } from '@tenants/shared';
export { askForConsultation, loadConsultationSlots, loadMyConsultations } from '../../consultations/api/consultation-calls';
export { loadOffers } from '../../offers/api/offer-calls';
