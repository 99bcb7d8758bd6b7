/*
 * The part of the donation form that needs the full shared package (the zod contract behind the checks, the
 * e-mail check, the axios client, the toasts). Only ever imported with import() (`loadSharedApi`), so the
 * package is fetched when the visitor first works with the form (or has answers to restore), never with the
 * page's first load.
 */
export { createApiClient, errorMessage, notify, toast } from '@tenants/shared';
export { attemptRefused, newIdempotencyKey, submitDonation } from './submit-donation';
export { amountProblem, billingProblem, furthestStep, parseAmount } from '../lib/validate';
