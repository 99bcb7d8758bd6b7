/*
 * The part of the enquiry that needs the full shared package (the field checks, the axios client, the zod
 * contract, the toasts). Only ever imported with import() (`loadSharedApi`), so the package is fetched when
 * the visitor first works with the form, never with the page's first load.
 */
export { checkEmail, checkPhone, createApiClient, errorMessage, notify } from '@tenants/shared';
export { submitEnquiry } from './submit-enquiry';
