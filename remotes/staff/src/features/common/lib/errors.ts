import axios from 'axios';
import { errorMessage } from '@tenants/shared';

/** The HTTP status of a failed call (undefined for a lost connection or a bug). */
export const statusOf = (error: unknown): number | undefined => (axios.isAxiosError(error) ? error.response?.status : undefined);

/** A call the page gave up on (it left the page or asked again): nothing to tell anyone. */
export const wasCancelled = (error: unknown) => axios.isCancel(error);

/**
 * The API's message from a failed call, else the site's generic one. A download asks for a Blob, so its
 * error body arrives as one: it is read as JSON first.
 */
export async function messageOf(error: unknown): Promise<string> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      const data: unknown = JSON.parse(await error.response.data.text());
      return errorMessage({ ...error, isAxiosError: true, response: { ...error.response, data } });
    } catch {
      return errorMessage(undefined);
    }
  }
  return errorMessage(error);
}
