import type { AxiosInstance } from 'axios';
import { validationResultSchema } from '../contracts/validate';

/** The messages a check gives; each form may word them its own way (billing, newsletter). */
export interface CheckMessages {
  required?: string;
  invalid?: string;
}

/**
 * Whether our API clearly judged the value invalid. Anything else counts as valid, as docs/product/api.md observes a
 * failed validation call to be: a network error, a 5xx, a 429, an "Inconclusive" or an unexpected body.
 */
export async function rejectedByApi(client: AxiosInstance, path: string, body: object): Promise<boolean> {
  try {
    const { data } = await client.post(path, body);
    return validationResultSchema.safeParse(data).data?.result === 'Invalid';
  } catch {
    return false;
  }
}
