import axios, { type AxiosInstance } from 'axios';
import {
  newsletterArchiveResponseSchema,
  newsletterBySlugPath,
  newsletterMessages,
  newsletterResponseSchema,
  newslettersPath,
  preferencesPath,
  preferencesResponseSchema,
  subscriptionConfirmPath,
  subscriptionConfirmResponseSchema,
  unsubscribePath,
  type PublicNewsletter,
} from '@tenants/shared';
import type { ArchivePayload, ConfirmOutcome, ListChoices, PreferencesPayload } from './newsletter-types';

/*
 * The newsletter pages' API calls (shared/src/contracts/newsletters.ts), each taking the client: the site
 * server's in-process one while it draws a page, the browser's once the page is live.
 */

/** GET /api/newsletters?page=: one page of the archive of sent newsletters. */
export async function getNewsletterArchive(client: AxiosInstance, page: number, signal?: AbortSignal): Promise<ArchivePayload> {
  const { data } = await client.get(newslettersPath, { params: { page }, signal });
  return newsletterArchiveResponseSchema.parse(data).payload;
}

/** GET /api/newsletters/:slug: a sent newsletter's web version; an unknown slug rejects (404). */
export async function getNewsletter(client: AxiosInstance, slug: string, signal?: AbortSignal): Promise<PublicNewsletter> {
  const { data } = await client.get(newsletterBySlugPath(slug), { signal });
  return newsletterResponseSchema.parse(data).payload;
}

/** A refusal about the token itself (unknown, expired, malformed), as opposed to the API being unreachable. */
const refused = (error: unknown) =>
  axios.isAxiosError(error) && !!error.response && error.response.status >= 400 && error.response.status < 500 && error.response.status !== 429;

/**
 * POST /api/subscribe/confirm `{ token }` (the confirmation page's button): confirms the address on its list.
 * A token the API refuses is an outcome (`confirmInvalid`); anything else that fails (the API down, a rate
 * limit) rejects, so the caller can say so.
 */
export async function confirmSubscription(client: AxiosInstance, token: string): Promise<ConfirmOutcome> {
  try {
    const { data } = await client.post(subscriptionConfirmPath, { token });
    return { ok: true, message: subscriptionConfirmResponseSchema.parse(data).message };
  } catch (error) {
    if (refused(error)) return { ok: false, message: newsletterMessages.confirmInvalid };
    throw error;
  }
}

/** POST /api/subscribe/unsubscribe `{ token }` (the page's button with scripts on): the message to show. */
export async function unsubscribe(client: AxiosInstance, token: string): Promise<ConfirmOutcome> {
  try {
    await client.post(unsubscribePath, { token });
    return { ok: true, message: newsletterMessages.unsubscribed };
  } catch (error) {
    if (refused(error)) return { ok: false, message: newsletterMessages.unsubscribeInvalid };
    throw error;
  }
}

/** GET /api/subscribe/preferences?token=: the lists of the address the token names (null: a token refused). */
export async function getPreferences(client: AxiosInstance, token: string, signal?: AbortSignal): Promise<PreferencesPayload | null> {
  try {
    const { data } = await client.get(preferencesPath, { params: { token }, signal });
    return preferencesResponseSchema.parse(data).payload;
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/**
 * POST /api/subscribe/preferences `{ token, lists }`: only the lists changed are sent (a list left out is
 * unchanged). The contract names no answer: the address's lists when the API sends them, else undefined.
 */
export async function savePreferences(client: AxiosInstance, token: string, lists: ListChoices): Promise<PreferencesPayload | undefined> {
  const { data } = await client.post(preferencesPath, { token, lists });
  const parsed = preferencesResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.payload : undefined;
}

/** The archive's address for a page (page 1 is the bare address, so there is one address per page). */
