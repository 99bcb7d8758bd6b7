import axios from 'axios';
import {
  checkEmail,
  createApiClient,
  errorMessage,
  messages,
  newsletterMessages,
  newsletterPath,
  newsletterRequestSchema,
  subscribeResponseSchema,
  type RuntimeConfig,
} from '@tenants/shared';

/**
 * The green state's words: the spec's sentence and the double opt-in's "check your email". Taken
 * from the contract here, in the half fetched to send, so the start-up stays without it.
 */
export const newsletterThanks: string = newsletterMessages.newsletterThanks;

/** docs/product/subscriptions.md gives the newsletter one message for every address problem. */
const newsletterChecks = { required: messages.newsletterInvalid, invalid: messages.newsletterInvalid };

/**
 * Checks and sends the footer's newsletter subscription (the path docs/product/api.md leaves unnamed, fixed in the
 * contract). Loaded when the visitor first uses the form, with the contracts and the API client it needs.
 * Resolves to the message to show beside the field, or null when subscribed.
 */
export async function subscribeNewsletter(config: RuntimeConfig, email: string, source: string): Promise<string | null> {
  const request = newsletterRequestSchema.safeParse({ email, source });
  if (!request.success) return messages.newsletterInvalid;
  const client = createApiClient(config);
  // The API also knows whether the domain takes mail; a check that fails lets the address through.
  const problem = await checkEmail(client, request.data.email, newsletterChecks);
  if (problem) return problem;
  try {
    const { data } = await client.post(newsletterPath, request.data);
    subscribeResponseSchema.parse(data);
    return null;
  } catch (error) {
    // The server checks the address more strictly (e.g. its domain); its 400 means "invalid address".
    const invalid = axios.isAxiosError(error) && error.response?.status === 400;
    return invalid ? messages.newsletterInvalid : errorMessage(error);
  }
}
