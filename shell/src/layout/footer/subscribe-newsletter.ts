import axios from 'axios';
import {
  checkEmail,
  createApiClient,
  errorMessage,
  messages,
  newsletterPath,
  newsletterRequestSchema,
  newsletterSubscribeResponseSchema,
  type RuntimeConfig,
} from '@tenants/shared';

/** docs/product/subscriptions.md gives the newsletter one message for every address problem. */
const newsletterChecks = { required: messages.newsletterInvalid, invalid: messages.newsletterInvalid };

/**
 * Checks and sends the footer's newsletter subscription (the path docs/product/api.md leaves unnamed, fixed in the
 * contract). Loaded when the visitor first uses the form, with the contracts and the API client it needs.
 * Resolves to the green state's words, which the API chose by what happened (a confirmation mail sent, or
 * the address already confirmed; the contract allows only those two), or to the problem beside the field.
 */
export async function subscribeNewsletter(
  config: RuntimeConfig,
  email: string,
  source: string,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const request = newsletterRequestSchema.safeParse({ email, source });
  if (!request.success) return { ok: false, message: messages.newsletterInvalid };
  const client = createApiClient(config);
  // The API also knows whether the domain takes mail; a check that fails lets the address through.
  const problem = await checkEmail(client, request.data.email, newsletterChecks);
  if (problem) return { ok: false, message: problem };
  try {
    const { data } = await client.post(newsletterPath, request.data);
    return { ok: true, message: newsletterSubscribeResponseSchema.parse(data).message };
  } catch (error) {
    // The server checks the address more strictly (e.g. its domain); its 400 means "invalid address".
    const invalid = axios.isAxiosError(error) && error.response?.status === 400;
    return { ok: false, message: invalid ? messages.newsletterInvalid : errorMessage(error) };
  }
}
