import {
  broadcastPath,
  checkEmail,
  checkPhone,
  createApiClient,
  errorMessage,
  newsletterMessages,
  subscribeResponseSchema,
  whatsappPath,
  type RuntimeConfig,
} from '@tenants/shared';
import type { CommunityChannel } from './community-card';

/**
 * The green state's words: the e-mail list's from the contract (the spec's sentence and "check your email
 * to confirm": the list is double opt-in), the WhatsApp group's from the content (no confirmation mail).
 */
export const thanksFor = (channel: CommunityChannel, success?: string): string => (channel === 'email' ? newsletterMessages.broadcastThanks : (success ?? ''));

/**
 * Checks and sends a community card's subscription (docs/product/subscriptions.md: e-mail trimmed, phone digits only).
 * Loaded when the visitor opens a card, with the contracts and the API client it needs. Resolves to the
 * message to show as a toast, or null when subscribed.
 */
export async function subscribeCommunity(config: RuntimeConfig, channel: CommunityChannel, value: string, source: string): Promise<string | null> {
  const client = createApiClient(config);
  const email = value.trim();
  const problem = channel === 'email' ? await checkEmail(client, email) : await checkPhone(client, value);
  if (problem) return problem;
  try {
    const body = channel === 'email' ? { email, source } : { phone: value, source };
    const { data } = await client.post(channel === 'email' ? broadcastPath : whatsappPath, body);
    subscribeResponseSchema.parse(data);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}
